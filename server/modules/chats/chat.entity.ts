import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';

/**
 * One conversation between a customer and a provider; there is never a second one for the same
 * pair (unique), so every booking, request and offer between them meets in one place.
 *
 * `lastSeq` is the sequence number of the newest message. A message is numbered by locking this
 * row and raising `lastSeq` in the same transaction as the insert, so two messages sent at the
 * same moment get consecutive numbers and never the same one. `lastActivityAt` (the newest
 * message, or the creation) orders the list and decides the 30 quiet days (shared/chats/chat-state.ts).
 */
export const ChatSchema = defineEntity({
  name: 'Chat',
  tableName: 'chat',
  uniques: [{ properties: ['customer', 'provider'] }],
  indexes: [{ properties: ['provider'] }],
  checks: [{ name: 'chat_last_seq_check', expression: 'last_seq >= 0' }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    customer: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    provider: () => p.manyToOne(ProviderEntity).deleteRule('cascade'),
    lastSeq: p.integer().default(0),
    lastActivityAt: p.datetime(),
    /** Support switched the chat off (abuse, fraud): it stays readable, nobody can write. */
    deactivatedAt: p.datetime().nullable(),
    deactivatedBy: () => p.manyToOne(UserEntity).nullable().deleteRule('set null'),
    deactivationReason: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ChatEntity extends ChatSchema.class {}
ChatSchema.setClass(ChatEntity);
