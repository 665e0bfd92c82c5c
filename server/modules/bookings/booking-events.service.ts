import { DriverException, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { type BookingEvent, BookingTransitionError, bookingDeadlines, nextStatus, timeHoldingStatuses } from '#shared/bookings/booking-status.ts';
import type { OutboundMessage } from '#shared/queues.ts';
import { AppError, fieldError, notFound } from '#server/lib/app-error.ts';
import { lockProviderBookings } from './booking-insert.ts';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { queueOutboundMessage } from '#server/modules/notifications/outbound-message.service.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { BookingEntity, noOverlapConstraint } from './booking.entity.ts';

/** Who asks for a transition: a signed-in user (customer or provider owner) or the deadline jobs. */
export type BookingActor = { userId: string } | 'system';

export type BookingEventResult = { booking: BookingEntity; changed: boolean; role: 'customer' | 'provider' | 'system' };

const hourMs = 3_600_000;
export const minDeclineReasonLength = 10;

/** Statuses a customer may still cancel from for free: before the booking is confirmed (spec §4). */
const cancellableByCustomer = new Set(['hold', 'awaiting_provider', 'awaiting_payment', 'cancelled']);

function isOverlap(error: unknown): boolean {
  return error instanceof DriverException && error.code === '23P01' && (error as { constraint?: string }).constraint === noOverlapConstraint;
}

function allowed(role: BookingEventResult['role'], event: BookingEvent): boolean {
  switch (event.type) {
    case 'cancel_by_customer':
      return role === 'customer';
    case 'accept':
    case 'decline':
      return role === 'provider';
    case 'expire':
      return role === 'system';
    default:
      return false;
  }
}

/**
 * The one place a booking changes status. The row is locked for the transaction, so an accept and
 * a cancel arriving together are applied one after the other against the fresh status. Someone
 * who is neither the customer nor the provider's owner gets 404, so nobody learns the booking
 * exists; a participant asking for a step that is not theirs gets 403. A repeat of the step that
 * led to the current status answers the booking unchanged. Accepting takes the provider's time:
 * if another accepted booking holds it, the database refuses and the answer is 409.
 */
export async function applyBookingEvent(
  em: EntityManager,
  bookingId: string,
  event: BookingEvent,
  actor: BookingActor,
  now: Date,
): Promise<BookingEventResult> {
  if (event.type === 'decline' && event.reason.trim().length < minDeclineReasonLength) {
    throw fieldError('reason', 'error.zod.too_small', errorMessage('error.zod.too_small', 'en', { minimum: minDeclineReasonLength }));
  }
  try {
    return await em.transactional(async (tx) => {
      const booking = await tx.findOne(BookingEntity, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!booking) throw notFound();
      let role: BookingEventResult['role'] = 'system';
      if (actor !== 'system') {
        const provider = await tx.findOneOrFail(ProviderEntity, booking.provider.id, { fields: ['id', 'owner'] });
        if (booking.customer.id === actor.userId) role = 'customer';
        else if (provider.owner.id === actor.userId) role = 'provider';
        else throw notFound();
      }
      if (!allowed(role, event)) throw new AppError(403, 'error.http.forbidden');
      if (event.type === 'cancel_by_customer' && !cancellableByCustomer.has(booking.status)) throw new AppError(409, 'error.booking.status_changed');

      let next: ReturnType<typeof nextStatus>;
      try {
        next = nextStatus(booking.status, event);
      } catch (error) {
        if (error instanceof BookingTransitionError) throw new AppError(409, 'error.booking.status_changed', { cause: error });
        throw error;
      }
      if (!next.changed) return { booking, changed: false, role };

      booking.status = next.status;
      if (event.type === 'accept') {
        booking.acceptedAt = now;
        booking.paymentDueBy = new Date(now.getTime() + bookingDeadlines.customerPaymentHours * hourMs);
      } else if (event.type === 'decline') {
        booking.declinedAt = now;
        booking.declineReason = event.reason.trim();
      } else if (event.type === 'cancel_by_customer') {
        booking.cancelledAt = now;
        booking.whoCancelled = 'customer';
        booking.cancellationFeeOre = 0;
      } else if (event.type === 'expire') {
        booking.expiredAt = now;
      }
      booking.updatedAt = now;
      if ((timeHoldingStatuses as readonly string[]).includes(next.status)) await lockProviderBookings(tx, booking.provider.id);
      await tx.flush();
      return { booking, changed: true, role };
    });
  } catch (error) {
    if (isOverlap(error)) throw new AppError(409, 'error.booking.time_already_booked', { cause: error });
    throw error;
  }
}

export type BookingMessageKind = 'request' | 'reminderProvider' | 'reminderCustomer' | 'accepted' | 'declined' | 'cancelled';

const subjects = {
  request: 'requestSubject',
  reminderProvider: 'reminderSubject',
  reminderCustomer: 'reminderSubject',
  accepted: 'acceptedSubject',
  declined: 'declinedSubject',
  cancelled: 'cancelledSubject',
} as const;

function osloTime(date: Date, language: 'nb' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' }).format(date);
}

/**
 * Queues the e-mail about a booking to one side of it, in that person's language; a new request
 * also goes to the provider by SMS, since it has to be answered within 72 hours.
 */
export async function sendBookingMessage(
  em: EntityManager,
  queue: Queue<OutboundMessage>,
  kind: BookingMessageKind,
  booking: BookingEntity,
): Promise<void> {
  const toProvider = kind === 'request' || kind === 'reminderProvider' || kind === 'cancelled';
  let recipient: UserEntity;
  if (toProvider) {
    const provider = await em.findOneOrFail(ProviderEntity, booking.provider.id, { populate: ['owner'] });
    recipient = provider.owner;
  } else {
    recipient = await em.findOneOrFail(UserEntity, booking.customer.id);
  }
  const language = languageOf(recipient.language);
  const deadline = kind === 'request' || kind === 'reminderProvider' ? booking.providerAnswerBy : booking.paymentDueBy;
  const params = {
    name: recipient.firstName,
    service: booking.serviceTitle,
    time: osloTime(booking.startsAt, language),
    orderNumber: booking.orderNumber,
    deadline: deadline ? osloTime(deadline, language) : '',
    reason: booking.declineReason ?? '',
  };
  await queueOutboundMessage(queue, {
    channel: 'email',
    to: recipient.email,
    subject: messageText(language, (m) => m.booking[subjects[kind]], params),
    text: messageText(language, (m) => m.booking[kind], params),
  });
  if (kind === 'request') {
    await queueOutboundMessage(queue, { channel: 'sms', to: recipient.phone, text: messageText(language, (m) => m.booking.requestSms, params) });
  }
}
