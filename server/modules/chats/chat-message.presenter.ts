import type { ChatMessage, ChatMessageKind } from '#shared/chats/chat.schema.ts';
import { sql } from '#server/db/sql.ts';

/** A `chat_message` row as raw SQL answers it (timestamps may come back as text inside JSON). */
export interface ChatMessageRow {
  id: string;
  chat_id: string;
  seq: number;
  client_id: string;
  sender_id: string | null;
  kind: ChatMessageKind;
  text: string;
  created_at: Date | string;
}

/** The columns `presentChatMessage` needs, from `chat_message` aliased `m`. */
export const chatMessageColumns = sql`m.id, m.chat_id, m.seq, m.client_id, m.sender_id, m.kind, m.text, m.created_at`;

/** The api-contract's message shape. */
export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chat_id,
    seq: Number(row.seq),
    clientId: row.client_id,
    senderId: row.sender_id,
    kind: row.kind,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
