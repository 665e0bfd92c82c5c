import type { EntityManager } from '@mikro-orm/postgresql';
import { query, sql } from '#server/db/sql.ts';

/**
 * The open replacement request of a booking whose provider dropped out, if any. Read by SQL since
 * requests build on bookings, not the other way. While one is open the booking keeps its time:
 * the offers were made for it, so neither side may move it.
 */
export async function openReplacementRequestId(em: EntityManager, bookingId: string): Promise<string | null> {
  const [row] = await query<{ id: string }>(em, sql`select id from custom_request where replaces_booking_id = ${bookingId} and status = 'OPEN' order by created_at desc limit 1`);
  return row?.id ?? null;
}

/** A replacement request withdrawn because its booking ended, and the providers whose offers on it closed. */
export type WithdrawnReplacement = { requestId: string; title: string; providerIds: string[] };

/**
 * A booking that ended (cancelled, or done by the provider who dropped out) needs no replacement:
 * its open replacement request is withdrawn and the offers on it close, so no one can take over a
 * booking that is gone. Answers what it withdrew, so the providers who offered can be told; null
 * when none was open (also on a repeat).
 */
export async function withdrawReplacementRequest(em: EntityManager, bookingId: string, now: Date): Promise<WithdrawnReplacement | null> {
  const rows = await query<{ request_id: string; title: string; provider_id: string | null }>(
    em,
    sql`with withdrawn as (
        update custom_request set status = 'CANCELLED', cancelled_at = ${now}, updated_at = ${now}
        where replaces_booking_id = ${bookingId} and status = 'OPEN' returning id, title),
      closed as (
        update price_offer set status = 'closed', closed_at = ${now}, updated_at = ${now}
        where request_id in (select id from withdrawn) and status = 'sent' returning request_id, provider_id)
      select w.id as request_id, w.title, c.provider_id from withdrawn w left join closed c on c.request_id = w.id`,
  );
  const [first] = rows;
  if (!first) return null;
  return { requestId: first.request_id, title: first.title, providerIds: rows.flatMap((row) => (row.provider_id ? [row.provider_id] : [])) };
}
