import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { PictureCrops } from '#shared/providers/profile.schema.ts';
import { AppError, forbidden, notFound } from '#server/lib/app-error.ts';
import { type ImageLimits, withImageSlot } from '#server/modules/media/image-processing.ts';
import type { MediaStorage } from '#server/modules/media/media-storage.ts';
import type { FormParts } from '#server/modules/media/multipart-form.ts';
import { assertCropsFit, checkUploadedPicture, deleteStoredUrls, storePictureCropsOf, uploadsFolder } from '#server/modules/media/picture-store.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { ServicePictureEntity } from './service-picture.entity.ts';
import { ServiceEntity } from './service.entity.ts';

export const servicePictureFolder = `${uploadsFolder}/service-pictures`;
/** A service gallery holds at most this many pictures. */
export const maxServicePictures = 12;

async function orderedPictures(em: EntityManager, service: ServiceEntity): Promise<ServicePictureEntity[]> {
  return em.find(ServicePictureEntity, { service: service.id }, { orderBy: { sortIndex: 'asc', createdAt: 'asc', id: 'asc' } });
}

const tooManyPictures = () =>
  new AppError(400, 'error.upload.too_many_pictures', { params: { max: maxServicePictures }, data: { max: maxServicePictures } });

/**
 * Adds a picture at the end of a service's gallery. The form carries the file `original`, cut to
 * the square and wide `crops`; a client that cropped in the browser may send the files `square`
 * and `wide` instead (each used for its own crop, `original` for a missing one).
 * @throws AppError 400 `error.upload.file_required`, `error.upload.too_many_pictures` (with `max`),
 *   `error.upload.crop_invalid`, and the upload errors.
 */
export async function addServicePicture(
  em: EntityManager,
  storage: MediaStorage,
  limits: ImageLimits,
  service: ServiceEntity,
  input: { files: FormParts['files']; crops: PictureCrops; title: string | null },
): Promise<ServicePictureEntity> {
  // Answered before any decoding when the gallery is already full; the count that decides is the
  // one taken under the lock below.
  if ((await em.count(ServicePictureEntity, { service: service.id })) >= maxServicePictures) throw tooManyPictures();
  const original = input.files.get('original');
  const squareFile = input.files.get('square') ?? original;
  const wideFile = input.files.get('wide') ?? original;
  if (!squareFile || !wideFile) throw new AppError(400, 'error.upload.file_required');
  // The slow part (decode, crop, encode, write) runs outside the transaction so the service row
  // is locked only for the count and the insert.
  const stored = await withImageSlot(async () => {
    const square = await checkUploadedPicture(squareFile, limits);
    const wide = wideFile === squareFile ? square : await checkUploadedPicture(wideFile, limits);
    assertCropsFit({ square, wide }, input.crops);
    return storePictureCropsOf(storage, servicePictureFolder, { square, wide }, input.crops);
  });
  try {
    return await em.transactional(async (tx) => {
      // Uploads to the same service queue here, so each sees the pictures the others added.
      await tx.createQueryBuilder(ServiceEntity).select('id').where({ id: service.id }).setLockMode(LockMode.PESSIMISTIC_WRITE).execute();
      const existing = await tx.find(ServicePictureEntity, { service: service.id }, { fields: ['sortIndex'] });
      if (existing.length >= maxServicePictures) throw tooManyPictures();
      const sortIndex = existing.reduce((max, picture) => Math.max(max, picture.sortIndex + 1), 0);
      return tx.create(ServicePictureEntity, {
        service: tx.getReference(ServiceEntity, service.id),
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

async function requireServicePicture(em: EntityManager, service: ServiceEntity, pictureId: string): Promise<ServicePictureEntity> {
  const picture = await em.findOne(ServicePictureEntity, { id: pictureId });
  if (!picture) throw notFound();
  if (picture.service.id !== service.id) throw notFound();
  return picture;
}

/**
 * Moves a picture one place towards the start (`Up`) or the end (`Down`) of the gallery by
 * swapping places with its neighbour; at either end nothing changes. The gallery is numbered
 * 0, 1, 2… again on the way, so pictures that shared a sortIndex get a definite order.
 */
export async function movePicture(em: EntityManager, service: ServiceEntity, pictureId: string, direction: 'Up' | 'Down'): Promise<ServicePictureEntity[]> {
  await requireServicePicture(em, service, pictureId);
  const pictures = await orderedPictures(em, service);
  const index = pictures.findIndex((picture) => picture.id === pictureId);
  const target = direction === 'Up' ? index - 1 : index + 1;
  if (target >= 0 && target < pictures.length) [pictures[index], pictures[target]] = [pictures[target]!, pictures[index]!];
  pictures.forEach((picture, sortIndex) => {
    if (picture.sortIndex !== sortIndex) picture.sortIndex = sortIndex;
  });
  await em.flush();
  return pictures;
}

/** Removes a picture of the service and its uploaded files. */
export async function deleteServicePicture(em: EntityManager, storage: MediaStorage, service: ServiceEntity, pictureId: string): Promise<void> {
  const picture = await requireServicePicture(em, service, pictureId);
  const urls = [picture.square, picture.wide];
  em.remove(picture);
  await em.flush();
  await deleteStoredUrls(storage, urls);
}

/**
 * Spec §7 `PUT /api/service/picture/{photoId}`: the text a screen reader reads for the picture,
 * kept as its title (the public pages use the title as alt text). Empty clears it.
 * @throws AppError 404 unknown picture, 403 a picture of another provider's service.
 */
export async function setPictureAltText(em: EntityManager, provider: ProviderEntity | null, pictureId: string, altText: string): Promise<ServicePictureEntity> {
  const picture = await em.findOne(ServicePictureEntity, { id: pictureId }, { populate: ['service'] });
  if (!picture) throw notFound();
  if (!provider || picture.service.provider.id !== provider.id) throw forbidden();
  picture.title = altText || null;
  await em.flush();
  return picture;
}
