import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addBusinessQuerySchema, consentsSchema, updateUserSchema, userSchema } from '#shared/accounts/user.schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { lookUpBusiness } from './business-lookup.ts';
import { presentUser } from './user.presenter.ts';
import { hasIdentity } from './user.service.ts';
import { addBusiness, requestDeletion, updateConsents, updateUser } from './account.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 503: errorBodySchema };

/**
 * The signed-in person's own account (spec §2 account, §7 user calls). Api-contract: `GET
 * /api/user` answers 403 when nobody is signed in (the client treats that as signed out).
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];
  const present = async (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return presentUser(user, { hasIdentity: await hasIdentity(request.em, user.id) });
  };

  app.get('/user', { schema: { tags, summary: 'The signed-in user', response: { 200: userSchema, 403: errorBodySchema } } }, async (request) => {
    if (!request.user) throw new AppError(403, 'error.http.unauthorized');
    return present(request);
  });

  app.patch(
    '/user',
    { schema: { tags, summary: 'Change name, mobile number, language or business ordering', body: updateUserSchema, response: { 200: userSchema, ...errors } } },
    async (request) => {
      await updateUser(request.em, requireUser(request), request.body);
      return present(request);
    },
  );

  app.put(
    '/user/consents',
    { schema: { tags, summary: 'Analytics and crash report consents', body: consentsSchema, response: { 200: userSchema, ...errors } } },
    async (request) => {
      await updateConsents(request.em, requireUser(request), request.body);
      return present(request);
    },
  );

  app.delete(
    '/user',
    { schema: { tags, summary: 'Ask for the account to be deleted (support carries it out)', response: { 200: userSchema, ...errors } } },
    async (request) => {
      await requestDeletion(request.em, requireUser(request), app.clock.now());
      return present(request);
    },
  );

  app.post(
    '/user/add-business',
    {
      schema: {
        tags,
        summary: 'Add an organisation number found in the business register, and order as that business',
        querystring: addBusinessQuerySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const business = await lookUpBusiness(app.businessRegister, request.query.orgNumber);
      await addBusiness(request.em, user, business);
      return present(request);
    },
  );

  app.post('/logout', { schema: { tags, summary: 'Sign out on this device', response: { 204: z.null() } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return reply.status(204).send(null);
  });

  app.post(
    '/logout/all',
    { schema: { tags, summary: 'Sign out on every device', response: { 204: z.null(), 401: errorBodySchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      await app.sessions.destroyAllForUser(user.id);
      await app.endSession(request, reply);
      return reply.status(204).send(null);
    },
  );
};
