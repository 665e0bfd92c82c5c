import { z } from 'zod';

/**
 * Queue names and job payloads shared by the producers (server) and the workers. Names are
 * short and stable: renaming one strands the jobs already waiting in Redis.
 */
export const queueNames = {
  outboundMessages: 'outbound-messages',
} as const;
export type QueueName = (typeof queueNames)[keyof typeof queueNames];

export const messageChannelSchema = z.enum(['sms', 'email']);
export type MessageChannel = z.infer<typeof messageChannelSchema>;

/** One text message or e-mail to deliver. `id` makes a repeated delivery a no-op. */
export const outboundMessageSchema = z
  .object({
    id: z.uuid(),
    channel: messageChannelSchema,
    to: z.string().min(3).max(254),
    subject: z.string().max(200).optional(),
    text: z.string().min(1).max(20_000),
    html: z.string().max(200_000).optional(),
  })
  .refine((message) => message.channel === 'sms' || Boolean(message.subject), {
    path: ['subject'],
    message: 'common.field.required',
  });
export type OutboundMessage = z.infer<typeof outboundMessageSchema>;

/** BullMQ keeps each environment's jobs apart by prefix; the braces keep a queue on one Redis Cluster slot. */
export function queuePrefix(redisKeyPrefix: string): string {
  return `{${redisKeyPrefix}bull}`;
}
