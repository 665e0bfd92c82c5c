import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeSubscriptionPlanBody } from '#shared/subscriptions/subscription.schema.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { availableDays, availableTimes, type AvailabilityInput } from '#server/modules/availability/availability.ts';
import { availabilityInput } from '#server/modules/availability/availability-input.ts';
import { findBookableService } from '#server/modules/availability/availability.queries.ts';
import { dateOfDayNumber, dayNumberAt, dayNumberOf } from '#server/modules/availability/zoned-time.ts';
import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import { SubscriptionEntity } from './subscription.entity.ts';
import { isReleasable, osloWallTime, ownSubscription, releaseComingVisits } from './subscription.service.ts';
import { generateVisits, type GeneratedVisits } from './visit-generator.ts';

/**
 * The engine's input for a new time of the subscription on Oslo days `firstDay`..`lastDay`: its
 * visits' length, with the time of its own coming visits that a change sets aside counted as free
 * (so keeping the time and changing only the rhythm is offered). Null when its service can no
 * longer be booked, or no day of the range can have a start.
 */
async function changeInput(em: EntityManager, subscription: SubscriptionEntity, now: Date, days: { firstDay: number; lastDay: number }): Promise<AvailabilityInput | null> {
  if (!subscription.service) return null;
  const service = await findBookableService(em, subscription.service.id);
  if (!service || !service.providerPublic) return null;
  const coming = await em.find(SubscriptionVisitEntity, { subscription, plannedStartsAt: { $gt: now }, state: { $in: ['booked', 'collided'] } }, { populate: ['booking'] });
  const ignoreBookingIds = coming.filter((visit) => isReleasable(visit, now) && visit.booking).map((visit) => visit.booking!.id);
  return availabilityInput(em, { providerId: service.providerId, schedule: service.schedule, durationMinutes: subscription.durationMinutes, now, ...days, ignoreBookingIds });
}

async function customersSubscription(em: EntityManager, subscriptionId: string, customerId: string): Promise<SubscriptionEntity> {
  const subscription = await em.findOne(SubscriptionEntity, subscriptionId, { refresh: true });
  if (!subscription || subscription.customer.id !== customerId) throw notFound();
  return subscription;
}

/**
 * The Oslo days of `year` a subscription's visits could move to (`GET /api/subscriptions/:id/days`).
 * @throws AppError 404 not the caller's; 400 `error.schedule.date_invalid` for a year other than this or the next.
 */
export async function daysForChange(em: EntityManager, input: { subscriptionId: string; customerId: string; year: number; now: Date }): Promise<string[]> {
  const subscription = await customersSubscription(em, input.subscriptionId, input.customerId);
  const today = dayNumberAt(input.now.getTime());
  const thisYear = Number(dateOfDayNumber(today).slice(0, 4));
  if (input.year < thisYear || input.year > thisYear + 1) throw new AppError(400, 'error.schedule.date_invalid', { data: { field: 'year' } });
  const engine = await changeInput(em, subscription, input.now, { firstDay: today, lastDay: today + 366 });
  return engine ? availableDays(engine, input.year) : [];
}

/** The starts on an Oslo day a subscription's visits could move to (`GET /api/subscriptions/:id/times`). */
export async function timesForChange(em: EntityManager, input: { subscriptionId: string; customerId: string; day: string; now: Date }): Promise<Date[]> {
  const subscription = await customersSubscription(em, input.subscriptionId, input.customerId);
  const dayNumber = dayNumberOf(input.day);
  const engine = await changeInput(em, subscription, input.now, { firstDay: dayNumber, lastDay: dayNumber });
  return engine ? availableTimes(engine, input.day) : [];
}

/**
 * The customer changes the rhythm or the time (issue: "change frequency or time, re-checked by
 * the availability engine"). Under the subscription's lock: the coming visits that are not being
 * charged are set aside (their bookings cancelled free, as on pausing), the new first start must
 * be one the engine offers for the visits' length, and visits are booked from it on the new plan.
 * Visits past their deadline (or paid) stay and are charged by the policy; the new plan starts after
 * them. Any refusal leaves everything as it was.
 * @throws AppError 409 `error.subscription.not_active` / `error.subscription.cancelled`,
 *   `error.subscription.change_before_kept_visit`, `error.booking.time_already_booked`; 404 not the caller's.
 */
export async function changeSubscriptionPlan(
  em: EntityManager,
  input: { subscriptionId: string; customerId: string; body: ChangeSubscriptionPlanBody; now: Date },
): Promise<{ subscription: SubscriptionEntity; visits: GeneratedVisits }> {
  const start = new Date(input.body.startTime);
  return em.transactional(async (tx) => {
    const subscription = await ownSubscription(tx, input.subscriptionId, input.customerId);
    if (subscription.status !== 'active') throw new AppError(409, subscription.status === 'cancelled' ? 'error.subscription.cancelled' : 'error.subscription.not_active');
    // Visits being charged or paid stay as they are: the new plan starts after the last of them.
    const kept = await tx.find(SubscriptionVisitEntity, { subscription, plannedStartsAt: { $gt: input.now }, state: { $in: ['booked', 'paid'] } }, { populate: ['booking'] });
    if (kept.some((visit) => !isReleasable(visit, input.now) && visit.plannedStartsAt.getTime() >= start.getTime())) {
      throw new AppError(409, 'error.subscription.change_before_kept_visit', { data: { field: 'startTime' } });
    }
    const dayNumber = dayNumberAt(start.getTime());
    const engine = await changeInput(tx, subscription, input.now, { firstDay: dayNumber, lastDay: dayNumber });
    const offered = engine ? availableTimes(engine, osloWallTime(start).day).some((time) => time.getTime() === start.getTime()) : false;
    if (!offered) throw new AppError(409, 'error.booking.time_already_booked', { data: { field: 'startTime' } });

    await releaseComingVisits(tx, subscription, input.now, 'pause');
    const wall = osloWallTime(start);
    subscription.frequency = input.body.frequency;
    subscription.firstDay = wall.day;
    subscription.startMinutes = wall.minutes;
    subscription.generatedUntil = start;
    subscription.updatedAt = input.now;
    await tx.flush();
    const visits = await generateVisits(tx, { subscriptionId: subscription.id, now: input.now });
    if (!visits.booked.some((visit) => visit.plannedStartsAt.getTime() === start.getTime())) throw new AppError(409, 'error.booking.time_already_booked', { data: { field: 'startTime' } });
    return { subscription, visits };
  });
}
