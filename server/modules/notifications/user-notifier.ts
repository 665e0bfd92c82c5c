import { randomUUID } from 'node:crypto';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { type NotificationEvent, type ServerToClientEvents, socketRooms } from '#shared/socket-events.ts';

/**
 * Pushes an in-app alert (`notification:new`) to every tab and device of a person (their user
 * room). The web server emits through its own Socket.IO server, the workers through the Redis
 * emitter; both reach sockets on every server process.
 */
export interface UserNotifier {
  notify(userId: string, notification: Omit<NotificationEvent, 'id' | 'createdAt'> & { createdAt?: string }): void;
}

type RoomEmitter = { to(room: string): { emit(event: 'notification:new', notification: NotificationEvent): unknown } };

function notifierOf(target: RoomEmitter): UserNotifier {
  return {
    notify(userId, notification) {
      target.to(socketRooms.user(userId)).emit('notification:new', { id: randomUUID(), createdAt: new Date().toISOString(), ...notification });
    },
  };
}

/** Through the web server's Socket.IO server (`app.io`). */
export function socketNotifier(io: RoomEmitter): UserNotifier {
  return notifierOf(io);
}

/** Through Redis, for the workers; `channelKey` is `socketChannelKey(config)`. */
export function redisNotifier(redis: Redis, channelKey: string): UserNotifier {
  return notifierOf(new Emitter<ServerToClientEvents>(redis, { key: channelKey }) as unknown as RoomEmitter);
}

/** Remembers what would have been pushed; for tests. */
export class RecordingNotifier implements UserNotifier {
  readonly sent: Array<{ userId: string; notification: Omit<NotificationEvent, 'id' | 'createdAt'> }> = [];
  notify(userId: string, notification: Omit<NotificationEvent, 'id' | 'createdAt'>): void {
    this.sent.push({ userId, notification });
  }
}
