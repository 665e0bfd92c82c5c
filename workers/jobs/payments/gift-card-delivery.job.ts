import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { type GiftCardDeliveryJob, type OutboundMessage, giftCardDeliveryJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import { type GiftCardMailSettings, deliverDueGiftCards, sendGiftCardReceipts } from '#server/modules/payments/gift-card-delivery.ts';

/**
 * Every minute: the buyers' receipts for cards just paid, then the cards whose delivery time has
 * come. Both are safe to run twice or side by side (gift-card-delivery.ts). Answers how many cards
 * were delivered.
 */
export function giftCardDeliveryJob(orm: MikroORM, clock: Clock, outbound: Queue<OutboundMessage>, settings: GiftCardMailSettings) {
  return async (job: Pick<Job<GiftCardDeliveryJob>, 'data'>): Promise<number> => {
    const parsed = giftCardDeliveryJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid gift card delivery payload: ${parsed.error.message}`);
    const now = clock.now();
    await sendGiftCardReceipts(orm.em.fork(), outbound, settings, now);
    return deliverDueGiftCards(orm.em.fork(), outbound, settings, now);
  };
}
