import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { ChatMessage, ChatReadState } from '#shared/chats/chat.schema.ts';
import { type ServerToClientEvents, socketRooms } from '#shared/socket-events.ts';
import type { SocketServer } from '#server/plugins/sockets.plugin.ts';

/**
 * Live chat events to people's user rooms (every tab and device of each). The web server emits
 * through its Socket.IO server, the workers (system lines, reminders) through the Redis emitter;
 * both reach sockets on every server process. Live events are a convenience: a client that missed
 * one catches up with `GET /api/chats/{id}/messages?after=`.
 */
export interface ChatEvents {
  message(recipientIds: readonly string[], message: ChatMessage): void;
  typing(recipientIds: readonly string[], event: { chatId: string; userId: string }): void;
  read(userId: string, event: { chatId: string } & ChatReadState): void;
}

type Emit = <Event extends keyof ServerToClientEvents>(event: Event, ...args: Parameters<ServerToClientEvents[Event]>) => unknown;
type RoomEmitter = { to(rooms: string | string[]): { emit: Emit } };

function chatEventsOf(target: RoomEmitter): ChatEvents {
  const rooms = (userIds: readonly string[]) => [...new Set(userIds)].map((userId) => socketRooms.user(userId));
  return {
    message(recipientIds, message) {
      if (recipientIds.length > 0) target.to(rooms(recipientIds)).emit('chat:message', message);
    },
    typing(recipientIds, event) {
      if (recipientIds.length > 0) target.to(rooms(recipientIds)).emit('chat:typing', event);
    },
    read(userId, event) {
      target.to(socketRooms.user(userId)).emit('chat:read', event);
    },
  };
}

/** Through the web server's Socket.IO server (`app.io`). */
export function socketChatEvents(io: Pick<SocketServer, 'to'>): ChatEvents {
  return chatEventsOf(io as unknown as RoomEmitter);
}

/** Through Redis, for the workers; `channelKey` is `socketChannelKey(config)`. */
export function redisChatEvents(redis: Redis, channelKey: string): ChatEvents {
  return chatEventsOf(new Emitter<ServerToClientEvents>(redis, { key: channelKey }) as unknown as RoomEmitter);
}
