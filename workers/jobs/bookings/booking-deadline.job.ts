import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { type BookingDeadlineJob, type OutboundMessage, bookingDeadlineJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import { expireIfDue, remindIfWaiting, sweepExpiredBookings } from '#server/modules/bookings/booking-deadlines.ts';

/**
 * The booking deadlines (spec §4, 72 hours each): expire one booking, remind before a deadline,
 * or sweep for every passed deadline. Each checks the status and the clock first, so a job early,
 * late or run twice changes nothing it should not.
 */
export function bookingDeadlineJob(orm: MikroORM, clock: Clock, outbound: Queue<OutboundMessage>) {
  return async (job: Pick<Job<BookingDeadlineJob>, 'data'>): Promise<boolean | number> => {
    const parsed = bookingDeadlineJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid booking deadline payload: ${parsed.error.message}`);
    const data = parsed.data;
    const em = orm.em.fork();
    if (data.type === 'expire') return expireIfDue(em, data.bookingId, data.deadline, clock.now());
    if (data.type === 'remind') return remindIfWaiting(em, outbound, data.bookingId, data.deadline, clock.now());
    return sweepExpiredBookings(em, clock.now());
  };
}
