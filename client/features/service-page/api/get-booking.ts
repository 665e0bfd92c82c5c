import { useQuery } from '@tanstack/react-query';
import type { Booking } from '#shared/bookings/booking.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** The client turns date-times into `Date`; these fields arrive as such. */
export type BookingDetails = Omit<Booking, 'startsAt' | 'endsAt' | 'createdAt' | 'providerAnswerBy' | 'paymentDueBy'> & {
  startsAt: Date | string;
  endsAt: Date | string;
  createdAt: Date | string;
  providerAnswerBy: Date | string | null;
  paymentDueBy: Date | string | null;
};

export const bookingQueryKey = (id: string) => ['booking', id] as const;

/** `GET /api/booking/{id}`; `null` when it is not there or not this person's (404). */
export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingQueryKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<BookingDetails>(`booking/${encodeURIComponent(id)}`, { signal });
      } catch (error) {
        if (isApiError(error, 404) || isApiError(error, 403) || isApiError(error, 401)) return null;
        throw error;
      }
    },
  });
}
