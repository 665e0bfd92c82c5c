import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bookingQueryKey } from '../../../lib/query-keys.ts';
import { useStoreBooking } from './booking.ts';
import type { CustomerBooking } from './booking-types.ts';

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

/** `PUT /api/booking/:id/time`: moves the booking, keeping its length. */
export function useChangeTime(bookingId: string) {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: (span: { from: Date; to: Date }) =>
      api.put<CustomerBooking>(`booking/${encodeURIComponent(bookingId)}/time`, { from: span.from.toISOString(), to: span.to.toISOString() }),
    onSuccess: store,
  });
}
