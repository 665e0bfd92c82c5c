import type { Booking, BookingListItem } from '#shared/bookings/booking.schema.ts';

/** A booking as `GET /api/booking/:id` sends it to its customer: a request waiting for the provider. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '00000000-0000-4000-8000-00000000b001',
    orderNumber: 'TT-100231',
    status: 'awaiting_provider',
    serviceId: '00000000-0000-4000-8000-00000000a001',
    serviceTitle: 'Flyttevask av leilighet',
    providerId: '00000000-0000-4000-8000-00000000c001',
    customerId: '00000000-0000-4000-8000-000000000001',
    startsAt: '2026-12-04T09:00:00.000Z',
    endsAt: '2026-12-04T12:00:00.000Z',
    priceOre: 129_000,
    vatOre: 25_800,
    participants: null,
    note: 'Ring på når du kommer.',
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    providerAnswerBy: '2026-11-24T09:00:00.000Z',
    paymentDueBy: null,
    declineReason: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    paymentMethod: 'card',
    cancellationPolicy: 'simple',
    addons: [{ title: 'Vask av kjøleskap', unitType: 'custom', units: 1, unitPriceOre: 35_000, amountOre: 35_000 }],
    checklist: ['Tøm skapene'],
    included: ['Vask av alle rom'],
    providerName: 'Kari Vask',
    customerName: 'Ola Nordmann',
    whoCancelled: null,
    cancellationReason: null,
    cancellationNote: null,
    cancellationFeeOre: null,
    refund: null,
    viewerRole: 'customer',
    actions: { pay: false, cancel: true, changeTime: false, accept: false, decline: false, markDone: false },
    ...overrides,
  };
}

/** The same booking as one line of a list. */
export function aBookingRow(overrides: Partial<BookingListItem> = {}): BookingListItem {
  const booking = aBooking();
  return {
    id: booking.id,
    orderNumber: booking.orderNumber,
    status: booking.status,
    serviceTitle: booking.serviceTitle,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    priceOre: booking.priceOre,
    otherPartyName: booking.providerName,
    providerAnswerBy: booking.providerAnswerBy,
    paymentDueBy: booking.paymentDueBy,
    createdAt: booking.createdAt,
    ...overrides,
  };
}
