import { describe, expect, it } from 'vitest';
import { ratingOpenUntil, ratingRefusal } from './rating-rules.ts';

const doneAt = new Date('2026-12-04T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('who may rate when', () => {
  it('refuses a booking that is not done', () => {
    for (const status of ['confirmed', 'awaiting_payment', 'cancelled', 'expired', 'paused'] as const) {
      expect(ratingRefusal({ status, doneAt: null }, at('2026-12-05T00:00:00Z'))).toBe('error.rating.not_done');
    }
  });

  it('takes a done booking for 30 days after it was marked done, the last moment included', () => {
    expect(ratingRefusal({ status: 'done', doneAt }, at('2026-12-04T12:00:00Z'))).toBeNull();
    expect(ratingRefusal({ status: 'done', doneAt }, at('2027-01-03T12:00:00Z'))).toBeNull();
    expect(ratingRefusal({ status: 'done', doneAt }, at('2027-01-03T12:00:00.001Z'))).toBe('error.rating.window_passed');
    expect(ratingOpenUntil(doneAt)).toEqual(at('2027-01-03T12:00:00Z'));
    expect(ratingOpenUntil(null)).toBeNull();
  });
});
