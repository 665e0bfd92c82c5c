import { useInfiniteQuery } from '@tanstack/react-query';
import type { CustomerBookingTab } from '#shared/bookings/booking.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { customerBookingsQueryKey } from '../../../lib/query-keys.ts';
import type { BookingPage } from './booking-types.ts';

/** `GET /api/booking/customer?tab=`: one tab of the customer's bookings, a page at a time. */
export function useCustomerBookings(tab: CustomerBookingTab) {
  return useInfiniteQuery({
    queryKey: [...customerBookingsQueryKey, tab],
    queryFn: ({ signal, pageParam }) => api.get<BookingPage>('booking/customer', { signal, query: { tab, next: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
