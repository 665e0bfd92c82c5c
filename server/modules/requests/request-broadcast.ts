import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { overlappingAreaIds } from '#shared/locations/areas.ts';
import { broadcastDue } from '#shared/requests/broadcast.ts';
import type { CustomRequestJob } from '#shared/queues.ts';
import { type SqlFragment, query, sql } from '#server/db/sql.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';
import { type RequestMessaging, tellProvidersReached } from './request-messages.ts';

/**
 * Providers relevant to a request (spec §4): public (approved, owner not blocked), taking jobs
 * (their schedule is not paused), offering the request's category (their own category or an
 * enabled service in it), and delivering where the job is: the explore rule `overlappingAreaIds`
 * against their locations or an enabled service's areas. A request without a known area reaches
 * the category everywhere. Never the customer's own provider, and for a replacement request never
 * a provider that dropped out of the booking it replaces.
 */
export function relevantProviders(request: { categoryId: string; areaId: string | null; customerId: string; replacesBookingId?: string | null }): SqlFragment {
  const areaIds = request.areaId ? overlappingAreaIds(request.areaId) : null;
  const area = areaIds
    ? sql`and (p.locations && array[${areaIds}]::text[] or exists (select 1 from service ls where ls.provider_id = p.id and ls.enabled and ls.areas && array[${areaIds}]::text[]))`
    : sql``;
  const dropped = request.replacesBookingId ? sql`and not exists (select 1 from provider_dropout d where d.booking_id = ${request.replacesBookingId} and d.provider_id = p.id)` : sql``;
  return sql`select p.id from provider p
    where ${providerIsPublic()}
      and p.owner_id <> ${request.customerId}
      and coalesce((select ps.is_available from provider_schedule ps where ps.provider_id = p.id), true)
      and (p.category_id = ${request.categoryId} or exists (select 1 from service cs where cs.provider_id = p.id and cs.enabled and cs.category_id = ${request.categoryId}))
      ${area}
      ${dropped}`;
}

/** Whether a provider may be chosen for, and answer, a request of this category: public, taking jobs, offering it. */
export async function providersRelevantAmong(em: EntityManager, request: { categoryId: string; customerId: string }, providerIds: readonly string[]): Promise<Set<string>> {
  if (providerIds.length === 0) return new Set();
  const rows = await query<{ id: string }>(em, sql`select r.id from (${relevantProviders({ ...request, areaId: null })}) r where r.id = any(array[${providerIds}]::uuid[])`);
  return new Set(rows.map((row) => row.id));
}

/** Adds recipient rows for the providers not reached yet; answers the ids of those newly reached. */
export async function reachProviders(em: EntityManager, requestId: string, providers: SqlFragment, via: 'chosen' | 'broadcast', now: Date): Promise<string[]> {
  const rows = await query<{ provider_id: string }>(
    em,
    sql`insert into custom_request_recipient (id, request_id, provider_id, via, reached_at)
      select gen_random_uuid(), ${requestId}, x.id, ${via}, ${now} from (${providers}) x
      on conflict (request_id, provider_id) do nothing
      returning provider_id`,
  );
  return rows.map((row) => row.provider_id);
}

// BullMQ refuses a custom id with one colon (it reads colons as key parts), so ids use dashes.
export const broadcastJobId = (requestId: string) => `broadcast-${requestId}`;
const jobOptions = { removeOnComplete: { age: 24 * 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 5, backoff: { type: 'exponential', delay: 5_000 } };

/** Queues the broadcast for its time (the id names the request, so queueing twice runs once). */
export async function scheduleBroadcast(queue: Queue<CustomRequestJob>, request: { id: string; broadcastAt: Date }, now: Date): Promise<void> {
  await queue.add('broadcast', { type: 'broadcast', requestId: request.id }, { ...jobOptions, jobId: broadcastJobId(request.id), delay: Math.max(0, request.broadcastAt.getTime() - now.getTime()) });
}

/**
 * Sends a request to every relevant provider it has not reached, if that is due now
 * (`broadcastDue`: open, its time come, and unless it goes to all, no chosen provider offered).
 * Under a lock on the request, so a job and the sweep, or a job run twice, broadcast once:
 * `broadcastDoneAt` is set in the same transaction, also when a chosen provider's offer made the
 * broadcast unnecessary. Every provider reached is told after the commit. Answers how many were reached.
 */
export async function broadcastIfDue(em: EntityManager, messaging: RequestMessaging, requestId: string, now: Date): Promise<number> {
  const outcome = await em.transactional(async (tx) => {
    const request = await tx.findOne(CustomRequestEntity, requestId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!request || request.status !== 'OPEN' || request.broadcastDoneAt || request.broadcastAt.getTime() > now.getTime()) return null;
    const [offered] = await query<{ offered: boolean }>(
      tx,
      sql`select exists (select 1 from price_offer o join custom_request_recipient r on r.request_id = o.request_id and r.provider_id = o.provider_id
        where o.request_id = ${request.id} and r.via = 'chosen') as offered`,
    );
    const due = broadcastDue({ status: request.status, sendToAll: request.sendToAll, broadcastAt: request.broadcastAt, broadcastDoneAt: request.broadcastDoneAt ?? null, chosenOffered: offered?.offered ?? false }, now);
    const reached = due ? await reachProviders(tx, request.id, relevantProviders({ categoryId: request.category.id, areaId: request.deliveryAreaId ?? null, customerId: request.customer.id, replacesBookingId: request.replacesBooking?.id ?? null }), 'broadcast', now) : [];
    request.broadcastDoneAt = now;
    request.updatedAt = now;
    await tx.flush();
    return { request, reached };
  });
  if (!outcome) return 0;
  const { request, reached } = outcome;
  await tellProvidersReached(em, messaging, { id: request.id, title: request.title, startsAt: request.startsAt ?? null, deliveryPlace: request.deliveryPlace ?? null }, reached);
  return reached.length;
}

/** Broadcasts every request whose time has come and whose job was lost. Answers how many requests it handled. */
export async function sweepDueBroadcasts(em: EntityManager, messaging: RequestMessaging, now: Date): Promise<number> {
  const due = await query<{ id: string }>(
    em,
    sql`select id from custom_request where status = 'OPEN' and broadcast_done_at is null and broadcast_at <= ${now} order by broadcast_at limit 200`,
  );
  for (const row of due) await broadcastIfDue(em.fork(), messaging, row.id, now);
  return due.length;
}
