import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatListItem, ChatMessage, ChatReadState, ChatState, ChatUnreadCount } from '#shared/chats/chat.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useLiveEvent } from '../../../lib/live-connection.ts';

export const chatsQueryKey = ['chats'] as const;
const listKey = (state: ChatState) => [...chatsQueryKey, 'list', state] as const;
const unreadKey = [...chatsQueryKey, 'unread-count'] as const;
export const chatKey = (chatId: string) => [...chatsQueryKey, 'chat', chatId] as const;
export const messagesKey = (chatId: string) => [...chatsQueryKey, 'messages', chatId] as const;

type Page<Item> = { data: Item[]; next: string | null };

// The API client turns date-times into `Date`; socket events carry strings. Messages are kept as
// the shared schema has them (strings), so both sources merge into one list.
const isoText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

export function asChatMessage(raw: ChatMessage): ChatMessage {
  return { ...raw, createdAt: isoText(raw.createdAt) };
}

function asChatListItem(raw: ChatListItem): ChatListItem {
  return { ...raw, lastActivityAt: isoText(raw.lastActivityAt), lastMessage: raw.lastMessage ? asChatMessage(raw.lastMessage) : null };
}

/** `GET /api/chats?state=`: the caller's chats, the most recently active first. */
export function useChatList(state: ChatState) {
  return useInfiniteQuery({
    queryKey: listKey(state),
    queryFn: ({ signal, pageParam }) =>
      api.get<Page<ChatListItem>>('chats', { signal, query: { state, next: pageParam } }).then((page) => ({ ...page, data: page.data.map(asChatListItem) })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** `GET /api/chats/{id}`: one chat's other party, state and read mark; null when it is not the caller's. */
export function useChat(chatId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: chatKey(chatId),
    queryFn: ({ signal }) =>
      api.get<ChatListItem>(`chats/${encodeURIComponent(chatId)}`, { signal }).then(asChatListItem, (error: unknown) => {
        if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }),
  });
}

/** `GET /api/chats/unread-count`: the header badge. */
export function useUnreadChats(enabled = true) {
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => api.get<ChatUnreadCount>('chats/unread-count', { signal }),
    enabled,
  });
}

/** A page of messages: the newest when `before` is missing, else those before that message; newest first either way. */
export function fetchMessagesBefore(chatId: string, before: string | undefined, signal?: AbortSignal) {
  return api
    .get<Page<ChatMessage>>(`chats/${encodeURIComponent(chatId)}/messages`, { signal, query: { before } })
    .then((page) => ({ ...page, data: page.data.map(asChatMessage) }));
}

/** Every message after `afterId`, oldest first, following `next` until the end: what a dropped connection missed. */
export async function fetchMessagesAfter(chatId: string, afterId: string): Promise<ChatMessage[]> {
  const found: ChatMessage[] = [];
  let query: Record<string, string> = { after: afterId };
  for (;;) {
    const page = await api.get<Page<ChatMessage>>(`chats/${encodeURIComponent(chatId)}/messages`, { query });
    found.push(...page.data.map(asChatMessage));
    if (!page.next) return found;
    query = { next: page.next };
  }
}

/** `POST /api/chats/{id}/messages`: the fallback when the live connection cannot send. */
export function postMessage(chatId: string, body: { clientId: string; text: string }) {
  return api.post<ChatMessage>(`chats/${encodeURIComponent(chatId)}/messages`, body).then(asChatMessage);
}

/**
 * `POST /api/chats/{id}/pictures`: one picture with an optional caption. Pictures go over REST
 * only; the stored message comes back here and to both sides as `chat:message`.
 */
export function postPicture(chatId: string, body: { clientId: string; text: string; file: File }) {
  const form = new FormData();
  form.append('clientId', body.clientId);
  if (body.text) form.append('text', body.text);
  form.append('file', body.file);
  return api.post<ChatMessage>(`chats/${encodeURIComponent(chatId)}/pictures`, form).then(asChatMessage);
}

/** `POST /api/chats/{id}/read`. */
export function postRead(chatId: string, seq: number) {
  return api.post<ChatReadState>(`chats/${encodeURIComponent(chatId)}/read`, { seq });
}

/** The older pages of a conversation, newest page first; the live part is kept apart (see `useConversation`). */
export function useMessageHistory(chatId: string) {
  return useInfiniteQuery({
    queryKey: messagesKey(chatId),
    queryFn: ({ signal, pageParam }) => fetchMessagesBefore(chatId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // Keyed on the oldest message shown rather than the cursor, so a page asked for after live
    // messages arrived still starts where the screen ends.
    getNextPageParam: (last) => (last.next && last.data.length > 0 ? last.data.at(-1)!.id : undefined),
    // Fresh messages come live or through the catch-up; refetching every page on focus would only
    // repeat what is on screen.
    staleTime: Infinity,
  });
}

/**
 * Keeps the badge and the lists current: a pushed message or a read mark from another tab
 * refetches the count and the lists; after a dropped connection, the same, since pushes may have
 * been missed.
 */
export function useLiveChatSummary(enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: unreadKey });
    void queryClient.invalidateQueries({ queryKey: [...chatsQueryKey, 'list'] });
  };
  useLiveEvent('chat:message', refresh, { enabled, onReconnect: refresh });
  useLiveEvent('chat:read', refresh, { enabled });
}
