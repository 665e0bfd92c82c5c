import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';

/**
 * The current user. Api-contract: `GET /api/user` answers 403 when nobody is signed in (the
 * client treats that as signed out). Accounts and sign-in fill in the signed-in case.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    { schema: { tags: ['user'], summary: 'The signed-in user', response: { 403: errorBodySchema } } },
    async () => {
      // Accounts arrive with sign-in; until then no session names a user, so everyone is signed out.
      throw new AppError(403, 'error.http.unauthorized');
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['user'], summary: 'End the session', response: { 204: z.null() } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.status(204).send(null);
    },
  );
};
