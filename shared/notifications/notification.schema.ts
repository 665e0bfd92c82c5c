import { z } from 'zod';
import { cursorSchema, pagedSchema } from '#shared/explore/paged.schema.ts';

/** The values a notification's text is written with; the client translates `key` with them. */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

/** One stored in-app notification, as `GET /api/notifications` lists it. */
export const notificationSchema = z.object({
  id: z.uuid(),
  /** i18n key of the text (`notifications:booking.request`). */
  key: z.string(),
  params: notificationParamsSchema,
  /** A path inside the app, or null when there is nothing to open. */
  link: z.string().nullable(),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationFilters = ['all', 'unread'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];

export const notificationListQuerySchema = z.object({
  filter: z.enum(notificationFilters).default('all'),
  next: cursorSchema.optional(),
});

export const notificationPageSchema = pagedSchema(notificationSchema);
export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
