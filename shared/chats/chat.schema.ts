import { z } from 'zod';
import { addonOfferSchema, rescheduleRequestSchema } from '#shared/bookings/booking-cards.schema.ts';
import { bookingStatuses } from '#shared/bookings/booking-status.ts';
import { cursorSchema, pagedSchema } from '#shared/explore/paged.schema.ts';
import { customRequestStatuses } from '#shared/requests/custom-request.schema.ts';
import { textSchema } from '#shared/validation/text.ts';

/**
 * What a message is: a person's `text`, a person's `picture` (with an optional caption in `text`),
 * a `system` line the marketplace writes about the pair's bookings (an i18n key and its values, so
 * each reader reads it in their own language), or a card the other side answers (`addon_offer`,
 * `reschedule`). The column holds the same strings, so a new kind (calls) needs a migration of the
 * check and nothing else.
 */
export const chatMessageKinds = ['text', 'system', 'addon_offer', 'reschedule', 'picture'] as const;
export type ChatMessageKind = (typeof chatMessageKinds)[number];

/** The kinds a participant writes themselves; the rest the marketplace writes or a booking call sends. */
export const personMessageKinds: readonly ChatMessageKind[] = ['text', 'picture'];

export const chatLimits = {
  /** Characters in one message: a long answer fits, a pasted document does not. */
  textLength: 4000,
  /** Messages per page when the caller does not say. */
  defaultPageSize: 50,
  maxPageSize: 100,
  /** Chats per page of the list. */
  listPageSize: 20,
  /** A picture is kept at most this many pixels each way: sharp on any screen, a fraction of a camera's file. */
  pictureSide: 1920,
  /** The highest sequence number a chat can reach (the column is a PostgreSQL integer). */
  maxSeq: 2_147_483_647,
} as const;

/** Values of a system line's text; only values that read the same in every language (titles, order numbers, ISO times). */
export const chatLineParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ChatLineParams = z.infer<typeof chatLineParamsSchema>;

/**
 * A picture in a message, stored as sent (upright, without its metadata) and at most
 * `chatLimits.pictureSide` pixels each way; `width` and `height` let a reader keep its place
 * before it has loaded.
 */
export const chatPictureSchema = z.object({ url: z.string(), width: z.number().int().min(1), height: z.number().int().min(1) });
export type ChatPicture = z.infer<typeof chatPictureSchema>;

/**
 * What a message carries besides its text, by kind: a system line's i18n key (`notifications:chat.*`)
 * and values, with the booking it is about; an add-on offer or a reschedule request as it is now
 * (its status read when the message is read, so an old card shows whether it was answered); a
 * person's picture. Null for a person's text, and for a picture removed with its sender's account.
 */
export const chatMessagePayloadSchema = z.union([
  z.object({ line: z.object({ key: z.string(), params: chatLineParamsSchema, bookingId: z.uuid().nullable() }) }),
  z.object({ addonOffer: addonOfferSchema }),
  z.object({ reschedule: rescheduleRequestSchema }),
  z.object({ picture: chatPictureSchema }),
]);
export type ChatMessagePayload = z.infer<typeof chatMessagePayloadSchema>;

/** One message (api-contract "Conversations"); `seq` numbers a chat's messages 1, 2, 3... in order. */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  chatId: z.uuid(),
  seq: z.number().int().min(1),
  /** The id the sending client chose, so a resend is recognised (one message per sender and id). */
  clientId: z.uuid(),
  /** The person who wrote it; null for lines the marketplace itself adds. */
  senderId: z.uuid().nullable(),
  kind: z.enum(chatMessageKinds),
  /** A person's text; empty for system lines and cards, which the client writes from `payload`. */
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  payload: chatMessagePayloadSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatIdParamsSchema = z.object({ id: z.uuid() });

/** `POST /api/chats`: a customer opens (or finds again) the chat with a provider. */
export const createChatBodySchema = z.object({ providerId: z.uuid() });
export const createChatResultSchema = z.object({ id: z.uuid() });

/** `POST /api/chats/with-customer`: the provider (owned by the caller) opens the chat with one of its customers. */
export const openChatWithCustomerBodySchema = z.object({ customerId: z.uuid() });

export const chatStates = ['open', 'closed'] as const;
export type ChatState = (typeof chatStates)[number];

export const chatListQuerySchema = z.object({
  state: z.enum(chatStates).default('open'),
  next: cursorSchema.optional(),
});

/** Which side of the chat the caller is on: the same person may be a customer in one and a provider in another. */
export const chatRoles = ['customer', 'provider'] as const;
export type ChatRole = (typeof chatRoles)[number];

export const chatListItemSchema = z.object({
  id: z.uuid(),
  state: z.enum(chatStates),
  role: z.enum(chatRoles),
  customerId: z.uuid(),
  providerId: z.uuid(),
  /** Who the caller talks to: the provider (as its public profile shows it) or the customer. */
  otherParty: z.object({
    userId: z.uuid(),
    name: z.string(),
    picture: z.string().nullable(),
    /** The person's data was erased; the client shows "Deleted user". */
    erased: z.boolean(),
  }),
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number().int().min(0),
  lastReadSeq: z.number().int().min(0),
  lastActivityAt: z.iso.datetime({ offset: true }),
  /** Support switched the chat off: it can be read, not written to. */
  deactivated: z.boolean(),
  /**
   * Nobody can write: the chat is deactivated, one of the two is blocked, or the other person's
   * data was erased. Both can still read it.
   */
  readOnly: z.boolean(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;
export const chatPageSchema = pagedSchema(chatListItemSchema);

/**
 * `GET /api/chats/{id}/bookings`: the pair's confirmed bookings that have not ended, soonest
 * first: the ones an add-on can be offered on or a new time proposed for from the chat.
 */
export const chatBookingSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  serviceTitle: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
export type ChatBooking = z.infer<typeof chatBookingSchema>;
export const chatBookingsSchema = z.object({ data: z.array(chatBookingSchema) });

/**
 * `GET /api/chats/{id}/related`: what the pair has done together, for links from the chat to the
 * pages about it. Bookings in any status; requests only those that reached the chat's provider,
 * since the provider may not see the customer's other requests.
 */
export const chatRelatedLimit = 10;
export const chatRelatedBookingSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  serviceTitle: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  status: z.enum(bookingStatuses),
});
export type ChatRelatedBooking = z.infer<typeof chatRelatedBookingSchema>;
export const chatRelatedRequestSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(customRequestStatuses),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChatRelatedRequest = z.infer<typeof chatRelatedRequestSchema>;
export const chatRelatedSchema = z.object({
  bookings: z.array(chatRelatedBookingSchema).max(chatRelatedLimit),
  requests: z.array(chatRelatedRequestSchema).max(chatRelatedLimit),
});
export type ChatRelated = z.infer<typeof chatRelatedSchema>;

/** `GET /api/chats/with/{userId}`: the caller's chat with another person. */
export const chatWithParamsSchema = z.object({ userId: z.uuid() });

/** `GET /api/chats/unread-count`: chats with unread messages, and those messages, over all the caller's chats. */
export const chatUnreadCountSchema = z.object({ chats: z.number().int().min(0), messages: z.number().int().min(0) });
export type ChatUnreadCount = z.infer<typeof chatUnreadCountSchema>;

/**
 * `GET /api/chats/{id}/messages`. `after`: the messages after that one, oldest first (catching up
 * after a reconnect). `before`: the ones before it, newest first (scrolling back). Neither: the
 * newest, newest first. `next` continues whichever of the three the previous page was.
 */
export const chatMessagesQuerySchema = z
  .object({
    after: z.uuid().optional(),
    before: z.uuid().optional(),
    next: cursorSchema.optional(),
    max: z.coerce.number().int().min(1).max(chatLimits.maxPageSize).default(chatLimits.defaultPageSize),
  })
  .refine((query) => [query.after, query.before, query.next].filter((value) => value !== undefined).length <= 1, {
    error: 'error.chat.one_position',
    path: ['after'],
  });
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;
export const chatMessagePageSchema = pagedSchema(chatMessageSchema);

/** `POST /api/chats/{id}/messages`. */
export const sendChatMessageBodySchema = z.object({
  clientId: z.uuid(),
  text: textSchema({ max: chatLimits.textLength }).min(1, { error: 'common.field.required' }),
});
export type SendChatMessageBody = z.infer<typeof sendChatMessageBodySchema>;

/**
 * `POST /api/chats/{id}/pictures`, the text fields of the multipart form beside its `file`: the
 * same `clientId` rule as a text, and an optional caption under the same text rules.
 */
export const sendChatPictureFieldsSchema = z.object({
  clientId: z.uuid(),
  text: textSchema({ max: chatLimits.textLength }).optional().default(''),
});
export type SendChatPictureFields = z.infer<typeof sendChatPictureFieldsSchema>;

/** `POST /api/chats/{id}/read`: read up to a sequence number, or up to a message. */
export const markChatReadBodySchema = z.union([
  z.object({ seq: z.number().int().min(0).max(chatLimits.maxSeq) }).strict(),
  z.object({ messageId: z.uuid() }).strict(),
]);
export type MarkChatReadBody = z.infer<typeof markChatReadBodySchema>;
export const chatReadStateSchema = z.object({ lastReadSeq: z.number().int().min(0), unreadCount: z.number().int().min(0) });
export type ChatReadState = z.infer<typeof chatReadStateSchema>;

/** The `chat:send` socket event: the REST body with the chat's id. */
export const chatSendPayloadSchema = sendChatMessageBodySchema.extend({ chatId: z.uuid() });
export type ChatSendPayload = z.infer<typeof chatSendPayloadSchema>;

/** The `chat:typing` socket event from a client. */
export const chatTypingPayloadSchema = z.object({ chatId: z.uuid() });
