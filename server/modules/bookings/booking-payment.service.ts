import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMethod } from '#shared/bookings/booking.schema.ts';
import type { AppConfig } from '#server/config/config.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { balanceUseKey, releaseBalanceReservation, reserveBalance, reservedBalance } from '#server/modules/payments/booking-balance.ts';
import type { BookingPayments, BookingRefund } from '#server/modules/payments/booking-payments.ts';
import { invoiceAllowed, issueBookingInvoice } from '#server/modules/payments/invoice.service.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { recordLedgerEntry } from '#server/modules/payments/ledger.service.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { type BookingActor, type BookingEventResult, applyBookingEvent } from './booking-events.service.ts';
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

export type PayBookingInput = {
  bookingId: string;
  userId: string;
  method: PaymentMethod;
  now: Date;
  savedCardId?: string | null;
  saveCard?: boolean;
  /** Use the account balance before the card (default yes). */
  useBalance?: boolean;
  locale?: 'nb' | 'en';
  /**
   * Until when a booking without a payment deadline of its own may be paid: a subscription's visit
   * waits for its charge on the subscription's schedule, up to its start.
   */
  payableUntil?: Date;
};

export type PayBookingResult = BookingEventResult & {
  /** Set when the customer finishes paying at the gateway's checkout; the booking is unchanged until then. */
  checkout: { paymentId: string; url: string } | null;
};

const payableStatuses = new Set(['hold', 'awaiting_payment']);

/**
 * The customer confirms and pays (spec §4): an accepted request, or the checkout hold of a direct
 * booking. Only the booking's customer may, while it waits for payment and before its deadline;
 * a booking already paid answers unchanged without a second charge.
 *
 * - Invoice: only for customers allowed to (409 otherwise); confirmed at once and invoiced.
 * - Card: the account balance is set aside first; what it covers is not charged, and a booking it
 *   covers whole is confirmed without the card. The rest goes through `payments.charge`, which
 *   either takes it at once (confirmed here), hands back a checkout to send the customer to (the
 *   webhook or a refresh confirms), or refuses (402, the booking stays payable until its
 *   deadline). If the booking cannot be confirmed after the charge (it expired in that instant),
 *   the charge is refunded.
 */
export async function payBooking(
  em: EntityManager,
  deps: { payments: BookingPayments; config: Pick<AppConfig, 'invoices'> },
  input: PayBookingInput,
): Promise<PayBookingResult> {
  const booking = await em.findOne(BookingEntity, input.bookingId, { refresh: true });
  if (!booking) throw notFound();
  if (booking.customer.id !== input.userId) {
    const ownsProvider = await em.count(ProviderEntity, { id: booking.provider.id, owner: input.userId });
    if (!ownsProvider) throw notFound();
    throw new AppError(403, 'error.http.forbidden');
  }
  if (booking.status === 'confirmed') {
    // The invoice is issued just after the confirmation commits; a repeated request finishes it
    // if that step failed (issuing is once per booking).
    if (booking.paymentMethod === 'invoice') await issueBookingInvoice(em, { bookingId: booking.id, now: input.now, config: deps.config });
    return { booking, changed: false, from: booking.status, role: 'customer', refundOre: 0, checkout: null };
  }
  const due = booking.paymentDueBy ?? input.payableUntil ?? null;
  if (!payableStatuses.has(booking.status) || !due || due.getTime() <= input.now.getTime()) {
    throw new AppError(409, 'error.booking.status_changed');
  }

  if (input.method === 'invoice') {
    const { allowed } = await invoiceAllowed(em, booking.customer.id, deps.config);
    if (!allowed) throw new AppError(409, 'error.payment.invoice_not_allowed');
  }
  if (booking.paymentMethod !== input.method) {
    booking.paymentMethod = input.method;
    await em.flush();
  }
  if (input.method === 'invoice') {
    // The invoice is for the whole price: balance an earlier card attempt set aside goes back.
    await releaseBalanceReservation(em, { bookingId: booking.id, userId: booking.customer.id });
    const result = await applyBookingEvent(em, booking.id, { type: 'confirm' }, { userId: input.userId }, input.now);
    await issueBookingInvoice(em, { bookingId: booking.id, now: input.now, config: deps.config });
    return { ...result, checkout: null };
  }

  const balanceOre = input.useBalance === false ? await reservedBalance(em, booking.id) : await reserveBalance(em, { userId: booking.customer.id, bookingId: booking.id, upToOre: booking.priceOre });
  const cardOre = Math.max(0, booking.priceOre - balanceOre);
  const confirm = (chargedOre: number, key: string, reference: string | null) =>
    confirmPaidBooking(em, {
      bookingId: booking.id,
      chargedOre,
      chargeKey: key,
      reference,
      actor: { userId: input.userId },
      now: input.now,
      giveBack: async (reversal) => {
        const refunded = await deps.payments.refund(reversal, em);
        return refunded?.reference ?? null;
      },
    });
  if (cardOre === 0) return { ...(await confirm(0, chargeKey(booking.id, 0), null)), checkout: null };

  // A charge already given back must not answer a later payment of the same amount (the gateway
  // would return it by its key without taking money again), so each reversal starts a new key.
  const reversals = await em.count(LedgerEntryEntity, { booking: booking.id, kind: 'refund', idempotencyKey: { $like: reversalKeys(booking.id) } });
  const key = chargeKey(booking.id, cardOre, reversals);
  const charged = await deps.payments.charge(
    {
      bookingId: booking.id,
      orderNumber: booking.orderNumber,
      customerId: booking.customer.id,
      amountOre: cardOre,
      method: input.method,
      idempotencyKey: key,
      savedCardId: input.savedCardId ?? null,
      saveCard: input.saveCard ?? false,
      locale: input.locale ?? 'nb',
      now: input.now,
    },
    em,
  );
  if (charged.ok === false) throw new AppError(402, 'error.payment.failed');
  if (charged.ok === 'pending') {
    const open = await em.findOneOrFail(BookingEntity, booking.id, { refresh: true });
    return { booking: open, changed: false, from: open.status, role: 'customer', refundOre: 0, checkout: { paymentId: charged.paymentId, url: charged.checkoutUrl } };
  }
  if (charged.ok === 'settled') {
    const settled = await em.findOneOrFail(BookingEntity, booking.id, { refresh: true });
    // The charge was taken, but the booking could not be confirmed for it and the money went back.
    if (settled.status !== 'confirmed') throw new AppError(409, 'error.booking.status_changed');
    return { booking: settled, changed: true, from: booking.status, role: 'customer', refundOre: 0, checkout: null };
  }
  return { ...(await confirm(cardOre, key, charged.reference)), checkout: null };
}

export type PaidBookingConfirmation = {
  bookingId: string;
  /** What the card took (0 when the balance paid it all). */
  chargedOre: number;
  chargeKey: string;
  reference: string | null;
  actor: BookingActor;
  now: Date;
  /** Gives a charge back whole when the booking cannot be confirmed for it; answers the refund's reference. */
  giveBack: (reversal: BookingRefund) => Promise<string | null>;
};

/**
 * Records a card charge in the ledger and confirms the booking for it and the balance set aside,
 * both by the booking paying synchronously and by a gateway's success (settle-payment.ts).
 *
 * The charge's ledger row is written in the same transaction as the confirmation, under the
 * booking's row lock, so the row says which charge paid for the booking. Every other outcome gives
 * the charge back whole (the refund key is derived from the charge's, so repeats move money once):
 * - the booking cannot be confirmed any more (expired, cancelled or done meanwhile);
 * - the price changed while the payment was on its way (a coupon applied): the booking is
 *   confirmed only for the price that was paid;
 * - another payment already confirmed it (an older checkout paid after a saved card or an invoice
 *   paid the booking).
 * A repeat of the charge that did confirm it (a webhook racing the synchronous answer, a retried
 * request) finds its row and changes nothing. A booking that ends unpaid gets its balance back.
 */
export async function confirmPaidBooking(em: EntityManager, input: PaidBookingConfirmation): Promise<BookingEventResult> {
  const { bookingId, chargedOre } = input;
  const charge = { bookingId, kind: 'charge' as const, amountOre: chargedOre, idempotencyKey: input.chargeKey, reference: input.reference };
  const giveBackCharge = async () => {
    if (chargedOre <= 0) return;
    await recordLedgerEntry(em.fork(), charge);
    const reversal = { bookingId, amountOre: chargedOre, idempotencyKey: `${input.chargeKey}:refund` };
    const reference = await input.giveBack(reversal);
    await recordLedgerEntry(em.fork(), { ...reversal, kind: 'refund', reference });
  };
  const balanceOre = await reservedBalance(em, bookingId);
  let result: BookingEventResult;
  try {
    result = await applyBookingEvent(em, bookingId, { type: 'confirm' }, input.actor, input.now, {
      onChange: (tx, locked) => {
        if (locked.priceOre !== chargedOre + balanceOre) throw new AppError(409, 'error.booking.status_changed');
        if (chargedOre > 0) tx.create(LedgerEntryEntity, { kind: 'charge', booking: bookingId, amountOre: chargedOre, idempotencyKey: input.chargeKey, reference: input.reference });
      },
    });
  } catch (error) {
    if (!(await chargeRecorded(em, input.chargeKey))) await giveBackCharge();
    const fresh = await em.fork().findOne(BookingEntity, bookingId, { fields: ['id', 'confirmedAt', 'status', 'customer'] }).catch(() => null);
    if (fresh && !fresh.confirmedAt && !payableStatuses.has(fresh.status)) await releaseBalanceReservation(em.fork(), { bookingId, userId: fresh.customer.id });
    throw error;
  }
  if (!result.changed) {
    if (!(await chargeRecorded(em, input.chargeKey))) await giveBackCharge();
    return result;
  }
  await recordLedgerEntry(em, { bookingId, kind: 'balance_use', amountOre: balanceOre, idempotencyKey: balanceUseKey(bookingId) });
  return result;
}

/** Whether a charge paid for a booking: its ledger row exists and was not given back whole. */
async function chargeRecorded(em: EntityManager, chargeKey: string): Promise<boolean> {
  const rows = await em.fork().find(LedgerEntryEntity, { idempotencyKey: { $in: [chargeKey, `${chargeKey}:refund`] } }, { fields: ['id', 'idempotencyKey'] });
  return rows.some((row) => row.idempotencyKey === chargeKey) && !rows.some((row) => row.idempotencyKey === `${chargeKey}:refund`);
}
