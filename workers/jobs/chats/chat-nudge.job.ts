import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, UnrecoverableError } from 'bullmq';
import { type ChatNudgeJob, chatNudgeJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import { type ChatNudgeMessaging, type NudgeOutcome, nudgeIfUnread } from '#server/modules/chats/chat-nudges.ts';

/** A person's unread messages of one chat, a few minutes on: one e-mail and/or SMS, or nothing (`nudgeIfUnread`). */
export function chatNudgeJob(orm: MikroORM, clock: Clock, messaging: ChatNudgeMessaging) {
  return async (job: Pick<Job<ChatNudgeJob>, 'data'>): Promise<NudgeOutcome> => {
    const parsed = chatNudgeJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid chat nudge payload: ${parsed.error.message}`);
    return nudgeIfUnread(orm.em.fork(), messaging, parsed.data, clock.now());
  };
}
