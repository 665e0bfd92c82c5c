import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequestBody, DirectBookingBody } from '#shared/bookings/booking.schema.ts';
import type { ServiceLocation } from '#shared/explore/explore-query.schema.ts';
import { api } from '../../../lib/api-client.ts';
import type { BookingWithCheckout } from '../../../components/payments/pay-booking.ts';
import { bookingQueryKey } from '../../../lib/query-keys.ts';

export type BookingSubmission = { kind: 'direct'; body: DirectBookingBody } | { kind: 'request'; body: BookingRequestBody };

/**
 * `GET /api/location/service/{id}`: whether the service delivers to a postal code, asked before
 * sending so the customer hears it beside the address. The server decides again on submit.
 */
export function checkDelivery(serviceId: string, postalCode: string): Promise<ServiceLocation> {
  return api.get<ServiceLocation>(`location/service/${serviceId}`, { query: { locationName: postalCode } });
}

/**
 * `POST /api/booking` (direct booking, paid at once or at the card checkout it answers) or `POST /api/custom-request/service` (a
 * request the provider answers). The new booking is kept for the confirmation page.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: BookingSubmission) =>
      submission.kind === 'direct' ? api.post<BookingWithCheckout>('booking', submission.body) : api.post<BookingWithCheckout>('custom-request/service', submission.body),
    onSuccess: (booking) => queryClient.setQueryData(bookingQueryKey(booking.id), booking),
  });
}
