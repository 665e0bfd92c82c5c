import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, UnrecoverableError } from 'bullmq';
import { type AccountErasureJob, accountErasureJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import { type ErasureOutcome, type ErasureServices, eraseIfDue, sweepDueErasures } from '#server/modules/accounts/account-erasure.ts';

/**
 * Erasing personal data 30 days after a deletion request: one person's job, or the daily sweep.
 * Both re-check the request and the clock under the person's row lock, so a job early, late,
 * after a cancel or run twice changes nothing it should not.
 */
export function accountErasureJob(orm: MikroORM, clock: Clock, services: ErasureServices) {
  return async (job: Pick<Job<AccountErasureJob>, 'data'>): Promise<ErasureOutcome | number> => {
    const parsed = accountErasureJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid account erasure payload: ${parsed.error.message}`);
    const data = parsed.data;
    if (data.type === 'erase') return eraseIfDue(orm.em.fork(), services, data.userId, clock.now());
    return sweepDueErasures(orm.em.fork(), services, clock.now());
  };
}
