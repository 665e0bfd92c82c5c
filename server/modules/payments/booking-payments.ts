import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMethod } from '#shared/bookings/booking.schema.ts';

/** One booking's card payment, as the bookings module asks for it. */
export type BookingCharge = {
  bookingId: string;
  orderNumber: string;
  customerId: string;
  /** What the card pays: the price less what the account balance covered. */
  amountOre: number;
  method: PaymentMethod;
  /** Derived from the booking, so a retried request charges once. */
  idempotencyKey: string;
  /** Set when the charge pays an add-on offered on the booking after it was paid, not the booking itself. */
  addonOfferId?: string | null;
  /** Where the checkout sends the customer back to; the booking's done page when absent. */
  returnPath?: string;
  /** A saved card to charge without the customer (off-session). */
  savedCardId?: string | null;
  /** Keep the card typed at the checkout for later. */
  saveCard?: boolean;
  locale?: 'nb' | 'en';
  now?: Date;
};

/**
 * - `ok: true`: taken at once; the caller records the charge and confirms the booking.
 * - `ok: false`: refused; the booking stays payable.
 * - `ok: 'pending'`: the customer finishes at the gateway's checkout (`checkoutUrl`); the
 *   webhook or a refresh confirms the booking.
 * - `ok: 'settled'`: taken at once and already applied (charge recorded, booking confirmed).
 */
export type BookingChargeResult =
  | { ok: true; reference: string }
  | { ok: false; reason: 'declined' | 'failed' }
  | { ok: 'pending'; paymentId: string; checkoutUrl: string }
  | { ok: 'settled'; paymentId: string };

export type BookingRefund = { bookingId: string; amountOre: number; idempotencyKey: string };

/**
 * What the bookings module needs from payments: take a booking's price by card, give card money
 * back, and capture an authorised payment when the booking is done. Bookings never talk to a
 * payment provider directly; the gateway lives behind this interface. The balance, the ledger
 * and invoices are the same for every implementation (booking-payment.service.ts,
 * booking-refund.ts). Implementations that need the database get the caller's entity manager.
 */
export interface BookingPayments {
  readonly name: string;
  charge(charge: BookingCharge, em: EntityManager): Promise<BookingChargeResult>;
  /** Gives card money back; the answer's reference goes to the ledger. */
  refund(refund: BookingRefund, em: EntityManager): Promise<{ reference: string | null } | void>;
  /** Takes payments authorised with manual capture, when the booking is done. */
  capture?(bookingId: string, em: EntityManager): Promise<void>;
}
