import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '#shared/bookings/booking-status.ts';
import { bookingCalendarEvent, bookingCalendarFileName } from './booking-calendar-event.ts';

const booking = {
  id: '00000000-0000-4000-8000-0000000000b1',
  status: 'confirmed' as const,
  serviceTitle: 'Flyttevask',
  updatedAt: new Date('2026-12-01T08:00:00Z'),
  startsAt: new Date('2026-12-03T09:00:00Z'),
  endsAt: new Date('2026-12-03T10:00:00Z'),
  deliveryStreet: 'Storgata 1',
  deliveryPostalCode: '0155',
  deliveryPlace: 'Oslo',
  orderNumber: 'TT100231',
};

describe('bookingCalendarEvent', () => {
  it('describes the booking with a stable UID, its address and order number', () => {
    expect(bookingCalendarEvent(booking, 'nb')).toMatchObject({
      uid: `${booking.id}@tjenestetorget.no`,
      start: booking.startsAt,
      end: booking.endsAt,
      summary: 'Flyttevask',
      location: 'Storgata 1, 0155 Oslo',
      status: 'CONFIRMED',
    });
    expect(bookingCalendarEvent(booking, 'nb').description).toContain('TT100231');
  });

  it('marks what is not yet certain as tentative and what is over without the visit as cancelled', () => {
    const statusOf = (status: (typeof bookingStatuses)[number]) => bookingCalendarEvent({ ...booking, status }, 'nb').status;
    expect(Object.fromEntries(bookingStatuses.map((status) => [status, statusOf(status)]))).toEqual({
      hold: 'TENTATIVE',
      awaiting_provider: 'TENTATIVE',
      awaiting_payment: 'TENTATIVE',
      confirmed: 'CONFIRMED',
      done: 'CONFIRMED',
      cancelled: 'CANCELLED',
      request_denied: 'CANCELLED',
      paused: 'TENTATIVE',
      expired: 'CANCELLED',
    });
    expect(bookingCalendarEvent({ ...booking, status: 'awaiting_provider' }, 'en').summary).toBe('Flyttevask (request)');
  });

  it('says a subscription visit is a recurring cleaning, not a booking awaiting payment', () => {
    const visit = bookingCalendarEvent({ ...booking, status: 'awaiting_payment' }, 'nb', { recurring: true });
    expect(visit.summary).toBe('Flyttevask (fast rengjøring)');
    expect(visit.description).toBe('Ordrenummer: TT100231\nFast rengjøring: ett av besøkene i et abonnement. Kunden betaler automatisk før besøket.');
    expect(bookingCalendarEvent(booking, 'en', { recurring: true }).summary).toBe('Flyttevask (recurring cleaning)');
  });

  it('names the file after the order number', () => {
    expect(bookingCalendarFileName('TT100231')).toBe('tjenestetorget-tt100231.ics');
  });
});
