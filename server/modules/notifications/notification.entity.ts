import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';

/**
 * One in-app notification for one person. The text is not stored: `key` (an i18n key) and
 * `params` are, so the client writes it in the reader's language when it is read. `link` is a
 * path inside the app.
 */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  indexes: [
    // The centre reads a person's newest first, keyset on (created_at, id).
    { name: 'notification_user_created_index', expression: 'create index "notification_user_created_index" on "notification" ("user_id", "created_at" desc, "id" desc)' },
    // The badge counts, and the unread tab lists, only what is unread: usually a handful of rows.
    {
      name: 'notification_user_unread_index',
      expression: 'create index "notification_user_unread_index" on "notification" ("user_id", "created_at" desc, "id" desc) where "read_at" is null',
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    key: p.string().length(120),
    params: p.json<Record<string, string | number>>().default('{}'),
    link: p.string().length(500).nullable(),
    readAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class NotificationEntity extends NotificationSchema.class {}
NotificationSchema.setClass(NotificationEntity);
