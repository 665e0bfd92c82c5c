import { customRequestStatuses, type CustomRequestStatus } from '#shared/requests/custom-request.schema.ts';
import { customerRequestStatusSlugs, queryParams } from '#shared/routing/paths.ts';
import type { CustomerRequestView, RequestFilter, RequestResponse } from '../api/request-types.ts';

export const requestFilters: readonly RequestFilter[] = ['all', ...customRequestStatuses];

/** The list's filter from the address (`?fane=apne`); all requests when none or an unknown one is named. */
export function filterFromSearch(search: URLSearchParams): RequestFilter {
  const slug = search.get(queryParams.tab);
  const status = customRequestStatuses.find((value) => customerRequestStatusSlugs[value] === slug);
  return status ?? 'all';
}

export function searchForFilter(filter: RequestFilter): URLSearchParams {
  return filter === 'all' ? new URLSearchParams() : new URLSearchParams({ [queryParams.tab]: customerRequestStatusSlugs[filter as CustomRequestStatus] });
}

export type Offer = RequestResponse & { type: 'OFFER'; price: number; expiresAt: Date };

export function isOffer(response: RequestResponse): response is Offer {
  return response.type === 'OFFER' && typeof response.price === 'number' && response.expiresAt instanceof Date;
}

/** Run out: the server said so, or its deadline passed while the page was open. */
export function isExpired(offer: Offer, now: Date): boolean {
  return offer.status === 'expired' || (offer.status === 'sent' && offer.expiresAt.getTime() <= now.getTime());
}

/**
 * Whether the customer may accept the offer now: the request is open, the offer is open and
 * still valid. A PAUSED offer (its provider takes no jobs now) cannot be.
 */
export function isAcceptable(request: Pick<CustomerRequestView, 'status'>, offer: Offer, now: Date): boolean {
  return request.status === 'OPEN' && offer.status === 'sent' && !isExpired(offer, now);
}

/** The offers in the order a customer compares them: the accepted one, then those open to accept by price, then the rest. */
export function sortOffers(request: Pick<CustomerRequestView, 'status'>, offers: readonly Offer[], now: Date): Offer[] {
  const rank = (offer: Offer) => (offer.status === 'accepted' ? 0 : isAcceptable(request, offer, now) ? 1 : offer.status === 'PAUSED' ? 2 : 3);
  return [...offers].sort((a, b) => rank(a) - rank(b) || a.price - b.price || a.createdAt.getTime() - b.createdAt.getTime());
}

/** Kroner with at most two decimals as øre, for the money formatter. */
export const krToOre = (kroner: number) => Math.round(kroner * 100);
