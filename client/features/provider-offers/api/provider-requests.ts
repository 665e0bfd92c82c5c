import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PriceOffer, PriceOfferCreateBody, PriceOfferPatchBody } from '#shared/requests/price-offer.schema.ts';
import type { ProviderRequest, ProviderRequestCounts, ProviderRequestTab, providerRequestListItemSchema, rejectionSchema } from '#shared/requests/custom-request.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../lib/live-connection.ts';

export type ProviderRequestItem = z.infer<typeof providerRequestListItemSchema>;
export type Rejection = z.infer<typeof rejectionSchema>;
export type { ProviderRequest };

type Page<T> = { data: T[]; next: string | null };

/** Every list and request of the provider's offers section; invalidated after any answer. */
export const providerRequestsQueryKey = ['customRequests', 'provider'] as const;
const requestKey = (id: string) => [...providerRequestsQueryKey, 'one', id] as const;
const countsKey = [...providerRequestsQueryKey, 'counts'] as const;

/** `GET /api/customRequests/provider?tab=`: newest reached first, "load more" follows `next`. */
export function useProviderRequests(tab: ProviderRequestTab) {
  return useInfiniteQuery({
    queryKey: [...providerRequestsQueryKey, 'list', tab],
    queryFn: ({ pageParam, signal }) => api.get<Page<ProviderRequestItem>>('customRequests/provider', { query: { tab, next: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/**
 * `GET /api/customRequests/provider/counts`: requests waiting for an answer, for the menu. Fetched
 * again when a notification arrives (a new request is announced by one), after a dropped
 * connection, and with the provider's answers (it shares the section's key).
 */
export function useOpenRequestCount() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: countsKey });
  useLiveEvent('notification:new', refresh, { enabled: true, onReconnect: refresh });
  return useQuery({
    queryKey: countsKey,
    queryFn: ({ signal }) => api.get<ProviderRequestCounts>('customRequests/provider/counts', { signal }).then((answer) => answer.open),
  });
}

/** `GET /api/customRequests/provider/{id}`: the request as this provider sees it (reading it marks it seen). */
export function useProviderRequest(id: string) {
  return useQuery({
    queryKey: requestKey(id),
    queryFn: ({ signal }) => api.get<ProviderRequest>(`customRequests/provider/${encodeURIComponent(id)}`, { signal }),
  });
}

export type OfferCommand =
  | { kind: 'create'; body: PriceOfferCreateBody }
  | { kind: 'change'; offerId: string; body: PriceOfferPatchBody }
  | { kind: 'decline'; customRequestId: string; rejectReason: string };

function send(command: OfferCommand): Promise<PriceOffer | Rejection> {
  if (command.kind === 'create') return api.post('priceOffers/provider', command.body);
  if (command.kind === 'change') return api.patch(`price-offer/${encodeURIComponent(command.offerId)}`, command.body);
  return api.post('customRequests/reject', { customRequestId: command.customRequestId, rejectReason: command.rejectReason });
}

/** Send, change or decline; then the request and every tab are read again (its state moved). */
export function useOfferCommand(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: requestKey(requestId) });
      void queryClient.invalidateQueries({ queryKey: providerRequestsQueryKey });
    },
  });
}
