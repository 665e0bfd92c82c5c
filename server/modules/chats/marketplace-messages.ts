import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatLineParams } from '#shared/chats/chat.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { forbidden } from '#server/lib/app-error.ts';
import { type ChatMessageRow, chatMessageColumns, presentChatMessage } from './chat-message.presenter.ts';
import type { SentMessage } from './chat.service.ts';
import { pairChat } from './chat.service.ts';

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
  const { message } = input;
  const clientId = clientIdOf(message);
  const senderId = message.kind === 'system' ? null : message.senderId;
  return em.transactional(async (tx) => {
    const [chat] = await query<{ last_seq: number; deactivated: boolean }>(
      tx,
      sql`select c.last_seq, c.deactivated_at is not null as deactivated from chat c where c.id = ${chatId} for update`,
    );
    const participants = await query<{ user_id: string }>(tx, sql`select user_id from chat_participant where chat_id = ${chatId} order by role`);
    const recipientIds = participants.map((row) => row.user_id);
    const [stored] = await query<ChatMessageRow>(
      tx,
      sql`select ${chatMessageColumns} from chat_message m where m.chat_id = ${chatId} and m.client_id = ${clientId} and m.sender_id is not distinct from ${senderId}::uuid`,
    );
    if (stored) return { message: presentChatMessage(stored), created: false, recipientIds };
    if (chat!.deactivated && message.kind !== 'system') throw forbidden('error.chat.deactivated');
    const seq = chat!.last_seq + 1;
    await query(tx, sql`update chat set last_seq = ${seq}, last_activity_at = ${input.now} where id = ${chatId}`);
    const line = message.kind === 'system' ? JSON.stringify({ key: message.key, params: message.params, bookingId: message.bookingId }) : null;
    const [row] = await query<ChatMessageRow>(
      tx,
      sql`insert into chat_message as m (id, chat_id, seq, client_id, sender_id, kind, text, line, addon_offer_id, reschedule_request_id, created_at)
        values (${randomUUID()}, ${chatId}, ${seq}, ${clientId}, ${senderId}, ${message.kind}, '', ${line}::jsonb,
          ${message.kind === 'addon_offer' ? message.addonOfferId : null}::uuid, ${message.kind === 'reschedule' ? message.rescheduleRequestId : null}::uuid, ${input.now})
        returning ${chatMessageColumns}`,
    );
    // Sending a card counts as reading the chat up to it, as for a person's text.
    if (senderId) await query(tx, sql`update chat_participant set last_read_seq = greatest(last_read_seq, ${seq}) where chat_id = ${chatId} and user_id = ${senderId}`);
    return { message: presentChatMessage(row!), created: true, recipientIds };
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
