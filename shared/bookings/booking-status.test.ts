import { describe, expect, it } from 'vitest';
import {
  type BookingEvent,
  type BookingOrigin,
  type BookingStatus,
  BookingTransitionError,
  bookingStatuses,
  deadlineBefore,
  finalStatuses,
  holdsTime,
  isFinished,
  nextStatus,
  notDoneReasons,
  timeHoldingStatuses,
} from './booking-status.ts';

const notDone: BookingEvent = { type: 'mark_not_done', whoCancelled: 'customer', reason: 'customer_no_show', refund: false, note: 'Ingen åpnet døren' };

// Every allowed transition, written out by hand from spec §4 rather than derived from the table.
const allowed: Array<[BookingOrigin, BookingEvent, BookingStatus]> = [
  [null, { type: 'request' }, 'awaiting_provider'],
  [null, { type: 'book_direct', hold: true }, 'hold'],
  [null, { type: 'book_direct', hold: false }, 'awaiting_payment'],
  ['awaiting_provider', { type: 'accept' }, 'awaiting_payment'],
  ['awaiting_provider', { type: 'decline', reason: 'Jeg er bortreist den uken.' }, 'request_denied'],
  ['hold', { type: 'confirm' }, 'confirmed'],
  ['awaiting_payment', { type: 'confirm' }, 'confirmed'],
  ['hold', { type: 'expire' }, 'expired'],
  ['awaiting_provider', { type: 'expire' }, 'expired'],
  ['awaiting_payment', { type: 'expire' }, 'expired'],
  ['hold', { type: 'cancel_by_customer' }, 'cancelled'],
  ['awaiting_provider', { type: 'cancel_by_customer' }, 'cancelled'],
  ['awaiting_payment', { type: 'cancel_by_customer' }, 'cancelled'],
  ['confirmed', { type: 'cancel_by_customer' }, 'cancelled'],
  ['paused', { type: 'cancel_by_customer' }, 'cancelled'],
  ['hold', { type: 'cancel_by_admin' }, 'cancelled'],
  ['awaiting_provider', { type: 'cancel_by_admin' }, 'cancelled'],
  ['awaiting_payment', { type: 'cancel_by_admin' }, 'cancelled'],
  ['confirmed', { type: 'cancel_by_admin' }, 'cancelled'],
  ['paused', { type: 'cancel_by_admin' }, 'cancelled'],
  ['confirmed', { type: 'mark_done' }, 'done'],
  ['confirmed', notDone, 'cancelled'],
  ['confirmed', { type: 'pause' }, 'paused'],
  ['awaiting_payment', { type: 'pause' }, 'paused'],
  ['paused', { type: 'resume' }, 'confirmed'],
  ['confirmed', { type: 'replacement_declined' }, 'cancelled'],
];

describe('nextStatus', () => {
  it.each(allowed)('from %s, %o leads to %s', (from, event, to) => {
    expect(nextStatus(from, event)).toEqual({ status: to, changed: true });
  });

  it.each(allowed)('from %s, %o applied again to %s changes nothing', (_from, event, to) => {
    expect(nextStatus(to, event)).toEqual({ status: to, changed: false });
  });

  const forbidden: Array<[BookingOrigin, BookingEvent]> = [
    ['awaiting_provider', { type: 'confirm' }], // nothing is paid before the provider accepts
    ['awaiting_provider', { type: 'mark_done' }],
    ['awaiting_payment', { type: 'decline', reason: 'For sent' }],
    ['confirmed', { type: 'accept' }],
    ['confirmed', { type: 'expire' }],
    ['done', { type: 'cancel_by_customer' }],
    ['done', notDone],
    ['cancelled', { type: 'confirm' }],
    ['cancelled', { type: 'resume' }],
    ['request_denied', { type: 'accept' }],
    ['expired', { type: 'confirm' }],
    ['expired', { type: 'cancel_by_admin' }],
    ['paused', { type: 'mark_done' }],
    ['hold', { type: 'pause' }],
    ['awaiting_payment', { type: 'replacement_declined' }], // only a paid booking has a replacement to decline
    ['confirmed', { type: 'request' }],
    [null, { type: 'accept' }],
    [null, { type: 'confirm' }],
  ];

  it.each(forbidden)('refuses %o from %s with a typed error', (from, event) => {
    let thrown: unknown;
    try {
      nextStatus(from, event);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BookingTransitionError);
    expect(thrown).toMatchObject({ code: 'transition_forbidden', from, event: event.type });
  });

  it('leaves no way out of a final status except repeating the event that led there', () => {
    const events: BookingEvent[] = [
      { type: 'request' }, { type: 'book_direct', hold: true }, { type: 'accept' }, { type: 'decline', reason: 'Nei' }, { type: 'confirm' },
      { type: 'expire' }, { type: 'cancel_by_customer' }, { type: 'cancel_by_admin' }, { type: 'mark_done' }, notDone, { type: 'pause' }, { type: 'resume' },
      { type: 'provider_unavailable' }, { type: 'replacement_declined' },
    ];
    for (const status of finalStatuses) {
      for (const event of events) {
        let result: ReturnType<typeof nextStatus> | undefined;
        try {
          result = nextStatus(status, event);
        } catch (error) {
          expect(error).toBeInstanceOf(BookingTransitionError);
          continue;
        }
        expect(result).toEqual({ status, changed: false });
      }
    }
  });

  it('needs a reason to decline and one of the eight reasons, who cancelled and refund yes or no for not done', () => {
    expect(() => nextStatus('awaiting_provider', { type: 'decline', reason: '   ' })).toThrow(expect.objectContaining({ code: 'event_invalid' }));
    expect(notDoneReasons).toHaveLength(8);
    for (const reason of notDoneReasons) {
      expect(nextStatus('confirmed', { ...notDone, reason } as BookingEvent).status).toBe('cancelled');
    }
    const bad = [
      { ...notDone, reason: 'weather' },
      { ...notDone, whoCancelled: 'admin' },
      { ...notDone, refund: 'yes' },
    ] as unknown as BookingEvent[];
    for (const event of bad) expect(() => nextStatus('confirmed', event)).toThrow(expect.objectContaining({ code: 'event_invalid' }));
    expect(() => nextStatus('confirmed', { type: 'teleport' } as unknown as BookingEvent)).toThrow(BookingTransitionError);
  });
});

describe('time-holding statuses', () => {
  it('are exactly a checkout in progress, an accepted booking awaiting payment and a confirmed one', () => {
    expect([...timeHoldingStatuses].sort()).toEqual(['awaiting_payment', 'confirmed', 'hold']);
    expect(bookingStatuses.filter(holdsTime).sort()).toEqual(['awaiting_payment', 'confirmed', 'hold']);
    expect(holdsTime('awaiting_provider')).toBe(false);
    expect(holdsTime('paused')).toBe(false);
  });
});

describe('deadlineBefore', () => {
  const now = new Date('2026-12-01T08:00:00Z');
  it('gives the whole time when the start is further away, and the start when it is nearer', () => {
    expect(deadlineBefore(now, 72 * 3_600_000, new Date('2026-12-10T09:00:00Z')).toISOString()).toBe('2026-12-04T08:00:00.000Z');
    expect(deadlineBefore(now, 72 * 3_600_000, new Date('2026-12-03T09:00:00Z')).toISOString()).toBe('2026-12-03T09:00:00.000Z');
  });
});

describe('isFinished', () => {
  it('is true for done, cancelled, declined and expired bookings only', () => {
    expect(bookingStatuses.filter(isFinished)).toEqual(['done', 'cancelled', 'request_denied', 'expired']);
  });
});
