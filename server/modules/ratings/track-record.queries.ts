import type { EntityManager } from '@mikro-orm/postgresql';
import type { CancelledBy, NotDoneReason } from '#shared/bookings/booking-status.ts';
import { type TrackRecordEvents, trackRecordSince } from '#shared/ratings/track-record.ts';
import { idList, query, sql } from '#server/db/sql.ts';

/**
 * The events of the providers' track records (shared/ratings/track-record.ts), read for many
 * providers at once: the full recount reads them a batch of providers at a time, and a single
 * provider's change reads one. Only the window's events are read.
 */

/** Rows grouped by their provider, each made into an event. */
function byProvider<Row extends { provider_id: string }, Event>(rows: readonly Row[], toEvent: (row: Row) => Event): Map<string, Event[]> {
  const groups = new Map<string, Event[]>();
  for (const row of rows) {
    const group = groups.get(row.provider_id);
    if (group) group.push(toEvent(row));
    else groups.set(row.provider_id, [toEvent(row)]);
  }
  return groups;
}

export async function trackRecordEvents(em: EntityManager, providerIds: readonly string[], now: Date): Promise<Map<string, TrackRecordEvents>> {
  if (providerIds.length === 0) return new Map();
  const since = trackRecordSince(now);
  const ids = idList(providerIds);
  // One after the other: inside a transaction they share its connection.
  const requests = await query<{ id: string; provider_id: string; label: string; created_at: Date; accepted_at: Date | null; declined_at: Date | null; system_declined: boolean; expired_at: Date | null; cancelled_at: Date | null }>(
      em,
      sql`select b.id, b.provider_id, b.service_title as label, b.created_at, b.accepted_at, b.declined_at,
            b.decline_reason_key is not null as system_declined, b.expired_at, b.cancelled_at
          from booking b
          where b.provider_id in ${ids} and b.provider_answer_by is not null and b.created_at >= ${since}`,
  );
  const customs = await query<{ id: string; provider_id: string; label: string; via: 'chosen' | 'broadcast'; reached_at: Date; first_offer_at: Date | null; rejected_at: Date | null; ended_at: Date | null }>(
      em,
      sql`select r.request_id as id, r.provider_id, cr.title as label, r.via, r.reached_at, r.rejected_at,
            (select min(o.created_at) from price_offer o where o.request_id = r.request_id and o.provider_id = r.provider_id) as first_offer_at,
            coalesce(cr.closed_at, cr.cancelled_at) as ended_at
          from custom_request_recipient r join custom_request cr on cr.id = r.request_id
          where r.provider_id in ${ids} and r.reached_at >= ${since}`,
  );
  // A conversation counts when a customer wrote its first message; the answer is the first
  // message after it from someone on the provider's side.
  const chats = await query<{ id: string; provider_id: string; asked_at: Date; answered_at: Date | null }>(
      em,
      sql`select c.id, c.provider_id, first.created_at as asked_at,
            (select min(a.created_at) from chat_message a
              join chat_participant ap on ap.chat_id = a.chat_id and ap.user_id = a.sender_id and ap.role = 'provider'
              where a.chat_id = c.id and a.seq > first.seq) as answered_at
          from chat c
          cross join lateral (
            select m.seq, m.created_at, fp.role from chat_message m
            join chat_participant fp on fp.chat_id = m.chat_id and fp.user_id = m.sender_id
            where m.chat_id = c.id order by m.seq limit 1
          ) first
          where c.provider_id in ${ids} and c.last_activity_at >= ${since} and first.role = 'customer' and first.created_at >= ${since}`,
  );
  const finished = await query<{ id: string; provider_id: string; label: string; starts_at: Date; ended_at: Date; status: 'done' | 'cancelled'; who_cancelled: CancelledBy | null; cancellation_reason: NotDoneReason | null }>(
      em,
      sql`select b.id, b.provider_id, b.service_title as label, b.starts_at, coalesce(b.done_at, b.cancelled_at) as ended_at, b.status,
            b.who_cancelled, b.cancellation_reason
          from booking b
          where b.provider_id in ${ids} and (b.status = 'done' or (b.status = 'cancelled' and b.confirmed_at is not null))
            and coalesce(b.done_at, b.cancelled_at) >= ${since}`,
  );
  const requestsOf = byProvider(requests, (row) => ({
    id: row.id,
    label: row.label,
    createdAt: new Date(row.created_at),
    acceptedAt: row.accepted_at && new Date(row.accepted_at),
    declinedAt: row.declined_at && new Date(row.declined_at),
    systemDeclined: row.system_declined,
    expiredAt: row.expired_at && new Date(row.expired_at),
    cancelledAt: row.cancelled_at && new Date(row.cancelled_at),
  }));
  const customsOf = byProvider(customs, (row) => ({
    id: row.id,
    label: row.label,
    via: row.via,
    reachedAt: new Date(row.reached_at),
    firstOfferAt: row.first_offer_at && new Date(row.first_offer_at),
    rejectedAt: row.rejected_at && new Date(row.rejected_at),
    endedAt: row.ended_at && new Date(row.ended_at),
  }));
  const chatsOf = byProvider(chats, (row) => ({ id: row.id, askedAt: new Date(row.asked_at), answeredAt: row.answered_at && new Date(row.answered_at) }));
  const finishedOf = byProvider(finished, (row) => ({
    id: row.id,
    label: row.label,
    startsAt: new Date(row.starts_at),
    endedAt: new Date(row.ended_at),
    outcome: row.status,
    whoCancelled: row.who_cancelled,
    notDoneReason: row.cancellation_reason,
  }));
  return new Map(
    providerIds.map((id): [string, TrackRecordEvents] => [
      id,
      { bookingRequests: requestsOf.get(id) ?? [], customRequests: customsOf.get(id) ?? [], chats: chatsOf.get(id) ?? [], finishedBookings: finishedOf.get(id) ?? [] },
    ]),
  );
}
