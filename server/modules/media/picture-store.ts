import type { PictureCrops } from '#shared/providers/profile.schema.ts';
import { type MediaStorage, newMediaKey } from './media-storage.ts';
import { type CheckedImage, type ImageLimits, renderImage, renderWithin } from './image-processing.ts';

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
  limits: ImageLimits,
  crops: PictureCrops = {},
): Promise<StoredPicture> {
  const [squareBytes, wideBytes] = await Promise.all([
    renderImage(image, limits, { ...squareSize, crop: crops.square }),
    renderImage(image, limits, { ...wideSize, crop: crops.wide }),
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

/** Stores a checked picture whole (at most `maxSide` pixels each way), for originals and ID photos. */
export async function storePictureWhole(storage: MediaStorage, folder: string, image: CheckedImage, limits: ImageLimits, maxSide = 2400) {
  const key = newMediaKey(folder, 'webp');
  const url = await storage.put(key, await renderWithin(image, limits, maxSide), 'image/webp');
  return { key, url };
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
