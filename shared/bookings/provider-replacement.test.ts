import { describe, expect, it } from 'vitest';
import { replacementRefusal } from './provider-replacement.ts';

const now = new Date('2026-12-01T08:00:00Z');
const later = new Date('2026-12-03T09:00:00Z');

describe('replacementRefusal', () => {
  it('allows a confirmed booking that has not started and has no replacement under way', () => {
    expect(replacementRefusal({ status: 'confirmed', startsAt: later }, now, false)).toBeNull();
  });

  it('refuses an unpaid, ended or cancelled booking', () => {
    for (const status of ['awaiting_payment', 'awaiting_provider', 'hold', 'done', 'cancelled', 'expired'] as const) {
      expect(replacementRefusal({ status, startsAt: later }, now, false)).toBe('error.booking.replacement_not_possible');
    }
  });

  it('refuses a booking that has started, from its very start', () => {
    expect(replacementRefusal({ status: 'confirmed', startsAt: now }, now, false)).toBe('error.booking.replacement_not_possible');
  });

  it('refuses a second replacement while one is being found', () => {
    expect(replacementRefusal({ status: 'confirmed', startsAt: later }, now, true)).toBe('error.booking.replacement_pending');
  });
});
