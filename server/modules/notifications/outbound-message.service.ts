import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import { type OutboundMessage, outboundMessageSchema } from '#shared/queues.ts';

export type OutboundMessageQueue = Queue<OutboundMessage>;

/** Attempts and back-off for delivery: a provider outage of a few minutes loses nothing. */
export const outboundMessageJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;

/**
 * Queues one SMS or e-mail for the workers to deliver. The job id is the message id, so queueing
 * the same message twice delivers it once.
 */
export async function queueOutboundMessage(
  queue: OutboundMessageQueue,
  message: Omit<OutboundMessage, 'id'> & { id?: string },
): Promise<OutboundMessage> {
  const parsed = outboundMessageSchema.parse({ ...message, id: message.id ?? randomUUID() });
  await queue.add('deliver', parsed, { ...outboundMessageJobOptions, jobId: parsed.id });
  return parsed;
}
