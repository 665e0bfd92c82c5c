import type { BookingStatus } from './booking-status.ts';

export const cancellationPolicies = ['simple', 'strict'] as const;
export type CancellationPolicy = (typeof cancellationPolicies)[number];

/**
 * Which policy a booking gets, by its category's type: events (weddings, concerts) are booked
 * long ahead and a late cancellation costs the provider other work, so they are Strict; daily
 * life services (cleaning) are Simple. The policy is copied to the booking when it is made.
 */
export function cancellationPolicyFor(categoryType: 'event' | 'dailylife'): CancellationPolicy {
  return categoryType === 'event' ? 'strict' : 'simple';
}

const hour = 3_600_000;
const day = 24 * hour;

/**
 * The bands of spec §9, as time left before the start. Durations are fixed hours (7 days =
 * 168 h), not calendar days, so a daylight-saving change moves a boundary by an hour of local
 * time rather than making one band an hour longer.
 */
export const cancellationBands = {
  simple: [
    { band: 'simple_under_48_hours', under: 48 * hour, percent: 100 },
    { band: 'simple_free', under: Infinity, percent: 0 },
  ],
  strict: [
    { band: 'strict_under_7_days', under: 7 * day, percent: 100 },
    { band: 'strict_7_to_30_days', under: 30 * day, percent: 30 },
    { band: 'strict_free', under: Infinity, percent: 0 },
  ],
} as const;

export type CancellationBand =
  | 'before_confirmation'
  | (typeof cancellationBands)[CancellationPolicy][number]['band'];

/** Statuses a booking can be cancelled from; the others are over. */
const cancellable: readonly BookingStatus[] = ['hold', 'awaiting_provider', 'awaiting_payment', 'confirmed', 'paused'];

export class CancellationError extends Error {
  override name = 'CancellationError';
  readonly code = 'not_cancellable';
  readonly status: BookingStatus;
  constructor(status: BookingStatus) {
    super(`A booking in status ${status} cannot be cancelled`);
    this.status = status;
  }
}

/** `price × percent / 100` in whole øre, halves up; integer arithmetic, so no float noise. */
function percentOf(priceOre: number, percent: number): number {
  return Math.floor((priceOre * percent + 50) / 100);
}

/**
 * What cancelling costs the customer now (spec §4, §9).
 *
 * Before confirmation nothing has been paid and cancelling is free. A paused occurrence is not
 * charged either. After confirmation the policy decides by the time left until the start:
 * - Simple: under 48 hours costs 100 %, otherwise a full refund.
 * - Strict: under 7 days costs 100 %, from 7 days to under 30 days 30 %, earlier a full refund.
 *
 * At a boundary exactly, "under" is strict: the customer gets the cheaper band. Exactly 48 hours
 * before is free under Simple; exactly 7 days before costs 30 % and exactly 30 days before is free
 * under Strict. One millisecond later (less time left) the dearer band applies.
 *
 * The fee is rounded to whole øre, halves up, and the refund is the rest, so fee + refund is
 * always the price. For an unpaid booking the "refund" is simply what is not charged.
 */
export function cancellationFee(input: {
  policy: CancellationPolicy;
  priceOre: number;
  startsAt: Date;
  now: Date;
  status: BookingStatus;
}): { feeOre: number; refundOre: number; band: CancellationBand } {
  const { policy, priceOre, startsAt, now, status } = input;
  if (!Number.isSafeInteger(priceOre) || priceOre < 0) throw new RangeError('priceOre must be a whole, non-negative number of øre');
  if (!cancellable.includes(status)) throw new CancellationError(status);
  if (status !== 'confirmed') return { feeOre: 0, refundOre: priceOre, band: 'before_confirmation' };
  const left = startsAt.getTime() - now.getTime();
  const found = cancellationBands[policy].find((band) => left < band.under);
  if (!found) throw new RangeError(`Unknown cancellation policy ${String(policy)}`);
  const feeOre = percentOf(priceOre, found.percent);
  return { feeOre, refundOre: priceOre - feeOre, band: found.band };
}

/**
 * The last moment cancelling a confirmed booking is free: the start minus the widest band that
 * costs anything (48 hours under Simple, 30 days under Strict). Exactly at it the cancellation is
 * still free, as in `cancellationFee`.
 */
export function freeCancellationUntil(policy: CancellationPolicy, startsAt: Date): Date {
  const paidBands = cancellationBands[policy].filter((band) => band.percent > 0);
  const widest = Math.max(...paidBands.map((band) => band.under));
  return new Date(startsAt.getTime() - widest);
}

export type CancellationOutlook = {
  /** Until when cancelling a confirmed booking is free. */
  freeUntil: Date;
  /** Whether that moment has already passed now: cancelling after confirmation would cost `feeOre`. */
  windowPassed: boolean;
  /** What cancelling right after confirmation costs, and its share of the price. */
  feeOre: number;
  percent: number;
};

/**
 * What a customer about to book or pay should know (spec §9): until when cancelling will be free,
 * or, when that moment has already passed, what cancelling would cost at once. The same bands as
 * `cancellationFee`, which the server charges by.
 */
export function cancellationOutlook(input: { policy: CancellationPolicy; priceOre: number; startsAt: Date; now: Date }): CancellationOutlook {
  const { policy, priceOre, startsAt, now } = input;
  const { feeOre } = cancellationFee({ policy, priceOre, startsAt, now, status: 'confirmed' });
  const left = startsAt.getTime() - now.getTime();
  const band = cancellationBands[policy].find((candidate) => left < candidate.under);
  const freeUntil = freeCancellationUntil(policy, startsAt);
  return { freeUntil, windowPassed: now.getTime() > freeUntil.getTime(), feeOre, percent: band?.percent ?? 0 };
}

/** How long before the start the cancellation deadline falls (spec §9). */
export function cancellationDeadlineMs(policy: CancellationPolicy): number {
  return policy === 'simple' ? 2 * day : 7 * day;
}

/**
 * Whether the cancellation deadline has passed (spec §9: Simple 2 days before the start,
 * otherwise 7 days). It passes strictly after that moment, matching `cancellationFee`: exactly at
 * the deadline the cheaper band still applies. Upcoming subscription orders past it are kept when a
 * subscription is cancelled.
 */
export function deadlinePassed(input: { policy: CancellationPolicy; startsAt: Date; now: Date }): boolean {
  return input.now.getTime() > input.startsAt.getTime() - cancellationDeadlineMs(input.policy);
}
