import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptAddonOfferResult, AddonOffer, CreateAddonOfferBody, RescheduleRequest } from '#shared/bookings/booking-cards.schema.ts';
import type { ChatBooking, ChatRelated } from '#shared/chats/chat.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { bookingQueryKey, customerBookingsQueryKey, providerBookingsQueryKey } from '../../../lib/query-keys.ts';
import { chatsQueryKey } from './chats.ts';

export const chatBookingsKey = (chatId: string) => [...chatsQueryKey, 'bookings', chatId] as const;
export const chatRelatedKey = (chatId: string) => [...chatsQueryKey, 'related', chatId] as const;
const id = encodeURIComponent;

// The API client revives date-times as `Date`; cards and bookings are kept as the shared schemas
// have them (strings), like the messages they arrive in over the socket.
const isoText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

export function asAddonOffer(raw: AddonOffer): AddonOffer {
  return { ...raw, createdAt: isoText(raw.createdAt), answeredAt: raw.answeredAt ? isoText(raw.answeredAt) : null, paidAt: raw.paidAt ? isoText(raw.paidAt) : null };
}

export function asRescheduleRequest(raw: RescheduleRequest): RescheduleRequest {
  return {
    ...raw,
    currentStartsAt: isoText(raw.currentStartsAt),
    proposedStartsAt: isoText(raw.proposedStartsAt),
    proposedEndsAt: isoText(raw.proposedEndsAt),
    expiresAt: isoText(raw.expiresAt),
    createdAt: isoText(raw.createdAt),
    answeredAt: raw.answeredAt ? isoText(raw.answeredAt) : null,
  };
}

/** `GET /api/chats/{id}/bookings`: the pair's confirmed bookings that have not ended, soonest first. */
export function useChatBookings(chatId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatBookingsKey(chatId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ChatBooking[] }>(`chats/${id(chatId)}/bookings`, { signal })).data.map((booking) => ({
        ...booking,
        startsAt: isoText(booking.startsAt),
        endsAt: isoText(booking.endsAt),
      })),
    enabled,
    staleTime: 30_000,
  });
}

/** `GET /api/chats/{id}/related`: the pair's bookings and the customer's requests that reached the provider, for links to their pages. */
export function useChatRelated(chatId: string) {
  return useQuery({
    queryKey: chatRelatedKey(chatId),
    queryFn: async ({ signal }): Promise<ChatRelated> => {
      const related = await api.get<ChatRelated>(`chats/${id(chatId)}/related`, { signal });
      return {
        bookings: related.bookings.map((booking) => ({ ...booking, startsAt: isoText(booking.startsAt) })),
        requests: related.requests.map((request) => ({ ...request, createdAt: isoText(request.createdAt) })),
      };
    },
    staleTime: 30_000,
  });
}

/** A card's answer moves or adds to a booking: what shows that booking is read again. */
function useBookingChanged(chatId: string) {
  const queryClient = useQueryClient();
  return (bookingId: string) => {
    void queryClient.invalidateQueries({ queryKey: bookingQueryKey(bookingId) });
    void queryClient.invalidateQueries({ queryKey: customerBookingsQueryKey });
    void queryClient.invalidateQueries({ queryKey: providerBookingsQueryKey });
    void queryClient.invalidateQueries({ queryKey: chatBookingsKey(chatId) });
    void queryClient.invalidateQueries({ queryKey: chatRelatedKey(chatId) });
  };
}

/** `POST /api/booking/extraPurchase/{bookingId}/create`: the provider offers an add-on. */
export function useCreateAddonOffer() {
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: CreateAddonOfferBody }) =>
      api.post<AddonOffer>(`booking/extraPurchase/${id(bookingId)}/create`, body).then(asAddonOffer),
  });
}

export type AddonOfferAnswer = 'accept' | 'deny' | 'withdraw';

/**
 * Accept (the customer, who then pays at the checkout the answer names), deny (the customer) or
 * withdraw (the provider) an add-on offer.
 */
export function useAnswerAddonOffer(chatId: string) {
  const changed = useBookingChanged(chatId);
  return useMutation({
    mutationFn: async ({ offerId, answer }: { offerId: string; answer: AddonOfferAnswer }): Promise<AcceptAddonOfferResult> => {
      const path = `booking/extraPurchase/${id(offerId)}/${answer}`;
      if (answer === 'accept') {
        const result = await api.post<AcceptAddonOfferResult>(path, {});
        return { ...result, offer: asAddonOffer(result.offer) };
      }
      return { offer: asAddonOffer(await api.post<AddonOffer>(path)), checkout: null };
    },
    onSuccess: (result) => changed(result.offer.bookingId),
  });
}

/** `POST /api/messages/{chatId}/reschedule`: either side proposes a new start for one of the pair's bookings. */
export function useProposeReschedule(chatId: string) {
  return useMutation({
    mutationFn: (body: { bookingId: string; startTime: string }) =>
      api.post<RescheduleRequest>(`messages/${id(chatId)}/reschedule`, body).then(asRescheduleRequest),
  });
}

/** Accept (the booking moves) or reject a proposed new start; the side that did not propose it. */
export function useAnswerReschedule(chatId: string) {
  const changed = useBookingChanged(chatId);
  return useMutation({
    mutationFn: ({ requestId, answer }: { requestId: string; answer: 'accept' | 'reject' }) =>
      api.post<RescheduleRequest>(`reschedule/${id(requestId)}/${answer}`).then(asRescheduleRequest),
    onSuccess: (request) => changed(request.bookingId),
  });
}

/** `GET /api/provider/suggest-times?bookingId=&day=`: free starts on that day for the booking's length, its own time free. */
export function useSuggestedTimes(bookingId: string | null, day: string | null) {
  return useQuery({
    queryKey: ['suggest-times', bookingId, day],
    queryFn: async ({ signal }) =>
      (await api.get<{ times: Date[] }>('provider/suggest-times', { signal, query: { bookingId: bookingId ?? '', day: day ?? '' } })).times.map((time) => new Date(time)),
    enabled: Boolean(bookingId && day),
    staleTime: 15_000,
  });
}
