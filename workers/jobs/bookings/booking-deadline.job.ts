import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { type BookingDeadlineJob, type OutboundMessage, bookingDeadlineJobSchema } from '#shared/queues.ts';
import type { Clock } from '#server/lib/clock.ts';
import { expireIfDue, remindIfWaiting, sweepExpiredBookings } from '#server/modules/bookings/booking-deadlines.ts';
import { remindToRate, sweepRatingReminders } from '#server/modules/ratings/rating-reminder.ts';
import { type RescheduleMessaging, expireRescheduleIfDue, sweepExpiredReschedules, tellRescheduleExpired } from '#server/modules/bookings/reschedule.service.ts';

/**
 * The booking deadlines (spec §4, 72 hours each): expire one booking, remind before a deadline,
 * expire a reschedule request nobody answered, remind a customer to rate a done booking, or sweep
 * for all of them. Each checks the status
 * and the clock first, so a job early, late or run twice changes nothing it should not. Whoever
 * proposed an expired reschedule is told through `cards` (the chat card and a notification), and
 * an expired booking gets its line in the pair's chat through `cards.chat`.
 */
export function bookingDeadlineJob(orm: MikroORM, clock: Clock, outbound: Queue<OutboundMessage>, cards?: RescheduleMessaging, countFigures?: (providerId: string) => Promise<void>) {
  return async (job: Pick<Job<BookingDeadlineJob>, 'data'>): Promise<boolean | number> => {
    const parsed = bookingDeadlineJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`invalid booking deadline payload: ${parsed.error.message}`);
    const data = parsed.data;
    const em = orm.em.fork();
    const expiryFollowUp = { chat: cards?.chat, countFigures };
    if (data.type === 'expire') return expireIfDue(em, data.bookingId, data.deadline, clock.now(), expiryFollowUp);
    if (data.type === 'remind') return remindIfWaiting(em, outbound, data.bookingId, data.deadline, clock.now());
    const messaging = { outbound, ...(cards ? { notifier: cards.notifier } : {}) };
    if (data.type === 'rateReminder') return remindToRate(em, messaging, data.bookingId, clock.now());
    if (data.type === 'rateReminderSweep') return sweepRatingReminders(em, messaging, clock.now());
    const expired = data.type === 'expireReschedule' ? [await expireRescheduleIfDue(em, data.requestId, clock.now())].filter((request) => request !== null) : await sweepExpiredReschedules(em, clock.now());
    if (cards) for (const request of expired) await tellRescheduleExpired(em.fork(), cards, request);
    if (data.type === 'expireReschedule') return expired.length > 0;
    return (await sweepExpiredBookings(em, clock.now(), expiryFollowUp)) + expired.length;
  };
}
