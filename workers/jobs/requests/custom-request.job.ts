import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, UnrecoverableError } from 'bullmq';
import { type CustomRequestJob, customRequestJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import { broadcastIfDue, sweepDueBroadcasts } from '#server/modules/requests/request-broadcast.ts';
import { expireOfferIfDue, sweepExpiredOffers } from '#server/modules/requests/price-offer.service.ts';
import type { RequestMessaging } from '#server/modules/requests/request-messages.ts';

/** How often the sweep looks for broadcasts and offer deadlines whose job was lost. */
export const customRequestSweepEveryMs = 5 * 60_000;

/**
 * The timed rules of custom requests (spec §4, §9): broadcast a request to every relevant
 * provider when its 24 hours are up, expire an offer at its deadline, or sweep for both. Each
 * checks the state and the clock under a lock or in a guarded UPDATE, so a job early, late or run
 * twice changes nothing it should not.
 */
export function customRequestJob(orm: MikroORM, clock: Clock, messaging: RequestMessaging) {
  return async (job: Pick<Job<CustomRequestJob>, 'data'>): Promise<boolean | number> => {
    const parsed = customRequestJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid custom request payload: ${parsed.error.message}`);
    const data = parsed.data;
    const em = orm.em.fork();
    const now = clock.now();
    if (data.type === 'broadcast') return broadcastIfDue(em, messaging, data.requestId, now);
    if (data.type === 'expireOffer') return expireOfferIfDue(em, data.offerId, now);
    return (await sweepDueBroadcasts(em, messaging, now)) + (await sweepExpiredOffers(em, now));
  };
}
