import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { customerBookingsQueryKey } from '../../../lib/query-keys.ts';
import type { CustomerRequestPage, CustomerRequestView, RequestFilter } from './request-types.ts';

/** Every list of the customer's requests and every request; invalidated after a change. */
export const customerRequestsQueryKey = ['customRequests', 'customer'] as const;
export const customerRequestQueryKey = (id: string) => [...customerRequestsQueryKey, 'one', id] as const;

/** `GET /api/customRequests/customer?status=&next=`: the customer's own requests, newest first, a page at a time. */
export function useCustomerRequests(filter: RequestFilter) {
  return useInfiniteQuery({
    queryKey: [...customerRequestsQueryKey, 'list', filter],
    queryFn: ({ signal, pageParam }) =>
      api.get<CustomerRequestPage>('customRequests/customer', { signal, query: { status: filter === 'all' ? undefined : filter, next: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** `GET /api/customRequests/customer/{id}`: the request with its offers and declines; `null` when it is not the customer's. */
export function useCustomerRequest(id: string) {
  return useQuery({
    queryKey: customerRequestQueryKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<CustomerRequestView>(`customRequests/customer/${encodeURIComponent(id)}`, { signal });
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });
}

/**
 * `PATCH /api/price-offer/seen/{id}` for offers the customer has not seen yet: each once per
 * visit, whatever re-renders happen. The lists' "new" counts are fetched again afterwards.
 */
export function useMarkOffersSeen() {
  const queryClient = useQueryClient();
  const sent = useRef(new Set<string>());
  return useCallback(
    (offerIds: readonly string[]) => {
      const fresh = offerIds.filter((offerId) => !sent.current.has(offerId));
      if (fresh.length === 0) return;
      for (const offerId of fresh) sent.current.add(offerId);
      void Promise.allSettled(fresh.map((offerId) => api.patch(`price-offer/seen/${encodeURIComponent(offerId)}`))).then(() =>
        queryClient.invalidateQueries({ queryKey: [...customerRequestsQueryKey, 'list'] }),
      );
    },
    [queryClient],
  );
}

/**
 * `POST /api/priceOffers/customer/{offerId}`: accepts an offer, with the address when the
 * request left it undecided. Answers the booking that now waits for payment.
 */
export function useAcceptOffer(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, deliveryPlace }: { offerId: string; deliveryPlace?: { street: string; postalCode: string } }) =>
      api.post<{ bookingId: string }>(`priceOffers/customer/${encodeURIComponent(offerId)}`, deliveryPlace ? { deliveryPlace } : {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customerRequestsQueryKey });
      void queryClient.invalidateQueries({ queryKey: customerBookingsQueryKey });
    },
    // An offer that ran out or a request that closed meanwhile: show how things stand now.
    onError: () => void queryClient.invalidateQueries({ queryKey: customerRequestQueryKey(requestId) }),
  });
}

/** `DELETE /api/customRequests/customer/{id}/cancel`: withdraws the request; open offers close with it. */
export function useCancelRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<CustomerRequestView>(`customRequests/customer/${encodeURIComponent(id)}/cancel`),
    onSuccess: (request) => {
      queryClient.setQueryData(customerRequestQueryKey(id), request);
      void queryClient.invalidateQueries({ queryKey: [...customerRequestsQueryKey, 'list'] });
    },
  });
}
