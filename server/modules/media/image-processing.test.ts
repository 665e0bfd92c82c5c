import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { checkImage, imageSlotStats, maxImagesInFlight, renderImage, resetImageSlotPeak, withImageSlot } from './image-processing.ts';

const limits = { maxBytes: 2 * 1024 * 1024, maxPixels: 40_000_000 };

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims `width` × `height` pixels: a decompression bomb's shape. */
function claimedHugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

describe('checking an upload by its content', () => {
  it('refuses text renamed to .jpg and sent as image/jpeg', async () => {
    const error = await refusal(checkImage(Buffer.from('Dette er ikke et bilde, bare tekst med feil navn.'), limits));
    expect([error.status, error.key]).toEqual([400, 'error.upload.not_image']);
  });

  it('refuses an SVG, which could carry script when served from our origin', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>');
    const error = await refusal(checkImage(svg, limits));
    expect([error.status, error.key]).toEqual([400, 'error.upload.not_image']);
  });

  it('refuses a file over the size limit with 413 and the limit in megabytes', async () => {
    const bytes = await photo(400, 400).png().toBuffer();
    const error = await refusal(checkImage(bytes, { maxBytes: bytes.length - 1, maxPixels: limits.maxPixels }));
    expect([error.status, error.key]).toEqual([413, 'error.upload.file_too_large']);
    expect(error.params).toHaveProperty('maxMegabytes');
  });

  it('refuses a tiny file that claims 100000 × 100000 pixels without decoding it', async () => {
    const bomb = claimedHugePng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1_000);
    const started = performance.now();
    const error = await refusal(checkImage(bomb, limits));
    expect([error.status, error.key]).toEqual([400, 'error.upload.too_many_pixels']);
    expect(error.params).toEqual({ maxMegapixels: 40 });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a truncated picture whose header is fine', async () => {
    const bytes = await photo(300, 300).jpeg().toBuffer();
    const error = await refusal(checkImage(bytes.subarray(0, Math.floor(bytes.length / 2)), limits));
    expect(error.key).toBe('error.upload.not_image');
  });

  it('reports the size as displayed, after the EXIF rotation', async () => {
    const bytes = await photo(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await checkImage(bytes, limits);
    expect([image.width, image.height]).toEqual([200, 300]);
  });
});

describe('rendering a stored picture', () => {
  it('drops EXIF (camera details, GPS position) from what is stored', async () => {
    const bytes = await photo(400, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret', Make: 'Kamera' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif?.toString('latin1')).toContain('secret');
    const output = await renderImage(await checkImage(bytes, limits), { width: 160, height: 90 });
    const metadata = await sharp(output).metadata();
    expect(metadata.format).toBe('webp');
    expect([metadata.width, metadata.height]).toEqual([160, 90]);
    expect(metadata.exif).toBeUndefined();
    expect(output.toString('latin1')).not.toContain('secret');
  });

  it('refuses a crop that reaches outside the picture or has the wrong shape', async () => {
    const image = await checkImage(await photo(400, 300).png().toBuffer(), limits);
    const outside = await refusal(renderImage(image, { width: 100, height: 100, crop: { x: 200, y: 0, width: 300, height: 300 } }));
    expect([outside.status, outside.key]).toEqual([400, 'error.upload.crop_invalid']);
    const wrongShape = await refusal(renderImage(image, { width: 100, height: 100, crop: { x: 0, y: 0, width: 300, height: 150 } }));
    expect(wrongShape.key).toBe('error.upload.crop_invalid');
    const fits = await renderImage(image, { width: 100, height: 100, crop: { x: 100, y: 0, width: 300, height: 300 } });
    expect((await sharp(fits).metadata()).width).toBe(100);
  });
});

describe('bounding the pictures decoded at once', () => {
  it('decodes at most two pictures at a time when four arrive together, and finishes all four', async () => {
    expect(maxImagesInFlight).toBe(2);
    const bytes = await photo(1600, 1200).jpeg().toBuffer();
    resetImageSlotPeak();
    const images = await Promise.all([1, 2, 3, 4].map(() => checkImage(bytes, limits)));
    expect(images.map((image) => image.width)).toEqual([1600, 1600, 1600, 1600]);
    expect(imageSlotStats()).toEqual({ active: 0, peak: 2 });
  });

  it('keeps a request that checks and renders in one slot, and queues the rest instead of refusing them', async () => {
    const bytes = await photo(800, 600).png().toBuffer();
    resetImageSlotPeak();
    let inside = 0;
    let mostInside = 0;
    const request = () =>
      withImageSlot(async () => {
        inside += 1;
        mostInside = Math.max(mostInside, inside);
        // Two checks inside one slot: they must not wait for a second slot (that could deadlock).
        const [first, second] = [await checkImage(bytes, limits), await checkImage(bytes, limits)];
        const rendered = await Promise.all([renderImage(first, { width: 120, height: 120 }), renderImage(second, { width: 160, height: 90 })]);
        inside -= 1;
        return rendered.length;
      });
    expect(await Promise.all([request(), request(), request(), request()])).toEqual([2, 2, 2, 2]);
    expect(mostInside).toBe(2);
    expect(imageSlotStats()).toEqual({ active: 0, peak: 2 });
  });

  it('frees the slot when the decode fails', async () => {
    const bytes = await photo(300, 300).jpeg().toBuffer();
    const truncated = bytes.subarray(0, Math.floor(bytes.length / 2));
    const refused = await Promise.allSettled([1, 2, 3].map(() => checkImage(truncated, limits)));
    expect(refused.every((result) => result.status === 'rejected')).toBe(true);
    expect(imageSlotStats().active).toBe(0);
    await expect(withImageSlot(async () => 'ferdig')).resolves.toBe('ferdig');
  });
});
