import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListQuerySchema, notificationPageSchema, notificationSchema, unreadCountSchema } from '#shared/notifications/notification.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { listNotifications, markAllRead, markRead, unreadCount } from './notification.service.ts';

const tags = ['notifications'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The signed-in person's own in-app notifications (the notification centre and its badge). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, 20 a page",
        description: '`filter`: `all` (default) or `unread`. Ask for the next page with `next`.',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => listNotifications(request.em, requireUser(request).id, request.query.filter, request.query.next),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: { tags, summary: "How many of the caller's notifications are unread, for the badge", response: { 200: unreadCountSchema, ...errors } },
    },
    async (request) => ({ count: await unreadCount(request.em, requireUser(request).id) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks one of the caller\'s notifications read',
        description: 'Reading it again keeps the first time. Anyone else\'s notification, or an unknown id: 404.',
        params: z.object({ id: z.uuid() }),
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => markRead(request.em, requireUser(request).id, request.params.id, app.clock.now()),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: "Marks every unread notification of the caller read",
        description: '`marked`: how many were unread.',
        response: { 200: z.object({ marked: z.number().int().min(0) }), ...errors },
      },
    },
    async (request) => ({ marked: await markAllRead(request.em, requireUser(request).id, app.clock.now()) }),
  );
};
