import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatMessage, ChatReadState, MarkChatReadBody, SendChatMessageBody } from '#shared/chats/chat.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { AppError, conflict, notFound } from '#server/lib/app-error.ts';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { recordAdminAction } from '#server/modules/admin/audit-log.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';
import { appendChatMessage } from './chat-append.ts';

/**
 * A customer's chat with a provider: the one that exists, or a new one. A new chat needs a public
 * provider (approved, owner not blocked), as a booking does; an existing one is found again even
 * when the provider has since left, so the history stays reachable. Two calls at once create one
 * chat (the pair is unique and the insert yields to the other).
 * @throws AppError 404 unknown or (for a new chat) not public provider; 409 `error.chat.own_provider`.
 */
export async function openChat(em: EntityManager, input: { customerId: string; providerId: string; now: Date }): Promise<{ chatId: string; created: boolean }> {
  const [provider] = await query<{ owner_id: string; is_public: boolean }>(
    em,
    sql`select p.owner_id, ${providerIsPublic()} as is_public from provider p where p.id = ${input.providerId}`,
  );
  if (!provider) throw notFound();
  if (provider.owner_id === input.customerId) throw conflict('error.chat.own_provider');
  const existing = await findChatId(em, input.customerId, input.providerId);
  if (existing) return { chatId: existing, created: false };
  if (!provider.is_public) throw notFound();
  return createPairChat(em, { ...input, ownerId: provider.owner_id });
}

/**
 * The chat of a customer and provider who already have a booking together: the one that exists,
 * or a new one whether or not the provider is public now, since the marketplace writes about their
 * booking there (system lines, cards). Unknown provider: null.
 */
export async function pairChat(em: EntityManager, input: { customerId: string; providerId: string; now: Date }): Promise<string | null> {
  const existing = await findChatId(em, input.customerId, input.providerId);
  if (existing) return existing;
  const [provider] = await query<{ owner_id: string }>(em, sql`select owner_id from provider where id = ${input.providerId}`);
  if (!provider || provider.owner_id === input.customerId) return null;
  return (await createPairChat(em, { ...input, ownerId: provider.owner_id })).chatId;
}

/**
 * A provider's chat with one of its customers: someone it has a booking with (in any state) or
 * whose custom request reached it. The provider may write first, but not to strangers.
 * @throws AppError 404 the caller owns no provider, or the person is not its customer.
 */
export async function openChatWithCustomer(em: EntityManager, input: { ownerId: string; customerId: string; now: Date }): Promise<{ chatId: string; created: boolean }> {
  const [provider] = await query<{ id: string; known: boolean }>(
    em,
    sql`select p.id, (exists (select 1 from booking b where b.provider_id = p.id and b.customer_id = ${input.customerId})
        or exists (select 1 from custom_request_recipient rr join custom_request cr on cr.id = rr.request_id
          where rr.provider_id = p.id and cr.customer_id = ${input.customerId})) as known
      from provider p where p.owner_id = ${input.ownerId}`,
  );
  if (!provider || !provider.known || input.customerId === input.ownerId) throw notFound();
  const existing = await findChatId(em, input.customerId, provider.id);
  if (existing) return { chatId: existing, created: false };
  return createPairChat(em, { customerId: input.customerId, providerId: provider.id, ownerId: input.ownerId, now: input.now });
}

/** The chat row and both participant rows; two calls at once create one chat (the pair is unique and the insert yields). */
async function createPairChat(em: EntityManager, input: { customerId: string; providerId: string; ownerId: string; now: Date }): Promise<{ chatId: string; created: boolean }> {
  return em.transactional(async (tx) => {
    const [inserted] = await query<{ id: string }>(
      tx,
      sql`insert into chat (id, customer_id, provider_id, last_seq, last_activity_at, created_at)
        values (${randomUUID()}, ${input.customerId}, ${input.providerId}, 0, ${input.now}, ${input.now})
        on conflict (customer_id, provider_id) do nothing returning id`,
    );
    if (!inserted) return { chatId: (await findChatId(tx, input.customerId, input.providerId))!, created: false };
    await query(
      tx,
      sql`insert into chat_participant (id, chat_id, user_id, role, last_read_seq)
        values (${randomUUID()}, ${inserted.id}, ${input.customerId}, 'customer', 0), (${randomUUID()}, ${inserted.id}, ${input.ownerId}, 'provider', 0)
        on conflict (chat_id, user_id) do nothing`,
    );
    return { chatId: inserted.id, created: true };
  });
}

async function findChatId(em: EntityManager, customerId: string, providerId: string): Promise<string | null> {
  const [row] = await query<{ id: string }>(em, sql`select id from chat where customer_id = ${customerId} and provider_id = ${providerId}`);
  return row?.id ?? null;
}

/** A chat as one of its participants sees it. */
export interface ParticipantView {
  chatId: string;
  role: 'customer' | 'provider';
  lastSeq: number;
  lastReadSeq: number;
  deactivated: boolean;
  /** Every participant's user id, the caller's included. */
  participantIds: string[];
}

/**
 * The chat, only for someone taking part in it: anyone else gets 404, as for a booking they
 * take no part in, so a stranger cannot even learn that the chat exists.
 * @throws AppError 404.
 */
export async function requireParticipant(em: EntityManager, chatId: string, userId: string): Promise<ParticipantView> {
  const [row] = await query<{ role: 'customer' | 'provider'; last_seq: number; last_read_seq: number; deactivated: boolean; participant_ids: string[] }>(
    em,
    sql`select me.role, c.last_seq, me.last_read_seq, c.deactivated_at is not null as deactivated,
        array(select cp.user_id from chat_participant cp where cp.chat_id = c.id order by cp.role) as participant_ids
      from chat c join chat_participant me on me.chat_id = c.id and me.user_id = ${userId}
      where c.id = ${chatId}`,
  );
  if (!row) throw notFound();
  return { chatId, role: row.role, lastSeq: row.last_seq, lastReadSeq: row.last_read_seq, deactivated: row.deactivated, participantIds: row.participant_ids };
}

export interface SentMessage {
  message: ChatMessage;
  /** False when the same `clientId` and text had been stored already (a resend). */
  created: boolean;
  /** Who should hear of it: every participant's user id. */
  recipientIds: string[];
}

/**
 * Stores a person's text (see `appendChatMessage`): numbered in its chat, found again on a resend
 * with the same `clientId` and text, also after the chat was deactivated, since it was written before.
 * @throws AppError 404 not a participant; 403 `error.user.blocked`, `error.chat.deactivated`, `error.chat.read_only`;
 *   409 `error.chat.client_id_reused`.
 */
export function sendMessage(em: EntityManager, input: { chatId: string; senderId: string; now: Date } & SendChatMessageBody): Promise<SentMessage> {
  return appendChatMessage(em, { chatId: input.chatId, senderId: input.senderId, clientId: input.clientId, kind: 'text', text: input.text, now: input.now, rule: 'person' });
}

/**
 * Moves the caller's read mark forward to a sequence number or a message of the chat; never
 * back, and never past the newest message.
 * @throws AppError 404 not a participant; 400 `error.chat.unknown_message` for a message of another chat.
 */
export async function markRead(em: EntityManager, input: { chatId: string; userId: string; body: MarkChatReadBody }): Promise<ChatReadState> {
  await requireParticipant(em, input.chatId, input.userId);
  let seq: number;
  if ('messageId' in input.body) {
    const [message] = await query<{ seq: number }>(em, sql`select seq from chat_message where id = ${input.body.messageId} and chat_id = ${input.chatId}`);
    if (!message) throw unknownMessage('messageId');
    seq = message.seq;
  } else {
    seq = input.body.seq;
  }
  const [row] = await query<{ last_read_seq: number; last_seq: number }>(
    em,
    sql`update chat_participant cp set last_read_seq = greatest(cp.last_read_seq, least(${seq}::int, c.last_seq))
      from chat c where c.id = cp.chat_id and cp.chat_id = ${input.chatId} and cp.user_id = ${input.userId}
      returning cp.last_read_seq, c.last_seq`,
  );
  if (!row) throw notFound();
  return { lastReadSeq: row.last_read_seq, unreadCount: row.last_seq - row.last_read_seq };
}

/** A message id the chat does not hold, named by the field it came in. */
export const unknownMessage = (field: string) => new AppError(400, 'error.chat.unknown_message', { data: { field } });

/**
 * Support switches a chat off (spec "Chat can be deactivated"): both sides can still read it,
 * nobody can write. Recorded in the audit log with the reason; a repeat changes nothing.
 * @throws AppError 404 unknown chat.
 */
export async function deactivateChat(em: EntityManager, input: { chatId: string; admin: UserEntity; reason: string; now: Date }): Promise<void> {
  await em.transactional(async (tx) => {
    const [changed] = await query<{ id: string }>(
      tx,
      sql`update chat set deactivated_at = ${input.now}, deactivated_by_id = ${input.admin.id}, deactivation_reason = ${input.reason}
        where id = ${input.chatId} and deactivated_at is null returning id`,
    );
    if (!changed) {
      await requireChat(tx, input.chatId);
      return;
    }
    recordAdminAction(tx, input.admin, 'chat.deactivate', { type: 'chat', id: input.chatId }, { reason: input.reason });
    await tx.flush();
  });
}

/** Lets the two write again; recorded in the audit log. A chat that is not deactivated is left alone. */
export async function reactivateChat(em: EntityManager, input: { chatId: string; admin: UserEntity }): Promise<void> {
  await em.transactional(async (tx) => {
    const [changed] = await query<{ id: string }>(
      tx,
      sql`update chat set deactivated_at = null, deactivated_by_id = null, deactivation_reason = null
        where id = ${input.chatId} and deactivated_at is not null returning id`,
    );
    if (!changed) {
      await requireChat(tx, input.chatId);
      return;
    }
    recordAdminAction(tx, input.admin, 'chat.reactivate', { type: 'chat', id: input.chatId });
    await tx.flush();
  });
}

async function requireChat(em: EntityManager, chatId: string): Promise<void> {
  const [row] = await query<{ id: string }>(em, sql`select id from chat where id = ${chatId}`);
  if (!row) throw notFound();
}
