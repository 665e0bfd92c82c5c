import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, UnrecoverableError } from 'bullmq';
import { type ProviderFiguresJob, providerFiguresJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import { refreshChatProviderFigures } from '#server/modules/ratings/provider-figures-jobs.ts';
import { refreshAllProviderFigures, refreshProviderFigures } from '#server/modules/ratings/provider-figures.service.ts';

/** A provider's figures (one named, or a chat's), or every provider's (the daily recount); each is safe to run twice. */
export function providerFiguresJob(orm: MikroORM, clock: Clock) {
  return async (job: Pick<Job<ProviderFiguresJob>, 'data'>): Promise<boolean | number> => {
    const parsed = providerFiguresJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid provider figures payload: ${parsed.error.message}`);
    const em = orm.em.fork();
    if (parsed.data.type === 'chat') return refreshChatProviderFigures(em, parsed.data.chatId, clock.now());
    if (parsed.data.type === 'provider') return (await refreshProviderFigures(em, [parsed.data.providerId], clock.now())) > 0;
    return refreshAllProviderFigures(em, clock.now());
  };
}
