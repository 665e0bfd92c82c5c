import type { EntityManager } from '@mikro-orm/postgresql';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { Notification, NotificationFilter } from '#shared/notifications/notification.schema.ts';
import { notFound } from '#server/lib/app-error.ts';
import { cursorKeys, cursorTimestamp, decodeCursor, encodeCursor } from '#server/modules/explore/cursor.ts';
import { NotificationEntity } from './notification.entity.ts';

export const notificationPageSize = 20;

function present(row: NotificationEntity): Notification {
  return { id: row.id, key: row.key, params: row.params, link: row.link ?? null, readAt: row.readAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

/** A person's notifications, newest first, all or only the unread; keyset on (created at, id). */
export async function listNotifications(em: EntityManager, userId: string, filter: NotificationFilter, next: string | undefined): Promise<Paged<Notification>> {
  const order = `notifications-${filter}`;
  const where: Record<string, unknown> = { user: userId, ...(filter === 'unread' ? { readAt: null } : {}) };
  if (next) {
    const [time, id] = decodeCursor(next, order, cursorKeys.timeId);
    const at = new Date(time);
    where.$or = [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: id } }];
  }
  const rows = await em.find(NotificationEntity, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: notificationPageSize + 1 });
  const page = rows.slice(0, notificationPageSize);
  const last = page.at(-1);
  return { data: page.map(present), next: rows.length > notificationPageSize && last ? encodeCursor(order, [cursorTimestamp(last.createdAt), last.id]) : null };
}

export async function unreadCount(em: EntityManager, userId: string): Promise<number> {
  return em.count(NotificationEntity, { user: userId, readAt: null });
}

/**
 * Marks one of the person's own notifications read; someone else's, or an unknown id, is 404.
 * Reading it again keeps the first time.
 */
export async function markRead(em: EntityManager, userId: string, id: string, now: Date): Promise<Notification> {
  const row = await em.findOne(NotificationEntity, { id, user: userId });
  if (!row) throw notFound();
  if (!row.readAt) {
    row.readAt = now;
    await em.flush();
  }
  return present(row);
}

/** Marks every unread notification of the person read in one statement; answers how many. */
export async function markAllRead(em: EntityManager, userId: string, now: Date): Promise<number> {
  return em.nativeUpdate(NotificationEntity, { user: userId, readAt: null }, { readAt: now });
}
