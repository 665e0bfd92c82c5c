import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatMessageKind, ChatPicture } from '#shared/chats/chat.schema.ts';
import { preparedQuery, sql, sqlState } from '#server/db/sql.ts';
import { conflict, forbidden, notFound } from '#server/lib/app-error.ts';
import { type ChatMessageRow, chatMessageColumns, presentChatMessage } from './chat-message.presenter.ts';
import type { SentMessage } from './chat.service.ts';

/**
 * Who may add a message now:
 * - `person`: a participant's own text or picture; refused when the sender is blocked, the chat deactivated,
 *   or the other side blocked or erased (nobody would read it);
 * - `card`: an add-on offer or reschedule request a participant sent through a booking call;
 *   refused in a deactivated chat;
 * - `line`: what the marketplace records about a booking; always written.
 */
export type AppendRule = 'person' | 'card' | 'line';

export interface NewChatMessage {
  chatId: string;
  /** Null for the marketplace's own lines. */
  senderId: string | null;
  clientId: string;
  kind: ChatMessageKind;
  text: string;
  line?: { key: string; params: Record<string, string | number>; bookingId: string | null } | null;
  /** A `picture` message's stored picture. */
  picture?: ChatPicture | null;
  addonOfferId?: string | null;
  rescheduleRequestId?: string | null;
  now: Date;
  rule: AppendRule;
}

type Refusal = 'not_found' | 'blocked' | 'deactivated' | 'read_only';

interface AppendRow extends Partial<ChatMessageRow> {
  refusal: Refusal | null;
  recipient_ids: string[];
  is_new: boolean | null;
}

const uniqueViolation = '23505';

/**
 * Adds a message to a chat in one statement: checks who may write, finds an earlier message with
 * the same `clientId` and sender, or raises the chat's `last_seq` (locking its row, so one chat's
 * messages are numbered one at a time and without gaps), stores the message under that number and
 * moves the sender's read mark to it (writing counts as reading). One round trip keeps a busy chat
 * server's connections free; the statement is atomic, so a refused or failed insert numbers nothing.
 *
 * Two sends of one `clientId` at the same moment both miss the other's uncommitted row; the second
 * then fails the unique key (per sender, or per chat for the marketplace's lines, which have none)
 * and is retried once, when it finds the first.
 * A found message of another kind or with another text is a client fault (409).
 * @throws AppError 404 unknown chat or sender not in it; 403 `error.user.blocked`,
 *   `error.chat.deactivated`, `error.chat.read_only`; 409 `error.chat.client_id_reused`.
 */
export async function appendChatMessage(em: EntityManager, message: NewChatMessage): Promise<SentMessage> {
  try {
    return await appendOnce(em, message);
  } catch (error) {
    if (sqlState(error) === uniqueViolation) return appendOnce(em, message);
    throw error;
  }
}

async function appendOnce(em: EntityManager, message: NewChatMessage): Promise<SentMessage> {
  const sender = message.senderId;
  const [row] = await preparedQuery<AppendRow>(
    em,
    sql`with chat_now as (
        select c.deactivated_at is not null as deactivated from chat c where c.id = ${message.chatId}
      ), people as (
        select coalesce(array_agg(p.user_id order by p.role), '{}') as ids,
          coalesce(bool_or(p.user_id = ${sender}::uuid), false) as sender_in,
          coalesce(bool_or(p.user_id = ${sender}::uuid and u.is_blocked), false) as sender_blocked,
          coalesce(bool_or(p.user_id is distinct from ${sender}::uuid and (u.is_blocked or u.erased_at is not null)), false) as other_unreachable
        from chat_participant p join app_user u on u.id = p.user_id where p.chat_id = ${message.chatId}
      ), prior as (
        select m.* from chat_message m
        where m.chat_id = ${message.chatId} and m.client_id = ${message.clientId} and m.sender_id is not distinct from ${sender}::uuid
      ), verdict as (
        select case
          when not exists (select 1 from chat_now) then 'not_found'
          when ${sender}::uuid is not null and not people.sender_in then 'not_found'
          when exists (select 1 from prior) then null
          when ${message.rule} = 'person' and people.sender_blocked then 'blocked'
          when ${message.rule} in ('person', 'card') and (select deactivated from chat_now) then 'deactivated'
          when ${message.rule} = 'person' and people.other_unreachable then 'read_only'
        end as refusal
        from people
      ), bump as (
        update chat c set last_seq = c.last_seq + 1, last_activity_at = ${message.now}
        where c.id = ${message.chatId} and not exists (select 1 from prior) and (select refusal from verdict) is null
        returning c.last_seq
      ), added as (
        insert into chat_message (id, chat_id, seq, client_id, sender_id, kind, text, line, picture, addon_offer_id, reschedule_request_id, created_at)
        select ${randomUUID()}, ${message.chatId}, bump.last_seq, ${message.clientId}, ${sender}::uuid, ${message.kind}, ${message.text},
          ${message.line ? JSON.stringify(message.line) : null}::jsonb, ${message.picture ? JSON.stringify(message.picture) : null}::jsonb, ${message.addonOfferId ?? null}::uuid, ${message.rescheduleRequestId ?? null}::uuid, ${message.now}
        from bump
        returning *
      ), reader as (
        update chat_participant cp set last_read_seq = greatest(cp.last_read_seq, bump.last_seq)
        from bump where cp.chat_id = ${message.chatId} and cp.user_id = ${sender}::uuid
      )
      select verdict.refusal, people.ids as recipient_ids, m.is_new, ${chatMessageColumns}
      from verdict cross join people
        left join (select added.*, true as is_new from added union all select prior.*, false as is_new from prior) m on true`,
  );
  if (!row || row.refusal === 'not_found') throw notFound();
  if (row.refusal === 'blocked') throw forbidden('error.user.blocked');
  if (row.refusal === 'deactivated') throw forbidden('error.chat.deactivated');
  if (row.refusal === 'read_only') throw forbidden('error.chat.read_only');
  if (!row.id) throw notFound();
  const stored = presentChatMessage(row as ChatMessageRow);
  if (!row.is_new && (stored.text !== message.text || stored.kind !== message.kind)) throw conflict('error.chat.client_id_reused');
  return { message: stored, created: row.is_new === true, recipientIds: row.recipient_ids };
}
