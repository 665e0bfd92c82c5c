import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, UnrecoverableError } from 'bullmq';
import { type SubscriptionJob, subscriptionJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import { type SubscriptionMessaging, followVisitCharge, followVisitStart } from '#server/modules/subscriptions/subscription-follow-up.ts';
import { sweepSubscriptions } from '#server/modules/subscriptions/subscription-sweep.ts';
import { type VisitChargeDeps, chargeVisit, startVisit } from '#server/modules/subscriptions/visit-charges.ts';

/**
 * A visit's charge or start (each decides under the visit's lock whether it is due, so an early,
 * late or repeated job is harmless), and the sweep.
 */
export function subscriptionJob(orm: MikroORM, clock: Clock, deps: VisitChargeDeps, messaging: SubscriptionMessaging) {
  return async (job: Pick<Job<SubscriptionJob>, 'data'>): Promise<string> => {
    const parsed = subscriptionJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid subscription job payload: ${parsed.error.message}`);
    const now = clock.now();
    if (parsed.data.type === 'charge') {
      const outcome = await chargeVisit(orm.em.fork(), deps, { visitId: parsed.data.visitId, now });
      await followVisitCharge(orm.em.fork(), messaging, outcome, now);
      return outcome.kind;
    }
    if (parsed.data.type === 'start') {
      const outcome = await startVisit(orm.em.fork(), { visitId: parsed.data.visitId, now });
      await followVisitStart(orm.em.fork(), messaging, outcome);
      return outcome.kind;
    }
    const counts = await sweepSubscriptions(orm.em.fork(), deps, messaging, now);
    return JSON.stringify(counts);
  };
}
