import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, UnrecoverableError } from 'bullmq';
import { type CallJob, callJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import { type CallMessaging, followCallChange } from '#server/modules/calls/call-follow-up.ts';
import { failCall, overdueCallIds, timeOutCall } from '#server/modules/calls/call.service.ts';

/** How often the sweep looks for call deadlines whose job was lost. */
export const callSweepEveryMs = 60_000;

/**
 * A call's deadline (`timeOutCall` decides under the call's lock whether it is due, so a late,
 * early or repeated job is harmless), and the sweep that ends the calls whose job was lost and the
 * ongoing calls both devices left long ago.
 */
export function callJob(orm: MikroORM, clock: Clock, messaging: CallMessaging) {
  return async (job: Pick<Job<CallJob>, 'data'>): Promise<number> => {
    const parsed = callJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid call job payload: ${parsed.error.message}`);
    const em = orm.em.fork();
    if (parsed.data.type === 'timeout') {
      const change = await timeOutCall(em, parsed.data.callId, clock.now());
      if (change) await followCallChange(em, messaging, change, clock.now());
      return change?.changed ? 1 : 0;
    }
    const overdue = await overdueCallIds(em, clock.now());
    let ended = 0;
    for (const callId of overdue.timedOut) {
      const change = await timeOutCall(em, callId, clock.now());
      if (change?.changed) ended += 1;
      if (change) await followCallChange(em, messaging, change, clock.now());
    }
    for (const callId of overdue.abandoned) {
      const change = await failCall(em, { callId, reason: 'connection_lost', now: clock.now(), onlyIn: ['ongoing'] });
      if (change?.changed) ended += 1;
      if (change) await followCallChange(em, messaging, change, clock.now());
    }
    return ended;
  };
}
