import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingRating, RatingBody } from '#shared/ratings/booking-rating.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { bookingQueryKey } from '../../../lib/query-keys.ts';

/** The API client turns ISO date-times into `Date`. */
export type BookingRatingView = Omit<BookingRating, 'created'> & { created: Date };

const ratingQueryKey = (bookingId: string) => [...bookingQueryKey(bookingId), 'rating'] as const;
const ratingPath = (bookingId: string) => `rating/booking/${encodeURIComponent(bookingId)}`;

/** `GET /api/rating/booking/:id`: the booking's rating, or null before it is rated. */
export function useBookingRating(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: ratingQueryKey(bookingId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<BookingRatingView>(ratingPath(bookingId), { signal });
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    enabled,
  });
}

/** `POST /api/rating/booking/:id`: the rating shows on the booking at once. */
export function useRateBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) => api.post<BookingRatingView>(ratingPath(bookingId), body),
    onSuccess: (rating) => queryClient.setQueryData(ratingQueryKey(bookingId), rating),
  });
}
