import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { BookingDeadlineJob } from '#shared/queues.ts';
import { ratingWindowDays } from '#shared/ratings/rating-rules.ts';
import { query, sql } from '#server/db/sql.ts';
import { type BookingMessaging, sendBookingMessage } from '#server/modules/bookings/booking-events.service.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';

const dayMs = 86_400_000;
/** How long after a booking is done its customer is reminded to rate it, if they have not. */
export const ratingReminderDelayMs = 3 * dayMs;
const batch = 500;

const jobOptions = { removeOnComplete: { age: 24 * 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 5, backoff: { type: 'exponential', delay: 5_000 } };

/** Queues the reminder three days after `doneAt`; its id names the booking, so queueing twice runs it once. */
export async function scheduleRatingReminder(queue: Queue<BookingDeadlineJob>, bookingId: string, doneAt: Date, now: Date): Promise<void> {
  const delay = Math.max(0, doneAt.getTime() + ratingReminderDelayMs - now.getTime());
  await queue.add('rateReminder', { type: 'rateReminder', bookingId }, { ...jobOptions, jobId: `rate-reminder-${bookingId}`, delay });
}

/** Done at least three days ago and still in the rating window, not rated, not reminded yet. */
const due = (now: Date) => sql`b.status = 'done' and b.done_at <= ${new Date(now.getTime() - ratingReminderDelayMs)}
  and b.done_at >= ${new Date(now.getTime() - ratingWindowDays * dayMs)} and b.rating_reminded_at is null
  and not exists (select 1 from provider_rating r where r.booking_id = b.id)`;

/**
 * Reminds the customer of a done booking to rate it (issue: "one reminder after 3 days if not
 * rated"), in the app and by e-mail, each opening the rating. The guarded update claims the
 * reminder, so a job run twice, or a job and the sweep at once, send it once; a booking rated,
 * reminded, or not due changes nothing. Answers whether it sent.
 */
export async function remindToRate(em: EntityManager, messaging: BookingMessaging, bookingId: string, now: Date): Promise<boolean> {
  const claimed = await query<{ id: string }>(em, sql`update booking b set rating_reminded_at = ${now} where b.id = ${bookingId}::uuid and ${due(now)} returning b.id`);
  if (claimed.length === 0) return false;
  const booking = await em.findOneOrFail(BookingEntity, bookingId, { refresh: true });
  await sendBookingMessage(em, messaging, 'rateReminder', booking);
  return true;
}

/** Catches reminders whose job was lost (Redis restarted, a worker down): answers how many it sent. */
export async function sweepRatingReminders(em: EntityManager, messaging: BookingMessaging, now: Date): Promise<number> {
  const rows = await query<{ id: string }>(em, sql`select b.id from booking b where ${due(now)} order by b.done_at limit ${batch}`);
  let sent = 0;
  for (const { id } of rows) if (await remindToRate(em.fork(), messaging, id, now)) sent += 1;
  return sent;
}
