import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '#server/lib/app-error.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { ProviderEntity } from './provider.entity.ts';

/** The signed-in person's provider, or null when they have not started registering. */
export async function findOwnProvider(request: FastifyRequest): Promise<ProviderEntity | null> {
  const user = requireUser(request);
  return request.em.findOne(ProviderEntity, { owner: user.id });
}

/** The signed-in person's provider; 404 when they have none. */
export async function requireOwnProvider(request: FastifyRequest): Promise<ProviderEntity> {
  const provider = await findOwnProvider(request);
  if (!provider) throw notFound();
  return provider;
}

/**
 * The provider named in a path, only if it is the signed-in person's own: a provider only ever
 * changes itself (spec §6). Another provider's id answers 403, an unknown one 404.
 * @throws AppError 401 signed out, 403 someone else's, 404 unknown id.
 */
export async function requireProviderOwnedBy(request: FastifyRequest, providerId: string): Promise<ProviderEntity> {
  const user = requireUser(request);
  const provider = await request.em.findOne(ProviderEntity, { id: providerId });
  if (!provider) throw notFound();
  if (provider.owner.id !== user.id) throw forbidden();
  return provider;
}

