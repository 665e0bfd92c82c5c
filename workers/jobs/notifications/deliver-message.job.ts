import { type Job, UnrecoverableError } from 'bullmq';
import { type OutboundMessage, outboundMessageSchema } from '#shared/queues.ts';
import type { MessageDelivery } from '#server/modules/notifications/delivery/message-delivery.ts';

/**
 * Delivers one queued SMS or e-mail. A payload that fails its schema can never succeed, so it
 * fails at once; a delivery error is thrown so BullMQ retries with back-off.
 */
export function deliverMessageJob(delivery: MessageDelivery) {
  return async (job: Job<OutboundMessage>): Promise<void> => {
    const parsed = outboundMessageSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid outbound message payload: ${parsed.error.message}`);
    await delivery.deliver(parsed.data);
  };
}
