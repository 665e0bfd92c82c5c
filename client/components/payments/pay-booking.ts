import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingQueryKey, customerBookingsQueryKey } from '../../lib/query-keys.ts';
import { api } from '../../lib/api-client.ts';
import type { BookingView } from '../bookings/use-booking.ts';
import type { PaymentFields } from './payment-choice.ts';
import { balanceQueryKey } from './payments-api.ts';

/** A booking as the booking and pay calls answer it: with the checkout to go to, if any. */
export type BookingWithCheckout = BookingView;

/**
 * `POST /api/booking/:id/pay`: the customer pays an accepted request (or tries again after a
 * failed card). Confirmed at once (saved card, invoice, balance) or a checkout to go to.
 */
export function usePayBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PaymentFields) => api.post<BookingWithCheckout>(`booking/${encodeURIComponent(id)}/pay`, { ...fields, acceptTerms: true }),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryKey(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: customerBookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
    },
  });
}
