import type { Booking, BookingListItem } from '#shared/bookings/booking.schema.ts';
import { aBookingListItem, aBooking as aSharedBooking, noBookingActions } from '../../test/fixtures.ts';

/** `GET /api/booking/:id` as the provider sees a fresh request. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return aSharedBooking({
    orderNumber: 'TT-10001',
    startsAt: '2026-11-25T09:00:00.000Z',
    endsAt: '2026-11-25T12:00:00.000Z',
    priceOre: 284_000,
    vatOre: 56_800,
    note: 'Nøkkelen ligger i postkassen.',
    checklist: [],
    included: [],
    providerName: 'Per Vask',
    customerName: 'Kari Kunde',
    viewerRole: 'provider',
    actions: { ...noBookingActions, accept: true, decline: true },
    ...overrides,
  });
}

/** A request as one line of `GET /api/booking/provider?tab=pending`, on the wire. */
export function aBookingItem(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return aBookingListItem({ priceOre: 249_000, ...overrides }, aBooking());
}

export const confirmedActions = { ...noBookingActions, markDone: true };
