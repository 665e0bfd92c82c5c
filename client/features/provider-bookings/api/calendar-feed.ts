import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type CalendarFeedState = { active: boolean; createdAt: Date | null };

const calendarFeedQueryKey = ['provider', 'calendar-feed'] as const;

/** `GET /api/provider/calendar-feed`: whether a subscription link exists, never the link itself. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => api.get<CalendarFeedState>('provider/calendar-feed', { signal }),
  });
}

/** `POST /api/provider/calendar-feed`: a new secret link; any earlier link stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('provider/calendar-feed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey }),
  });
}

/** `DELETE /api/provider/calendar-feed`: the link stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('provider/calendar-feed'),
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedState>(calendarFeedQueryKey, { active: false, createdAt: null });
      return queryClient.invalidateQueries({ queryKey: calendarFeedQueryKey });
    },
  });
}
