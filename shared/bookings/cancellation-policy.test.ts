import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './booking-status.ts';
import { CancellationError, cancellationFee, cancellationOutlook, deadlinePassed, freeCancellationUntil } from './cancellation-policy.ts';

const startsAt = new Date('2026-06-20T10:00:00Z');
const hour = 3_600_000;
const day = 24 * hour;
/** The moment `left` milliseconds before the start. */
const before = (left: number) => new Date(startsAt.getTime() - left);
const fee = (policy: 'simple' | 'strict', left: number, priceOre = 100_000, status: BookingStatus = 'confirmed') =>
  cancellationFee({ policy, priceOre, startsAt, now: before(left), status });

describe('cancellationFee, Simple', () => {
  it('refunds in full 48 hours or more before the start, and charges everything under 48 hours', () => {
    expect(fee('simple', 48 * hour + 1)).toEqual({ feeOre: 0, refundOre: 100_000, band: 'simple_free' });
    expect(fee('simple', 48 * hour)).toEqual({ feeOre: 0, refundOre: 100_000, band: 'simple_free' });
    expect(fee('simple', 48 * hour - 1)).toEqual({ feeOre: 100_000, refundOre: 0, band: 'simple_under_48_hours' });
    expect(fee('simple', 40 * day).feeOre).toBe(0);
  });

  it('charges everything once the start has passed', () => {
    expect(fee('simple', 0).feeOre).toBe(100_000);
    expect(fee('simple', -2 * hour).feeOre).toBe(100_000);
    expect(fee('strict', -2 * hour).feeOre).toBe(100_000);
  });
});

describe('cancellationFee, Strict', () => {
  it('charges 100 % under 7 days, 30 % from 7 days to under 30 days, nothing earlier', () => {
    expect(fee('strict', 7 * day - 1)).toEqual({ feeOre: 100_000, refundOre: 0, band: 'strict_under_7_days' });
    expect(fee('strict', 7 * day)).toEqual({ feeOre: 30_000, refundOre: 70_000, band: 'strict_7_to_30_days' });
    expect(fee('strict', 7 * day + 1)).toEqual({ feeOre: 30_000, refundOre: 70_000, band: 'strict_7_to_30_days' });
    expect(fee('strict', 30 * day - 1)).toEqual({ feeOre: 30_000, refundOre: 70_000, band: 'strict_7_to_30_days' });
    expect(fee('strict', 30 * day)).toEqual({ feeOre: 0, refundOre: 100_000, band: 'strict_free' });
    expect(fee('strict', 30 * day + 1)).toEqual({ feeOre: 0, refundOre: 100_000, band: 'strict_free' });
    expect(fee('strict', 48 * hour).feeOre).toBe(100_000);
  });

  it('rounds the 30 % fee to whole øre, halves up, and refunds exactly the rest', () => {
    // 30 % of 12 345 øre is 3 703.5 → 3 704; of 12 344 it is 3 703.2 → 3 703; of 5 it is 1.5 → 2.
    expect(fee('strict', 10 * day, 12_345)).toMatchObject({ feeOre: 3_704, refundOre: 8_641 });
    expect(fee('strict', 10 * day, 12_344)).toMatchObject({ feeOre: 3_703, refundOre: 8_641 });
    expect(fee('strict', 10 * day, 5)).toMatchObject({ feeOre: 2, refundOre: 3 });
    for (let price = 0; price < 2_000; price += 7) {
      const { feeOre, refundOre } = fee('strict', 10 * day, price);
      expect(Number.isInteger(feeOre) && feeOre + refundOre === price).toBe(true);
    }
  });
});

describe('cancellationFee before confirmation', () => {
  it.each<BookingStatus>(['awaiting_provider', 'awaiting_payment', 'hold', 'paused'])('is free in status %s, even an hour before', (status) => {
    expect(fee('strict', hour, 100_000, status)).toEqual({ feeOre: 0, refundOre: 100_000, band: 'before_confirmation' });
    expect(fee('simple', hour, 100_000, status).feeOre).toBe(0);
  });

  it.each<BookingStatus>(['done', 'cancelled', 'request_denied', 'expired'])('refuses a booking that is already %s', (status) => {
    expect(() => fee('simple', 10 * day, 100_000, status)).toThrow(CancellationError);
  });

  it('refuses a price that is not whole øre', () => {
    expect(() => fee('simple', day, 10.5)).toThrow(RangeError);
    expect(() => fee('simple', day, -1)).toThrow(RangeError);
  });
});

describe('deadlinePassed', () => {
  it('passes strictly after 2 days before the start for Simple', () => {
    expect(deadlinePassed({ policy: 'simple', startsAt, now: before(2 * day + 1) })).toBe(false);
    expect(deadlinePassed({ policy: 'simple', startsAt, now: before(2 * day) })).toBe(false);
    expect(deadlinePassed({ policy: 'simple', startsAt, now: before(2 * day - 1) })).toBe(true);
  });

  it('passes strictly after 7 days before the start otherwise', () => {
    expect(deadlinePassed({ policy: 'strict', startsAt, now: before(7 * day + 1) })).toBe(false);
    expect(deadlinePassed({ policy: 'strict', startsAt, now: before(7 * day) })).toBe(false);
    expect(deadlinePassed({ policy: 'strict', startsAt, now: before(7 * day - 1) })).toBe(true);
    expect(deadlinePassed({ policy: 'strict', startsAt, now: before(-day) })).toBe(true);
  });

  it('agrees with the fee: at the deadline cancelling is still not 100 %, just after it is', () => {
    for (const policy of ['simple', 'strict'] as const) {
      const left = policy === 'simple' ? 2 * day : 7 * day;
      expect(fee(policy, left).feeOre).toBeLessThan(100_000);
      expect(fee(policy, left - 1).feeOre).toBe(100_000);
      expect(deadlinePassed({ policy, startsAt, now: before(left - 1) })).toBe(true);
    }
  });
});

describe('cancellationOutlook', () => {
  const hours = (n: number) => n * 3_600_000;
  const startsAt = new Date('2026-12-10T08:00:00Z');
  const at = (hoursBefore: number) => new Date(startsAt.getTime() - hours(hoursBefore));

  it('Simple: booked 35 hours ahead, the free window has already passed and cancelling costs the whole price', () => {
    expect(cancellationOutlook({ policy: 'simple', priceOre: 90_000, startsAt, now: at(35) })).toEqual({
      freeUntil: new Date('2026-12-08T08:00:00Z'),
      windowPassed: true,
      feeOre: 90_000,
      percent: 100,
    });
  });

  it.each([
    // policy, hours before the start, window passed, fee share
    ['simple', 72, false, 0],
    ['simple', 48, false, 0],
    ['simple', 47.99, true, 100],
    ['strict', 31 * 24, false, 0],
    ['strict', 30 * 24, false, 0],
    ['strict', 20 * 24, true, 30],
    ['strict', 7 * 24, true, 30],
    ['strict', 6 * 24, true, 100],
  ] as const)('%s, %s hours before: passed %s, %s %%', (policy, before, passed, percent) => {
    const outlook = cancellationOutlook({ policy, priceOre: 100_000, startsAt, now: at(before) });
    expect(outlook).toMatchObject({ windowPassed: passed, percent, feeOre: percent * 1_000 });
    // The fee is exactly what the server would charge for a confirmed booking then.
    expect(outlook.feeOre).toBe(cancellationFee({ policy, priceOre: 100_000, startsAt, now: at(before), status: 'confirmed' }).feeOre);
  });

  it('free cancellation ends 48 hours before under Simple and 30 days before under Strict', () => {
    expect(freeCancellationUntil('simple', startsAt)).toEqual(new Date('2026-12-08T08:00:00Z'));
    expect(freeCancellationUntil('strict', startsAt)).toEqual(new Date('2026-11-10T08:00:00Z'));
  });
});
