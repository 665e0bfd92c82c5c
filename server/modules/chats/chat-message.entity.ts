import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { type ChatPicture, chatLimits, chatMessageKinds } from '#shared/chats/chat.schema.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { AddonOfferEntity } from '#server/modules/bookings/addon-offer.entity.ts';
import { RescheduleRequestEntity } from '#server/modules/bookings/reschedule-request.entity.ts';
import { ChatEntity } from './chat.entity.ts';

/**
 * One message. `seq` numbers a chat's messages without gaps (see ChatEntity), which is what
 * `after`, `before` and the read marks compare. `clientId` is chosen by the sending client and
 * unique per chat and sender: a resend after a lost answer finds the stored message instead of
 * adding a second one. System lines and cards (`kind`) are written by the marketplace with a
 * `clientId` derived from what they are about, so telling the chat twice stores one message.
 */
export const ChatMessageSchema = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_message',
  uniques: [
    { properties: ['chat', 'seq'] },
    { properties: ['chat', 'sender', 'clientId'] },
  ],
  indexes: [
    // The marketplace's lines have no sender, which the key above leaves unchecked (nulls differ).
    {
      name: 'chat_message_line_client_id_unique',
      expression: 'create unique index "chat_message_line_client_id_unique" on "chat_message" ("chat_id", "client_id") where "sender_id" is null',
    },
  ],
  checks: [
    { name: 'chat_message_seq_check', expression: 'seq >= 1' },
    {
      name: 'chat_message_payload_check',
      // A picture message may lose its picture (its sender's account was erased); no other kind has one.
      expression:
        "(kind = 'system') = (line is not null) and (kind = 'addon_offer') = (addon_offer_id is not null) and (kind = 'reschedule') = (reschedule_request_id is not null) and (kind = 'picture' or picture is null)",
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    chat: () => p.manyToOne(ChatEntity).deleteRule('cascade'),
    seq: p.integer(),
    clientId: p.uuid(),
    /** Null for lines the marketplace adds itself. */
    sender: () => p.manyToOne(UserEntity).nullable().deleteRule('set null'),
    kind: p.enum(chatMessageKinds),
    text: p.string().length(chatLimits.textLength),
    /** A system line's i18n key, values and booking (`{ key, params, bookingId }`); null for other kinds. */
    line: p.json<{ key: string; params: Record<string, string | number>; bookingId: string | null }>().nullable(),
    /** A picture message's stored picture (`{ url, width, height }`); null for other kinds, and once its sender's account is erased. */
    picture: p.json<ChatPicture>().nullable(),
    /** The card a message shows; its current state is read with the message. */
    addonOffer: () => p.manyToOne(AddonOfferEntity).nullable().deleteRule('cascade'),
    rescheduleRequest: () => p.manyToOne(RescheduleRequestEntity).nullable().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ChatMessageEntity extends ChatMessageSchema.class {}
ChatMessageSchema.setClass(ChatMessageEntity);
