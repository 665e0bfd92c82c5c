import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { type ChatBooking, type ChatListItem, type ChatMessage, type ChatMessagesQuery, type ChatState, chatLimits } from '#shared/chats/chat.schema.ts';
import { chatLiveBookingStatuses, chatQuietDays } from '#shared/chats/chat-state.ts';
import type { Paged } from '#shared/explore/paged.schema.ts';
import { query, sql, type SqlFragment } from '#server/db/sql.ts';
import { cursorKeys, cursorTimestamp, decodeCursor, encodeCursor, invalidCursor } from '#server/modules/explore/cursor.ts';
import { type ChatMessageRow, chatMessageColumns, presentChatMessage } from './chat-message.presenter.ts';
import { requireParticipant, unknownMessage } from './chat.service.ts';

/**
 * The facts `chatState` (shared/chats/chat-state.ts) reads, as columns over the chat `c`:
 * the latest end of a live booking of the pair, and whether an open request of the customer
 * reached the provider, who has not declined it.
 */
export const chatFactsSql = sql`(select max(b.ends_at) from booking b
    where b.customer_id = c.customer_id and b.provider_id = c.provider_id and b.status = any(array[${[...chatLiveBookingStatuses]}]::text[])) as live_booking_ends_at,
  exists (select 1 from custom_request_recipient rr join custom_request cr on cr.id = rr.request_id
    where rr.provider_id = c.provider_id and cr.customer_id = c.customer_id and cr.status = 'OPEN' and rr.rejected_at is null) as open_request`;

/** `chatState` in SQL over the facts of `chatFactsSql` (aliased `f`) and the chat `f` too; kept in step by chat-state.routes.test.ts. */
export function chatIsOpenSql(now: Date): SqlFragment {
  const quietSince = new Date(now.getTime() - chatQuietDays * 24 * 3_600_000);
  return sql`(f.deactivated_at is null and (f.open_request or coalesce(f.live_booking_ends_at > ${now}::timestamptz, false) or f.last_activity_at > ${quietSince}::timestamptz))`;
}

interface ChatListRow {
  id: string;
  customer_id: string;
  provider_id: string;
  last_seq: number;
  last_activity_at: Date;
  deactivated_at: Date | null;
  role: 'customer' | 'provider';
  last_read_seq: number;
  is_open: boolean;
  provider_name: string;
  provider_photo: string | null;
  owner_id: string;
  owner_erased: boolean;
  owner_blocked: boolean;
  customer_first_name: string;
  customer_last_name: string;
  customer_erased: boolean;
  customer_blocked: boolean;
  last_message: ChatMessageRow | null;
}

/**
 * One page of the caller's chats in a state, the most recently active first; keyset on (last
 * activity, id). A chat that gets a message while someone pages moves to the top and may be
 * missed further down, as in any inbox: the top of the list is read again on every visit.
 */
export async function listChats(em: EntityManager, input: { userId: string; state: ChatState; next: string | undefined; now: Date }): Promise<Paged<ChatListItem>> {
  const order = `chats-${input.state}`;
  let after = sql``;
  if (input.next) {
    const [time, id] = decodeCursor(input.next, order, cursorKeys.timeId);
    after = sql`and (f.last_activity_at, f.id) < (${time}::timestamptz, ${id}::uuid)`;
  }
  const isOpen = chatIsOpenSql(input.now);
  const rows = await chatRows(em, input.userId, input.now, sql``, sql`${isOpen} = ${input.state === 'open'} ${after}`, chatLimits.listPageSize + 1);
  const page = rows.slice(0, chatLimits.listPageSize);
  const last = page.at(-1);
  return {
    data: page.map((row) => presentChatListRow(row)),
    next: rows.length > chatLimits.listPageSize && last ? encodeCursor(order, [cursorTimestamp(new Date(last.last_activity_at)), last.id]) : null,
  };
}

/** The caller's chats as list lines, narrowed by `mine` (over the participant row `me` and the chat `c`) and `where` (over `f`). */
function chatRows(em: EntityManager, userId: string, now: Date, mine: SqlFragment, where: SqlFragment, limit: number): Promise<ChatListRow[]> {
  const isOpen = chatIsOpenSql(now);
  return query<ChatListRow>(
    em,
    sql`with f as (
        select c.id, c.customer_id, c.provider_id, c.last_seq, c.last_activity_at, c.deactivated_at, me.role, me.last_read_seq, ${chatFactsSql}
        from chat_participant me join chat c on c.id = me.chat_id
        where me.user_id = ${userId} ${mine}
      )
      select f.id, f.customer_id, f.provider_id, f.last_seq, f.last_activity_at, f.deactivated_at, f.role, f.last_read_seq, ${isOpen} as is_open,
        p.display_name as provider_name, p.photo as provider_photo, p.owner_id, o.erased_at is not null as owner_erased, o.is_blocked as owner_blocked,
        u.first_name as customer_first_name, u.last_name as customer_last_name, u.erased_at is not null as customer_erased, u.is_blocked as customer_blocked,
        (select row_to_json(lm) from (select ${chatMessageColumns} from chat_message m where m.chat_id = f.id and m.seq = f.last_seq) lm) as last_message
      from f join provider p on p.id = f.provider_id join app_user o on o.id = p.owner_id join app_user u on u.id = f.customer_id
      where ${where}
      order by f.last_activity_at desc, f.id desc
      limit ${limit}`,
  );
}

/**
 * One chat as its list line, for a participant: by its id, or the caller's chat with another
 * person (a provider's page of a booking finds the chat with its customer). Null when the caller
 * takes no part in such a chat.
 */
export async function findChat(em: EntityManager, input: { userId: string; now: Date } & ({ chatId: string } | { otherUserId: string })): Promise<ChatListItem | null> {
  const mine =
    'chatId' in input
      ? sql`and c.id = ${input.chatId}`
      : sql`and exists (select 1 from chat_participant other where other.chat_id = c.id and other.user_id = ${input.otherUserId} and other.user_id <> me.user_id)`;
  const [row] = await chatRows(em, input.userId, input.now, mine, sql`true`, 1);
  return row ? presentChatListRow(row) : null;
}

/**
 * What the header's "Messages" badge shows: chats with unread messages and those messages, over
 * every chat of the caller. Read marks sit on the participant rows, so this is one indexed pass
 * over the caller's rows, no count of messages.
 */
export async function unreadTotals(em: EntityManager, userId: string): Promise<{ chats: number; messages: number }> {
  const [row] = await query<{ chats: string | number; messages: string | number }>(
    em,
    sql`select count(*) filter (where c.last_seq > me.last_read_seq) as chats, coalesce(sum(greatest(c.last_seq - me.last_read_seq, 0)), 0) as messages
      from chat_participant me join chat c on c.id = me.chat_id where me.user_id = ${userId}`,
  );
  return { chats: Number(row?.chats ?? 0), messages: Number(row?.messages ?? 0) };
}

function presentChatListRow(row: ChatListRow): ChatListItem {
  const otherParty =
    row.role === 'customer'
      ? { userId: row.owner_id, name: row.provider_name, picture: row.provider_photo, erased: row.owner_erased }
      : { userId: row.customer_id, name: `${row.customer_first_name} ${row.customer_last_name}`.trim(), picture: null, erased: row.customer_erased };
  return {
    id: row.id,
    state: row.is_open ? 'open' : 'closed',
    role: row.role,
    customerId: row.customer_id,
    providerId: row.provider_id,
    otherParty,
    lastMessage: row.last_message ? presentChatMessage(row.last_message) : null,
    // Sending moves one's own mark, so everything after it was written by someone else.
    unreadCount: Math.max(0, row.last_seq - row.last_read_seq),
    lastReadSeq: row.last_read_seq,
    lastActivityAt: new Date(row.last_activity_at).toISOString(),
    deactivated: row.deactivated_at !== null,
    readOnly: row.deactivated_at !== null || row.owner_blocked || row.customer_blocked || otherParty.erased,
  };
}

const seqKey = z.tuple([z.number().int().min(0).max(chatLimits.maxSeq)]);
type Direction = 'after' | 'before';
const pageOrder = (direction: Direction) => `chat-messages-${direction}`;

/** Where a page of messages starts and which way it reads, from `after`, `before` or `next`. */
async function pagePosition(em: EntityManager, chatId: string, position: ChatMessagesQuery): Promise<{ direction: Direction; seq: number | null }> {
  const seqOf = async (messageId: string, field: string) => {
    const [row] = await query<{ seq: number }>(em, sql`select seq from chat_message where id = ${messageId} and chat_id = ${chatId}`);
    if (!row) throw unknownMessage(field);
    return row.seq;
  };
  if (position.after) return { direction: 'after', seq: await seqOf(position.after, 'after') };
  if (position.before) return { direction: 'before', seq: await seqOf(position.before, 'before') };
  if (position.next) {
    for (const direction of ['after', 'before'] as const) {
      try {
        return { direction, seq: decodeCursor(position.next, pageOrder(direction), seqKey)[0] };
      } catch {
        // Not a cursor of this direction; the other one may fit.
      }
    }
    throw invalidCursor();
  }
  return { direction: 'before', seq: null };
}

/**
 * A page of a chat's messages for one of its participants (api-contract). `after` reads forward,
 * oldest first: what a client missed while disconnected. `before` and no position read backward,
 * newest first: history when scrolling up. `next` continues in the same direction.
 * @throws AppError 404 not a participant; 400 unknown message id or cursor.
 */
export async function listMessages(em: EntityManager, input: { chatId: string; userId: string; query: ChatMessagesQuery }): Promise<Paged<ChatMessage>> {
  await requireParticipant(em, input.chatId, input.userId);
  const { direction, seq } = await pagePosition(em, input.chatId, input.query);
  const max = input.query.max;
  const bound = seq === null ? sql`` : direction === 'after' ? sql`and m.seq > ${seq}` : sql`and m.seq < ${seq}`;
  const rows = await query<ChatMessageRow>(
    em,
    sql`select ${chatMessageColumns} from chat_message m where m.chat_id = ${input.chatId} ${bound}
      order by m.seq ${direction === 'after' ? sql`asc` : sql`desc`} limit ${max + 1}`,
  );
  const page = rows.slice(0, max);
  const last = page.at(-1);
  return {
    data: page.map((row) => presentChatMessage(row)),
    next: rows.length > max && last ? encodeCursor(pageOrder(direction), [Number(last.seq)]) : null,
  };
}

/**
 * The pair's confirmed bookings whose end lies ahead, soonest first: what the chat's "offer an
 * add-on" and "propose a new time" act on. Either participant reads them.
 * @throws AppError 404 not a participant.
 */
export async function chatBookings(em: EntityManager, input: { chatId: string; userId: string; now: Date }): Promise<ChatBooking[]> {
  await requireParticipant(em, input.chatId, input.userId);
  const rows = await query<{ id: string; order_number: string; service_title: string; starts_at: Date; ends_at: Date }>(
    em,
    sql`select b.id, b.order_number, b.service_title, b.starts_at, b.ends_at
      from chat c join booking b on b.customer_id = c.customer_id and b.provider_id = c.provider_id
      where c.id = ${input.chatId} and b.status = 'confirmed' and b.ends_at > ${input.now}::timestamptz
      order by b.starts_at asc, b.id asc limit 20`,
  );
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    serviceTitle: row.service_title,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
  }));
}
