import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defaultSchedule } from '#shared/providers/schedule.schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { query, sql } from '#server/db/sql.ts';
import { insertBooking } from '#server/modules/bookings/booking-insert.ts';
import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import { SubscriptionEntity } from './subscription.entity.ts';
import { frequencyWeeks } from '#shared/subscriptions/subscription-frequency.ts';
import { visitChargeAt, visitSlotDay, visitStartsBetween, visitWindowEnd } from './visit-schedule.ts';

const minuteMs = 60_000;
const dayMs = 86_400_000;

export type GeneratedVisits = { booked: SubscriptionVisitEntity[]; collided: SubscriptionVisitEntity[] };

/**
 * Books one visit of a subscription at `startsAt`: a booking awaiting its charge (no payment deadline
 * of its own), with the subscription's service, address and policy, holding the provider's time
 * under the bookings' exclusion constraint. Null when the time is taken. Generating and moving a
 * collided visit both book through here.
 */
export async function bookVisitTime(
  tx: EntityManager,
  subscription: SubscriptionEntity,
  input: { startsAt: Date; priceOre: number; bufferMinutes: number; now: Date },
): Promise<string | null> {
  try {
    const booking = await insertBooking(tx, {
      customer: subscription.customer.id,
      provider: subscription.provider.id,
      service: subscription.service ?? null,
      title: subscription.serviceTitle,
      status: 'awaiting_payment',
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + subscription.durationMinutes * minuteMs),
      bufferMinutes: input.bufferMinutes,
      priceOre: input.priceOre,
      vatOre: Math.round((subscription.vatOre * input.priceOre) / subscription.priceOre),
      cancellationPolicy: subscription.cancellationPolicy,
      paymentMethod: 'card',
      deliveryAddress: { street: subscription.deliveryStreet, postalCode: subscription.deliveryPostalCode, place: subscription.deliveryPlace, areaId: subscription.deliveryAreaId ?? null },
      now: input.now,
      paymentDueBy: null,
    });
    return booking.id;
  } catch (error) {
    if (error instanceof AppError && error.key === 'error.booking.time_already_booked') return null;
    throw error;
  }
}

/**
 * Makes the visits of an active subscription from where it was generated to the end of the window
 * (the provider's horizon, at least 8 weeks from `now`), each as a booking awaiting its charge that
 * holds the provider's time under the bookings' exclusion constraint. A start whose time is already
 * taken becomes a `collided` visit without a booking, for both sides to be told (never skipped in
 * silence). Under the subscription's row lock, and by the visit's unique (subscription, start): run
 * twice, or by a job and the sweep at once, it makes each visit once.
 */
export async function generateVisits(em: EntityManager, input: { subscriptionId: string; now: Date }): Promise<GeneratedVisits> {
  return em.transactional(async (tx) => {
    const subscription = await tx.findOne(SubscriptionEntity, input.subscriptionId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const result: GeneratedVisits = { booked: [], collided: [] };
    if (!subscription || subscription.status !== 'active') return result;
    const [schedule] = await query<{ horizon_days: number | null; buffer_time_minutes: number | null }>(
      tx,
      sql`select horizon_days, buffer_time_minutes from provider_schedule where provider_id = ${subscription.provider.id}`,
    );
    const from = new Date(Math.max(subscription.generatedUntil.getTime(), input.now.getTime()));
    // A provider that never set its schedule has the default one (90 days ahead).
    const until = visitWindowEnd(input.now, schedule?.horizon_days ?? defaultSchedule.horizonDays);
    if (until.getTime() <= from.getTime()) return result;

    const plan = { firstDay: subscription.firstDay, startMinutes: subscription.startMinutes, frequency: subscription.frequency };
    const starts = visitStartsBetween(plan, from, until);
    // A visit moved within its days (a collided one given another time) still stands for its start.
    const slotOf = (at: Date) => visitSlotDay(plan, at);
    const existing = new Set(
      starts.length === 0
        ? []
        : (await tx.find(SubscriptionVisitEntity, { subscription, plannedStartsAt: { $gte: new Date(starts[0]!.getTime() - frequencyWeeks[plan.frequency] * 7 * dayMs) } }, { fields: ['plannedStartsAt'] })).map((visit) => slotOf(visit.plannedStartsAt)),
    );
    for (const startsAt of starts) {
      if (existing.has(slotOf(startsAt))) continue;
      // Every visit at the subscription's price; the first visit's promo code is applied to its
      // booking when subscribing, through the bookings' own discounts (and their limits).
      const priceOre = subscription.priceOre;
      const bookingId = await bookVisitTime(tx, subscription, { startsAt, priceOre, bufferMinutes: schedule?.buffer_time_minutes ?? defaultSchedule.bufferTimeMinutes, now: input.now });
      const visit = tx.create(SubscriptionVisitEntity, {
        subscription,
        booking: bookingId,
        plannedStartsAt: startsAt,
        state: bookingId ? 'booked' : 'collided',
        priceOre,
        chargeAt: visitChargeAt(startsAt, subscription.cancellationPolicy, input.now),
        createdAt: input.now,
        updatedAt: input.now,
      });
      (bookingId ? result.booked : result.collided).push(visit);
    }
    subscription.generatedUntil = until;
    subscription.updatedAt = input.now;
    await tx.flush();
    return result;
  });
}
