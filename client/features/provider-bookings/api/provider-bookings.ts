import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotDoneBody, ProviderBookingTab } from '#shared/bookings/booking.schema.ts';
import type { BookingListItemView, BookingView } from '../../../components/bookings/use-booking.ts';
import { api } from '../../../lib/api-client.ts';
import { bookingQueryKey, providerBookingsQueryKey } from '../../../lib/query-keys.ts';

export type ProviderBookingItem = BookingListItemView;
export type ProviderBooking = BookingView;

type Page<T> = { data: T[]; next: string | null };

/** `GET /api/booking/provider?tab=`: 20 a page, "load more" follows `next`. */
export function useProviderBookings(tab: ProviderBookingTab) {
  return useInfiniteQuery({
    queryKey: [...providerBookingsQueryKey, 'list', tab],
    queryFn: ({ pageParam, signal }) => api.get<Page<ProviderBookingItem>>('booking/provider', { query: { tab, next: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** `GET /api/booking/provider/calendar?from=&to=` (Oslo dates, at most 42 days). */
export function useProviderCalendar(from: string, to: string) {
  return useQuery({
    queryKey: [...providerBookingsQueryKey, 'calendar', from, to],
    queryFn: async ({ signal }) => (await api.get<{ data: ProviderBookingItem[] }>('booking/provider/calendar', { query: { from, to }, signal })).data,
  });
}

export type BookingCommand =
  | { kind: 'accept' }
  | { kind: 'decline'; reason: string }
  | { kind: 'done' }
  | { kind: 'not-done'; body: NotDoneBody };

function send(id: string, command: BookingCommand): Promise<ProviderBooking> {
  const path = `booking/${encodeURIComponent(id)}/${command.kind}`;
  if (command.kind === 'decline') return api.post(path, { reason: command.reason });
  if (command.kind === 'not-done') return api.post(path, command.body);
  return api.post(path);
}

/**
 * Accept, decline, done and not done. The answer is the booking as it is now; every list and
 * calendar range may have moved, so they are read again.
 */
export function useBookingCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, command }: { id: string; command: BookingCommand }) => send(id, command),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryKey(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: providerBookingsQueryKey });
    },
  });
}
