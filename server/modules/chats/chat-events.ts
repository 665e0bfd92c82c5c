import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ChatMessage, ChatReadState } from '#shared/chats/chat.schema.ts';
import type { ChatNudgeJob } from '#shared/queues.ts';
import { socketRooms } from '#shared/socket-events.ts';
import type { SocketServer } from '#server/plugins/sockets.plugin.ts';
import { type RoomEmitter, redisRoomEmitter, socketRoomEmitter } from '#server/lib/room-emitter.ts';
import { chatFiguresScheduler } from '#server/modules/ratings/provider-figures-jobs.ts';
import { chatNudgeScheduler } from './chat-nudges.ts';

/**
 * Live chat events to people's user rooms (every tab and device of each). The web server emits
 * through its Socket.IO server, the workers (system lines, reminders) through the Redis emitter;
 * both reach sockets on every server process. Live events are a convenience: a client that missed
 * one catches up with `GET /api/chats/{id}/messages?after=`.
 */
export interface ChatEvents {
  /** `exceptSocketId`: the connection that sent the message, which has it in its acknowledgement already. */
  message(recipientIds: readonly string[], message: ChatMessage, exceptSocketId?: string): void;
  typing(recipientIds: readonly string[], event: { chatId: string; userId: string }): void;
  read(userId: string, event: { chatId: string } & ChatReadState): void;
}


function chatEventsOf(target: RoomEmitter): ChatEvents {
  const rooms = (userIds: readonly string[]) => [...new Set(userIds)].map((userId) => socketRooms.user(userId));
  return {
    message(recipientIds, message, exceptSocketId) {
      if (recipientIds.length === 0) return;
      const to = target.to(rooms(recipientIds));
      (exceptSocketId ? to.except(exceptSocketId) : to).emit('chat:message', message);
    },
    typing(recipientIds, event) {
      if (recipientIds.length > 0) target.to(rooms(recipientIds)).emit('chat:typing', event);
    },
    read(userId, event) {
      target.to(socketRooms.user(userId)).emit('chat:read', event);
    },
  };
}

/**
 * Through the web server's Socket.IO server (`app.io`). With `nudges`, every new message also
 * schedules the e-mail/SMS nudge for whoever has not read it a few minutes on (`chat-nudges.ts`).
 */
export function socketChatEvents(io: Pick<SocketServer, 'to'>, nudges?: { queue: Queue<ChatNudgeJob>; onError: (error: unknown) => void }): ChatEvents {
  const events = chatEventsOf(socketRoomEmitter(io));
  if (!nudges) return events;
  const scheduleNudges = chatNudgeScheduler(nudges.queue);
  return {
    ...events,
    message(recipientIds, message, exceptSocketId) {
      events.message(recipientIds, message, exceptSocketId);
      scheduleNudges(message, recipientIds).catch(nudges.onError);
    },
  };
}

/** Through Redis, for the workers; `channelKey` is `socketChannelKey(config)`. */
export function redisChatEvents(redis: Redis, channelKey: string): ChatEvents {
  return chatEventsOf(redisRoomEmitter(redis, channelKey));
}

const eventsOfApp = new WeakMap<object, ChatEvents>();

/**
 * The web server's chat events: pushed live and nudged later; a nudge that cannot be queued is
 * logged, the message stands; so is the provider's figures' count. One per app, so REST and the sockets share which nudges are queued.
 */
export function appChatEvents(app: Pick<FastifyInstance, 'io' | 'queues' | 'log'>): ChatEvents {
  let events = eventsOfApp.get(app);
  if (!events) {
    const live = socketChatEvents(app.io, { queue: app.queues.chatNudges, onError: (error) => app.log.warn({ err: error }, 'chat nudge could not be scheduled') });
    // A first answer in a chat moves the provider's response time.
    const scheduleFigures = chatFiguresScheduler(app.queues.providerFigures);
    events = {
      ...live,
      message(recipientIds, message, exceptSocketId) {
        live.message(recipientIds, message, exceptSocketId);
        if (message.senderId) scheduleFigures(message.chatId).catch((error: unknown) => app.log.warn({ err: error }, 'provider figures could not be scheduled'));
      },
    };
    eventsOfApp.set(app, events);
  }
  return events;
}
