import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cursorSchema, pagedSchema } from '#shared/explore/paged.schema.ts';
import {
  adminProviderDetailSchema,
  adminProviderSummarySchema,
  adminUserSchema,
  auditLogEntrySchema,
  blockUserSchema,
  rejectProviderSchema,
  withdrawApprovalSchema,
} from '#shared/providers/admin.schema.ts';
import { providerStatusSchema } from '#shared/providers/provider-me.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { sendIdPhoto } from '#server/modules/providers/registration-id-photo.ts';
import { sendReviewEmailSafely } from '#server/modules/providers/registration.email.ts';
import { tellCustomersProviderLeft } from '#server/modules/bookings/provider-withdrawal.ts';
import { tellChatsOfBlock } from '#server/modules/chats/chat-block-lines.ts';
import { socketChatEvents } from '#server/modules/chats/chat-events.ts';
import { requireAdmin } from './admin-access.ts';
import {
  approveProvider,
  blockUser,
  findProviderForAdmin,
  listAuditLog,
  listProvidersForReview,
  presentSummary,
  presentUser,
  providerDetailForAdmin,
  rejectProvider,
  searchUsers,
  unblockUser,
  withdrawApproval,
} from './admin.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const idParams = z.object({ id: z.uuid() });

/**
 * The admin console's calls: review provider registrations, block users, read the audit log.
 * Every route answers 401 signed out and 403 to anyone who is not an admin; every change and every
 * look at someone's legal info is written to the audit log in the same flush as the change.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  /** The block or unblock is saved whatever happens here: a chat line that cannot be written is logged. */
  const tellChats = (request: FastifyRequest, userId: string, blocked: boolean, since: Date) =>
    tellChatsOfBlock(request.em, socketChatEvents(app.io), { userId, blocked, since }).catch((error: unknown) =>
      request.log.error({ err: error, userId }, 'chats could not be told of the block'),
    );

  // Before the request is even validated, so a non-admin learns nothing, not even which ids exist.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/admin/providers',
    {
      schema: {
        tags,
        summary: 'Registrations in one status (default pending), oldest submission first, 50 a page',
        querystring: z.object({ status: providerStatusSchema.default('pending'), next: cursorSchema.optional() }),
        response: { 200: pagedSchema(adminProviderSummarySchema), ...errors },
      },
    },
    async (request) => listProvidersForReview(request.em, request.query.status, request.query.next),
  );

  app.get(
    '/admin/providers/:id',
    {
      schema: { tags, summary: 'One registration with its legal info (the view is logged)', params: idParams, response: { 200: adminProviderDetailSchema, ...errors } },
    },
    async (request) => providerDetailForAdmin(request.em, requireAdmin(request), request.params.id),
  );

  app.get(
    '/admin/providers/:id/id-photo',
    { schema: { tags, summary: "A provider's ID photo (WebP; the view is logged)", params: idParams, response: { 200: z.any(), ...errors } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const provider = await findProviderForAdmin(request.em, request.params.id);
      return sendIdPhoto(app, request.em, reply, provider, admin);
    },
  );

  app.post(
    '/admin/providers/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending registration, or again a provider whose approval was withdrawn; the provider is e-mailed',
        params: idParams,
        response: { 200: adminProviderSummarySchema, ...errors },
      },
    },
    async (request) => {
      const provider = await approveProvider(request.em, requireAdmin(request), request.params.id, app.clock.now());
      // An approval given again makes a hidden provider public.
      app.publicCaches.clear();
      await sendReviewEmailSafely(request, 'approved', provider, provider.owner);
      return presentSummary(provider);
    },
  );

  app.post(
    '/admin/providers/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending registration with a reason; the provider is e-mailed',
        params: idParams,
        body: rejectProviderSchema,
        response: { 200: adminProviderSummarySchema, ...errors },
      },
    },
    async (request) => {
      const provider = await rejectProvider(request.em, requireAdmin(request), request.params.id, request.body.reason, app.clock.now());
      await sendReviewEmailSafely(request, 'rejected', provider, provider.owner, request.body.reason);
      return presentSummary(provider);
    },
  );

  app.post(
    '/admin/providers/:id/withdraw',
    {
      schema: {
        tags,
        summary: "Withdraw an approved provider's approval with a reason; the provider is e-mailed",
        description:
          "409 `error.provider.not_approved` unless the provider is approved, 409 `error.admin.cannot_review_self` for the admin's own. The provider becomes `rejected` with the reason and disappears from every public list and page at once; its unanswered requests and unpaid bookings are declined for the customers, who are told by e-mail and SMS. Its confirmed bookings stay, listed at `GET /api/admin/bookings/attention`. `POST /api/admin/providers/{id}/approve` makes it public again.",
        params: idParams,
        body: withdrawApprovalSchema,
        response: { 200: adminProviderSummarySchema, ...errors },
      },
    },
    async (request) => {
      const { provider, ended } = await withdrawApproval(request.em, requireAdmin(request), request.params.id, request.body.reason, app.clock.now());
      // Hidden from this process's public answers at once; other processes within their few seconds.
      app.publicCaches.clear();
      await tellCustomersProviderLeft(request.em, { outbound: app.queues.outboundMessages, notifier: app.notifier }, ended, request.log);
      await sendReviewEmailSafely(request, 'withdrawn', provider, provider.owner, request.body.reason);
      return presentSummary(provider);
    },
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Find users by name, e-mail or phone (at most 50)',
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
        response: { 200: pagedSchema(adminUserSchema), ...errors },
      },
    },
    async (request) => searchUsers(request.em, request.query.q),
  );

  app.post(
    '/admin/users/:id/block',
    {
      schema: {
        tags,
        summary: 'Block a user with a message they will see',
        description:
          '409 `error.admin.cannot_block_self` for the admin\'s own account. A blocked owner\'s provider disappears from every public list and page at once; its unanswered requests and unpaid bookings are declined for the customers, who are told by e-mail and SMS. Its confirmed bookings stay, listed at `GET /api/admin/bookings/attention`. Each of the user\'s chats that was open to messages gets a system line (`notifications:chat.chatClosed`) saying it is read-only now, pushed live to both sides.',
        params: idParams,
        body: blockUserSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const { user, ended, changed } = await blockUser(request.em, requireAdmin(request), request.params.id, request.body.message, now);
      // Hidden from this process's public answers at once; other processes within their few seconds.
      app.publicCaches.clear();
      await tellCustomersProviderLeft(request.em, { outbound: app.queues.outboundMessages, notifier: app.notifier }, ended, request.log);
      if (changed) await tellChats(request, user.id, true, now);
      return presentUser(request.em, user);
    },
  );

  app.post(
    '/admin/users/:id/unblock',
    { schema: { tags, summary: 'Lift a block; an owner\'s provider is public and bookable again (declined requests stay declined)',
        description: 'Each of the user\'s chats the block had closed, and nothing else keeps closed, gets a system line (`notifications:chat.chatReopened`), pushed live.',
        params: idParams, response: { 200: adminUserSchema, ...errors } } },
    async (request) => {
      const { user, changed } = await unblockUser(request.em, requireAdmin(request), request.params.id);
      app.publicCaches.clear();
      if (changed) await tellChats(request, user.id, false, app.clock.now());
      return presentUser(request.em, user);
    },
  );

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags,
        summary: 'What admins did, newest first, one page at a time',
        querystring: z.object({ next: cursorSchema.optional() }),
        response: { 200: pagedSchema(auditLogEntrySchema), ...errors },
      },
    },
    async (request) => listAuditLog(request.em, request.query.next),
  );
};
