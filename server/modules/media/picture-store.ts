import sharp from 'sharp';
import { type PictureCrops, pictureCropsSchema } from '#shared/providers/profile.schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type MediaStorage, newMediaKey } from './media-storage.ts';
import { type CheckedImage, checkImage, cropFits, type ImageLimits, renderImage, renderWithin } from './image-processing.ts';
import type { UploadedFile } from './multipart-form.ts';

/** Output sizes of the two crops every picture is kept in (spec §3 pictures: square, wide). */
export const squareSize = { width: 1200, height: 1200 } as const;
export const wideSize = { width: 1920, height: 1080 } as const;

export interface StoredPicture {
  square: string;
  wide: string;
}

/**
 * Stores a checked picture as its square and wide crops under fresh random names and answers
 * their URLs. If the second write fails the first is removed, so nothing is left half-stored.
 */
export async function storePictureCrops(
  storage: MediaStorage,
  /** A folder under `uploads/`, e.g. `uploads/service-pictures`. */
  folder: string,
  image: CheckedImage,
  crops: PictureCrops = {},
): Promise<StoredPicture> {
  return storePictureCropsOf(storage, folder, { square: image, wide: image }, crops);
}

/**
 * Like `storePictureCrops`, but each crop may come from its own picture: a client that cropped in
 * the browser sends the square and the wide picture as two files.
 */
export async function storePictureCropsOf(
  storage: MediaStorage,
  folder: string,
  images: { square: CheckedImage; wide: CheckedImage },
  crops: PictureCrops = {},
): Promise<StoredPicture> {
  const [squareBytes, wideBytes] = await Promise.all([
    renderImage(images.square, { ...squareSize, crop: crops.square }),
    renderImage(images.wide, { ...wideSize, crop: crops.wide }),
  ]);
  const squareKey = newMediaKey(folder, 'webp');
  const wideKey = newMediaKey(folder, 'webp');
  const square = await storage.put(squareKey, squareBytes, 'image/webp');
  try {
    return { square, wide: await storage.put(wideKey, wideBytes, 'image/webp') };
  } catch (error) {
    await storage.delete(squareKey);
    throw error;
  }
}

/**
 * Stores a checked picture whole (at most `maxSide` pixels each way), for originals, ID photos and
 * chat pictures; answers its size as stored, read back from the file so it is exactly what a
 * reader will load.
 */
export async function storePictureWhole(storage: MediaStorage, folder: string, image: CheckedImage, maxSide = 2400) {
  const key = newMediaKey(folder, 'webp');
  const bytes = await renderWithin(image, maxSide);
  const { width = image.width, height = image.height } = await sharp(bytes).metadata();
  const url = await storage.put(key, bytes, 'image/webp');
  return { key, url, width, height };
}

/** Every upload is stored under this folder; demo pictures live elsewhere and may be shared by rows. */
export const uploadsFolder = 'uploads';

/** Removes uploaded files a row no longer points to; any other URL (a shared demo picture) is left alone. */
export async function deleteStoredUrls(storage: MediaStorage, urls: ReadonlyArray<string | null | undefined>): Promise<void> {
  for (const url of urls) {
    const key = url ? storage.keyFromUrl(url) : null;
    if (key?.startsWith(`${uploadsFolder}/`)) await storage.delete(key);
  }
}

/**
 * The `crops` form field: JSON square and wide rectangles, or nothing (centred crops). Anything
 * else is the crop tool sending nonsense, answered as an invalid crop rather than a 500.
 * @throws AppError 400 `error.upload.crop_invalid`.
 */
export function parseCropsField(text: string | undefined): PictureCrops {
  if (text === undefined || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError(400, 'error.upload.crop_invalid', { cause: error });
  }
  const result = pictureCropsSchema.safeParse(value ?? {});
  if (!result.success) throw new AppError(400, 'error.upload.crop_invalid');
  return result.data;
}

/**
 * Checks each crop against its picture before anything is stored, so a bad crop never leaves a
 * file behind.
 * @throws AppError 400 `error.upload.crop_invalid`.
 */
export function assertCropsFit(images: { square: CheckedImage; wide: CheckedImage }, crops: PictureCrops): void {
  if (crops.square && !cropFits(crops.square, images.square, squareSize.width / squareSize.height)) throw new AppError(400, 'error.upload.crop_invalid');
  if (crops.wide && !cropFits(crops.wide, images.wide, wideSize.width / wideSize.height)) throw new AppError(400, 'error.upload.crop_invalid');
}

/**
 * The picture file of a form, checked (content, size, pixels).
 * @throws AppError 400 `error.upload.file_required` when no file was sent, or what `checkImage` throws.
 */
export async function checkUploadedPicture(file: UploadedFile | undefined, limits: ImageLimits): Promise<CheckedImage> {
  if (!file) throw new AppError(400, 'error.upload.file_required');
  return checkImage(file.bytes, limits);
}
