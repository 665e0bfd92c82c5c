import type { EntityManager } from '@mikro-orm/postgresql';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { minProfilePhotoSize, type ProfileUpdate } from '#shared/providers/profile.schema.ts';
import { AppError, fieldError } from '#server/lib/app-error.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { moveServicesToCategory } from '#server/modules/catalogue/own-service.service.ts';
import { type ImageLimits, renderImage } from '#server/modules/media/image-processing.ts';
import { newMediaKey, type MediaStorage } from '#server/modules/media/media-storage.ts';
import type { UploadedFile } from '#server/modules/media/multipart-form.ts';
import { checkUploadedPicture, deleteStoredUrls, uploadsFolder } from '#server/modules/media/picture-store.ts';
import type { ProviderEntity } from './provider.entity.ts';

export const profilePhotoFolder = `${uploadsFolder}/profile-photos`;

/**
 * Checks a new profile photo (spec §9: at least 1200 × 1200) and stores it as a 1200 × 1200
 * square around its most interesting part. Answers the URL.
 * @throws AppError 400 `error.upload.photo_too_small`, and the upload errors of `checkImage`.
 */
export async function storeProfilePhoto(storage: MediaStorage, limits: ImageLimits, file: UploadedFile): Promise<string> {
  const image = await checkUploadedPicture(file, limits);
  if (image.width < minProfilePhotoSize || image.height < minProfilePhotoSize) throw new AppError(400, 'error.upload.photo_too_small');
  const bytes = await renderImage(image, { width: minProfilePhotoSize, height: minProfilePhotoSize });
  return storage.put(newMediaKey(profilePhotoFolder, 'webp'), bytes, 'image/webp');
}

/**
 * Spec §3 Profile: the provider's own texts, category, instant booking and content, and optionally
 * a new profile photo. Editable in every status; nothing shows publicly before approval. The old
 * uploaded photo is removed once the row points to the new one.
 * @throws AppError 400 on an unknown category or a refused photo.
 */
export async function updateProfile(
  em: EntityManager,
  storage: MediaStorage,
  limits: ImageLimits,
  provider: ProviderEntity,
  update: ProfileUpdate,
  photo: UploadedFile | undefined,
): Promise<void> {
  const category = await em.findOne(CategoryEntity, { id: update.categoryId });
  if (!category) throw fieldError('categoryId', 'common.field.required', errorMessage('common.field.required', 'en'));
  const newPhoto = photo ? await storeProfilePhoto(storage, limits, photo) : null;
  const oldPhoto = provider.photo;
  if (provider.category.id !== category.id) await moveServicesToCategory(em, provider, category);
  em.assign(provider, {
    displayName: update.displayName,
    tagline: update.tagline || null,
    description: update.description,
    category,
    instantBooking: update.instantBooking,
    content: update.content,
    ...(newPhoto ? { photo: newPhoto } : {}),
  });
  try {
    await em.flush();
  } catch (error) {
    if (newPhoto) await deleteStoredUrls(storage, [newPhoto]);
    throw error;
  }
  if (newPhoto && oldPhoto !== newPhoto) await deleteStoredUrls(storage, [oldPhoto]);
}
