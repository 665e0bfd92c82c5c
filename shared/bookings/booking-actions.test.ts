import { describe, expect, it } from 'vitest';
import { type BookingActionInput, bookingActions } from './booking-actions.ts';

const now = new Date('2026-06-10T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const booking = (over: Partial<BookingActionInput>): BookingActionInput => ({
  status: 'confirmed',
  startsAt: hours(24 * 10),
  providerAnswerBy: null,
  paymentDueBy: null,
  cancellationPolicy: 'simple',
  ...over,
});

describe('bookingActions', () => {
  it('lets the provider answer a request only until its deadline, and the customer only cancel or move it', () => {
    const request = booking({ status: 'awaiting_provider', providerAnswerBy: hours(1) });
    expect(bookingActions(request, 'provider', now)).toMatchObject({ accept: true, decline: true, markDone: false, pay: false, cancel: false });
    expect(bookingActions(request, 'customer', now)).toMatchObject({ accept: false, decline: false, cancel: true, changeTime: true, pay: false });
    expect(bookingActions({ ...request, providerAnswerBy: now }, 'provider', now)).toMatchObject({ accept: false, decline: false });
  });

  it('does not let the provider accept a request whose time has begun, though it may still decline it', () => {
    const begun = booking({ status: 'awaiting_provider', startsAt: hours(-1), providerAnswerBy: hours(20) });
    expect(bookingActions(begun, 'provider', now)).toMatchObject({ accept: false, decline: true });
  });

  it('lets the customer pay an accepted request until the payment deadline', () => {
    const accepted = booking({ status: 'awaiting_payment', paymentDueBy: hours(72) });
    expect(bookingActions(accepted, 'customer', now).pay).toBe(true);
    expect(bookingActions(accepted, 'provider', now).pay).toBe(false);
    expect(bookingActions({ ...accepted, paymentDueBy: hours(-0.001) }, 'customer', now).pay).toBe(false);
  });

  it('never lets a provider cancel', () => {
    for (const status of ['awaiting_provider', 'awaiting_payment', 'confirmed', 'paused'] as const) {
      expect(bookingActions(booking({ status }), 'provider', now).cancel).toBe(false);
    }
  });

  it('moves a confirmed booking only until the cancellation deadline of its policy', () => {
    expect(bookingActions(booking({ startsAt: hours(48) }), 'customer', now).changeTime).toBe(true);
    expect(bookingActions(booking({ startsAt: hours(47.9) }), 'customer', now).changeTime).toBe(false);
    expect(bookingActions(booking({ startsAt: hours(24 * 7), cancellationPolicy: 'strict' }), 'provider', now).changeTime).toBe(true);
    expect(bookingActions(booking({ startsAt: hours(24 * 7 - 1), cancellationPolicy: 'strict' }), 'provider', now).changeTime).toBe(false);
  });

  it('marks done only once the booking has started, and nothing is possible after the end states', () => {
    expect(bookingActions(booking({ startsAt: hours(1) }), 'provider', now).markDone).toBe(false);
    expect(bookingActions(booking({ startsAt: hours(-1) }), 'provider', now)).toMatchObject({ markDone: true, changeTime: false });
    for (const status of ['done', 'cancelled', 'request_denied', 'expired'] as const) {
      const actions = bookingActions(booking({ status }), 'customer', now);
      expect(Object.values(actions).some(Boolean)).toBe(false);
    }
  });
});
