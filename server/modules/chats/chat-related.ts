import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import { type ChatRelated, chatRelatedLimit } from '#shared/chats/chat.schema.ts';
import type { CustomRequestStatus } from '#shared/requests/custom-request.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { requireParticipant } from './chat.service.ts';

/**
 * The pair's bookings in any status (the latest start first) and the customer's custom requests
 * that reached the chat's provider (the newest first), at most `chatRelatedLimit` of each. Requests
 * go through the recipient row, declined ones too: the provider can still open those, but never a
 * request the customer sent only to others.
 * @throws AppError 404 not a participant.
 */
export async function chatRelated(em: EntityManager, input: { chatId: string; userId: string }): Promise<ChatRelated> {
  await requireParticipant(em, input.chatId, input.userId);
  const bookings = await query<{ id: string; order_number: string; service_title: string; starts_at: Date; status: BookingStatus }>(
      em,
      sql`select b.id, b.order_number, b.service_title, b.starts_at, b.status
        from chat c join booking b on b.customer_id = c.customer_id and b.provider_id = c.provider_id
        where c.id = ${input.chatId}
      order by b.starts_at desc, b.id desc limit ${chatRelatedLimit}`,
  );
  const requests = await query<{ id: string; title: string; status: CustomRequestStatus; created_at: Date }>(
      em,
      sql`select cr.id, cr.title, cr.status, cr.created_at
        from chat c join custom_request_recipient rr on rr.provider_id = c.provider_id
          join custom_request cr on cr.id = rr.request_id and cr.customer_id = c.customer_id
        where c.id = ${input.chatId}
      order by cr.created_at desc, cr.id desc limit ${chatRelatedLimit}`,
  );
  return {
    bookings: bookings.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      serviceTitle: row.service_title,
      startsAt: new Date(row.starts_at).toISOString(),
      status: row.status,
    })),
    requests: requests.map((row) => ({ id: row.id, title: row.title, status: row.status, createdAt: new Date(row.created_at).toISOString() })),
  };
}
