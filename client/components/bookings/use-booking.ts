import { useQuery } from '@tanstack/react-query';
import type { Booking, BookingListItem } from '#shared/bookings/booking.schema.ts';
import { api } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { bookingQueryKey } from '../../lib/query-keys.ts';

/** The API client turns ISO date-times into `Date`; these are the shared shapes as received. */
export type Revived<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? Date | null : Date };

type BookingDates = 'startsAt' | 'endsAt' | 'providerAnswerBy' | 'paymentDueBy' | 'createdAt';
export type BookingView = Revived<Booking, BookingDates>;
export type BookingListItemView = Revived<BookingListItem, BookingDates>;

/**
 * `GET /api/booking/:id` for its customer or its provider, one cache entry per booking whichever
 * screen reads it; `null` when there is no such booking for this person (404, or an id that is
 * no id: 400).
 */
export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingQueryKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<BookingView>(`booking/${encodeURIComponent(id)}`, { signal });
      } catch (error) {
        if (isApiError(error, 404) || isApiError(error, 400)) return null;
        throw error;
      }
    },
    retry: false,
  });
}
