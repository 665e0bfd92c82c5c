import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMethod } from '#shared/bookings/booking.schema.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { BookingPayments } from '#server/modules/payments/booking-payments.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { recordLedgerEntry } from '#server/modules/payments/ledger.service.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { type BookingEventResult, applyBookingEvent } from './booking-events.service.ts';
import { BookingEntity } from './booking.entity.ts';

/**
 * The idempotency key of a booking's charge: a retried or doubled request charges once. It names
 * the amount because a discount applied while a charge was on its way changes the price: that
 * charge is refunded (its own refund key) and paying again must be a new charge, not the old one.
 */
export const chargeKey = (bookingId: string, amountOre: number, reversals = 0) =>
  `booking:${bookingId}:charge:${amountOre}${reversals > 0 ? `:${reversals}` : ''}`;
/** The ledger's refunds of charges given back because the booking could not be confirmed. */
const reversalKeys = (bookingId: string) => `booking:${bookingId}:charge:%:refund`;
export const refundKey = (bookingId: string) => `booking:${bookingId}:refund`;

/**
 * The customer confirms and pays (spec §4): an accepted request, or the checkout hold of a direct
 * booking. Only the booking's customer may, while it waits for payment and before its deadline;
 * a booking already paid answers unchanged without a second charge. A failed payment leaves the
 * booking payable until its deadline and answers 402 with the spec's sentence. If the booking
 * cannot be confirmed after the charge (it expired in that instant), the charge is refunded.
 */
export async function payBooking(
  em: EntityManager,
  payments: BookingPayments,
  input: { bookingId: string; userId: string; method: PaymentMethod; now: Date },
): Promise<BookingEventResult> {
  const booking = await em.findOne(BookingEntity, input.bookingId, { refresh: true });
  if (!booking) throw notFound();
  if (booking.customer.id !== input.userId) {
    const ownsProvider = await em.count(ProviderEntity, { id: booking.provider.id, owner: input.userId });
    if (!ownsProvider) throw notFound();
    throw new AppError(403, 'error.http.forbidden');
  }
  if (booking.status === 'confirmed') return { booking, changed: false, role: 'customer', refundOre: 0 };
  const due = booking.paymentDueBy;
  if ((booking.status !== 'awaiting_payment' && booking.status !== 'hold') || !due || due.getTime() <= input.now.getTime()) {
    throw new AppError(409, 'error.booking.status_changed');
  }
  if (booking.paymentMethod !== input.method) {
    booking.paymentMethod = input.method;
    await em.flush();
  }

  const amountOre = booking.priceOre;
  // A charge already given back must not answer a later payment of the same amount (the gateway
  // would return it by its key without taking money again), so each reversal starts a new key.
  const reversals = await em.count(LedgerEntryEntity, { booking: booking.id, kind: 'refund', idempotencyKey: { $like: reversalKeys(booking.id) } });
  const key = chargeKey(booking.id, amountOre, reversals);
  const charged = await payments.charge({
    bookingId: booking.id,
    orderNumber: booking.orderNumber,
    customerId: booking.customer.id,
    amountOre,
    method: input.method,
    idempotencyKey: key,
  });
  if (!charged.ok) throw new AppError(402, 'error.payment.failed');
  await recordLedgerEntry(em, { bookingId: booking.id, kind: 'charge', amountOre, idempotencyKey: key, reference: charged.reference });

  try {
    // A coupon or promo code applied while the charge was on its way changed the price: the booking
    // is not confirmed for an amount other than the one charged (the charge is refunded below).
    const samePrice = (_tx: EntityManager, locked: BookingEntity) => {
      if (locked.priceOre !== amountOre) throw new AppError(409, 'error.booking.status_changed');
    };
    return await applyBookingEvent(em, booking.id, { type: 'confirm' }, { userId: input.userId }, input.now, samePrice);
  } catch (error) {
    // The one charge (one key per booking) may already have paid for a confirmation made by a
    // repeated request; a later cancellation then decides the refund, not this failure.
    const confirmed = await em.fork().findOne(BookingEntity, booking.id, { fields: ['id', 'confirmedAt'] }).catch(() => null);
    if (!confirmed?.confirmedAt) {
      const reversal = { bookingId: booking.id, amountOre, idempotencyKey: `${key}:refund` };
      await payments.refund(reversal);
      await recordLedgerEntry(em.fork(), { ...reversal, kind: 'refund' });
    }
    throw error;
  }
}
