import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { chatLimits, chatMessageKinds } from '#shared/chats/chat.schema.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { ChatEntity } from './chat.entity.ts';

/**
 * One message. `seq` numbers a chat's messages without gaps (see ChatEntity), which is what
 * `after`, `before` and the read marks compare. `clientId` is chosen by the sending client and
 * unique per chat and sender: a resend after a lost answer finds the stored message instead of
 * adding a second one.
 */
export const ChatMessageSchema = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_message',
  uniques: [
    { properties: ['chat', 'seq'] },
    { properties: ['chat', 'sender', 'clientId'] },
  ],
  checks: [{ name: 'chat_message_seq_check', expression: 'seq >= 1' }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    chat: () => p.manyToOne(ChatEntity).deleteRule('cascade'),
    seq: p.integer(),
    clientId: p.uuid(),
    /** Null for lines the marketplace adds itself. */
    sender: () => p.manyToOne(UserEntity).nullable().deleteRule('set null'),
    kind: p.enum(chatMessageKinds),
    text: p.string().length(chatLimits.textLength),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ChatMessageEntity extends ChatMessageSchema.class {}
ChatMessageSchema.setClass(ChatMessageEntity);
