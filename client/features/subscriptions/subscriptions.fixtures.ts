import type { ProviderSubscription, Subscription, SubscriptionDetail, SubscriptionVisit } from '#shared/subscriptions/subscription.schema.ts';

export const subscriptionId = '5b000000-0000-4000-8000-000000000001';
export const cardId = 'ca000000-0000-4000-8000-000000000001';
export const otherCardId = 'ca000000-0000-4000-8000-000000000002';

/** A visit as the API sends it (ISO strings); the next one by default, Friday 4 December at 10:00 in Oslo. */
export function aVisit(overrides: Partial<SubscriptionVisit> = {}): SubscriptionVisit {
  return {
    id: 'a1000000-0000-4000-8000-000000000004',
    startsAt: '2026-12-04T09:00:00.000Z',
    state: 'booked',
    priceOre: 89_000,
    chargeAt: '2026-12-02T09:00:00.000Z',
    nextTryAt: null,
    declined: false,
    bookingId: 'b0000000-0000-4000-8000-000000000004',
    bookingStatus: 'confirmed',
    canSkip: true,
    suggestedTimes: [],
    ...overrides,
  };
}

/** A weekly cleaning on Fridays at 10:00, paid with a Visa card. */
export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: subscriptionId,
    status: 'active',
    pauseReason: null,
    frequency: 'weekly',
    serviceId: '5e000000-0000-4000-8000-000000000001',
    serviceTitle: 'Fast vask av leilighet',
    providerId: '70000000-0000-4000-8000-000000000001',
    providerName: 'Kari Vask',
    weekday: 5,
    startTime: '10:00',
    durationMinutes: 180,
    priceOre: 89_000,
    firstVisitPromoPercentage: null,
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo' },
    card: { id: cardId, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028 },
    nextVisit: aVisit(),
    nextChargeAt: '2026-12-02T09:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    cancelledAt: null,
    ...overrides,
  };
}

/** The subscription with two past visits (paid; refused and not paid) and two coming (the next, and one whose time was taken). */
export function aSubscriptionDetail(overrides: Partial<SubscriptionDetail> = {}): SubscriptionDetail {
  return {
    ...aSubscription(),
    visits: [
      aVisit({ id: 'a1000000-0000-4000-8000-000000000001', startsAt: '2026-11-13T09:00:00.000Z', state: 'unpaid', declined: true, bookingId: null, bookingStatus: null, canSkip: false }),
      aVisit({ id: 'a1000000-0000-4000-8000-000000000002', startsAt: '2026-11-20T09:00:00.000Z', state: 'paid', bookingId: 'b0000000-0000-4000-8000-000000000002', bookingStatus: 'done', canSkip: false }),
      aVisit(),
      aVisit({
        id: 'a1000000-0000-4000-8000-000000000005',
        startsAt: '2026-12-11T09:00:00.000Z',
        chargeAt: '2026-12-09T09:00:00.000Z',
        state: 'collided',
        bookingId: null,
        bookingStatus: null,
        suggestedTimes: ['2026-12-11T07:00:00.000Z', '2026-12-11T11:00:00.000Z', '2026-12-14T09:00:00.000Z'],
      }),
    ],
    ...overrides,
  };
}

/** A subscriber as the provider sees it. */
export function aProviderSubscription(overrides: Partial<ProviderSubscription> = {}): ProviderSubscription {
  return {
    id: subscriptionId,
    status: 'active',
    customerName: 'Ola',
    serviceTitle: 'Fast vask av leilighet',
    frequency: 'every_two_weeks',
    weekday: 5,
    startTime: '10:00',
    durationMinutes: 150,
    priceOre: 89_000,
    payoutOre: 75_650,
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo' },
    nextVisits: [
      { id: 'a1000000-0000-4000-8000-000000000004', startsAt: '2026-12-04T09:00:00.000Z', state: 'booked', bookingId: 'b0000000-0000-4000-8000-000000000004', bookingStatus: 'confirmed' },
      { id: 'a1000000-0000-4000-8000-000000000006', startsAt: '2026-12-18T09:00:00.000Z', state: 'booked', bookingId: null, bookingStatus: null },
    ],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
