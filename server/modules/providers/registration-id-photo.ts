import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '#server/lib/app-error.ts';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { recordAdminAction } from '#server/modules/admin/audit-log.ts';
import { ProviderLegalInfoEntity } from './provider-legal-info.entity.ts';
import type { ProviderEntity } from './provider.entity.ts';

/** Folder of the private storage that holds ID photos (never served under `/media`). */
export const idPhotoFolder = 'uploads/id-photos';

/**
 * Answers a provider's ID photo to the caller, who has already been checked to be its owner or
 * an admin. An admin looking at someone else's photo is written to the audit log. The answer is
 * never stored by a browser or a proxy.
 * @throws AppError 404 when the provider has no ID photo.
 */
export async function sendIdPhoto(
  app: FastifyInstance,
  em: EntityManager,
  reply: FastifyReply,
  provider: ProviderEntity,
  viewer: UserEntity,
): Promise<FastifyReply> {
  const legal = await em.findOne(ProviderLegalInfoEntity, { provider: provider.id });
  const bytes = legal?.idPhotoKey ? await app.privateMedia.read(legal.idPhotoKey) : null;
  if (!bytes) throw notFound();
  if (viewer.isAdmin && provider.owner.id !== viewer.id) {
    recordAdminAction(em, viewer, 'provider.id_photo.view', { type: 'provider', id: provider.id }, { displayName: provider.displayName });
    await em.flush();
  }
  return reply
    .header('content-type', 'image/webp')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}
