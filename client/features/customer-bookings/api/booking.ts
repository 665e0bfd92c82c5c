import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bookingQueryKey, customerBookingsQueryKey } from '../../../lib/query-keys.ts';
import type { CustomerBooking } from './booking-types.ts';

export { useBooking } from '../../../components/bookings/use-booking.ts';

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
