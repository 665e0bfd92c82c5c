import { AsyncLocalStorage } from 'node:async_hooks';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Crop } from '#shared/providers/profile.schema.ts';
import { AppError } from '#server/lib/app-error.ts';

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface CheckedImage {
  bytes: Buffer;
  /** Size as displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
  /**
   * The decoded, upright sRGB pixels. Decoded once while checking; every crop is cut from them,
   * so one upload costs one decode however many sizes are made.
   */
  pixels: { data: Buffer; channels: 1 | 2 | 3 | 4 };
}

/**
 * A decoded upload is held as raw pixels (up to 40 MP × 4 bytes, 160 MB) until its crops are
 * rendered, so the number of pictures in that state is bounded per process. Callers beyond the
 * limit wait their turn; nobody is refused.
 */
export const maxImagesInFlight = 2;

const waiting: Array<() => void> = [];
const holdsSlot = new AsyncLocalStorage<true>();
const slotStats = { active: 0, peak: 0 };

/** How many image slots are taken now and the most ever taken at once (for tests and benchmarks). */
export function imageSlotStats(): { active: number; peak: number } {
  return { ...slotStats };
}

/** Starts counting the peak again from the slots taken now. */
export function resetImageSlotPeak(): void {
  slotStats.peak = slotStats.active;
}

async function takeSlot(): Promise<void> {
  if (slotStats.active >= maxImagesInFlight) await new Promise<void>((resolve) => waiting.push(resolve));
  else slotStats.active += 1;
  slotStats.peak = Math.max(slotStats.peak, slotStats.active);
}

function releaseSlot(): void {
  const next = waiting.shift();
  // The slot passes straight to the next in line, so `active` stays as it is.
  if (next) next();
  else slotStats.active -= 1;
}

/**
 * Runs `work` (check one upload and render its crops) while holding one of the process's image
 * slots, so its decoded pixels count against `maxImagesInFlight` until they are no longer needed.
 * `checkImage` called inside runs in the same slot; nested calls never wait for a second one,
 * which could deadlock when every slot is held by a request waiting for another.
 */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (holdsSlot.getStore()) return work();
  await takeSlot();
  try {
    return await holdsSlot.run(true, work);
  } finally {
    releaseSlot();
  }
}

/** Raster formats we decode. SVG is refused: from our own origin it could carry script. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

/**
 * Checks an upload by what it contains, not its name or declared type: it must decode as a raster
 * picture, weigh at most `maxBytes`, and have at most `maxPixels` (so a small file that expands to
 * a gigapixel image, a decompression bomb, is refused before it is decoded).
 * @throws AppError 400 `error.upload.not_image`, 413 `error.upload.file_too_large`,
 *   400 `error.upload.too_many_pixels`.
 */
export async function checkImage(bytes: Buffer, limits: ImageLimits): Promise<CheckedImage> {
  if (bytes.length > limits.maxBytes) {
    const maxMegabytes = Math.round(limits.maxBytes / (1024 * 1024));
    // The limit rides in `data` too, so a client can say it in the person's language.
    throw new AppError(413, 'error.upload.file_too_large', { params: { maxMegabytes }, data: { maxMegabytes } });
  }
  let metadata: Metadata;
  try {
    // Reads the header only; nothing is decoded yet.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AppError(400, 'error.upload.not_image', { cause: error });
  }
  if (!metadata.format || !acceptedFormats.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new AppError(400, 'error.upload.not_image');
  }
  const pages = metadata.pages ?? 1;
  if (metadata.width * metadata.height * pages > limits.maxPixels) {
    const maxMegapixels = Math.round(limits.maxPixels / 1_000_000);
    throw new AppError(400, 'error.upload.too_many_pixels', { params: { maxMegapixels }, data: { maxMegapixels } });
  }
  // Decoding the whole picture here also catches truncated or corrupt files with a valid header.
  // `failOn: 'error'` refuses broken data; the pixel limit is sharp's own guard as well as ours.
  // Only the first frame of an animation is used. `rotate()` applies and drops the EXIF orientation.
  // A caller outside `withImageSlot` still has the decode itself bounded.
  return withImageSlot(async () => {
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error', animated: false })
        .rotate()
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      return { bytes, width: info.width, height: info.height, pixels: { data, channels: info.channels } };
    } catch (error) {
      throw new AppError(400, 'error.upload.not_image', { cause: error });
    }
  });
}

function decoded(image: CheckedImage): Sharp {
  return sharp(image.pixels.data, { raw: { width: image.width, height: image.height, channels: image.pixels.channels } });
}

/** WebP at effort 2 is twice as fast to encode as the default and within 1 % of its size. */
const webpOptions = { quality: 82, effort: 2 } as const;

/**
 * Whether a crop lies inside the picture and has the wanted shape (width / height), within 2 %
 * so a crop tool's rounding is accepted.
 */
export function cropFits(crop: Crop, image: { width: number; height: number }, aspectRatio: number): boolean {
  if (crop.x + crop.width > image.width || crop.y + crop.height > image.height) return false;
  return Math.abs(crop.width / crop.height - aspectRatio) / aspectRatio <= 0.02;
}

export interface RenderOptions {
  /** Output size; the picture is cropped to this shape. */
  width: number;
  height: number;
  /** The part of the picture the person chose; without it the most interesting part is kept. */
  crop?: Crop | undefined;
}

/**
 * Re-encodes a checked picture as WebP at the given size. Nothing of the original file survives
 * but its pixels: EXIF (camera, GPS position), ICC names and comments are all dropped.
 * @throws AppError 400 `error.upload.crop_invalid` when the crop does not fit the picture.
 */
export async function renderImage(image: CheckedImage, options: RenderOptions): Promise<Buffer> {
  let pipeline = decoded(image);
  if (options.crop) {
    if (!cropFits(options.crop, image, options.width / options.height)) throw new AppError(400, 'error.upload.crop_invalid');
    pipeline = pipeline.extract({ left: options.crop.x, top: options.crop.y, width: options.crop.width, height: options.crop.height });
  }
  return pipeline
    .resize(options.width, options.height, { fit: 'cover', position: options.crop ? 'centre' : sharp.strategy.attention, withoutEnlargement: false })
    .webp(webpOptions)
    .toBuffer();
}

/** Re-encodes a checked picture as WebP no larger than `maxSide` each way, keeping its shape. */
export async function renderWithin(image: CheckedImage, maxSide: number): Promise<Buffer> {
  return decoded(image)
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ ...webpOptions, quality: 85 })
    .toBuffer();
}
