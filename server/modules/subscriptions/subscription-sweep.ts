import type { EntityManager } from '@mikro-orm/postgresql';
import { query, sql } from '#server/db/sql.ts';
import { type SubscriptionMessaging, followVisitCharge, followVisitStart, followVisitsCollided, scheduleVisitJobs } from './subscription-follow-up.ts';
import { type VisitChargeDeps, chargeVisit, startVisit } from './visit-charges.ts';
import { generateVisits } from './visit-generator.ts';
import { minimumVisitWindowWeeks } from './visit-schedule.ts';

/** How often the sweep runs: a lost job's charge or start is at most this late. */
export const subscriptionSweepEveryMs = 5 * 60_000;
/** At most this many of each kind per sweep; the next sweep takes the rest. */
const batch = 500;
const dayMs = 86_400_000;

export type SweepCounts = { charged: number; started: number; extended: number };

/**
 * Catches what the jobs did not do (a job lost with Redis, a worker down at the time): charges and
 * retries that are due, visits whose start has passed, and active subscriptions whose visits run
 * out within the minimum window, extended from where they stopped (a visit whose time is taken is
 * told to both sides). Every step is the same guarded
 * one the jobs run, so doing it twice does it once.
 */
export async function sweepSubscriptions(
  em: EntityManager,
  deps: VisitChargeDeps,
  messaging: SubscriptionMessaging,
  now: Date,
  /** Only these subscriptions (support looking into one customer's; tests beside others); all without. */
  only?: { subscriptionIds: readonly string[] },
): Promise<SweepCounts> {
  const counts: SweepCounts = { charged: 0, started: 0, extended: 0 };
  const visitOf = only ? sql` and subscription_id = any(array[${[...only.subscriptionIds]}]::uuid[])` : sql``;
  const due = await query<{ id: string }>(
    em,
    sql`select id from subscription_visit where state = 'booked' and planned_starts_at > ${now}
      and ((first_try_at is null and charge_at <= ${now}) or next_try_at <= ${now})${visitOf} order by charge_at limit ${batch}`,
  );
  for (const { id } of due) {
    const outcome = await chargeVisit(em.fork(), deps, { visitId: id, now });
    if (outcome.kind !== 'none') counts.charged += 1;
    await followVisitCharge(em.fork(), messaging, outcome, now);
  }
  const started = await query<{ id: string }>(em, sql`select id from subscription_visit where state = 'booked' and planned_starts_at <= ${now}${visitOf} order by planned_starts_at limit ${batch}`);
  for (const { id } of started) {
    const outcome = await startVisit(em.fork(), { visitId: id, now });
    if (outcome.kind !== 'none') counts.started += 1;
    await followVisitStart(em.fork(), messaging, outcome);
  }
  const horizon = new Date(now.getTime() + (minimumVisitWindowWeeks * 7 - 1) * dayMs);
  const running = await query<{ id: string }>(em, sql`select id from subscription where status = 'active' and generated_until < ${horizon}${only ? sql` and id = any(array[${[...only.subscriptionIds]}]::uuid[])` : sql``} order by generated_until limit ${batch}`);
  for (const { id } of running) {
    const generated = await generateVisits(em.fork(), { subscriptionId: id, now });
    if (generated.booked.length + generated.collided.length > 0) counts.extended += 1;
    await scheduleVisitJobs(messaging.subscriptions, generated.booked, now);
    await followVisitsCollided(em.fork(), messaging, generated.collided);
  }
  return counts;
}
