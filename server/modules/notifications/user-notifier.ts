import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { redisRoomEmitter } from '#server/lib/room-emitter.ts';
import type { Redis } from 'ioredis';
import type { NotificationParams } from '#shared/notifications/notification.schema.ts';
import { type NotificationEvent, socketRooms } from '#shared/socket-events.ts';
import { NotificationEntity } from './notification.entity.ts';

/** What one person is told: an i18n key and its values, and where it leads in the app. */
export interface NewNotification {
  key: string;
  params?: NotificationParams;
  link?: string;
}

export type Addressed = NewNotification & { userId: string };

/**
 * Tells people something in the app: every notification is stored first (the notification
 * centre and its unread badge read them), then pushed as `notification:new` with the stored id
 * to every tab and device of the person (their user room). The web server emits through its own
 * Socket.IO server, the workers through the Redis emitter; both reach sockets on every server
 * process. Call it after the change it is about is committed, so nobody hears of something that
 * was rolled back.
 */
export interface UserNotifier {
  notify(em: EntityManager, userId: string, notification: NewNotification): Promise<void>;
  /** Many at once, in one insert per thousand: a broadcast reaches thousands of providers. */
  notifyAll(em: EntityManager, notifications: readonly Addressed[]): Promise<void>;
}

type RoomEmitter = { to(room: string): { emit(event: 'notification:new', notification: NotificationEvent): unknown } };

const insertBatch = 1000;

function notifierOf(target: RoomEmitter, now: () => Date): UserNotifier {
  const notifier: UserNotifier = {
    notify: (em, userId, notification) => notifier.notifyAll(em, [{ userId, ...notification }]),
    async notifyAll(em, notifications) {
      const createdAt = now();
      const rows = notifications.map(({ userId, key, params, link }) => ({ id: randomUUID(), user: userId, key, params: params ?? {}, link: link ?? null, createdAt }));
      for (let start = 0; start < rows.length; start += insertBatch) {
        // A native insert: the rows never enter the caller's identity map or its next flush.
        await em.insertMany(NotificationEntity, rows.slice(start, start + insertBatch));
      }
      for (const row of rows) {
        const event: NotificationEvent = { id: row.id, key: row.key, params: row.params, createdAt: createdAt.toISOString(), ...(row.link ? { link: row.link } : {}) };
        target.to(socketRooms.user(row.user)).emit('notification:new', event);
      }
    },
  };
  return notifier;
}

/** Through the web server's Socket.IO server (`app.io`). */
export function socketNotifier(io: RoomEmitter, now: () => Date = () => new Date()): UserNotifier {
  return notifierOf(io, now);
}

/** Through Redis, for the workers; `channelKey` is `socketChannelKey(config)`. */
export function redisNotifier(redis: Redis, channelKey: string, now: () => Date = () => new Date()): UserNotifier {
  return notifierOf(redisRoomEmitter(redis, channelKey), now);
}

/** Remembers what would have been stored and pushed; for tests of the callers alone. */
export class RecordingNotifier implements UserNotifier {
  readonly sent: Array<{ userId: string; notification: NewNotification }> = [];
  async notify(_em: EntityManager, userId: string, notification: NewNotification): Promise<void> {
    this.sent.push({ userId, notification });
  }
  async notifyAll(_em: EntityManager, notifications: readonly Addressed[]): Promise<void> {
    for (const { userId, ...notification } of notifications) this.sent.push({ userId, notification });
  }
}
