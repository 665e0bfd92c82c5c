import type { User } from '#shared/accounts/user.schema.ts';
import type { Booking, BookingListItem } from '#shared/bookings/booking.schema.ts';
import type { Category } from '#shared/catalogue/category.schema.ts';
import { defaultNotificationSettings } from '#shared/notifications/notification-settings.ts';

let counter = 0;

/** A signed-in customer as `GET /api/user` describes them; override what a test cares about. */
export function aUser(overrides: Partial<User> = {}): User {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    firstName: 'Kari',
    lastName: 'Nordmann',
    phone: '+4791234567',
    email: 'kari@eksempel.no',
    consentAnalytics: false,
    consentCrashlytics: false,
    notificationSettings: structuredClone(defaultNotificationSettings),
    delete: null,
    orgNumber: null,
    companyName: null,
    orderAsBusiness: false,
    language: 'nb_no',
    isBlocked: false,
    blockedMessage: null,
    isAdmin: false,
    signInMethods: ['phone', 'email'],
    createdAt: new Date('2026-01-05T10:00:00Z'),
    ...overrides,
  };
}

/** The same user as JSON on the wire (dates as ISO strings), for faked API answers. */
export function userJson(user: User): unknown {
  return JSON.parse(JSON.stringify(user));
}

/** A category as `GET /api/explore/categories/:id` describes it (cleaning); override what a test cares about. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: 'cleaning',
    slug: 'rengjoring',
    title: { nb: 'Rengjøring', en: 'Cleaning' },
    uiTitle: { nb: 'Rengjøring', en: 'Cleaning' },
    description: { nb: '', en: '' },
    questionTitleHint: null,
    image: null,
    taxRate: 25,
    type: 'dailylife',
    enableParticipants: false,
    sortIndex: 1,
    subcategories: [],
    ...overrides,
  };
}

export const noBookingActions = { pay: false, cancel: false, changeTime: false, accept: false, decline: false, markDone: false };

/**
 * A booking as `GET /api/booking/:id` sends it (JSON on the wire): a request waiting for the
 * provider, seen by its customer. Screens of either side override what they need.
 */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '00000000-0000-4000-8000-00000000b001',
    orderNumber: 'TT100231',
    status: 'awaiting_provider',
    serviceId: '00000000-0000-4000-8000-00000000a001',
    serviceTitle: 'Flyttevask av leilighet',
    providerId: '00000000-0000-4000-8000-00000000c001',
    customerId: '00000000-0000-4000-8000-000000000001',
    startsAt: '2026-12-04T09:00:00.000Z',
    endsAt: '2026-12-04T12:00:00.000Z',
    priceOre: 129_000,
    vatOre: 25_800,
    listPriceOre: 129_000,
    discountOre: 0,
    couponId: null,
    promoCode: null,
    participants: null,
    note: 'Ring på når du kommer.',
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    providerAnswerBy: '2026-11-24T09:00:00.000Z',
    paymentDueBy: null,
    declineReason: null,
    declineReasonKey: null,
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
    customerCancelReason: null,
    cancellationNote: null,
    cancellationFeeOre: null,
    refund: null,
    receiptAvailable: false,
    publicServiceSlug: null,
    viewerRole: 'customer',
    actions: { ...noBookingActions, cancel: true },
    ...overrides,
  };
}

/** A booking as one line of a booking list, from `aBooking` unless overridden. */
export function aBookingListItem(overrides: Partial<BookingListItem> = {}, booking: Booking = aBooking()): BookingListItem {
  return {
    id: booking.id,
    orderNumber: booking.orderNumber,
    status: booking.status,
    serviceTitle: booking.serviceTitle,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    priceOre: booking.priceOre,
    chargedOre: booking.status === 'confirmed' || booking.status === 'done' ? booking.priceOre : 0,
    refundedOre: 0,
    otherPartyName: booking.viewerRole === 'provider' ? booking.customerName : booking.providerName,
    providerAnswerBy: booking.providerAnswerBy,
    paymentDueBy: booking.paymentDueBy,
    createdAt: booking.createdAt,
    subscriptionId: null,
    ...overrides,
  };
}

