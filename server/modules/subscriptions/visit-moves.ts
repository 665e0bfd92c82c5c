import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { availabilityInput } from '#server/modules/availability/availability-input.ts';
import { availableTimes } from '#server/modules/availability/availability.ts';
import { findSchedulingProvider } from '#server/modules/availability/availability.queries.ts';
import { dateOfDayNumber } from '#server/modules/availability/zoned-time.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import { SubscriptionEntity } from './subscription.entity.ts';
import { bookVisitTime } from './visit-generator.ts';
import { nearestVisitTimes, visitChargeAt, visitWindowDays } from './visit-schedule.ts';

/** At most this many free times are suggested for a collided visit. */
export const suggestedVisitTimes = 3;

type Visit = Pick<SubscriptionVisitEntity, 'state' | 'plannedStartsAt'>;

/**
 * Every start the availability engine offers for a collided visit, best first (`nearestVisitTimes`):
 * a time for the subscription's service and visit length on the visit's own days, from its planned
 * day up to the day before the next visit, never in the past or past the provider's horizon. None
 * for a visit that is not collided or has started, or a subscription not active.
 */
export async function collidedVisitTimes(em: EntityManager, subscription: SubscriptionEntity, visit: Visit, now: Date): Promise<Date[]> {
  if (visit.state !== 'collided' || subscription.status !== 'active' || visit.plannedStartsAt.getTime() <= now.getTime()) return [];
  const provider = await findSchedulingProvider(em, subscription.provider.id);
  if (!provider || !provider.isPublic) return [];
  const plan = { firstDay: subscription.firstDay, startMinutes: subscription.startMinutes, frequency: subscription.frequency };
  const days = visitWindowDays(plan, visit.plannedStartsAt);
  const input = await availabilityInput(em, { providerId: provider.id, schedule: provider.schedule, durationMinutes: subscription.durationMinutes, now, firstDay: days.firstDay, lastDay: days.endDay - 1 });
  if (!input) return [];
  const times: Date[] = [];
  for (let day = days.firstDay; day < days.endDay; day += 1) times.push(...availableTimes(input, dateOfDayNumber(day)));
  return nearestVisitTimes(visit.plannedStartsAt, times);
}

/**
 * Gives a collided visit another time the customer chose: one of the times the availability engine
 * offers for it (`collidedVisitTimes`), booked through the generator's own insert so it holds the
 * provider's time under the exclusion constraint; the visit is `booked` at that start and charged
 * by its deadline from then.
 * @throws AppError 404 (not the customer's); 409 `error.subscription.visit_not_movable` (not
 *   collided), `error.subscription.not_active`, `error.subscription.visit_time_taken` (not offered,
 *   or taken meanwhile).
 */
export async function moveCollidedVisit(
  em: EntityManager,
  input: { subscriptionId: string; visitId: string; customerId: string; startTime: Date; now: Date },
): Promise<SubscriptionVisitEntity> {
  return em.transactional(async (tx) => {
    const subscription = await tx.findOne(SubscriptionEntity, input.subscriptionId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!subscription || subscription.customer.id !== input.customerId) throw notFound();
    const visit = await tx.findOne(SubscriptionVisitEntity, { id: input.visitId, subscription }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!visit) throw notFound();
    if (visit.state !== 'collided' || visit.plannedStartsAt.getTime() <= input.now.getTime()) throw new AppError(409, 'error.subscription.visit_not_movable');
    if (subscription.status !== 'active') throw new AppError(409, 'error.subscription.not_active');
    const offered = await collidedVisitTimes(tx, subscription, visit, input.now);
    const taken = () => new AppError(409, 'error.subscription.visit_time_taken', { data: { field: 'startTime' } });
    if (!offered.some((time) => time.getTime() === input.startTime.getTime())) throw taken();
    const provider = await findSchedulingProvider(tx, subscription.provider.id);
    const bookingId = await bookVisitTime(tx, subscription, { startsAt: input.startTime, priceOre: visit.priceOre, bufferMinutes: provider!.schedule.bufferTimeMinutes, now: input.now });
    if (!bookingId) throw taken();
    visit.booking = tx.getReference(BookingEntity, bookingId);
    visit.plannedStartsAt = input.startTime;
    visit.state = 'booked';
    visit.chargeAt = visitChargeAt(input.startTime, subscription.cancellationPolicy, input.now);
    visit.updatedAt = input.now;
    await tx.flush();
    return visit;
  });
}
