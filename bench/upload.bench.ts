import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { checkImage, renderImage, withImageSlot } from '#server/modules/media/image-processing.ts';
import { squareSize, wideSize } from '#server/modules/media/picture-store.ts';

/**
 * `npm run bench:upload`: how long the server spends on one uploaded picture, from bytes to the
 * two stored crops (check by content, decode, crop, re-encode), for typical phone photos. Runs
 * the same functions the upload routes call; storage writes are left out (they are a file write).
 */
const limits = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 };
const rounds = Number(process.env.ROUNDS ?? 12);

/** A photo-like picture: noise compresses like a real photo, unlike a flat colour. */
async function photo(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
  return noise;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

const cases = [
  { label: '12 MP phone photo (4032 x 3024)', width: 4032, height: 3024 },
  { label: '3 MP photo (2000 x 1500)', width: 2000, height: 1500 },
];

console.info(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, concurrency ${sharp.concurrency()}, ${rounds} rounds each`);
for (const { label, width, height } of cases) {
  const bytes = await photo(width, height);
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await withImageSlot(async () => {
      const image = await checkImage(bytes, limits);
      await Promise.all([renderImage(image, { ...squareSize }), renderImage(image, { ...wideSize })]);
    });
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  console.info(
    `${label}, ${(bytes.length / 1024 / 1024).toFixed(1)} MB: p50 ${percentile(timings, 0.5).toFixed(0)} ms, p90 ${percentile(timings, 0.9).toFixed(0)} ms, max ${timings.at(-1)?.toFixed(0)} ms`,
  );
}
