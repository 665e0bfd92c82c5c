import { useQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { BookingListItemView } from '../../../components/bookings/use-booking.ts';
import { api } from '../../../lib/api-client.ts';
import { customerBookingsQueryKey } from '../../../lib/query-keys.ts';

/**
 * `GET /api/booking/customer?tab=active&status=awaiting_payment`: the signed-in customer's
 * accepted requests still to pay, soonest start first. Under the customer's bookings key, so any
 * change to a booking (paying it, for one) refreshes the front page alert too.
 */
export function useAwaitingPayment(enabled: boolean) {
  return useQuery({
    queryKey: [...customerBookingsQueryKey, 'active', 'awaiting_payment'] as const,
    queryFn: ({ signal }) => api.get<Paged<BookingListItemView>>('booking/customer', { signal, query: { tab: 'active', status: 'awaiting_payment' } }),
    enabled,
    // Nobody should miss a deadline because the front page was left open.
    refetchInterval: 5 * 60_000,
  });
}
