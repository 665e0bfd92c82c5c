import type { PaymentMethod } from '#shared/bookings/booking.schema.ts';

/** One booking's payment, as the bookings module asks for it. */
export type BookingCharge = {
  bookingId: string;
  orderNumber: string;
  customerId: string;
  amountOre: number;
  method: PaymentMethod;
  /** Derived from the booking, so a retried request charges once. */
  idempotencyKey: string;
};

export type BookingChargeResult = { ok: true; reference: string } | { ok: false; reason: 'declined' | 'failed' };

export type BookingRefund = { bookingId: string; amountOre: number; idempotencyKey: string };

/**
 * What the bookings module needs from payments: take a booking's price, and give money back
 * when it is cancelled. Bookings never talk to a payment provider directly; the gateway, the
 * ledger and invoices live behind this interface.
 */
export interface BookingPayments {
  readonly name: string;
  charge(charge: BookingCharge): Promise<BookingChargeResult>;
  refund(refund: BookingRefund): Promise<void>;
}
