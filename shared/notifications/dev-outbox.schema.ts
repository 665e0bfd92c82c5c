import { z } from 'zod';
import { messageChannelSchema } from '#shared/queues.ts';

/** `GET /api/dev/outbox` (development and test only): messages the outbox adapter "sent". */
export const devOutboxQuerySchema = z.object({
  to: z.string().trim().min(1).max(254).optional(),
});

export const devOutboxEntrySchema = z.object({
  channel: messageChannelSchema,
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  html: z.string().optional(),
  createdAt: z.date(),
});
export type DevOutboxEntry = z.infer<typeof devOutboxEntrySchema>;

export const devOutboxResponseSchema = z.object({ data: z.array(devOutboxEntrySchema) });
