import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminChat } from '#shared/chats/admin-chat.schema.ts';
import { api } from '../../../lib/api-client.ts';

const chatsKey = (userId: string) => ['admin', 'users', userId, 'chats'] as const;

/** `GET /api/admin/users/:id/chats`: who the person talks with; never the messages. */
export function useAdminUserChats(userId: string) {
  return useQuery({
    queryKey: chatsKey(userId),
    queryFn: ({ signal }) => api.get<AdminChat[]>(`admin/users/${encodeURIComponent(userId)}/chats`, { signal }),
  });
}

/** Switch a chat off (with the reason for the audit log) or on again; the person's list is read again. */
export function useSwitchChat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { chatId: string; reason?: string }) =>
      change.reason === undefined
        ? api.post(`admin/chats/${encodeURIComponent(change.chatId)}/reactivate`)
        : api.post(`admin/chats/${encodeURIComponent(change.chatId)}/deactivate`, { reason: change.reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsKey(userId) }),
  });
}
