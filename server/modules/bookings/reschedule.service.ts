import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { RescheduleRequest } from '#shared/bookings/booking-cards.schema.ts';
import { type RescheduleRole, RescheduleTransitionError, nextRescheduleStatus, rescheduleExpiresAt } from '#shared/bookings/reschedule-status.ts';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import type { BookingDeadlineJob } from '#shared/queues.ts';
import { AppError, fieldError, forbidden, notFound } from '#server/lib/app-error.ts';
import { dateOfDayNumber, dayNumberAt } from '#server/modules/availability/zoned-time.ts';
import { type SentMessage, requireParticipant } from '#server/modules/chats/chat.service.ts';
import type { ChatEvents } from '#server/modules/chats/chat-events.ts';
import { cardMessage, postMarketplaceMessage } from '#server/modules/chats/marketplace-messages.ts';
import type { UserNotifier } from '#server/modules/notifications/user-notifier.ts';
import { accountBookingPath, agentBookingPath } from '#shared/routing/paths.ts';
import { query, sql } from '#server/db/sql.ts';
import { serviceUnavailable } from '#server/modules/providers/public-provider.ts';
import { actionsFor } from './actions-for.ts';
import { type TimeChange, bookingOfParticipant, changeBookingTime, moveTimes } from './booking-time.service.ts';
import { BookingEntity } from './booking.entity.ts';
import { RescheduleRequestEntity } from './reschedule-request.entity.ts';
import { openReplacementRequestId } from './booking-replacement.ts';

export function presentReschedule(request: RescheduleRequestEntity): RescheduleRequest {
  return {
    id: request.id,
    bookingId: request.booking.id,
    requestedBy: request.requesterRole,
    currentStartsAt: request.currentStartsAt.toISOString(),
    proposedStartsAt: request.proposedStartsAt.toISOString(),
    proposedEndsAt: request.proposedEndsAt.toISOString(),
    status: request.status,
    expiresAt: request.expiresAt.toISOString(),
    createdAt: request.createdAt.toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
  };
}

const alreadyWaiting = () => new AppError(409, 'error.reschedule.already_waiting');

export type CreatedReschedule = { request: RescheduleRequestEntity; booking: BookingEntity; card: SentMessage | null };

/**
 * Either side of a confirmed booking proposes another start from the chat (spec §6, §7
 * `messages/{id}/reschedule`). The proposal is checked as a move would be now (the change-time
 * rules of `bookingActions`, the provider public, the start one the availability engine offers
 * with the booking's own time free), so the other side is not asked about a time that cannot be
 * had; accepting checks again. One waiting request per booking: a second is refused (409
 * `error.reschedule.already_waiting`) until the first is answered or expires, so two proposals
 * never compete and nobody answers one that was silently replaced. The card is written into the
 * chat in the same transaction.
 * @throws AppError 404 not a participant of the chat or the booking; 400 the booking is another
 *   pair's, or the start is the current one; 409 as above, `error.reschedule.booking_not_confirmed`,
 *   `error.booking.change_not_allowed`, `error.booking.service_unavailable`, `error.booking.time_already_booked`.
 */
export async function createReschedule(em: EntityManager, input: { chatId: string; userId: string; bookingId: string; startTime: Date; now: Date }): Promise<CreatedReschedule> {
  try {
    return await em.transactional(async (tx) => {
      await requireParticipant(tx, input.chatId, input.userId);
      const { booking, role, provider } = await bookingOfParticipant(tx, input.bookingId, input.userId, { lock: true });
      const [chat] = await query<{ id: string }>(tx, sql`select id from chat where id = ${input.chatId} and customer_id = ${booking.customer.id} and provider_id = ${booking.provider.id}`);
      if (!chat) throw fieldError('bookingId', 'error.reschedule.booking_not_in_chat', errorMessage('error.reschedule.booking_not_in_chat', 'en'));
      if (booking.status !== 'confirmed') throw new AppError(409, 'error.reschedule.booking_not_confirmed');
      if (input.startTime.getTime() === booking.startsAt.getTime()) throw fieldError('startTime', 'error.reschedule.same_time', errorMessage('error.reschedule.same_time', 'en'));
      if (!actionsFor(booking, role, input.now).changeTime) throw new AppError(409, 'error.booking.change_not_allowed');
      if (await openReplacementRequestId(tx, booking.id)) throw new AppError(409, 'error.booking.change_not_allowed');
      if (!provider.isPublic) throw serviceUnavailable();
      if ((await tx.count(RescheduleRequestEntity, { booking: booking.id, status: 'waiting' })) > 0) throw alreadyWaiting();
      const times = await moveTimes(tx, booking, provider, dateOfDayNumber(dayNumberAt(input.startTime.getTime())), input.now);
      if (!times.some((time) => time.getTime() === input.startTime.getTime())) throw new AppError(409, 'error.booking.time_already_booked');

      const length = booking.endsAt.getTime() - booking.startsAt.getTime();
      const request = tx.create(RescheduleRequestEntity, {
        booking,
        requestedBy: input.userId,
        requesterRole: role,
        currentStartsAt: booking.startsAt,
        proposedStartsAt: input.startTime,
        proposedEndsAt: new Date(input.startTime.getTime() + length),
        expiresAt: rescheduleExpiresAt(input.now, input.startTime),
        createdAt: input.now,
      });
      await tx.flush();
      const card = await postMarketplaceMessage(tx, {
        customerId: booking.customer.id,
        providerId: booking.provider.id,
        now: input.now,
        message: { kind: 'reschedule', senderId: input.userId, rescheduleRequestId: request.id },
      });
      return { request, booking, card };
    });
  } catch (error) {
    // Two proposals at the same moment: the partial unique index lets one through.
    if (error instanceof UniqueConstraintViolationException) throw alreadyWaiting();
    throw error;
  }
}

function refusal(error: unknown): unknown {
  if (!(error instanceof RescheduleTransitionError)) return error;
  if (error.reason === 'forbidden') return forbidden();
  return new AppError(409, error.reason === 'expired' ? 'error.reschedule.expired' : 'error.reschedule.not_open');
}

export type AnsweredReschedule = {
  request: RescheduleRequestEntity;
  booking: BookingEntity;
  changed: boolean;
  /** The move, when accepting moved the booking. */
  move: TimeChange | null;
};

/**
 * The other side accepts or rejects a waiting request. Accepting moves the booking through the
 * same call as `PUT /api/booking/{id}/time` (`changeBookingTime`: the change-time rules, the
 * availability engine, then the exclusion constraint), in the same transaction as the request's
 * new status: if the time was taken meanwhile the answer is 409 "Time is already booked." and the
 * request stays waiting, so the screen can say so and the other side may propose again. A repeat
 * answers the request unchanged.
 * @throws AppError 404 not a participant; 403 the side that proposed it; 409 `error.reschedule.expired`,
 *   `error.reschedule.not_open` and the move's own 409s.
 */
export async function answerReschedule(em: EntityManager, input: { requestId: string; userId: string; event: 'accept' | 'reject'; now: Date }): Promise<AnsweredReschedule> {
  return em.transactional(async (tx) => {
    const request = await tx.findOne(RescheduleRequestEntity, input.requestId, { refresh: true, lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!request) throw notFound();
    const { booking, role } = await bookingOfParticipant(tx, request.booking.id, input.userId);
    const side: RescheduleRole = role === request.requesterRole ? 'requester' : 'other';
    let next: ReturnType<typeof nextRescheduleStatus>;
    try {
      next = nextRescheduleStatus(request.status, input.event, side, { expiresAt: request.expiresAt, now: input.now });
    } catch (error) {
      throw refusal(error);
    }
    if (!next.changed) return { request, booking, changed: false, move: null };
    let move: TimeChange | null = null;
    if (input.event === 'accept') {
      move = await changeBookingTime(tx, { bookingId: booking.id, userId: input.userId, from: request.proposedStartsAt, to: request.proposedEndsAt, now: input.now });
    }
    request.status = next.status;
    request.answeredAt = input.now;
    await tx.flush();
    return { request, booking: move?.booking ?? booking, changed: true, move };
  });
}

/** The expiry job's id names the request, so queueing it twice runs it once. */
export const rescheduleExpiryJobId = (requestId: string) => `expire-reschedule-${requestId}`;

const jobOptions = { removeOnComplete: { age: 24 * 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 5, backoff: { type: 'exponential', delay: 5_000 } };

/** Queues the expiry at `expiresAt` on the booking deadlines queue; the sweep catches it if the job is lost. */
export async function scheduleRescheduleExpiry(queue: Queue<BookingDeadlineJob>, request: RescheduleRequestEntity, now: Date): Promise<void> {
  const delay = Math.max(0, request.expiresAt.getTime() - now.getTime());
  await queue.add('expireReschedule', { type: 'expireReschedule', requestId: request.id }, { ...jobOptions, jobId: rescheduleExpiryJobId(request.id), delay });
}

/**
 * Expires a request still waiting once its time is up, under its row lock by the shared rule: a
 * job early by the clock, a request answered meanwhile, a second job or the sweep after the job
 * change nothing. Answers the request when this call expired it.
 */
export async function expireRescheduleIfDue(em: EntityManager, requestId: string, now: Date): Promise<RescheduleRequestEntity | null> {
  return em.transactional(async (tx) => {
    const request = await tx.findOne(RescheduleRequestEntity, requestId, { refresh: true, lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!request) return null;
    let next: ReturnType<typeof nextRescheduleStatus>;
    try {
      next = nextRescheduleStatus(request.status, 'expire', 'system', { expiresAt: request.expiresAt, now });
    } catch {
      return null;
    }
    if (!next.changed) return null;
    request.status = next.status;
    await tx.flush();
    return request;
  });
}

/** Expires every waiting request whose time is up; catches requests whose job was lost. Answers those it expired. */
export async function sweepExpiredReschedules(em: EntityManager, now: Date): Promise<RescheduleRequestEntity[]> {
  const due = await em.find(RescheduleRequestEntity, { status: 'waiting', expiresAt: { $lte: now } }, { fields: ['id'], limit: 500 });
  const expired: RescheduleRequestEntity[] = [];
  for (const { id } of due) {
    const request = await expireRescheduleIfDue(em.fork(), id, now);
    if (request) expired.push(request);
  }
  return expired;
}

/** Where the expiry job tells people: the notifier and chat events over Redis (workers), or the app's own. */
export interface RescheduleMessaging {
  notifier: UserNotifier;
  chat: ChatEvents;
}

/** After an expiry: the card pushed again with its new state, and the side that proposed it told. */
export async function tellRescheduleExpired(em: EntityManager, messaging: RescheduleMessaging, request: RescheduleRequestEntity): Promise<void> {
  const current = await cardMessage(em, { rescheduleRequestId: request.id });
  if (current) messaging.chat.message(current.recipientIds, current.message);
  const booking = await em.findOneOrFail(BookingEntity, request.booking.id);
  await messaging.notifier.notify(em, request.requestedBy.id, {
    key: 'notifications:reschedule.expired',
    params: { service: booking.serviceTitle, orderNumber: booking.orderNumber },
    link: request.requesterRole === 'customer' ? accountBookingPath(booking.id) : agentBookingPath(booking.id),
  });
}
