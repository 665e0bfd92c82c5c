import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatLineParams } from '#shared/chats/chat.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { type ChatMessageRow, chatMessageColumns, presentChatMessage } from './chat-message.presenter.ts';
import type { SentMessage } from './chat.service.ts';
import { pairChat } from './chat.service.ts';
import { appendChatMessage } from './chat-append.ts';

/**
 * What the marketplace writes into a pair's chat: a system line about one of their bookings (an
 * i18n key in `notifications:chat.*` and its values), or a card a person sent through a booking
 * call (an add-on offer, a reschedule request), which carries its sender.
 */
export type MarketplaceMessage =
  | { kind: 'system'; key: string; params: ChatLineParams; bookingId: string | null; about: string }
  | { kind: 'addon_offer'; senderId: string; addonOfferId: string }
  | { kind: 'reschedule'; senderId: string; rescheduleRequestId: string };

/** A uuid derived from what a message is about, so writing the same line twice stores it once. */
export function derivedClientId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function clientIdOf(message: MarketplaceMessage): string {
  if (message.kind === 'system') return derivedClientId(`line:${message.about}`);
  return derivedClientId(message.kind === 'addon_offer' ? `addon_offer:${message.addonOfferId}` : `reschedule:${message.rescheduleRequestId}`);
}

/**
 * Writes a line or card into the chat of the booking's customer and provider, opening the chat if
 * they have none. It is numbered like any message (the chat's row locked, `seq` raised) and the
 * same line or card written again is found, not stored twice. A deactivated chat takes no new card
 * (403 `error.chat.deactivated`, the call that sends it fails), but system lines are still written:
 * they record what happened to the booking. Answers null when the pair has no chat and none can be
 * made (an unknown provider). The caller pushes `chat:message` after its transaction commits.
 */
export async function postMarketplaceMessage(
  em: EntityManager,
  input: { customerId: string; providerId: string; now: Date; message: MarketplaceMessage },
): Promise<SentMessage | null> {
  const chatId = await pairChat(em, input);
  if (!chatId) return null;
  return postToChat(em, { chatId, now: input.now, message: input.message });
}

/**
 * Writes a line or card into a chat known by its id (`postMarketplaceMessage` finds the pair's
 * chat first). The same line or card written again is found, not stored twice: one statement,
 * whose unique keys catch the same line or card written twice at once (see `appendChatMessage`).
 */
export function postToChat(em: EntityManager, input: { chatId: string; now: Date; message: MarketplaceMessage }): Promise<SentMessage> {
  const { chatId, message } = input;
  return appendChatMessage(em, {
    chatId,
    senderId: message.kind === 'system' ? null : message.senderId,
    clientId: clientIdOf(message),
    kind: message.kind,
    text: '',
    line: message.kind === 'system' ? { key: message.key, params: message.params, bookingId: message.bookingId } : null,
    addonOfferId: message.kind === 'addon_offer' ? message.addonOfferId : null,
    rescheduleRequestId: message.kind === 'reschedule' ? message.rescheduleRequestId : null,
    now: input.now,
    rule: message.kind === 'system' ? 'line' : 'card',
  });
}

/**
 * The card message of an add-on offer or reschedule request as it is now, with who should see it,
 * so an answered card is pushed again as `chat:message` (clients merge by id and show its new
 * state). Null when no card was written for it.
 */
export async function cardMessage(em: EntityManager, card: { addonOfferId: string } | { rescheduleRequestId: string }): Promise<Omit<SentMessage, 'created'> | null> {
  const where = 'addonOfferId' in card ? sql`m.addon_offer_id = ${card.addonOfferId}` : sql`m.reschedule_request_id = ${card.rescheduleRequestId}`;
  const [row] = await query<ChatMessageRow>(em, sql`select ${chatMessageColumns} from chat_message m where ${where} order by m.seq limit 1`);
  if (!row) return null;
  const participants = await query<{ user_id: string }>(em, sql`select user_id from chat_participant where chat_id = ${row.chat_id} order by role`);
  return { message: presentChatMessage(row), recipientIds: participants.map((participant) => participant.user_id) };
}
