import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminChat, adminChatSchema, deactivateChatSchema } from '#shared/chats/admin-chat.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireAdmin } from '#server/modules/admin/admin-access.ts';
import { deactivateChat, reactivateChat } from './chat.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Support's side of chats (spec "Chat can be deactivated"): a person's chats, and switching one
 * off or on again, each recorded in the audit log. Support does not read the messages here.
 */
export const chatAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    '/admin/users/:id/chats',
    { schema: { tags, summary: 'A person\'s chats, as customer and as provider, the most recently active first', params: idParams, response: { 200: z.array(adminChatSchema), ...errors } } },
    async (request) => {
      const rows = await query<{ id: string; customer_name: string; provider_name: string; last_seq: number; last_activity_at: Date; deactivated_at: Date | null; deactivation_reason: string | null }>(
        request.em,
        sql`select c.id, trim(u.first_name || ' ' || u.last_name) as customer_name, p.display_name as provider_name, c.last_seq, c.last_activity_at,
            c.deactivated_at, c.deactivation_reason
          from chat_participant me join chat c on c.id = me.chat_id join app_user u on u.id = c.customer_id join provider p on p.id = c.provider_id
          where me.user_id = ${request.params.id} order by c.last_activity_at desc, c.id desc limit 200`,
      );
      return rows.map(
        (row): AdminChat => ({
          id: row.id,
          customerName: row.customer_name,
          providerName: row.provider_name,
          messageCount: row.last_seq,
          lastActivityAt: new Date(row.last_activity_at).toISOString(),
          deactivatedAt: row.deactivated_at ? new Date(row.deactivated_at).toISOString() : null,
          deactivationReason: row.deactivation_reason,
        }),
      );
    },
  );

  app.post(
    '/admin/chats/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Switch a chat off: both sides can read it, nobody can write',
        params: idParams,
        body: deactivateChatSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deactivateChat(request.em, { chatId: request.params.id, admin: requireAdmin(request), reason: request.body.reason, now: app.clock.now() });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/chats/:id/reactivate',
    { schema: { tags, summary: 'Let the two write again', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await reactivateChat(request.em, { chatId: request.params.id, admin: requireAdmin(request) });
      return reply.code(204).send(null);
    },
  );
};
