import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CancelSubscriptionBody, SubscribeBody } from '#shared/subscriptions/subscription.schema.ts';
import { subscriptionCategoryNames } from '#shared/subscriptions/subscription.schema.ts';
import { nextSubscriptionStatus, type SubscriptionEvent, SubscriptionTransitionError } from '#shared/subscriptions/subscription-status.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { dateOfDayNumber, dayMs, dayNumberAt, minuteMs, offsetAt } from '#server/modules/availability/zoned-time.ts';
import { applyBookingEvent } from '#server/modules/bookings/booking-events.service.ts';
import { prepareBooking } from '#server/modules/bookings/booking-request.service.ts';
import { SavedCardEntity } from '#server/modules/payments/saved-card.entity.ts';
import { applyChosenDiscounts, findEnabledPromoCode } from '#server/modules/payments/booking-discounts.service.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import { SubscriptionEntity } from './subscription.entity.ts';
import { generateVisits, type GeneratedVisits } from './visit-generator.ts';

/** Minutes after Oslo midnight of an instant, and its Oslo day. */
export function osloWallTime(instant: Date): { day: string; minutes: number } {
  const wall = instant.getTime() + offsetAt(instant.getTime());
  return { day: dateOfDayNumber(dayNumberAt(instant.getTime())), minutes: Math.round((((wall % dayMs) + dayMs) % dayMs) / minuteMs) };
}

/** A saved card of the customer's that is still there; anyone else's is as good as unknown. */
async function customersCard(em: EntityManager, customerId: string, cardId: string): Promise<SavedCardEntity> {
  const card = await em.findOne(SavedCardEntity, { id: cardId, user: customerId, removedAt: null });
  if (!card) throw new AppError(404, 'error.subscription.card_not_found', { data: { field: 'savedCardId' } });
  return card;
}

export type Subscribed = { subscription: SubscriptionEntity; visits: GeneratedVisits };

/**
 * A customer subscribes to a cleaning service (spec §3 Subscription): checked and priced exactly as
 * a booking of the first visit would be (the service, the address in its areas, the add-ons by the
 * one price function, the first start a time the availability engine offers), then its visits are
 * generated ahead. The first visit must get its time, or nothing is stored. A promo code with the
 * cleaning tag takes its percentage off the first visit.
 * @throws AppError 409 `error.subscription.not_recurring` (not cleaning), `error.booking.time_already_booked`;
 *   404 `error.subscription.card_not_found`; 404 `error.promo.used_or_missing`; the booking's own 400s.
 */
export async function subscribe(em: EntityManager, input: { customerId: string; body: SubscribeBody; now: Date }): Promise<Subscribed> {
  const prepared = await prepareBooking(em, { ...input.body, addons: input.body.addons ?? [] }, input.now);
  const service = prepared.service!;
  if (!(subscriptionCategoryNames as readonly string[]).includes(service.category.name)) throw new AppError(409, 'error.subscription.not_recurring');
  if (service.provider.owner.id === input.customerId) throw new AppError(409, 'error.subscription.not_recurring');
  const card = await customersCard(em, input.customerId, input.body.savedCardId);
  let promoPercentage: number | null = null;
  if (input.body.promoCode) {
    const promo = await findEnabledPromoCode(em, input.body.promoCode);
    if (!promo || promo.tag !== 'cleaning') throw new AppError(404, 'error.promo.used_or_missing', { data: { field: 'promoCode' } });
    promoPercentage = promo.percentage;
  }
  const first = osloWallTime(prepared.startsAt);
  return em.transactional(async (tx) => {
    const subscription = tx.create(SubscriptionEntity, {
      customer: input.customerId,
      provider: service.provider.id,
      service: service.id,
      serviceTitle: service.title,
      frequency: input.body.frequency,
      firstDay: first.day,
      startMinutes: first.minutes,
      durationMinutes: Math.round((prepared.endsAt.getTime() - prepared.startsAt.getTime()) / minuteMs),
      priceOre: prepared.priceOre,
      vatOre: prepared.vatOre,
      firstVisitPromoPercentage: promoPercentage,
      cancellationPolicy: prepared.cancellationPolicy,
      deliveryStreet: prepared.deliveryAddress.street,
      deliveryPostalCode: prepared.deliveryAddress.postalCode,
      deliveryPlace: prepared.deliveryAddress.place,
      deliveryAreaId: prepared.deliveryAddress.areaId,
      savedCard: card,
      // Generating starts at the first visit.
      generatedUntil: prepared.startsAt,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await tx.flush();
    const visits = await generateVisits(tx, { subscriptionId: subscription.id, now: input.now });
    const firstVisit = visits.booked.find((visit) => visit.plannedStartsAt.getTime() === prepared.startsAt.getTime());
    if (!firstVisit?.booking) throw new AppError(409, 'error.booking.time_already_booked');
    // The code is used as on any booking: recorded, counted against its limits, priced off the
    // list price; a code at its limit refuses the whole subscription.
    if (input.body.promoCode) {
      const booking = await tx.findOneOrFail(BookingEntity, firstVisit.booking.id);
      await applyChosenDiscounts(tx, booking, { promoCode: input.body.promoCode }, input.now);
      firstVisit.priceOre = booking.priceOre;
      await tx.flush();
    }
    return { subscription, visits };
  });
}

/** The customer's own subscription, locked for a change; anyone else's is 404. */
export async function ownSubscription(tx: EntityManager, subscriptionId: string, customerId: string): Promise<SubscriptionEntity> {
  const subscription = await tx.findOne(SubscriptionEntity, subscriptionId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!subscription || subscription.customer.id !== customerId) throw notFound();
  return subscription;
}

function stepOrRefuse(subscription: SubscriptionEntity, event: SubscriptionEvent): boolean {
  try {
    const next = nextSubscriptionStatus(subscription.status, event);
    subscription.status = next.status;
    return next.changed;
  } catch (error) {
    if (error instanceof SubscriptionTransitionError) throw new AppError(409, subscription.status === 'cancelled' ? 'error.subscription.cancelled' : 'error.subscription.not_active', { cause: error });
    throw error;
  }
}

/**
 * Whether a coming visit can be set aside free: collided (no time held), or booked and neither
 * being charged (a try made, or past its deadline) nor already paid.
 */
export function isReleasable(visit: SubscriptionVisitEntity, now: Date): boolean {
  if (visit.state === 'collided') return true;
  if (visit.state !== 'booked') return false;
  const charging = Boolean(visit.firstTryAt) || now.getTime() > visit.chargeAt.getTime();
  return !charging && visit.booking?.status !== 'confirmed';
}

/**
 * Sets aside a subscription's coming visits that are not being charged yet (before their
 * cancellation deadline, no try made): their bookings are cancelled free of charge (nothing was
 * paid) and the time freed. Visits past their deadline stay and are charged by the policy.
 * Pausing removes the set-aside visits, so resuming makes them again from then on; cancelling
 * keeps them, marked cancelled.
 */
export async function releaseComingVisits(tx: EntityManager, subscription: SubscriptionEntity, now: Date, mode: 'pause' | 'cancel'): Promise<number> {
  const coming = await tx.find(SubscriptionVisitEntity, { subscription, plannedStartsAt: { $gt: now }, state: { $in: ['booked', 'collided'] } }, { populate: ['booking'] });
  let released = 0;
  for (const visit of coming) {
    if (!isReleasable(visit, now)) continue;
    if (visit.booking && visit.booking.status === 'awaiting_payment') {
      await applyBookingEvent(tx, visit.booking.id, { type: 'cancel_by_customer' }, { userId: subscription.customer.id }, now);
    }
    if (mode === 'pause') tx.remove(visit);
    else {
      visit.state = 'cancelled';
      visit.updatedAt = now;
    }
    released += 1;
  }
  await tx.flush();
  return released;
}

/** The customer pauses: no more visits or charges until resumed; coming visits not yet charged are set aside. */
export async function pauseSubscription(em: EntityManager, input: { subscriptionId: string; customerId: string; now: Date; reason?: 'customer' | 'unpaid_visits' }): Promise<SubscriptionEntity> {
  return em.transactional(async (tx) => {
    const subscription = await ownSubscription(tx, input.subscriptionId, input.customerId);
    if (!stepOrRefuse(subscription, input.reason === 'unpaid_visits' ? 'auto_pause' : 'pause')) return subscription;
    subscription.pauseReason = input.reason ?? 'customer';
    subscription.pausedAt = input.now;
    subscription.updatedAt = input.now;
    subscription.generatedUntil = input.now;
    await releaseComingVisits(tx, subscription, input.now, 'pause');
    await tx.flush();
    return subscription;
  });
}

/** Starts a paused subscription again: visits are generated from now, where the time is still free. */
export async function resumeSubscription(em: EntityManager, input: { subscriptionId: string; customerId: string; now: Date }): Promise<{ subscription: SubscriptionEntity; visits: GeneratedVisits }> {
  const subscription = await em.transactional(async (tx) => {
    const locked = await ownSubscription(tx, input.subscriptionId, input.customerId);
    if (stepOrRefuse(locked, 'resume')) {
      locked.pauseReason = null;
      locked.pausedAt = null;
      locked.generatedUntil = new Date(Math.max(locked.generatedUntil.getTime(), input.now.getTime()));
      locked.updatedAt = input.now;
      await tx.flush();
    }
    return locked;
  });
  const visits = await generateVisits(em, { subscriptionId: subscription.id, now: input.now });
  return { subscription, visits };
}

/**
 * Ends a subscription (spec §4): with `cancelUpcoming`, the coming visits are cancelled too,
 * except those past their cancellation deadline, which stay and are charged by the policy.
 */
export async function cancelSubscription(em: EntityManager, input: { subscriptionId: string; customerId: string; now: Date; body: CancelSubscriptionBody }): Promise<SubscriptionEntity> {
  return em.transactional(async (tx) => {
    const subscription = await ownSubscription(tx, input.subscriptionId, input.customerId);
    if (!stepOrRefuse(subscription, 'cancel')) return subscription;
    subscription.cancelledAt = input.now;
    subscription.pauseReason = null;
    subscription.updatedAt = input.now;
    if (input.body.cancelUpcoming) await releaseComingVisits(tx, subscription, input.now, 'cancel');
    await tx.flush();
    return subscription;
  });
}

/**
 * Skips one coming visit, free, while it is before its cancellation deadline and not charged:
 * its booking is cancelled and the visit marked skipped (it does not count against the customer).
 * @throws AppError 409 `error.subscription.visit_not_skippable`.
 */
export async function skipVisit(em: EntityManager, input: { subscriptionId: string; visitId: string; customerId: string; now: Date }): Promise<SubscriptionEntity> {
  return em.transactional(async (tx) => {
    const subscription = await ownSubscription(tx, input.subscriptionId, input.customerId);
    const visit = await tx.findOne(SubscriptionVisitEntity, { id: input.visitId, subscription }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['booking'] });
    if (!visit) throw notFound();
    if (visit.state === 'skipped') return subscription;
    if (!canSkip(visit, input.now)) throw new AppError(409, 'error.subscription.visit_not_skippable');
    if (visit.booking?.status === 'awaiting_payment') await applyBookingEvent(tx, visit.booking.id, { type: 'cancel_by_customer' }, { userId: input.customerId }, input.now);
    visit.state = 'skipped';
    visit.updatedAt = input.now;
    await tx.flush();
    return subscription;
  });
}

/** Whether the customer may still skip a visit for free. */
export function canSkip(visit: Pick<SubscriptionVisitEntity, 'state' | 'firstTryAt' | 'chargeAt' | 'plannedStartsAt'>, now: Date): boolean {
  return (visit.state === 'booked' || visit.state === 'collided') && !visit.firstTryAt && now.getTime() <= visit.chargeAt.getTime() && now.getTime() < visit.plannedStartsAt.getTime();
}

/**
 * Charges the visits to another saved card from now on. A coming visit whose charge was refused is
 * tried again at once with it; a subscription paused for unpaid visits starts again.
 */
export async function changeSubscriptionCard(em: EntityManager, input: { subscriptionId: string; customerId: string; savedCardId: string; now: Date }): Promise<{ subscription: SubscriptionEntity; retryVisitIds: string[]; resumedVisits: SubscriptionVisitEntity[]; collidedVisits: SubscriptionVisitEntity[] }> {
  const changed = await em.transactional(async (tx) => {
    const subscription = await ownSubscription(tx, input.subscriptionId, input.customerId);
    if (subscription.status === 'cancelled') throw new AppError(409, 'error.subscription.cancelled');
    subscription.savedCard = await customersCard(tx, input.customerId, input.savedCardId);
    subscription.updatedAt = input.now;
    const refused = await tx.find(SubscriptionVisitEntity, { subscription, state: 'booked', declineCode: { $ne: null }, plannedStartsAt: { $gt: input.now } });
    for (const visit of refused) {
      visit.nextTryAt = input.now;
      visit.hardDecline = false;
      visit.updatedAt = input.now;
    }
    await tx.flush();
    return { subscription, retryVisitIds: refused.map((visit) => visit.id), resume: subscription.status === 'paused' && subscription.pauseReason === 'unpaid_visits' };
  });
  const resumed = changed.resume ? await resumeSubscription(em, { subscriptionId: input.subscriptionId, customerId: input.customerId, now: input.now }) : null;
  return { subscription: changed.subscription, retryVisitIds: changed.retryVisitIds, resumedVisits: resumed?.visits.booked ?? [], collidedVisits: resumed?.visits.collided ?? [] };
}
