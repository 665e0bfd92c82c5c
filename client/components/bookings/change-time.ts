import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { bookingQueryKey, customerBookingsQueryKey, providerBookingsQueryKey } from '../../lib/query-keys.ts';
import type { BookingView } from './use-booking.ts';

/** `GET /api/provider/:bookingId/dates?year=`: days the booking could move to (Oslo dates). */
export function useMoveDays(bookingId: string, years: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: [...bookingQueryKey(bookingId), 'move-days', ...years],
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(
        years.map((year) => api.get<{ days: string[] }>(`provider/${encodeURIComponent(bookingId)}/dates`, { signal, query: { year } })),
      );
      return [...new Set(answers.flatMap((answer) => answer.days))].sort();
    },
    enabled,
    staleTime: 30_000,
  });
}

/** `GET /api/provider/:bookingId/time?day=`: start times on that day for this booking. */
export function useMoveTimes(bookingId: string, day: string | null) {
  return useQuery({
    queryKey: [...bookingQueryKey(bookingId), 'move-times', day],
    queryFn: async ({ signal }) =>
      (await api.get<{ times: Date[] }>(`provider/${encodeURIComponent(bookingId)}/time`, { signal, query: { day: day ?? '' } })).times,
    enabled: Boolean(day),
    staleTime: 30_000,
  });
}

/**
 * `PUT /api/booking/:id/time`: moves the booking, keeping its length. The answer is shown at once;
 * the viewer's lists (and, for a provider, the calendar ranges) are read again.
 */
export function useChangeTime(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (span: { from: Date; to: Date }) =>
      api.put<BookingView>(`booking/${encodeURIComponent(bookingId)}/time`, { from: span.from.toISOString(), to: span.to.toISOString() }),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryKey(booking.id), booking);
      const lists = booking.viewerRole === 'provider' ? providerBookingsQueryKey : customerBookingsQueryKey;
      void queryClient.invalidateQueries({ queryKey: lists });
    },
  });
}
