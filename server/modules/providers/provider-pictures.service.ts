import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { PictureCrops } from '#shared/providers/profile.schema.ts';
import { AppError, forbidden, notFound } from '#server/lib/app-error.ts';
import { type ImageLimits, withImageSlot } from '#server/modules/media/image-processing.ts';
import type { MediaStorage } from '#server/modules/media/media-storage.ts';
import type { UploadedFile } from '#server/modules/media/multipart-form.ts';
import {
  assertCropsFit,
  checkUploadedPicture,
  deleteStoredUrls,
  storePictureCrops,
  storePictureWhole,
  uploadsFolder,
} from '#server/modules/media/picture-store.ts';
import { ProviderPictureEntity } from './provider-picture.entity.ts';
import { ProviderEntity } from './provider.entity.ts';

export const coverFolder = `${uploadsFolder}/covers`;
export const providerPictureFolder = `${uploadsFolder}/provider-pictures`;
/** A profile gallery holds at most this many pictures. */
export const maxProviderPictures = 20;

/**
 * Flushes rows that point to newly stored files; if the flush fails the new files are removed so
 * nothing is left that no row points to.
 */
async function flushOrDiscard(em: EntityManager, storage: MediaStorage, stored: string[]): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    await deleteStoredUrls(storage, stored);
    throw error;
  }
}

/**
 * The profile's cover: the original (so the crops can be chosen again later) and the square and
 * wide crops the provider picked. The previous uploaded cover files are removed afterwards.
 * @throws AppError 400 `error.upload.file_required`, `error.upload.crop_invalid`, and the upload errors.
 */
export async function updateCoverPhoto(
  em: EntityManager,
  storage: MediaStorage,
  limits: ImageLimits,
  provider: ProviderEntity,
  file: UploadedFile | undefined,
  crops: PictureCrops,
): Promise<void> {
  const { original, crop } = await withImageSlot(async () => {
    const image = await checkUploadedPicture(file, limits);
    assertCropsFit({ square: image, wide: image }, crops);
    const stored = await storePictureCrops(storage, coverFolder, image, crops);
    try {
      return { original: (await storePictureWhole(storage, coverFolder, image)).url, crop: stored };
    } catch (error) {
      await deleteStoredUrls(storage, [stored.square, stored.wide]);
      throw error;
    }
  });
  const previous = [provider.coverOriginal, provider.coverSquare, provider.coverWide];
  em.assign(provider, { coverOriginal: original, coverSquare: crop.square, coverWide: crop.wide });
  await flushOrDiscard(em, storage, [original, crop.square, crop.wide]);
  await deleteStoredUrls(storage, previous);
}

const tooManyPictures = () =>
  new AppError(400, 'error.upload.too_many_pictures', { params: { max: maxProviderPictures }, data: { max: maxProviderPictures } });

/**
 * Adds a picture at the end of the profile gallery.
 * @throws AppError 400 `error.upload.too_many_pictures` (with `max`) when the gallery is full.
 */
export async function addProviderPicture(
  em: EntityManager,
  storage: MediaStorage,
  limits: ImageLimits,
  provider: ProviderEntity,
  input: { file: UploadedFile | undefined; crops: PictureCrops; title: string | null },
): Promise<ProviderPictureEntity> {
  // Answered before any decoding when the gallery is already full; the count that decides is the
  // one taken under the lock below.
  if ((await em.count(ProviderPictureEntity, { provider: provider.id })) >= maxProviderPictures) throw tooManyPictures();
  // The slow part (decode, crop, encode, write) runs outside the transaction so the provider row
  // is locked only for the count and the insert.
  const stored = await withImageSlot(async () => {
    const image = await checkUploadedPicture(input.file, limits);
    assertCropsFit({ square: image, wide: image }, input.crops);
    return storePictureCrops(storage, providerPictureFolder, image, input.crops);
  });
  try {
    return await em.transactional(async (tx) => {
      // Uploads by the same provider queue here, so each sees the pictures the others added.
      await tx.createQueryBuilder(ProviderEntity).select('id').where({ id: provider.id }).setLockMode(LockMode.PESSIMISTIC_WRITE).execute();
      const existing = await tx.find(ProviderPictureEntity, { provider: provider.id }, { fields: ['sortIndex'] });
      if (existing.length >= maxProviderPictures) throw tooManyPictures();
      const sortIndex = existing.reduce((max, picture) => Math.max(max, picture.sortIndex + 1), 0);
      return tx.create(ProviderPictureEntity, {
        provider: tx.getReference(ProviderEntity, provider.id),
        square: stored.square,
        wide: stored.wide,
        title: input.title,
        sortIndex,
      });
    });
  } catch (error) {
    await deleteStoredUrls(storage, [stored.square, stored.wide]);
    throw error;
  }
}

/**
 * Removes one of the provider's own gallery pictures and its files.
 * @throws AppError 404 unknown picture, 403 another provider's.
 */
export async function deleteProviderPicture(em: EntityManager, storage: MediaStorage, provider: ProviderEntity | null, pictureId: string): Promise<void> {
  const picture = await em.findOne(ProviderPictureEntity, { id: pictureId });
  if (!picture) throw notFound();
  if (!provider || picture.provider.id !== provider.id) throw forbidden();
  const urls = [picture.square, picture.wide];
  em.remove(picture);
  await em.flush();
  await deleteStoredUrls(storage, urls);
}
