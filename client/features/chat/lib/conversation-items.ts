import type { ChatMessage } from '#shared/chats/chat.schema.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { mergeChatMessages, type PendingChatMessage, stillPending } from '#shared/chats/message-merge.ts';

/** A message this tab is sending: on its way, or refused or lost and waiting for "try again". */
export type OutgoingMessage = PendingChatMessage & {
  status: 'pending' | 'failed';
  refusal?: ApiError;
  /** A picture being sent: the chosen file, and a local address to show it by until it is stored. */
  picture?: { file: File; previewUrl: string };
};

export type ConversationItem =
  | { type: 'stored'; key: string; message: ChatMessage; mine: boolean; lastMine: boolean }
  | { type: 'outgoing'; key: string; message: OutgoingMessage }
  | { type: 'divider'; key: 'divider' };

/**
 * What a conversation shows, top to bottom: the stored messages once each in the chat's order
 * (history pages, live pushes and catch-up pages overlap), a "new messages" divider before the
 * first one someone else wrote after `readMarkAtOpen`, then this tab's messages the server has
 * not confirmed yet. A stored message replaces the local copy with the same `clientId`.
 */
export function conversationItems(input: {
  history: readonly ChatMessage[];
  live: readonly ChatMessage[];
  outgoing: readonly OutgoingMessage[];
  me: string;
  /** The reader's read mark when the conversation opened; null shows no divider. */
  readMarkAtOpen: number | null;
}): ConversationItem[] {
  const stored = mergeChatMessages(input.history, input.live);
  let lastMineSeq = -1;
  for (const message of stored) if (message.senderId === input.me) lastMineSeq = message.seq;
  const items: ConversationItem[] = [];
  let dividerPlaced = false;
  for (const message of stored) {
    const mine = message.senderId === input.me;
    if (!dividerPlaced && !mine && input.readMarkAtOpen !== null && message.seq > input.readMarkAtOpen) {
      items.push({ type: 'divider', key: 'divider' });
      dividerPlaced = true;
    }
    items.push({ type: 'stored', key: message.id, message, mine, lastMine: mine && message.seq === lastMineSeq });
  }
  for (const message of stillPending(input.outgoing, stored)) items.push({ type: 'outgoing', key: `local-${message.clientId}`, message });
  return items;
}

/** The stored messages in order, for the catch-up and the read mark. */
export function storedMessages(history: readonly ChatMessage[], live: readonly ChatMessage[]): ChatMessage[] {
  return mergeChatMessages(history, live);
}
