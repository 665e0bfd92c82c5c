import type { BookingStatus } from '#shared/bookings/booking-status.ts';

/**
 * One movement of money for a booking, always a positive whole number of øre; the kind says the
 * direction. `charge`: the customer paid the platform (by card, or an invoice paid).
 * `refund`: the platform paid the customer back. `balance_use`: the customer paid with their
 * account balance (gift cards redeemed). `balance_return`: the platform gave money back to that
 * balance. `fee`: the platform took its fee out of what it holds. `payout`: the platform paid the
 * provider. (A gift card sale is money held for the balance, not for a booking: its rows are
 * checked by `giftCardLedger`, not here.)
 */
export type LedgerEntry = {
  kind: 'charge' | 'refund' | 'fee' | 'payout' | 'balance_use' | 'balance_return';
  bookingId: string;
  amountOre: number;
};

/** What the ledger is checked against: a booking as the booking records describe it. */
export type LedgerBooking = {
  id: string;
  priceOre: number;
  status: BookingStatus;
  /** What the customer owes for cancelling; meaningful only for a cancelled booking. */
  cancellationFeeOre: number;
  /** Whether any money was paid back to the customer for this booking. */
  refunded: boolean;
  /**
   * What an open invoice for the booking still owes (0 without one): an invoiced booking is
   * confirmed before its money arrives, so it holds its price less this.
   */
  unpaidInvoiceOre?: number;
};

export type LedgerProblemCode =
  | 'invalid_amount'
  | 'unknown_booking'
  | 'refund_exceeds_charge'
  | 'held_mismatch'
  | 'held_out_of_range'
  | 'refund_flag_mismatch'
  | 'paid_out_exceeds_held';

export type LedgerProblem = {
  code: LedgerProblemCode;
  bookingId: string;
  /** The amount the rule expected, where one amount is expected. */
  expectedOre?: number;
  /** The amount the ledger has. */
  actualOre?: number;
};

/** Statuses reached only after paying: confirmation is what the payment buys. */
const paidStatuses: readonly BookingStatus[] = ['confirmed', 'done'];

type Totals = { charge: number; refund: number; fee: number; payout: number; balance_use: number; balance_return: number };

/**
 * Checks a money ledger against the bookings it is for and lists every problem found; an empty
 * list means the ledger reconciles. Each entry and each booking is checked on its own, so one bad
 * entry shows up on its booking only.
 *
 * Rules, where "held" for a booking = its charges and balance used − its refunds and balance
 * returned (what the platform holds for it), and an open invoice's unpaid amount is subtracted
 * from what a booking is expected to hold:
 * - Every amount is a positive whole number of øre (`invalid_amount`; such an entry is left out of
 *   the sums so it does not also distort them).
 * - Every entry belongs to a known booking (`unknown_booking`).
 * - Refunds never exceed charges (`refund_exceeds_charge`).
 * - A confirmed or done booking without refund holds exactly its price (`held_mismatch`). With a
 *   refund (goodwill after the fact) it holds something from 0 to its price
 *   (`held_out_of_range`).
 * - A cancelled booking that was paid (it has charges) holds exactly its cancellation fee
 *   (`held_mismatch`): the rest of the price is owed back until it is refunded.
 * - Any other booking was never paid (hold, awaiting provider or payment, request denied, expired,
 *   cancelled without charges, and paused, since a paused occurrence is not charged) and holds 0
 *   (`held_mismatch`). A hold whose charge is booked a moment before its confirmation shows up
 *   here if the ledger is read in between, so reconcile a settled snapshot.
 * - A booking marked `refunded` has a refund in the ledger (`refund_flag_mismatch`): a refund
 *   decided but never paid back is money owed. The other way round is no problem by itself: a
 *   charge given back because the price changed while paying leaves a refund on a booking that
 *   was then paid in full, and the held amount already proves that right.
 * - Fees + payouts never exceed what is held (`paid_out_exceeds_held`): the platform pays out
 *   only money it holds for that booking. A booking with nothing paid out is not reported here
 *   again when its refunds exceed its charges.
 */
export function reconcile(entries: readonly LedgerEntry[], bookings: readonly LedgerBooking[]): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  const totals = new Map<string, Totals>();
  for (const booking of bookings) totals.set(booking.id, { charge: 0, refund: 0, fee: 0, payout: 0, balance_use: 0, balance_return: 0 });

  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountOre) || entry.amountOre <= 0) {
      problems.push({ code: 'invalid_amount', bookingId: entry.bookingId, actualOre: entry.amountOre });
      continue;
    }
    const sums = totals.get(entry.bookingId);
    if (!sums) {
      problems.push({ code: 'unknown_booking', bookingId: entry.bookingId, actualOre: entry.amountOre });
      continue;
    }
    sums[entry.kind] += entry.amountOre;
  }

  for (const booking of bookings) {
    const sums = totals.get(booking.id);
    if (!sums) continue;
    const paidIn = sums.charge + sums.balance_use;
    const paidBack = sums.refund + sums.balance_return;
    const held = paidIn - paidBack;
    const problem = (code: LedgerProblemCode, actualOre: number, expectedOre?: number) =>
      problems.push(expectedOre === undefined ? { code, bookingId: booking.id, actualOre } : { code, bookingId: booking.id, expectedOre, actualOre });

    if (paidBack > paidIn) problem('refund_exceeds_charge', paidBack, paidIn);

    if (paidStatuses.includes(booking.status) && booking.refunded) {
      if (held < 0 || held > booking.priceOre) problem('held_out_of_range', held);
    } else {
      const expected = expectedHeld(booking, sums);
      if (held !== expected) problem('held_mismatch', held, expected);
    }

    if (booking.refunded && paidBack === 0) problem('refund_flag_mismatch', paidBack);

    const paidOut = sums.fee + sums.payout;
    if (paidOut > 0 && paidOut > held) problem('paid_out_exceeds_held', paidOut, held);
  }
  return problems;
}

function expectedHeld(booking: LedgerBooking, sums: Totals): number {
  const unpaid = booking.unpaidInvoiceOre ?? 0;
  if (paidStatuses.includes(booking.status)) return booking.priceOre - unpaid;
  if (booking.status === 'cancelled' && (sums.charge > 0 || sums.balance_use > 0 || unpaid > 0)) return booking.cancellationFeeOre - unpaid;
  return 0;
}
