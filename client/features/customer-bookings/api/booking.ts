import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { bookingQueryKey, customerBookingsQueryKey } from '../../../lib/query-keys.ts';
import type { CustomerBooking } from './booking-types.ts';

/** `GET /api/booking/:id`; `null` when there is no such booking for this person (404). */
export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingQueryKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<CustomerBooking>(`booking/${encodeURIComponent(id)}`, { signal });
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
  });
}

/** After a change: show the answer at once and let every tab fetch its lines again. */
export function useStoreBooking() {
  const queryClient = useQueryClient();
  return useCallback(
    (booking: CustomerBooking) => {
      queryClient.setQueryData(bookingQueryKey(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: customerBookingsQueryKey });
    },
    [queryClient],
  );
}
