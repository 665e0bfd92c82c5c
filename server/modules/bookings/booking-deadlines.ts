import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type { BookingDeadlineJob, BookingDeadlineKind, OutboundMessage } from '#shared/queues.ts';
import { releaseBalanceReservation } from '#server/modules/payments/booking-balance.ts';
import type { ChatEvents } from '#server/modules/chats/chat-events.ts';
import { applyBookingEvent, sendBookingMessage, writeBookingLine } from './booking-events.service.ts';
import { AppError } from '#server/lib/app-error.ts';
import { BookingEntity } from './booking.entity.ts';

const hourMs = 3_600_000;
/** How long before a deadline whoever must act is reminded. */
export const reminderLeadMs = 12 * hourMs;
/** How often the sweep looks for deadlines whose job was lost. */
export const sweepEveryMs = 10 * 60_000;

/**
 * The statuses a deadline belongs to; once a booking left them, the deadline no longer applies.
 * A checkout hold whose payment never completed expires at its payment deadline too.
 */
const waitingStatuses: Record<BookingDeadlineKind, readonly BookingStatus[]> = { provider_answer: ['awaiting_provider'], payment: ['awaiting_payment', 'hold'] };

function deadlineOf(booking: BookingEntity, kind: BookingDeadlineKind): Date | null {
  return (kind === 'provider_answer' ? booking.providerAnswerBy : booking.paymentDueBy) ?? null;
}

const jobOptions = { removeOnComplete: { age: 24 * 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 5, backoff: { type: 'exponential', delay: 5_000 } };

/** Job ids name the booking and deadline, so queueing a deadline twice runs it once. */
export const expireJobId = (bookingId: string, kind: BookingDeadlineKind) => `expire:${kind}:${bookingId}`;
export const remindJobId = (bookingId: string, kind: BookingDeadlineKind) => `remind:${kind}:${bookingId}`;

/** Queues the expiry of the booking's deadline at the deadline itself (at once when it is past). */
export async function scheduleExpiry(queue: Queue<BookingDeadlineJob>, bookingId: string, kind: BookingDeadlineKind, deadline: Date, now: Date): Promise<void> {
  const untilDeadline = Math.max(0, deadline.getTime() - now.getTime());
  await queue.add('expire', { type: 'expire', bookingId, deadline: kind }, { ...jobOptions, jobId: expireJobId(bookingId, kind), delay: untilDeadline });
}

/** Queues the expiry at the deadline and the reminder 12 hours before it (at once when that is past). */
export async function scheduleDeadline(queue: Queue<BookingDeadlineJob>, booking: BookingEntity, kind: BookingDeadlineKind, now: Date): Promise<void> {
  const deadline = deadlineOf(booking, kind);
  if (!deadline) return;
  await scheduleExpiry(queue, booking.id, kind, deadline, now);
  await queue.add(
    'remind',
    { type: 'remind', bookingId: booking.id, deadline: kind },
    { ...jobOptions, jobId: remindJobId(booking.id, kind), delay: Math.max(0, deadline.getTime() - now.getTime() - reminderLeadMs) },
  );
}

/**
 * The chat line of an expiry, by what the booking waited for. A checkout hold gets none: the pair
 * never heard of it in their chat, so a line about its end would only puzzle them.
 */
const expiryLines: Partial<Record<BookingStatus, string>> = {
  awaiting_provider: 'notifications:chat.bookingExpiredUnanswered',
  awaiting_payment: 'notifications:chat.bookingExpiredUnpaid',
};

/** What a deadline job does beside the expiry: the chat line pushed live, the provider's figures counted again. */
export interface ExpiryFollowUp {
  chat?: ChatEvents | undefined;
  /**
   * Queues the count of the provider's figures (provider-figures-jobs.ts) instead of counting in
   * the expiry's transaction: a provider with many requests expiring at once is counted once.
   */
  countFigures?: ((providerId: string) => Promise<void>) | undefined;
}

/**
 * Expires the booking if it still waits in the state `kind` belongs to and its deadline has
 * passed; anything else (answered, paid, cancelled, a job early by the clock, a second run)
 * changes nothing. The pair's chat gets the line of the expiry, pushed live through `chat`.
 * Answers whether it expired the booking.
 */
export async function expireIfDue(em: EntityManager, bookingId: string, kind: BookingDeadlineKind, now: Date, followUp: ExpiryFollowUp = {}): Promise<boolean> {
  // No read before the lock: applyBookingEvent reads the row under it and expires only a booking
  // still waiting with its deadline passed. An answer, payment or cancellation committed first, a
  // job early by the clock or a second run is its 409 (or an unchanged booking); a booking gone, 404.
  let result: Awaited<ReturnType<typeof applyBookingEvent>>;
  try {
    result = await applyBookingEvent(em, bookingId, { type: 'expire' }, 'system', now, { figures: followUp.countFigures ? 'later' : 'now', onlyFrom: waitingStatuses[kind] });
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
  if (!result.changed) return false;
  // Balance set aside when the customer started paying goes back once the booking ends unpaid.
  await releaseBalanceReservation(em, { bookingId, userId: result.booking.customer.id });
  const line = expiryLines[result.from];
  if (followUp.chat && line) await writeBookingLine(em, followUp.chat, line, result.booking);
  await followUp.countFigures?.(result.booking.provider.id);
  return true;
}

/** Expires every booking whose deadline passed; catches deadlines whose job was lost. Answers how many. */
export async function sweepExpiredBookings(em: EntityManager, now: Date, followUp: ExpiryFollowUp = {}): Promise<number> {
  const due = await em.find(
    BookingEntity,
    {
      $or: [
        { status: 'awaiting_provider', providerAnswerBy: { $lte: now } },
        { status: { $in: ['awaiting_payment', 'hold'] }, paymentDueBy: { $lte: now } },
      ],
    },
    { fields: ['id', 'status'], limit: 500 },
  );
  let expired = 0;
  for (const booking of due) {
    const kind: BookingDeadlineKind = booking.status === 'awaiting_provider' ? 'provider_answer' : 'payment';
    if (await expireIfDue(em.fork(), booking.id, kind, now, followUp)) expired += 1;
  }
  return expired;
}

/** Reminds whoever must act, only while the booking still waits for them. Answers whether it sent. */
export async function remindIfWaiting(
  em: EntityManager,
  outbound: Queue<OutboundMessage>,
  bookingId: string,
  kind: BookingDeadlineKind,
  now: Date,
): Promise<boolean> {
  const booking = await em.findOne(BookingEntity, bookingId, { refresh: true });
  // A checkout hold lasts minutes: nobody is reminded of it.
  if (!booking || booking.status !== waitingStatuses[kind][0]) return false;
  const deadline = deadlineOf(booking, kind);
  if (!deadline || deadline.getTime() <= now.getTime()) return false;
  await sendBookingMessage(em, { outbound }, kind === 'provider_answer' ? 'reminderProvider' : 'reminderCustomer', booking);
  return true;
}
