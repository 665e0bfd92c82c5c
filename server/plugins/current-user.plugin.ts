import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/lib/app-error.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, loaded once per request; null when signed out. */
    user: UserEntity | null;
  }
}

/**
 * The account area (api-contract): a blocked user may still call it, so they can read the block
 * message, manage their account and sign out.
 */
const accountArea = /^\/api\/(user|logout|auth)(\/|\?|$)/;

/**
 * Reads a blocked user may still make: they are confined to /account (spec §2), which shows their
 * own bookings. Matched on the route, not the URL, so `/api/booking/provider` or a booking's
 * actions never slip through; the routes themselves decide whose bookings are shown.
 */
const readableWhileBlocked = new Set(['/api/booking/customer', '/api/booking/:id']);

function isAllowedWhileBlocked(request: FastifyRequest): boolean {
  if (accountArea.test(request.url)) return true;
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  return readOnly && readableWhileBlocked.has(request.routeOptions.url ?? '');
}

/** The signed-in user, or 401 `error.http.unauthorized`. */
export function requireUser(request: FastifyRequest): UserEntity {
  if (!request.user) throw new AppError(401, 'error.http.unauthorized');
  return request.user;
}

async function currentUserPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const userId = request.session?.userId;
    if (!userId) return;
    const user = await request.em.findOne(UserEntity, { id: userId });
    if (!user) return;
    request.user = user;
    // Blocking takes effect on the next request, on every device, without waiting for sessions to end.
    if (user.isBlocked && !isAllowedWhileBlocked(request)) {
      throw new AppError(403, 'error.user.blocked');
    }
  });
}

export default fp(currentUserPlugin, { name: 'current-user', dependencies: ['orm', 'session'] });
