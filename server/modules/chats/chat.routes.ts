import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatBookingsSchema,
  chatIdParamsSchema,
  chatListItemSchema,
  chatListQuerySchema,
  chatMessagePageSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatPageSchema,
  chatReadStateSchema,
  chatRelatedSchema,
  chatUnreadCountSchema,
  chatWithParamsSchema,
  createChatBodySchema,
  openChatWithCustomerBodySchema,
  createChatResultSchema,
  markChatReadBodySchema,
  sendChatMessageBodySchema,
  sendChatPictureFieldsSchema,
} from '#shared/chats/chat.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { parseTextField, readForm } from '#server/modules/media/multipart-form.ts';
import { appChatEvents } from './chat-events.ts';
import { sendPicture } from './chat-pictures.ts';
import { chatRelated } from './chat-related.ts';
import { chatBookings, findChat, listChats, listMessages, unreadTotals } from './chat-views.ts';
import { notFound } from '#server/lib/app-error.ts';
import { markRead, openChat, openChatWithCustomer, requireParticipant, sendMessage } from './chat.service.ts';

const tags = ['chats'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema };

/**
 * Customer–provider chat (api-contract "Conversations"). The rules live in chat.service.ts,
 * chat-pictures.ts and chat-views.ts; sending over the socket (`chat:send`, chat-sockets.ts) goes through the same
 * service, and both emit `chat:message` to the participants once the message is stored.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = appChatEvents(app);

  app.post(
    '/chats',
    {
      schema: {
        tags,
        summary: 'Open the chat with a provider',
        description:
          'Signed in; the caller is the customer. Answers the one chat of this customer and provider: 201 when it was created now, 200 when it existed. A new chat needs a public provider (404 otherwise); a person cannot chat with their own provider (409 `error.chat.own_provider`).',
        body: createChatBodySchema,
        response: { 200: createChatResultSchema, 201: createChatResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { chatId, created } = await openChat(request.em, { customerId: user.id, providerId: request.body.providerId, now: app.clock.now() });
      return reply.code(created ? 201 : 200).send({ id: chatId });
    },
  );

  app.post(
    '/chats/with-customer',
    {
      schema: {
        tags,
        summary: 'Open the chat with a customer, as their provider',
        description:
          'Signed in; the caller owns the provider. Only with a customer the provider has a booking with (any status) or whose custom request reached it; anyone else 404. 201 when the chat was created now, 200 when it existed.',
        body: openChatWithCustomerBodySchema,
        response: { 200: createChatResultSchema, 201: createChatResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { chatId, created } = await openChatWithCustomer(request.em, { ownerId: user.id, customerId: request.body.customerId, now: app.clock.now() });
      return reply.code(created ? 201 : 200).send({ id: chatId });
    },
  );

  app.get(
    '/chats',
    {
      schema: {
        tags,
        summary: 'The caller\'s chats',
        description:
          'Signed in. Paged `{ data, next }`, the most recently active first, as customer and as provider (`role`). `state` (default `open`): open while a request, offer or booking between the two is pending or not over, or a message was written in the last 30 days; deactivated chats are closed. Each line carries the other party, the last message and the unread count.',
        querystring: chatListQuerySchema,
        response: { 200: chatPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listChats(request.em, { userId: user.id, state: request.query.state, next: request.query.next, now: app.clock.now() });
    },
  );

  app.get(
    '/chats/unread-count',
    {
      schema: {
        tags,
        summary: 'Unread chats and messages',
        description: 'Signed in. `{ chats, messages }` over all the caller\'s chats, open and closed: the chats with messages after the caller\'s read mark, and how many such messages.',
        response: { 200: chatUnreadCountSchema, ...errors },
      },
    },
    async (request) => unreadTotals(request.em, requireUser(request).id),
  );

  app.get(
    '/chats/with/:userId',
    {
      schema: {
        tags,
        summary: 'The caller\'s chat with another person',
        description: 'Signed in. The chat the caller and that person (by user id) take part in, as a line of the list; 404 when there is none. A provider finds the chat with a customer of a booking or a request this way.',
        params: chatWithParamsSchema,
        response: { 200: chatListItemSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const chat = await findChat(request.em, { userId: user.id, otherUserId: request.params.userId, now: app.clock.now() });
      if (!chat) throw notFound();
      return chat;
    },
  );

  app.get(
    '/chats/:id',
    {
      schema: {
        tags,
        summary: 'One chat',
        description: 'A participant (anyone else 404). The chat as a line of the list: the other party, the state, the unread count and the caller\'s read mark.',
        params: chatIdParamsSchema,
        response: { 200: chatListItemSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const chat = await findChat(request.em, { userId: user.id, chatId: request.params.id, now: app.clock.now() });
      if (!chat) throw notFound();
      return chat;
    },
  );

  app.get(
    '/chats/:id/bookings',
    {
      schema: {
        tags,
        summary: 'The pair\'s confirmed bookings that have not ended',
        description:
          'A participant (anyone else 404). The confirmed bookings between the chat\'s customer and provider whose end lies ahead, soonest first (at most 20): those the chat can offer an add-on on or propose a new time for.',
        params: chatIdParamsSchema,
        response: { 200: chatBookingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await chatBookings(request.em, { chatId: request.params.id, userId: user.id, now: app.clock.now() }) };
    },
  );

  app.get(
    '/chats/:id/related',
    {
      schema: {
        tags,
        summary: 'The pair\'s bookings and the customer\'s requests that reached the provider',
        description:
          'A participant (anyone else 404). `bookings`: the bookings between the chat\'s customer and provider in any status, the latest start first (at most 10). `requests`: the customer\'s custom requests that reached the chat\'s provider, declined ones included, the newest first (at most 10); requests sent only to others never show. For links from the chat to the pages about them.',
        params: chatIdParamsSchema,
        response: { 200: chatRelatedSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return chatRelated(request.em, { chatId: request.params.id, userId: user.id });
    },
  );

  app.get(
    '/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'A page of a chat\'s messages',
        description:
          'A participant (anyone else 404). `after=<message id>`: the messages after it, oldest first (catching up after a reconnect). `before=<message id>`: the ones before it, newest first (scrolling back). Neither: the newest, newest first. `next` continues the same direction; `max` 1–100 (default 50). A message id of another chat: 400 `error.chat.unknown_message`.',
        params: chatIdParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagePageSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listMessages(request.em, { chatId: request.params.id, userId: user.id, query: request.query });
    },
  );

  app.post(
    '/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message',
        description:
          'A participant (anyone else 404). 201 with the stored message, which is also pushed as `chat:message` to both sides. The same `clientId` again with the same text: 200 with the stored message, nothing new is stored; with another text: 409 `error.chat.client_id_reused`. A deactivated chat: 403 `error.chat.deactivated`. Sending marks the chat read up to the new message.',
        params: chatIdParamsSchema,
        body: sendChatMessageBodySchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const sent = await sendMessage(request.em, { chatId: request.params.id, senderId: user.id, now: app.clock.now(), ...request.body });
      if (sent.created) events.message(sent.recipientIds, sent.message);
      return reply.code(sent.created ? 201 : 200).send(sent.message);
    },
  );

  app.post(
    '/chats/:id/pictures',
    {
      schema: {
        tags,
        summary: 'Send a picture',
        description:
          'A participant (anyone else 404). Multipart: one `file` (a picture, checked by content, size and pixels like every upload: 400 `error.upload.not_image`, `error.upload.too_many_pixels`, `error.upload.file_required`; 413 `error.upload.file_too_large`), `clientId`, and an optional caption `text` under the rules of a text message. 201 with the stored message (`kind: picture`, `payload.picture` `{ url, width, height }`, the caption in `text`), also pushed as `chat:message` to both sides. The picture is kept upright, without its metadata, at most 1920 pixels each way. The same `clientId` again with the same caption: 200 with the stored message and nothing stored twice; with another caption or for a text: 409 `error.chat.client_id_reused`. The same refusals as a text: 403 `error.chat.deactivated`, `error.chat.read_only`, `error.user.blocked`.',
        params: chatIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: chatMessageSchema, 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Someone outside the chat gets its 404 before their upload is read, whatever they sent.
      await requireParticipant(request.em, request.params.id, user.id);
      const form = await readForm(request, { maxFileBytes: app.uploadLimits.maxBytes, maxFiles: 1 });
      const fields = {
        clientId: parseTextField(form, 'clientId', sendChatPictureFieldsSchema.shape.clientId),
        text: parseTextField(form, 'text', sendChatPictureFieldsSchema.shape.text),
      };
      const sent = await sendPicture(request.em, app.media, app.uploadLimits, { chatId: request.params.id, senderId: user.id, now: app.clock.now(), file: form.files.get('file'), ...fields });
      if (sent.created) events.message(sent.recipientIds, sent.message);
      return reply.code(sent.created ? 201 : 200).send(sent.message);
    },
  );

  app.post(
    '/chats/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark a chat read',
        description:
          'A participant (anyone else 404). Body `{ seq }` or `{ messageId }`: everything up to it counts as read. The mark only moves forward and never past the newest message. Answers `{ lastReadSeq, unreadCount }`; the caller\'s other tabs hear it as `chat:read`.',
        params: chatIdParamsSchema,
        body: markChatReadBodySchema,
        response: { 200: chatReadStateSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const state = await markRead(request.em, { chatId: request.params.id, userId: user.id, body: request.body });
      events.read(user.id, { chatId: request.params.id, ...state });
      return state;
    },
  );
};
