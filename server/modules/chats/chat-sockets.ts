import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import { chatSendPayloadSchema, chatTypingPayloadSchema } from '#shared/chats/chat.schema.ts';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '#shared/socket-events.ts';
import type { Clock } from '#server/lib/clock.ts';
import { toErrorBody } from '#server/plugins/errors.plugin.ts';
import { answerSocketEvent } from '#server/plugins/socket-ack.ts';
import { appChatEvents, type ChatEvents } from './chat-events.ts';
import { requireParticipant, sendMessage } from './chat.service.ts';

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** A connection relays `chat:typing` at most this often, whichever chat it names. */
export const typingIntervalMs = 2_000;

/** Chats a connection may relay typing to are remembered per connection, up to this many. */
const rememberedChats = 50;

/**
 * The chat events a client sends. The access rule (signed in, not blocked) and the text rule have
 * run before these handlers (server/access/socket-access.ts); whose chat it is, is checked here
 * through the same service as the REST calls.
 */
export function chatSocketHandlers(deps: { orm: MikroORM; clock: Clock; events: ChatEvents; onUnexpected: (error: unknown) => void }) {
  return (socket: ChatSocket): void => {
    const userId = socket.data.userId;
    if (!userId) return;

    socket.on('chat:send', (payload, ack) =>
      answerSocketEvent({ schema: chatSendPayloadSchema, payload, ack, onUnexpected: deps.onUnexpected }, async ({ chatId, ...body }) => {
        const sent = await sendMessage(deps.orm.em.fork(), { chatId, senderId: userId, now: deps.clock.now(), ...body });
        // The sending tab has the message in its acknowledgement; the sender's other tabs get it pushed.
        if (sent.created) deps.events.message(sent.recipientIds, sent.message, socket.id);
        return { message: sent.message };
      }),
    );

    // Whom each chat's typing goes to, so a typing burst costs one query per chat, not one per event.
    const othersByChat = new Map<string, string[]>();
    let lastTypingAt = Number.NEGATIVE_INFINITY;
    socket.on('chat:typing', async (payload) => {
      const now = Date.now();
      if (now - lastTypingAt < typingIntervalMs) return;
      lastTypingAt = now;
      const parsed = chatTypingPayloadSchema.safeParse(payload);
      if (!parsed.success) return;
      const { chatId } = parsed.data;
      try {
        let others = othersByChat.get(chatId);
        if (!others) {
          const chat = await requireParticipant(deps.orm.em.fork(), chatId, userId);
          if (chat.deactivated) return;
          others = chat.participantIds.filter((id) => id !== userId);
          if (othersByChat.size >= rememberedChats) othersByChat.clear();
          othersByChat.set(chatId, others);
        }
        deps.events.typing(others, { chatId, userId });
      } catch (error) {
        // Typing is a hint: a chat the sender takes no part in is dropped without an answer.
        if (toErrorBody(error).status >= 500) deps.onUnexpected(error);
      }
    });
  };
}

/** Adds the chat handlers to every new connection of the app's Socket.IO server. */
export const chatSocketsPlugin = fp(
  async (app: FastifyInstance) => {
    const handlers = chatSocketHandlers({
      orm: app.orm,
      clock: app.clock,
      events: appChatEvents(app),
      onUnexpected: (error) => app.log.error({ err: error }, 'chat socket event failed'),
    });
    app.io.on('connection', handlers);
  },
  { name: 'chat-sockets', dependencies: ['sockets'] },
);
