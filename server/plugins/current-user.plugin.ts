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
    // Whether they may make this call (signed in, blocked, admin) is the access plugin's to say.
    request.user = user;
  });
}

export default fp(currentUserPlugin, { name: 'current-user', dependencies: ['orm', 'session'] });
