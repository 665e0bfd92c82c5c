import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personalDataExportSchema } from '#shared/accounts/personal-data-export.schema.ts';
import { addBusinessQuerySchema, consentsSchema, updateUserSchema, userSchema } from '#shared/accounts/user.schema.ts';
import { notificationSettingsSchema } from '#shared/notifications/notification-settings.ts';
import { AppError } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { lookUpBusiness } from './business-lookup.ts';
import { presentUser } from './user.presenter.ts';
import { hasIdentity } from './user.service.ts';
import { addBusiness, updateConsents, updateNotificationSettings, updateUser } from './account.service.ts';
import { cancelDeletion, requestDeletion } from './account-deletion.service.ts';
import { buildPersonalDataExport } from './personal-data-export.ts';

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

  app.put(
    '/user/notification-settings',
    {
      schema: {
        tags,
        summary: 'Which e-mails and SMS to get about bookings, requests and unread messages',
        description: 'Every topic with both channels. In-app notifications, receipts, invoices and sign-in codes are always sent.',
        body: notificationSettingsSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      await updateNotificationSettings(request.em, requireUser(request), request.body);
      return present(request);
    },
  );

  const deletion = () => ({ erasureQueue: app.queues.accountErasure, outbound: app.queues.outboundMessages, appName: app.config.appName, origin: app.config.origin });

  app.delete(
    '/user',
    {
      schema: {
        tags,
        summary: 'Ask for the account to be deleted',
        description:
          'The personal data is erased 30 days later unless the request is cancelled first (`DELETE /api/user/deletion`); confirmed by e-mail. ' +
          'Refused with 409 `error.account.deletion_blocked` (data.obstacles) while bookings, invoices, payments, gift cards or a balance are unsettled.',
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      await requestDeletion(request.em, deletion(), requireUser(request).id, app.clock.now());
      return present(request);
    },
  );

  app.delete(
    '/user/deletion',
    { schema: { tags, summary: 'Cancel a pending request to delete the account', description: 'Confirmed by e-mail; nothing happens when no request is pending.', response: { 200: userSchema, ...errors } } },
    async (request) => {
      await cancelDeletion(request.em, deletion(), requireUser(request).id);
      return present(request);
    },
  );

  app.get(
    '/user/export',
    {
      schema: {
        tags,
        summary: 'Download everything the marketplace holds about the signed-in person (JSON)',
        response: { 200: personalDataExportSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const data = await buildPersonalDataExport(request.em, app.sessions, user, now);
      const day = now.toISOString().slice(0, 10);
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="${app.config.appName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-data-${day}.json"`);
      return data;
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
