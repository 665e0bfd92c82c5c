import type { BookingCharge, BookingChargeResult, BookingPayments, BookingRefund } from './booking-payments.ts';

/**
 * The local default outside production: every card charge and invoice is accepted at once, and
 * refunds are only noted in the log. Development and tests book and pay end to end without a
 * payment provider; configuration refuses it in production. A charge repeated with the same
 * idempotency key answers the same reference, as a real gateway does.
 */
export class LocalBookingPayments implements BookingPayments {
  readonly name = 'local';
  readonly charges = new Map<string, BookingCharge & { reference: string }>();
  readonly refunds = new Map<string, BookingRefund>();
  private readonly decline: (charge: BookingCharge) => boolean;

  constructor(options: { decline?: (charge: BookingCharge) => boolean } = {}) {
    this.decline = options.decline ?? (() => false);
  }

  async charge(charge: BookingCharge): Promise<BookingChargeResult> {
    const earlier = this.charges.get(charge.idempotencyKey);
    if (earlier) return { ok: true, reference: earlier.reference };
    if (this.decline(charge)) return { ok: false, reason: 'declined' };
    const reference = `local_${charge.orderNumber}_${this.charges.size + 1}`;
    this.charges.set(charge.idempotencyKey, { ...charge, reference });
    return { ok: true, reference };
  }

  async refund(refund: BookingRefund): Promise<void> {
    this.refunds.set(refund.idempotencyKey, refund);
  }
}
