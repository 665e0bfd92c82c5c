import type { EntityManager } from '@mikro-orm/postgresql';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { minProfilePhotoSize, type ProfileUpdate } from '#shared/providers/profile.schema.ts';
import { AppError, fieldError } from '#server/lib/app-error.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { moveServicesToCategory } from '#server/modules/catalogue/own-service.service.ts';
import { type ImageLimits, renderImage, withImageSlot } from '#server/modules/media/image-processing.ts';
import { newMediaKey, type MediaStorage } from '#server/modules/media/media-storage.ts';
import type { UploadedFile } from '#server/modules/media/multipart-form.ts';
import { checkUploadedPicture, deleteStoredUrls, type StoredPicture, storePictureCropsOf, uploadsFolder } from '#server/modules/media/picture-store.ts';
import { coverFolder } from './provider-pictures.service.ts';
import type { ProviderEntity } from './provider.entity.ts';

export const profilePhotoFolder = `${uploadsFolder}/profile-photos`;

/**
 * Checks a new profile photo (spec §9: at least 1200 × 1200) and stores it as a 1200 × 1200
 * square around its most interesting part. Answers the URL.
 * @throws AppError 400 `error.upload.photo_too_small`, and the upload errors of `checkImage`.
 */
export async function storeProfilePhoto(storage: MediaStorage, limits: ImageLimits, file: UploadedFile): Promise<string> {
  return withImageSlot(async () => {
    const image = await checkUploadedPicture(file, limits);
    if (image.width < minProfilePhotoSize || image.height < minProfilePhotoSize) throw new AppError(400, 'error.upload.photo_too_small');
    const bytes = await renderImage(image, { width: minProfilePhotoSize, height: minProfilePhotoSize });
    return storage.put(newMediaKey(profilePhotoFolder, 'webp'), bytes, 'image/webp');
  });
}

export interface CoverFiles {
  coverSquare: UploadedFile | undefined;
  coverWide: UploadedFile | undefined;
}

/**
 * Spec §7: the cover may come as two files the provider already cut, `coverSquare` and
 * `coverWide`. Both or neither: half a cover would leave the other crop showing another picture.
 * @throws AppError 400 field error `error.upload.file_required` on the missing file.
 */
function coverPair(files: CoverFiles): { square: UploadedFile; wide: UploadedFile } | null {
  const { coverSquare, coverWide } = files;
  if (!coverSquare && !coverWide) return null;
  if (!coverSquare || !coverWide) {
    const missing = coverSquare ? 'coverWide' : 'coverSquare';
    throw fieldError(missing, 'error.upload.file_required', errorMessage('error.upload.file_required', 'en'));
  }
  return { square: coverSquare, wide: coverWide };
}

/** Stores each cover file at its crop size (1200 × 1200, 1920 × 1080) around its most interesting part. */
async function storeCoverFiles(storage: MediaStorage, limits: ImageLimits, pair: { square: UploadedFile; wide: UploadedFile }): Promise<StoredPicture> {
  return withImageSlot(async () => {
    const square = await checkUploadedPicture(pair.square, limits);
    const wide = await checkUploadedPicture(pair.wide, limits);
    return storePictureCropsOf(storage, coverFolder, { square, wide });
  });
}

/**
 * Spec §3 Profile: the provider's own texts, category, instant booking and content, and optionally
 * a new profile photo and a new cover. Editable in every status; nothing shows publicly before
 * approval. The old uploaded photo and cover files are removed once the row points to the new ones.
 * @throws AppError 400 on an unknown category, a refused photo or cover, or only one cover file.
 */
export async function updateProfile(
  em: EntityManager,
  storage: MediaStorage,
  limits: ImageLimits,
  provider: ProviderEntity,
  update: ProfileUpdate,
  files: { photo: UploadedFile | undefined } & CoverFiles,
): Promise<void> {
  const category = await em.findOne(CategoryEntity, { id: update.categoryId });
  if (!category) throw fieldError('categoryId', 'common.field.required', errorMessage('common.field.required', 'en'));
  const coverFiles = coverPair(files);
  const newPhoto = files.photo ? await storeProfilePhoto(storage, limits, files.photo) : null;
  let cover: StoredPicture | null;
  try {
    cover = coverFiles ? await storeCoverFiles(storage, limits, coverFiles) : null;
  } catch (error) {
    if (newPhoto) await deleteStoredUrls(storage, [newPhoto]);
    throw error;
  }
  const stored = [newPhoto, cover?.square, cover?.wide];
  const previous = [...(newPhoto ? [provider.photo] : []), ...(cover ? [provider.coverOriginal, provider.coverSquare, provider.coverWide] : [])];
  if (provider.category.id !== category.id) await moveServicesToCategory(em, provider, category);
  em.assign(provider, {
    displayName: update.displayName,
    tagline: update.tagline || null,
    description: update.description,
    category,
    instantBooking: update.instantBooking,
    content: update.content,
    ...(newPhoto ? { photo: newPhoto } : {}),
    // Cut by the provider already: there is no original left to choose the crops from again.
    ...(cover ? { coverOriginal: null, coverSquare: cover.square, coverWide: cover.wide } : {}),
  });
  try {
    await em.flush();
  } catch (error) {
    await deleteStoredUrls(storage, stored);
    throw error;
  }
  await deleteStoredUrls(storage, previous);
}
