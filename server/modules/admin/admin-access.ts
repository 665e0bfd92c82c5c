import type { FastifyRequest } from 'fastify';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { forbidden } from '#server/lib/app-error.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';

/**
 * The signed-in admin. Everyone else gets 403 (401 when signed out), so the admin console and its
 * calls reveal nothing to customers or providers.
 */
export function requireAdmin(request: FastifyRequest): UserEntity {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden();
  return user;
}
