import { describe, expect, it } from 'vitest';
import { type BookingRequestEvent, type CustomRequestEvent, type FinishedBookingEvent, type TrackRecordEvents, trackRecord } from './track-record.ts';

const now = new Date('2026-12-01T12:00:00Z');
const at = (iso: string) => new Date(iso);
const minutes = (count: number, from: string) => new Date(at(from).getTime() + count * 60_000);
let serial = 0;
const id = () => `00000000-0000-4000-8000-${String((serial += 1)).padStart(12, '0')}`;

const request = (fields: Partial<BookingRequestEvent> & { createdAt: Date }): BookingRequestEvent => ({
  id: id(),
  label: 'Flyttevask',
  acceptedAt: null,
  declinedAt: null,
  systemDeclined: false,
  expiredAt: null,
  cancelledAt: null,
  ...fields,
});
const custom = (fields: Partial<CustomRequestEvent> & { reachedAt: Date }): CustomRequestEvent => ({
  id: id(),
  label: 'Vask av rekkehus',
  via: 'chosen',
  firstOfferAt: null,
  rejectedAt: null,
  endedAt: null,
  ...fields,
});
const finished = (fields: Partial<FinishedBookingEvent>): FinishedBookingEvent => ({
  id: id(),
  label: 'Flyttevask',
  startsAt: at('2026-11-01T10:00:00Z'),
  endedAt: at('2026-11-01T12:00:00Z'),
  outcome: 'done',
  whoCancelled: null,
  notDoneReason: null,
  ...fields,
});
const events = (fields: Partial<TrackRecordEvents>): TrackRecordEvents => ({ bookingRequests: [], customRequests: [], chats: [], finishedBookings: [], ...fields });

describe('acceptance rate', () => {
  it.each([
    ['accepted', request({ createdAt: at('2026-11-20T10:00:00Z'), acceptedAt: at('2026-11-20T11:00:00Z') }), true, true],
    ['declined', request({ createdAt: at('2026-11-20T10:00:00Z'), declinedAt: at('2026-11-20T11:00:00Z') }), true, false],
    ['expired', request({ createdAt: at('2026-11-20T10:00:00Z'), expiredAt: at('2026-11-23T10:00:00Z') }), true, false],
    ['customerWithdrew', request({ createdAt: at('2026-11-20T10:00:00Z'), cancelledAt: at('2026-11-20T10:30:00Z') }), false, false],
    ['systemDeclined', request({ createdAt: at('2026-11-20T10:00:00Z'), declinedAt: at('2026-11-21T10:00:00Z'), systemDeclined: true }), false, false],
    ['pending', request({ createdAt: at('2026-11-30T10:00:00Z') }), false, false],
  ])('a booking request %s: counts %s, in favour %s', (verdict, event, counts, scored) => {
    const [explained] = trackRecord(events({ bookingRequests: [event] }), now).acceptanceRate.events;
    expect(explained).toMatchObject({ kind: 'bookingRequest', verdict, counts, scored });
  });

  it.each([
    ['offered', custom({ reachedAt: at('2026-11-20T10:00:00Z'), firstOfferAt: at('2026-11-20T12:00:00Z') }), true, true],
    ['declined', custom({ reachedAt: at('2026-11-20T10:00:00Z'), rejectedAt: at('2026-11-20T12:00:00Z') }), true, false],
    ['unanswered', custom({ reachedAt: at('2026-11-20T10:00:00Z') }), true, false],
    ['unanswered', custom({ reachedAt: at('2026-11-20T10:00:00Z'), endedAt: at('2026-11-24T10:00:00Z') }), true, false],
    ['customerWithdrew', custom({ reachedAt: at('2026-11-20T10:00:00Z'), endedAt: at('2026-11-22T09:59:59Z') }), false, false],
    ['pending', custom({ reachedAt: minutes(-71 * 60, '2026-12-01T12:00:00Z') }), false, false],
    ['broadcastUnanswered', custom({ reachedAt: at('2026-11-20T10:00:00Z'), via: 'broadcast' }), false, false],
    ['offered', custom({ reachedAt: at('2026-11-20T10:00:00Z'), via: 'broadcast', firstOfferAt: at('2026-11-20T10:30:00Z') }), true, true],
  ])('a custom request %s: counts %s, in favour %s', (verdict, event, counts, scored) => {
    const [explained] = trackRecord(events({ customRequests: [event] }), now).acceptanceRate.events;
    expect(explained).toMatchObject({ kind: 'customRequest', verdict, counts, scored });
  });

  it('is new under three counted events, then accepted and offered over answered and unanswered, to four decimals', () => {
    const accepted = request({ createdAt: at('2026-11-20T10:00:00Z'), acceptedAt: at('2026-11-20T11:00:00Z') });
    const declined = request({ createdAt: at('2026-11-21T10:00:00Z'), declinedAt: at('2026-11-21T11:00:00Z') });
    const withdrawn = request({ createdAt: at('2026-11-22T10:00:00Z'), cancelledAt: at('2026-11-22T10:05:00Z') });
    expect(trackRecord(events({ bookingRequests: [accepted, declined, withdrawn] }), now).acceptanceRate).toMatchObject({ value: null, counted: 2 });
    const offered = custom({ reachedAt: at('2026-11-23T10:00:00Z'), firstOfferAt: at('2026-11-23T10:10:00Z') });
    expect(trackRecord(events({ bookingRequests: [accepted, declined, withdrawn], customRequests: [offered] }), now).acceptanceRate).toMatchObject({ value: 0.6667, counted: 3 });
  });

  it('leaves out events before the 12 months and lists the rest newest first', () => {
    const old = request({ createdAt: at('2025-11-30T11:59:59Z'), acceptedAt: at('2025-11-30T12:30:00Z') });
    const edge = request({ createdAt: at('2025-12-01T12:00:00Z'), declinedAt: at('2025-12-01T13:00:00Z') });
    const recent = request({ createdAt: at('2026-11-01T12:00:00Z'), acceptedAt: at('2026-11-01T13:00:00Z') });
    const figure = trackRecord(events({ bookingRequests: [old, edge, recent] }), now).acceptanceRate;
    expect(figure.events.map((event) => event.id)).toEqual([recent.id, edge.id]);
  });
});

describe('cancel rate', () => {
  it.each([
    ['done', finished({}), false],
    ['providerCancelled', finished({ outcome: 'cancelled', whoCancelled: 'provider', notDoneReason: 'provider_last_minute_cancel' }), true],
    ['providerCancelled', finished({ outcome: 'cancelled', whoCancelled: 'customer', notDoneReason: 'provider_no_show' }), true],
    ['providerCancelled', finished({ outcome: 'cancelled', whoCancelled: 'provider', notDoneReason: 'other' }), true],
    ['supportCancelled', finished({ outcome: 'cancelled', whoCancelled: 'admin' }), true],
    ['customerNoShow', finished({ outcome: 'cancelled', whoCancelled: 'customer', notDoneReason: 'customer_no_show' }), false],
    ['customerCancelled', finished({ outcome: 'cancelled', whoCancelled: 'customer', notDoneReason: 'customer_last_minute_cancel' }), false],
    ['customerCancelled', finished({ outcome: 'cancelled', whoCancelled: 'customer' }), false],
    ['notDoneOther', finished({ outcome: 'cancelled', whoCancelled: 'customer', notDoneReason: 'still_ongoing' }), false],
  ])('%s is the provider\u2019s fault: %s', (verdict, event, fault) => {
    const [explained] = trackRecord(events({ finishedBookings: [event] }), now).cancelRate.events;
    expect(explained).toMatchObject({ kind: 'booking', verdict, counts: true, scored: fault });
  });

  it('is the provider\u2019s cancellations over every confirmed booking that is over', () => {
    const list = [finished({}), finished({}), finished({ outcome: 'cancelled', whoCancelled: 'customer', notDoneReason: 'customer_no_show' }), finished({ outcome: 'cancelled', whoCancelled: 'admin' })];
    expect(trackRecord(events({ finishedBookings: list }), now).cancelRate).toMatchObject({ value: 0.25, counted: 4 });
    expect(trackRecord(events({ finishedBookings: list.slice(0, 2) }), now).cancelRate.value).toBeNull();
  });
});

describe('average response time', () => {
  it('averages the first answers to requests, custom requests and customer-started chats, in whole seconds', () => {
    const record = trackRecord(
      events({
        bookingRequests: [
          request({ createdAt: at('2026-11-20T10:00:00Z'), acceptedAt: at('2026-11-20T11:00:00Z') }),
          request({ createdAt: at('2026-11-20T10:00:00Z'), expiredAt: at('2026-11-23T10:00:00Z') }),
        ],
        customRequests: [custom({ reachedAt: at('2026-11-21T10:00:00Z'), rejectedAt: at('2026-11-21T10:30:00Z') })],
        chats: [
          { id: id(), askedAt: at('2026-11-22T10:00:00Z'), answeredAt: at('2026-11-22T10:00:10Z') },
          { id: id(), askedAt: at('2026-11-23T10:00:00Z'), answeredAt: null },
        ],
      }),
      now,
    );
    // (3600 + 1800 + 10) / 3; the expired request has no answer and the unanswered chat is listed, not counted.
    expect(record.averageResponseTimeSec).toMatchObject({ value: 1803, counted: 3 });
    expect(record.averageResponseTimeSec.events.map((event) => [event.verdict, event.responseSec])).toEqual([
      ['notAnsweredYet', null],
      ['answered', 10],
      ['declined', 1800],
      ['accepted', 3600],
    ]);
  });
});
