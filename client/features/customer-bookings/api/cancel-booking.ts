import { useMutation, useQuery } from '@tanstack/react-query';
import type { CustomerCancelReason } from '#shared/bookings/booking-status.ts';
import { api } from '../../../lib/api-client.ts';
import { bookingQueryKey } from '../../../lib/query-keys.ts';
import { useStoreBooking } from './booking.ts';
import type { CustomerBooking, CustomerCancellationQuote } from './booking-types.ts';

export const cancellationQuoteQueryKey = (id: string) => [...bookingQueryKey(id), 'cancellation'] as const;

/** `GET /api/booking/:id/cancellation`: what cancelling costs right now; always fetched fresh. */
export function useCancellationQuote(id: string, enabled: boolean) {
  return useQuery({
    queryKey: cancellationQuoteQueryKey(id),
    queryFn: ({ signal }) => api.get<CustomerCancellationQuote>(`booking/${encodeURIComponent(id)}/cancellation`, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * `POST /api/booking/:id/cancel` with the fee the customer was shown, so the server refuses
 * (409 `error.booking.fee_changed`) rather than charge a fee nobody saw, and the reason if one was chosen.
 */
export function useCancelBooking(id: string) {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: (body: { expectedFeeOre: number; reason?: CustomerCancelReason }) => api.post<CustomerBooking>(`booking/${encodeURIComponent(id)}/cancel`, body),
    onSuccess: store,
  });
}
