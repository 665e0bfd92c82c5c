import type { Booking, BookingListItem } from '#shared/bookings/booking.schema.ts';

/** A request as one line of `GET /api/booking/provider?tab=pending`, on the wire. */
export function aBookingItem(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return {
    id: '00000000-0000-4000-8000-00000000b001',
    orderNumber: 'TT-10001',
    status: 'awaiting_provider',
    serviceTitle: 'Flyttevask av leilighet',
    startsAt: '2026-11-25T09:00:00.000Z',
    endsAt: '2026-11-25T12:00:00.000Z',
    priceOre: 249_000,
    otherPartyName: 'Kari Kunde',
    providerAnswerBy: '2026-11-24T09:00:00.000Z',
    paymentDueBy: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

const noActions = { pay: false, cancel: false, changeTime: false, accept: false, decline: false, markDone: false };

/** `GET /api/booking/:id` as the provider sees a fresh request. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '00000000-0000-4000-8000-00000000b001',
    orderNumber: 'TT-10001',
    status: 'awaiting_provider',
    serviceId: '00000000-0000-4000-8000-00000000c001',
    serviceTitle: 'Flyttevask av leilighet',
    providerId: '00000000-0000-4000-8000-00000000a001',
    customerId: '00000000-0000-4000-8000-00000000d001',
    startsAt: '2026-11-25T09:00:00.000Z',
    endsAt: '2026-11-25T12:00:00.000Z',
    priceOre: 284_000,
    vatOre: 56_800,
    participants: null,
    note: 'Nøkkelen ligger i postkassen.',
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    providerAnswerBy: '2026-11-24T09:00:00.000Z',
    paymentDueBy: null,
    declineReason: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    paymentMethod: 'card',
    cancellationPolicy: 'simple',
    addons: [{ title: 'Vask av kjøleskap', unitType: 'custom', units: 1, unitPriceOre: 35_000, amountOre: 35_000 }],
    checklist: [],
    included: [],
    providerName: 'Per Vask',
    customerName: 'Kari Kunde',
    whoCancelled: null,
    cancellationReason: null,
    cancellationNote: null,
    cancellationFeeOre: null,
    refund: null,
    viewerRole: 'provider',
    actions: { ...noActions, accept: true, decline: true },
    ...overrides,
  };
}

export const confirmedActions = { ...noActions, markDone: true };
