import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '#server/config/config.ts';
import { AppError } from '#server/lib/app-error.ts';
import { applyBookingEvent } from '#server/modules/bookings/booking-events.service.ts';
import { payBooking } from '#server/modules/bookings/booking-payment.service.ts';
import type { BookingPayments } from '#server/modules/payments/booking-payments.ts';
import { PaymentEntity } from '#server/modules/payments/payment.entity.ts';
import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import { SubscriptionEntity } from './subscription.entity.ts';
import { pauseSubscription } from './subscription.service.ts';
import { declineKindOf, nextChargeRetryAt, shouldPauseForUnpaid } from './visit-schedule.ts';

export type VisitChargeDeps = { payments: BookingPayments; config: Pick<AppConfig, 'invoices'> };

/**
 * - `paid`: the visit's booking is confirmed (charged now, or paid before);
 * - `declined`: the card was refused; `retryAt` is the next try, null when there is none (a hard
 *   decline, no card, or no time left before the visit);
 * - `none`: nothing to do (not due yet, already handled, the subscription not active).
 */
export type VisitChargeOutcome =
  | { kind: 'paid'; visit: SubscriptionVisitEntity }
  | { kind: 'declined'; visit: SubscriptionVisitEntity; code: string | null; hard: boolean; retryAt: Date | null }
  | { kind: 'none' };

/** When a visit in `booked` is next due for a try: its charge time, or the retry planned after a refusal. */
export function chargeDueAt(visit: Pick<SubscriptionVisitEntity, 'chargeAt' | 'firstTryAt' | 'nextTryAt'>): Date | null {
  if (!visit.firstTryAt) return visit.chargeAt;
  return visit.nextTryAt ?? null;
}

/**
 * Charges one visit off-session with the subscription's saved card through the bookings' one way of
 * paying (`payBooking`: the account balance first, the charge's idempotency key derived from the
 * booking), when its time has come. The try is claimed under the visit's row lock first, so a job
 * and the sweep running at once, or a job run twice, charge once; the gateway's key makes even a
 * retried request after a crash charge once. A refusal plans the next try by the retry rules.
 */
export async function chargeVisit(em: EntityManager, deps: VisitChargeDeps, input: { visitId: string; now: Date }): Promise<VisitChargeOutcome> {
  const claimed = await em.transactional(async (tx) => {
    const visit = await tx.findOne(SubscriptionVisitEntity, input.visitId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['subscription', 'booking'] });
    if (!visit || visit.state !== 'booked' || !visit.booking) return null;
    const due = chargeDueAt(visit);
    if (!due || due.getTime() > input.now.getTime() || input.now.getTime() >= visit.plannedStartsAt.getTime()) return null;
    if (visit.booking.status === 'confirmed') {
      visit.state = 'paid';
      visit.nextTryAt = null;
      visit.updatedAt = input.now;
      await tx.flush();
      return { visit, paidBefore: true };
    }
    if (visit.subscription.status !== 'active' || visit.booking.status !== 'awaiting_payment') return null;
    visit.firstTryAt ??= input.now;
    visit.lastTryAt = input.now;
    visit.nextTryAt = null;
    visit.updatedAt = input.now;
    await tx.flush();
    return { visit, paidBefore: false };
  });
  if (!claimed) return { kind: 'none' };
  const { visit } = claimed;
  if (claimed.paidBefore) return { kind: 'paid', visit };

  const subscription = visit.subscription;
  const booking = visit.booking!;
  let code: string | null = null;
  if (!subscription.savedCard) code = 'no_card';
  else {
    try {
      const paid = await payBooking(em, deps, {
        bookingId: booking.id,
        userId: subscription.customer.id,
        method: 'card',
        savedCardId: subscription.savedCard.id,
        now: input.now,
        payableUntil: visit.plannedStartsAt,
      });
      // A card that asks its owner to approve cannot be charged without them.
      if (paid.checkout) code = 'authentication_required';
      else if (paid.booking.status === 'confirmed') return settle(em, visit, input.now);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 402) throw error;
      const [payment] = await em.find(PaymentEntity, { booking: booking.id, purpose: 'booking' }, { orderBy: { createdAt: 'desc' }, limit: 1, refresh: true });
      code = payment?.failureCode ?? 'card_declined';
    }
  }
  const hard = code === 'no_card' || declineKindOf(code) === 'hard';
  const retryAt = nextChargeRetryAt({ startsAt: visit.plannedStartsAt, firstTryAt: visit.firstTryAt!, lastTryAt: input.now, decline: hard ? 'hard' : 'soft' });
  const refused = await em.transactional(async (tx) => {
    const locked = await tx.findOneOrFail(SubscriptionVisitEntity, visit.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    locked.declineCode = code;
    locked.hardDecline = hard;
    locked.nextTryAt = retryAt;
    locked.updatedAt = input.now;
    await tx.flush();
    return locked;
  });
  return { kind: 'declined', visit: refused, code, hard, retryAt };
}

async function settle(em: EntityManager, visit: SubscriptionVisitEntity, now: Date): Promise<VisitChargeOutcome> {
  // One statement, atomic on the visit's row: no read or lock of its own is needed.
  const paid = { state: 'paid' as const, nextTryAt: null, declineCode: null, hardDecline: false, updatedAt: now };
  await em.nativeUpdate(SubscriptionVisitEntity, { id: visit.id }, paid);
  Object.assign(visit, paid);
  return { kind: 'paid', visit };
}

/**
 * - `paid`: the visit was paid and goes ahead;
 * - `paused`: still unpaid at its start, its booking is paused (not charged, the time freed);
 *   `subscriptionPaused` when it was the second unpaid visit in a row and the subscription was
 *   paused as a whole, waiting for the customer;
 * - `none`: not started yet, or already handled.
 */
export type VisitStartOutcome =
  | { kind: 'paid' }
  | { kind: 'paused'; visit: SubscriptionVisitEntity; subscriptionPaused: boolean }
  | { kind: 'none' };

/** A visit's start: an unpaid visit is set aside (spec §4: booking status paused), never charged later. */
export async function startVisit(em: EntityManager, input: { visitId: string; now: Date }): Promise<VisitStartOutcome> {
  return em.transactional(async (tx) => {
    const visit = await tx.findOne(SubscriptionVisitEntity, input.visitId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['booking'] });
    if (!visit || visit.state !== 'booked' || !visit.booking || input.now.getTime() < visit.plannedStartsAt.getTime()) return { kind: 'none' };
    visit.updatedAt = input.now;
    visit.nextTryAt = null;
    if (visit.booking.status === 'confirmed') {
      visit.state = 'paid';
      await tx.flush();
      return { kind: 'paid' };
    }
    if (visit.booking.status === 'awaiting_payment') await applyBookingEvent(tx, visit.booking.id, { type: 'pause' }, 'system', input.now);
    visit.state = 'unpaid';
    await tx.flush();

    const subscription = await tx.findOneOrFail(SubscriptionEntity, visit.subscription.id, { refresh: true });
    const latest = await tx.find(
      SubscriptionVisitEntity,
      { subscription, state: { $in: ['paid', 'unpaid', 'skipped'] }, plannedStartsAt: { $lte: input.now } },
      { orderBy: { plannedStartsAt: 'desc' }, limit: 4, fields: ['state'] },
    );
    const outcomes = latest.map((row) => row.state as 'paid' | 'unpaid' | 'skipped');
    let subscriptionPaused = false;
    if (subscription.status === 'active' && shouldPauseForUnpaid(outcomes)) {
      // Paused as a whole, as the customer would pause it: the coming visits not charged yet are set aside.
      await pauseSubscription(tx, { subscriptionId: subscription.id, customerId: subscription.customer.id, now: input.now, reason: 'unpaid_visits' });
      subscriptionPaused = true;
    }
    return { kind: 'paused', visit, subscriptionPaused };
  });
}
