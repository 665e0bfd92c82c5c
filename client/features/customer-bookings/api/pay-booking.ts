import { useMutation } from '@tanstack/react-query';
import type { PaymentMethod } from '#shared/bookings/booking.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useStoreBooking } from './booking.ts';
import type { CustomerBooking } from './booking-types.ts';

/** `POST /api/booking/:id/pay`: the customer pays an accepted request, which confirms it. */
export function usePayBooking(id: string) {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: (paymentMethod: PaymentMethod) =>
      api.post<CustomerBooking>(`booking/${encodeURIComponent(id)}/pay`, { paymentMethod, acceptTerms: true }),
    onSuccess: store,
  });
}
