import type { ChatMessage } from './chat.schema.ts';

/** A message the client shows before the server has stored it: no id or seq yet. */
export interface PendingChatMessage {
  clientId: string;
  senderId: string | null;
  text: string;
  createdAt: string;
}

/**
 * A chat's messages as the client should show them, whatever order and how often they arrived:
 * live events, the answer to a send, a catch-up page after a reconnect and a page of history may
 * overlap. Each message appears once (by id), in the chat's own order (`seq`), and a stored
 * message replaces the pending one it came from (same sender and `clientId`).
 */
export function mergeChatMessages(known: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...known, ...incoming]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The pending messages the stored ones have not yet confirmed. */
export function stillPending<Pending extends PendingChatMessage>(pending: readonly Pending[], stored: readonly ChatMessage[]): Pending[] {
  const confirmed = new Set(stored.map((message) => `${message.senderId}:${message.clientId}`));
  return pending.filter((message) => !confirmed.has(`${message.senderId}:${message.clientId}`));
}

/** The newest stored message, which the next catch-up asks `after`; null for an empty chat. */
export function lastStored(messages: readonly ChatMessage[]): ChatMessage | null {
  let last: ChatMessage | null = null;
  for (const message of messages) if (!last || message.seq > last.seq) last = message;
  return last;
}
