import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type ChatListItem, type ChatMessage, personMessageKinds } from '#shared/chats/chat.schema.ts';
import { lastStored, mergeChatMessages } from '#shared/chats/message-merge.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { emitLive, useLiveEvent } from '../../../lib/live-connection.ts';
import { conversationItems, type OutgoingMessage } from '../lib/conversation-items.ts';
import { chatBookingsKey, chatRelatedKey } from './booking-cards.ts';
import { asChatMessage, chatKey, chatsQueryKey, fetchMessagesAfter, postPicture, postRead, useMessageHistory } from './chats.ts';
import { sendChatMessage } from './send-message.ts';

/** The server relays typing at most every 2 s per connection; sending more often is wasted. */
export const typingSendIntervalMs = 2_000;
/** How long "is typing" stays up after the last signal, a little more than two signals apart. */
export const typingShownMs = 4_000;

/**
 * One open conversation: its messages (history pages, live pushes, catch-ups and this tab's own
 * sends merged into one list), sending with retry, the other side typing, an announcement for
 * screen readers, and the read mark following what is on screen while the tab is visible.
 */
export function useConversation(chat: ChatListItem, me: string) {
  const chatId = chat.id;
  const queryClient = useQueryClient();
  const history = useMessageHistory(chatId);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const [typingSince, setTypingSince] = useState<number | null>(null);
  // The newest message read out by the live region: one from the other side, or a line or card that changed.
  const [announcement, setAnnouncement] = useState<ChatMessage | null>(null);
  // The divider stays where the unread part began when the conversation opened, even as it is read.
  const [readMarkAtOpen] = useState(chat.unreadCount > 0 ? chat.lastReadSeq : null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);
  const readUpTo = useRef(chat.lastReadSeq);

  const historyMessages = useMemo(() => history.data?.pages.flatMap((page) => page.data) ?? [], [history.data]);
  const items = useMemo(
    () => conversationItems({ history: historyMessages, live, outgoing, me, readMarkAtOpen }),
    [historyMessages, live, outgoing, me, readMarkAtOpen],
  );
  const newest = useMemo(() => lastStored(mergeChatMessages(historyMessages, live)), [historyMessages, live]);

  const stopTyping = () => {
    if (typingTimer.current) clearTimeout(typingTimer.current);
    typingTimer.current = null;
    setTypingSince(null);
  };

  const receive = (messages: ChatMessage[]) => {
    if (messages.length === 0) return;
    setLive((known) => mergeChatMessages(known, messages));
  };

  useLiveEvent(
    'chat:message',
    (raw) => {
      if (raw.chatId !== chatId) return;
      const message = asChatMessage(raw);
      receive([message]);
      if (message.senderId !== me) stopTyping();
      // A line tells of a booking confirmed, moved or cancelled: which bookings the chat can act on, and their statuses, may have changed.
      if (message.kind === 'system') {
        void queryClient.invalidateQueries({ queryKey: chatBookingsKey(chatId) });
        void queryClient.invalidateQueries({ queryKey: chatRelatedKey(chatId) });
      }
      if (message.senderId !== me || !personMessageKinds.includes(message.kind)) setAnnouncement(message);
    },
    { enabled: true, onReconnect: () => void catchUp() },
  );

  useLiveEvent(
    'chat:typing',
    (event) => {
      if (event.chatId !== chatId || event.userId === me) return;
      if (typingTimer.current) clearTimeout(typingTimer.current);
      setTypingSince(Date.now());
      typingTimer.current = setTimeout(stopTyping, typingShownMs);
    },
    { enabled: true },
  );

  /** What a dropped connection or a hidden tab may have missed, after the newest message on screen. */
  const catchUp = async () => {
    if (!newest) {
      await history.refetch();
      return;
    }
    try {
      receive(await fetchMessagesAfter(chatId, newest.id));
    } catch {
      // The next reconnect or visit tries again; what is on screen stays as it is.
    }
  };

  const markRead = useEffectEvent(() => {
    if (!newest || document.visibilityState !== 'visible' || newest.seq <= readUpTo.current) return;
    readUpTo.current = newest.seq;
    postRead(chatId, newest.seq).then(
      (state) => {
        queryClient.setQueryData<ChatListItem | null>(chatKey(chatId), (known) => (known ? { ...known, ...state } : known));
        void queryClient.invalidateQueries({ queryKey: [...chatsQueryKey, 'unread-count'] });
        void queryClient.invalidateQueries({ queryKey: [...chatsQueryKey, 'list'] });
      },
      () => {
        readUpTo.current = Math.min(readUpTo.current, chat.lastReadSeq);
      },
    );
  });

  useEffect(() => {
    markRead();
  }, [newest?.seq]);

  const onVisible = useEffectEvent(() => {
    void catchUp();
    markRead();
  });

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onVisible();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (typingTimer.current) clearTimeout(typingTimer.current);
    };
  }, []);

  // Local previews of pictures being sent, released when the conversation closes rather than on
  // confirmation, so the preview stays valid until the stored copy has replaced it on screen.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const deliver = async (message: OutgoingMessage) => {
    try {
      const body = { clientId: message.clientId, text: message.text };
      const stored = message.picture ? await postPicture(chatId, { ...body, file: message.picture.file }) : await sendChatMessage(chatId, body);
      receive([stored]);
      setOutgoing((list) => list.filter((item) => item.clientId !== message.clientId));
    } catch (error) {
      const refusal = isApiError(error) ? error : undefined;
      setOutgoing((list) => list.map((item) => (item.clientId === message.clientId ? { ...item, status: 'failed', refusal } : item)));
    }
  };

  const send = (text: string) => {
    const message: OutgoingMessage = { clientId: crypto.randomUUID(), senderId: me, text, createdAt: new Date().toISOString(), status: 'pending' };
    setOutgoing((list) => [...list, message]);
    void deliver(message);
  };

  /** A picture with an optional caption, shown at once from the file while it uploads. */
  const sendPicture = (file: File, text: string) => {
    const previewUrl = URL.createObjectURL(file);
    previews.current.add(previewUrl);
    const message: OutgoingMessage = { clientId: crypto.randomUUID(), senderId: me, text, createdAt: new Date().toISOString(), status: 'pending', picture: { file, previewUrl } };
    setOutgoing((list) => [...list, message]);
    void deliver(message);
  };

  /** Drops a message that failed and will not be sent (a file the server will never take). */
  const discard = (clientId: string) => {
    const message = outgoing.find((item) => item.clientId === clientId);
    if (message?.picture) {
      URL.revokeObjectURL(message.picture.previewUrl);
      previews.current.delete(message.picture.previewUrl);
    }
    setOutgoing((list) => list.filter((item) => item.clientId !== clientId));
  };

  /** The same `clientId` again, so a message that reached the server after all is stored once. */
  const retry = (clientId: string) => {
    const message = outgoing.find((item) => item.clientId === clientId);
    if (!message) return;
    const again = { ...message, status: 'pending' as const, refusal: undefined };
    setOutgoing((list) => list.map((item) => (item.clientId === clientId ? again : item)));
    void deliver(again);
  };

  const typing = () => {
    const now = Date.now();
    if (now - lastTypingSent.current < typingSendIntervalMs) return;
    lastTypingSent.current = now;
    emitLive('chat:typing', { chatId });
  };

  /** A card as the server answered an action on it, shown before (or instead of) its push. */
  const show = (message: ChatMessage) => receive([message]);

  return { history, items, send, sendPicture, retry, discard, show, typing, otherIsTyping: typingSince !== null, announcement };
}
