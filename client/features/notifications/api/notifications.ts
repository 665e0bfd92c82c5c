import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationFilter } from '#shared/notifications/notification.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useLiveEvent } from '../../../lib/live-connection.ts';

/** A notification as the client holds it: the API client turns the times into dates. */
export type NotificationItem = Omit<Notification, 'createdAt' | 'readAt'> & { createdAt: Date; readAt: Date | null };
type NotificationPage = { data: NotificationItem[]; next: string | null };

export const notificationsQueryKey = ['notifications'] as const;
const listKey = (filter: NotificationFilter) => [...notificationsQueryKey, 'list', filter] as const;
const unreadCountKey = [...notificationsQueryKey, 'unread-count'] as const;

/** `GET /api/notifications/unread-count`: the badge. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => api.get<{ count: number }>('notifications/unread-count', { signal }).then((answer) => answer.count),
    enabled,
  });
}

/** `GET /api/notifications?filter=&next=`: newest first, a page at a time. */
export function useNotifications(filter: NotificationFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: listKey(filter),
    queryFn: ({ signal, pageParam }) => api.get<NotificationPage>('notifications', { signal, query: { filter, next: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
}

/**
 * Keeps the badge and the lists current while the person is signed in: a pushed notification
 * counts at once and the lists fetch again; after a dropped connection, everything is fetched
 * again, since pushes may have been missed meanwhile.
 */
export function useLiveNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveEvent(
    'notification:new',
    () => {
      queryClient.setQueryData<number>(unreadCountKey, (count) => (count ?? 0) + 1);
      void queryClient.invalidateQueries({ queryKey: [...notificationsQueryKey, 'list'] });
    },
    { enabled, onReconnect: () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }) },
  );
}

/** Marks read in every cached list at once, so the item and the badge change before the server answers. */
function markInCache(queryClient: ReturnType<typeof useQueryClient>, isTarget: (item: NotificationItem) => boolean, now: Date) {
  let marked = 0;
  queryClient.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: [...notificationsQueryKey, 'list'] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((item) => {
              if (item.readAt || !isTarget(item)) return item;
              marked += 1;
              return { ...item, readAt: now };
            }),
          })),
        }
      : data,
  );
  return marked;
}

/** `POST /api/notifications/{id}/read`. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Notification>(`notifications/${encodeURIComponent(id)}/read`),
    onMutate: (id) => {
      if (markInCache(queryClient, (item) => item.id === id, new Date()) > 0) {
        queryClient.setQueryData<number>(unreadCountKey, (count) => Math.max(0, (count ?? 1) - 1));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

/** `POST /api/notifications/read-all`. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>('notifications/read-all'),
    onMutate: () => {
      markInCache(queryClient, () => true, new Date());
      queryClient.setQueryData<number>(unreadCountKey, 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
