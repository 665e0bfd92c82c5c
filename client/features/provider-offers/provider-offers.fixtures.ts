import type { ProviderRequest } from '#shared/requests/custom-request.schema.ts';
import type { ProviderRequestItem } from './api/provider-requests.ts';

export const requestId = '6f1c2b7a-1d2e-4c3b-9a8f-0b1c2d3e4f50';
export const categoryId = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const offerId = '7e2d3c4b-5a6f-4b8c-9d0e-1f2a3b4c5d6e';

type Offer = NonNullable<ProviderRequest['offer']>;

/** An offer of 2 500 kr sent on the request below, not yet seen. */
export function anOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: offerId,
    status: 'sent',
    price: 2500,
    conditions: 'Inkludert vaskemidler.',
    expiresAt: '2026-02-12T17:00:00.000Z',
    startTime: null,
    durationMinutes: 120,
    seenAt: null,
    resultingBookingId: null,
    createdAt: '2026-02-09T09:00:00.000Z',
    ...overrides,
  };
}

/** `GET /api/customRequests/provider/{id}`: an open request for a flat clean on Saturday 14 February, 10:00 in Oslo. */
export function aProviderRequest(overrides: Partial<ProviderRequest> = {}): ProviderRequest {
  return {
    id: requestId,
    ownerId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
    categoryId,
    title: 'Flyttevask av treromsleilighet',
    description: 'Leiligheten er 70 kvm.\nOvnen trenger ekstra kjærlighet.',
    tags: ['flyttevask', 'ovn'],
    startTime: '2026-02-14T09:00:00.000Z',
    deliveryPlace: { street: '', postalCode: '0150', place: 'Oslo' },
    files: [],
    status: 'OPEN',
    sendToAll: false,
    isReplacement: false,
    price: null,
    answers: [
      {
        questionId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
        type: 'NUMBER',
        questionNo: 'Hvor mange rom?',
        questionEn: 'How many rooms?',
        answer: 3,
        answerNo: '3 rom',
        answerEn: '3 rooms',
      },
    ],
    customerName: 'Kari Nordmann',
    created: '2026-02-09T08:00:00.000Z',
    updated: '2026-02-09T08:00:00.000Z',
    state: 'open',
    reachedAt: '2026-02-09T08:00:00.000Z',
    rejectReason: null,
    offer: null,
    payoutTerms: { serviceFeePercent: 10, orgType: 'company', vatRate: 0.25 },
    ...overrides,
  };
}

/** The same request as one line of `GET /api/customRequests/provider?tab=`. */
export function aRequestItem(overrides: Partial<ProviderRequestItem> = {}): ProviderRequestItem {
  const request = aProviderRequest();
  return {
    id: request.id,
    title: request.title,
    categoryId,
    status: 'OPEN',
    state: 'open',
    startTime: request.startTime,
    place: '0150 Oslo',
    customerName: 'Kari Nordmann',
    isReplacement: false,
    price: null,
    reachedAt: request.reachedAt,
    offer: null,
    created: request.created,
    ...overrides,
  };
}
