import type { EntityManager } from '@mikro-orm/postgresql';
import { query, sql } from '#server/db/sql.ts';
import type { ChatEvents } from './chat-events.ts';
import { postMarketplaceMessage } from './marketplace-messages.ts';

export const chatClosedLine = 'notifications:chat.chatClosed';
export const chatReopenedLine = 'notifications:chat.chatReopened';

/**
 * After support blocks or unblocks a person: each of their chats whose state this changes gets one
 * system line, pushed live to both sides. Blocked, the chat becomes read-only; unblocked, it opens
 * again. A chat read-only for another reason (deactivated by support, the other account blocked or
 * erased) is left alone: blocking changes nothing in it, and unblocking does not open it. The line
 * says only what the chat already shows (one of the accounts is blocked or deleted), never which
 * one, so nobody learns more about the other person than before. `since` names the block or
 * unblock, so telling the same change twice writes each line once. Answers how many lines it wrote.
 */
export async function tellChatsOfBlock(em: EntityManager, chat: ChatEvents, input: { userId: string; blocked: boolean; since: Date }): Promise<number> {
  const chats = await query<{ customer_id: string; provider_id: string }>(
    em,
    sql`select c.customer_id, c.provider_id from chat_participant me join chat c on c.id = me.chat_id
      where me.user_id = ${input.userId} and c.deactivated_at is null
        and not exists (select 1 from chat_participant other join app_user u on u.id = other.user_id
          where other.chat_id = c.id and other.user_id <> me.user_id and (u.is_blocked or u.erased_at is not null))
      order by c.id`,
  );
  const key = input.blocked ? chatClosedLine : chatReopenedLine;
  let written = 0;
  for (const pair of chats) {
    const sent = await postMarketplaceMessage(em, {
      customerId: pair.customer_id,
      providerId: pair.provider_id,
      now: input.since,
      message: { kind: 'system', key, params: {}, bookingId: null, about: `${key}:${input.userId}:${input.since.getTime()}` },
    });
    if (sent?.created) {
      chat.message(sent.recipientIds, sent.message);
      written += 1;
    }
  }
  return written;
}
