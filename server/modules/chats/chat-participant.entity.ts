import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { chatRoles } from '#shared/chats/chat.schema.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { ChatEntity } from './chat.entity.ts';

/**
 * A person taking part in a chat and how far they have read. Who may read and write a chat is
 * decided by these rows alone, so a provider's staff can later be added as participants without
 * touching the rules. Everything after `lastReadSeq` is unread; sending counts as reading.
 */
export const ChatParticipantSchema = defineEntity({
  name: 'ChatParticipant',
  tableName: 'chat_participant',
  uniques: [{ properties: ['chat', 'user'] }],
  indexes: [{ properties: ['user'] }],
  checks: [{ name: 'chat_participant_last_read_seq_check', expression: 'last_read_seq >= 0' }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    chat: () => p.manyToOne(ChatEntity).deleteRule('cascade'),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    role: p.enum(chatRoles),
    lastReadSeq: p.integer().default(0),
    /** When this person was last told by e-mail or SMS about unread messages here, and up to which message. */
    lastNudgedAt: p.datetime().nullable(),
    lastNudgedSeq: p.integer().default(0),
  },
});

export class ChatParticipantEntity extends ChatParticipantSchema.class {}
ChatParticipantSchema.setClass(ChatParticipantEntity);
