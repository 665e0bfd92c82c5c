import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, UnrecoverableError } from 'bullmq';
import { type LoginLinkExpiryJob, loginLinkExpiryJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import { expireLoginLink } from '#server/modules/auth/login-link.service.ts';

/** Marks an unused login link expired when its 15 minutes are up; running twice changes nothing. */
export function expireLoginLinkJob(orm: MikroORM, clock: Clock) {
  return async (job: Job<LoginLinkExpiryJob>): Promise<boolean> => {
    const parsed = loginLinkExpiryJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid login link expiry payload: ${parsed.error.message}`);
    return expireLoginLink(orm.em.fork(), parsed.data.linkId, clock.now());
  };
}
