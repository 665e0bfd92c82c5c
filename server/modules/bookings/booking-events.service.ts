import { DriverException, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { type BookingEvent, type BookingStatus, BookingTransitionError, bookingDeadlines, deadlineBefore, nextStatus, timeHoldingStatuses } from '#shared/bookings/booking-status.ts';
import type { OutboundMessage } from '#shared/queues.ts';
import { kroner, osloTime } from '#server/modules/notifications/message-format.ts';
import { AppError, fieldError, notFound } from '#server/lib/app-error.ts';
import type { BookingActions } from '#shared/bookings/booking-actions.ts';
import { lockProviderBookings } from './booking-insert.ts';
import { type ErrorKey, errorMessage } from '#shared/errors/error-catalogue.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { type Messages, languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { queueOutboundMessage } from '#server/modules/notifications/outbound-message.service.ts';
import type { UserNotifier } from '#server/modules/notifications/user-notifier.ts';
import type { ChatEvents } from '#server/modules/chats/chat-events.ts';
import { postMarketplaceMessage } from '#server/modules/chats/marketplace-messages.ts';
import { accountBookingPath, accountBookingRatePath, agentBookingPath } from '#shared/routing/paths.ts';
import { wantsMessage } from '#shared/notifications/notification-settings.ts';
import { settleBookingDiscounts } from '#server/modules/payments/booking-discounts.service.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { actionsFor } from './actions-for.ts';
import { BookingEntity, noOverlapConstraint } from './booking.entity.ts';
import { quoteCancellation } from './cancellation-quote.ts';
import { refundedSoFar } from '#server/modules/payments/ledger.service.ts';
import { type WithdrawnReplacement, withdrawReplacementRequest } from './booking-replacement.ts';
import { refreshProviderFigures } from '#server/modules/ratings/provider-figures.service.ts';

/**
 * Who asks for a transition: a signed-in user (customer or provider owner), support acting for a
 * provider (`admin`, after the route checked the role), or the jobs and the payment step (`system`).
 */
export type BookingActor = { userId: string } | 'admin' | 'system';

export type BookingRole = 'customer' | 'provider' | 'admin' | 'system';

export type BookingEventResult = {
  booking: BookingEntity;
  changed: boolean;
  /** The status the booking had before the event (the current one when nothing changed). */
  from: BookingStatus;
  role: BookingRole;
  /** Money to give back after the change is saved (a paid booking cancelled). */
  refundOre: number;
  /** The replacement request the booking's end withdrew, whose providers are still to be told. */
  withdrawnReplacement?: WithdrawnReplacement | null;
};

const hourMs = 3_600_000;
export const minDeclineReasonLength = 10;

function isOverlap(error: unknown): boolean {
  return error instanceof DriverException && error.code === '23P01' && (error as { constraint?: string }).constraint === noOverlapConstraint;
}

function allowed(role: BookingRole, event: BookingEvent): boolean {
  switch (event.type) {
    case 'cancel_by_customer':
      return role === 'customer';
    case 'cancel_by_admin':
      return role === 'admin';
    case 'accept':
    case 'decline':
    case 'mark_done':
    case 'mark_not_done':
      return role === 'provider';
    case 'confirm':
      return role === 'customer' || role === 'system';
    case 'expire':
    case 'provider_unavailable':
    case 'replacement_declined':
    case 'pause':
      // `pause`: a subscription's visit unpaid at its start, by the subscriptions' jobs.
      return role === 'system';
    default:
      return false;
  }
}

/** The action of bookingActions a participant's event needs; the jobs and support are not bound by them. */
const actionOf: Partial<Record<BookingEvent['type'], keyof BookingActions>> = {
  cancel_by_customer: 'cancel',
  accept: 'accept',
  decline: 'decline',
  confirm: 'pay',
  mark_done: 'markDone',
  mark_not_done: 'markDone',
};

const conflict = (key: ErrorKey, cause?: unknown) => new AppError(409, key, cause ? { cause } : {});

/** Whether the deadline of the status the booking waits in (answer, or payment of a request or a hold) has passed. */
function deadlineOfStatusPassed(booking: BookingEntity, now: Date): boolean {
  const deadline = booking.status === 'awaiting_provider' ? booking.providerAnswerBy : booking.paymentDueBy;
  return !!deadline && deadline.getTime() <= now.getTime();
}

/** Steps that answer a request or end a confirmed booking: each moves the provider's track record. */
const trackRecordEvents: ReadonlySet<BookingEvent['type']> = new Set([
  'accept',
  'decline',
  'expire',
  'cancel_by_customer',
  'cancel_by_admin',
  'mark_done',
  'mark_not_done',
  'provider_unavailable',
  'replacement_declined',
]);

/**
 * The one place a booking changes status. The row is locked for the transaction, so an accept and
 * a cancel arriving together are applied one after the other against the fresh status.
 *
 * - Someone who is neither the customer nor the provider's owner gets 404, so nobody learns the
 *   booking exists; a participant asking for a step that is not theirs gets 403 (a provider
 *   cancelling is told to contact support).
 * - A repeat of the step that led to the current status answers the booking unchanged.
 * - Otherwise the step must be one `bookingActions` offers that side now (deadlines, start time),
 *   or the answer is 409.
 * - Accepting or confirming takes the provider's time: if another booking holds it, the database
 *   refuses and the answer is 409 "Time is already booked.".
 * - Cancelling after confirmation costs the policy's fee (cancellationFee); when the customer was
 *   shown another fee, nothing changes and the answer is 409.
 */
export async function applyBookingEvent(
  em: EntityManager,
  bookingId: string,
  event: BookingEvent,
  actor: BookingActor,
  now: Date,
  options: {
    /** Adds rows written in the same flush as the change (a payment's ledger row, the admin audit log). */
    onChange?: (tx: EntityManager, booking: BookingEntity) => void;
    /**
     * The provider's figures are counted again in the change's transaction, unless the caller
     * counts them after it (`later`): a deadline job, of which a burst may fall on one provider.
     */
    figures?: 'now' | 'later';
    /** The statuses the event may start from, narrower than the state machine's (a deadline's own waiting statuses); otherwise 409. */
    onlyFrom?: readonly BookingStatus[];
  } = {},
): Promise<BookingEventResult> {
  if (event.type === 'decline' && event.reason.trim().length < minDeclineReasonLength) {
    throw fieldError('reason', 'error.zod.too_small', errorMessage('error.zod.too_small', 'en', { minimum: minDeclineReasonLength }));
  }
  try {
    const result = await em.transactional(async (tx) => {
      const booking = await tx.findOne(BookingEntity, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!booking) throw notFound();
      let role: BookingRole = actor === 'system' || actor === 'admin' ? actor : 'system';
      if (typeof actor === 'object') {
        const provider = await tx.findOneOrFail(ProviderEntity, booking.provider.id, { fields: ['id', 'owner'] });
        if (booking.customer.id === actor.userId) role = 'customer';
        else if (provider.owner.id === actor.userId) role = 'provider';
        else throw notFound();
      }
      if (!allowed(role, event)) {
        throw new AppError(403, role === 'provider' && event.type === 'cancel_by_customer' ? 'error.booking.provider_cannot_cancel' : 'error.http.forbidden');
      }

      if (options.onlyFrom && !options.onlyFrom.includes(booking.status)) throw conflict('error.booking.status_changed');
      let next: ReturnType<typeof nextStatus>;
      try {
        next = nextStatus(booking.status, event);
      } catch (error) {
        if (error instanceof BookingTransitionError) throw conflict('error.booking.status_changed', error);
        throw error;
      }
      if (!next.changed) return { booking, changed: false, from: booking.status, role, refundOre: 0 };
      // The expiry job read the booking before this lock: an accept saved meanwhile starts a new
      // deadline, and the booking must not expire by the old one.
      if (event.type === 'expire' && !deadlineOfStatusPassed(booking, now)) throw conflict('error.booking.status_changed');

      const action = actionOf[event.type];
      if (action && (role === 'customer' || role === 'provider')) {
        const actions = actionsFor(booking, role, now);
        if (!actions[action]) {
          const started = now.getTime() >= booking.startsAt.getTime();
          if (action === 'markDone' && booking.status === 'confirmed' && !started) throw conflict('error.booking.not_started');
          if (action === 'cancel') throw conflict('error.booking.not_cancellable');
          throw conflict('error.booking.status_changed');
        }
      }

      const from = booking.status;
      // Only a confirmed booking has been paid; a paused occurrence is not charged.
      const paid = from === 'confirmed';
      let refundOre = 0;
      booking.status = next.status;
      if (event.type === 'accept') {
        booking.acceptedAt = now;
        booking.paymentDueBy = deadlineBefore(now, bookingDeadlines.customerPaymentHours * hourMs, booking.startsAt);
      } else if (event.type === 'decline') {
        booking.declinedAt = now;
        booking.declineReason = event.reason.trim();
      } else if (event.type === 'confirm') {
        booking.confirmedAt = now;
        booking.paymentDueBy = null;
      } else if (event.type === 'cancel_by_customer') {
        const { startsAt, priceOre, cancellationPolicy } = booking;
        const quote = quoteCancellation({ status: from, startsAt, priceOre, cancellationPolicy }, now);
        if (event.expectedFeeOre !== undefined && event.expectedFeeOre !== quote.feeOre) throw conflict('error.booking.fee_changed');
        // A goodwill refund support gave earlier counts towards what the customer gets back.
        const earlier = quote.paid ? await refundedSoFar(tx, booking.id) : 0;
        refundOre = quote.paid ? Math.max(0, quote.refundOre - earlier) : 0;
        booking.cancelledAt = now;
        booking.whoCancelled = 'customer';
        booking.customerCancelReason = event.reason ?? null;
        booking.cancellationFeeOre = quote.paid ? booking.priceOre - earlier - refundOre : quote.feeOre;
        booking.refund = quote.paid ? refundOre + earlier > 0 : null;
      } else if (event.type === 'cancel_by_admin') {
        // What is still held for the booking: its price less any goodwill refund given earlier.
        const earlier = paid ? await refundedSoFar(tx, booking.id) : 0;
        const held = paid ? booking.priceOre - earlier : 0;
        const chosen = event.refundOre ?? held;
        if (chosen > held) throw fieldError('refundOre', 'error.booking.refund_above_price', errorMessage('error.booking.refund_above_price', 'en'));
        booking.cancelledAt = now;
        booking.whoCancelled = 'admin';
        booking.cancellationNote = event.reason?.trim() || null;
        booking.cancellationFeeOre = paid ? held - chosen : 0;
        booking.refund = paid ? chosen + earlier > 0 : null;
        refundOre = paid ? chosen : 0;
      } else if (event.type === 'mark_done') {
        booking.doneAt = now;
      } else if (event.type === 'mark_not_done') {
        booking.cancelledAt = now;
        booking.whoCancelled = event.whoCancelled;
        booking.cancellationReason = event.reason;
        booking.cancellationNote = event.note?.trim() || null;
        booking.refund = event.refund;
        booking.cancellationFeeOre = event.refund ? 0 : booking.priceOre;
        refundOre = event.refund ? booking.priceOre : 0;
      } else if (event.type === 'expire') {
        booking.expiredAt = now;
      } else if (event.type === 'provider_unavailable') {
        booking.declinedAt = now;
        booking.declineReasonKey = 'provider_unavailable';
      } else if (event.type === 'replacement_declined') {
        // The provider is the one who called it off, so nothing of the price is kept; a goodwill
        // refund given earlier is already back with the customer.
        const earlier = paid ? await refundedSoFar(tx, booking.id) : 0;
        refundOre = paid ? Math.max(0, booking.priceOre - earlier) : 0;
        booking.cancelledAt = now;
        booking.whoCancelled = 'provider';
        booking.cancellationReason = 'provider_cancelled';
        booking.cancellationFeeOre = 0;
        booking.refund = paid ? refundOre + earlier > 0 : null;
      }
      booking.updatedAt = now;
      if ((timeHoldingStatuses as readonly string[]).includes(next.status)) await lockProviderBookings(tx, booking.provider.id);
      await settleBookingDiscounts(tx, booking, from, now);
      options.onChange?.(tx, booking);
      await tx.flush();
      if (trackRecordEvents.has(event.type) && options.figures !== 'later') await refreshProviderFigures(tx, [booking.provider.id], now);
      return { booking, changed: true, from, role, refundOre };
    });
    // After the commit, without the booking's lock: an accept holds the request's lock while it waits for the booking's.
    if (result.changed && (result.booking.status === 'cancelled' || result.booking.status === 'done')) {
      return { ...result, withdrawnReplacement: await withdrawReplacementRequest(em, result.booking.id, now) };
    }
    return result;
  } catch (error) {
    if (isOverlap(error)) throw new AppError(409, 'error.booking.time_already_booked', { cause: error });
    throw error;
  }
}

export type BookingMessageKind =
  | 'rateReminder'
  | 'request'
  | 'reminderProvider'
  | 'reminderCustomer'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'confirmedProvider'
  | 'confirmedCustomer'
  | 'timeChangedProvider'
  | 'timeChangedCustomer'
  | 'cancelledByAdminProvider'
  | 'cancelledByAdminCustomer'
  | 'done'
  | 'notDone'
  | 'refunded'
  | 'providerUnavailable'
  | 'cancelledByYouFree'
  | 'cancelledByYouRefund'
  | 'cancelledByYouNoRefund'
  | 'timeChangedByYouCustomer'
  | 'timeChangedByYouProvider'
  | 'providerDroppedOutCustomer'
  | 'providerDroppedOutProvider'
  | 'replacementFoundCustomer'
  | 'replacementFoundProvider'
  | 'replacedProvider'
  | 'noReplacementCustomer'
  | 'noReplacementProvider';

type MessageKey = keyof Messages['booking'];

/**
 * Per kind: who gets it, the subject and text keys, the SMS key when it is urgent enough for one,
 * and the in-app notification's key (`notifications:booking.*`) when the other side needs to act
 * or know; confirmations of what a person did themselves and reminders stay e-mail only. A
 * `receipt` says where money went, so its e-mail goes even to someone who turned booking e-mails off.
 * `chatLine` is the system line written into the pair's chat (`notifications:chat.*`), on one kind
 * of each event only (a payment tells both sides, the chat hears it once).
 */
const messageKinds: Record<
  BookingMessageKind,
  { to: 'provider' | 'customer'; subject: MessageKey; text: MessageKey; sms?: MessageKey; notification?: string; receipt?: true; chatLine?: string; opensRating?: true }
> = {
  request: { to: 'provider', subject: 'requestSubject', text: 'request', sms: 'requestSms', notification: 'notifications:booking.request', chatLine: 'notifications:chat.bookingRequested' },
  reminderProvider: { to: 'provider', subject: 'reminderSubject', text: 'reminderProvider' },
  reminderCustomer: { to: 'customer', subject: 'reminderSubject', text: 'reminderCustomer' },
  accepted: { to: 'customer', subject: 'acceptedSubject', text: 'accepted', notification: 'notifications:booking.accepted', chatLine: 'notifications:chat.bookingAccepted' },
  declined: { to: 'customer', subject: 'declinedSubject', text: 'declined', notification: 'notifications:booking.declined', chatLine: 'notifications:chat.bookingDeclined' },
  cancelled: { to: 'provider', subject: 'cancelledSubject', text: 'cancelled', sms: 'cancelledByCustomerSms', notification: 'notifications:booking.cancelledByCustomer', chatLine: 'notifications:chat.bookingCancelledByCustomer' },
  confirmedProvider: { to: 'provider', subject: 'confirmedProviderSubject', text: 'confirmedProvider', sms: 'confirmedProviderSms', notification: 'notifications:booking.confirmedProvider' },
  confirmedCustomer: { to: 'customer', subject: 'confirmedCustomerSubject', text: 'confirmedCustomer', notification: 'notifications:booking.confirmedCustomer', chatLine: 'notifications:chat.bookingConfirmed' },
  timeChangedProvider: { to: 'provider', subject: 'timeChangedSubject', text: 'timeChanged', sms: 'timeChangedSms', notification: 'notifications:booking.timeChanged', chatLine: 'notifications:chat.bookingMoved' },
  timeChangedCustomer: { to: 'customer', subject: 'timeChangedSubject', text: 'timeChanged', sms: 'timeChangedSms', notification: 'notifications:booking.timeChanged', chatLine: 'notifications:chat.bookingMoved' },
  cancelledByAdminProvider: { to: 'provider', subject: 'cancelledByAdminSubject', text: 'cancelledByAdmin', notification: 'notifications:booking.cancelledByAdmin' },
  cancelledByAdminCustomer: { to: 'customer', subject: 'cancelledByAdminSubject', text: 'cancelledByAdmin', sms: 'cancelledByAdminSubject', notification: 'notifications:booking.cancelledByAdmin', chatLine: 'notifications:chat.bookingCancelledByAdmin' },
  // "How was it?": the notification opens the booking with its rating dialog.
  done: { to: 'customer', subject: 'doneSubject', text: 'done', chatLine: 'notifications:chat.bookingDone', notification: 'notifications:booking.rateInvite', opensRating: true },
  rateReminder: { to: 'customer', subject: 'rateReminderSubject', text: 'rateReminder', notification: 'notifications:booking.rateReminder', opensRating: true },
  notDone: { to: 'customer', subject: 'notDoneSubject', text: 'notDone', chatLine: 'notifications:chat.bookingNotDone' },
  refunded: { to: 'customer', subject: 'refundedSubject', text: 'refunded', receipt: true, notification: 'notifications:booking.refunded' },
  providerUnavailable: { to: 'customer', subject: 'providerUnavailableSubject', text: 'providerUnavailable', sms: 'providerUnavailableSms', notification: 'notifications:booking.providerUnavailable' },
  // Confirmations to the person who made the change themselves: e-mail only, nothing is urgent.
  cancelledByYouFree: { to: 'customer', subject: 'cancelledByYouSubject', text: 'cancelledByYouFree' },
  cancelledByYouRefund: { to: 'customer', subject: 'cancelledByYouSubject', text: 'cancelledByYouRefund', receipt: true },
  cancelledByYouNoRefund: { to: 'customer', subject: 'cancelledByYouSubject', text: 'cancelledByYouNoRefund', receipt: true },
  timeChangedByYouCustomer: { to: 'customer', subject: 'timeChangedSubject', text: 'timeChangedByYouCustomer' },
  timeChangedByYouProvider: { to: 'provider', subject: 'timeChangedSubject', text: 'timeChangedByYouProvider' },
  // A provider drops out of a confirmed booking and another one takes it over (provider-replacement.service.ts).
  providerDroppedOutCustomer: {
    to: 'customer',
    subject: 'providerDroppedOutSubject',
    text: 'providerDroppedOutCustomer',
    sms: 'providerDroppedOutSms',
    notification: 'notifications:booking.providerDroppedOut',
    chatLine: 'notifications:chat.providerDroppedOut',
  },
  providerDroppedOutProvider: { to: 'provider', subject: 'droppedOutSubject', text: 'droppedOutProvider', notification: 'notifications:booking.droppedOut' },
  replacementFoundCustomer: {
    to: 'customer',
    subject: 'replacementFoundSubject',
    text: 'replacementFoundCustomer',
    sms: 'replacementFoundSms',
    notification: 'notifications:booking.replacementFound',
    chatLine: 'notifications:chat.replacementFound',
  },
  replacementFoundProvider: { to: 'provider', subject: 'replacementJobSubject', text: 'replacementJobProvider', sms: 'replacementJobSms', notification: 'notifications:booking.replacementJob' },
  // The booking is no longer theirs, so there is no booking page to link a notification to.
  replacedProvider: { to: 'provider', subject: 'replacedSubject', text: 'replacedProvider' },
  // The customer withdrew the replacement request: the booking is cancelled with the whole price back.
  noReplacementCustomer: { to: 'customer', subject: 'noReplacementSubject', text: 'noReplacementCustomer', receipt: true, chatLine: 'notifications:chat.bookingCancelledNoReplacement' },
  noReplacementProvider: { to: 'provider', subject: 'noReplacementSubject', text: 'noReplacementProvider' },
};

/**
 * Where booking messages go: the outbound queue, the in-app notifier and the pair's chat (system
 * lines); reminders go without the last two.
 */
export interface BookingMessaging {
  outbound: Queue<OutboundMessage>;
  notifier?: UserNotifier;
  chat?: ChatEvents;
}

/**
 * The customer's own confirmation of a cancellation: free (nothing was paid yet), money back
 * (the refund and how it comes), or nothing back (the fee took the whole price).
 */
export function customerCancellationMessage(result: Pick<BookingEventResult, 'booking' | 'refundOre'>): BookingMessageKind {
  if (!result.booking.confirmedAt) return 'cancelledByYouFree';
  return result.refundOre > 0 ? 'cancelledByYouRefund' : 'cancelledByYouNoRefund';
}

/**
 * Queues the e-mail about a booking to one side of it, in that person's language, an SMS for
 * what needs attention soon (a new request or booking, a moved time, a cancellation), and the
 * in-app notification of the kinds that have one. `extra.oldStartsAt` is the time a moved
 * booking had before.
 */
export async function sendBookingMessage(
  em: EntityManager,
  messaging: BookingMessaging,
  kind: BookingMessageKind,
  booking: BookingEntity,
  extra: { oldStartsAt?: Date; refundOre?: number; reason?: string; providerName?: string; providerId?: string } = {},
): Promise<void> {
  const spec = messageKinds[kind];
  let recipient: UserEntity;
  if (spec.to === 'provider') {
    // `providerId` names a provider the booking has left (a replaced one), who is no longer on it.
    const provider = await em.findOneOrFail(ProviderEntity, extra.providerId ?? booking.provider.id, { populate: ['owner'] });
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
    oldTime: extra.oldStartsAt ? osloTime(extra.oldStartsAt, language) : '',
    orderNumber: booking.orderNumber,
    deadline: deadline ? osloTime(deadline, language) : '',
    reason: extra.reason ?? booking.declineReason ?? '',
    provider: extra.providerName ?? '',
    amount: kroner(booking.priceOre, language),
    refund: kroner(extra.refundOre ?? 0, language),
    fee: kroner(booking.cancellationFeeOre ?? 0, language),
  };
  if (spec.receipt || wantsMessage(recipient.notificationSettings, 'bookings', 'email')) {
    await queueOutboundMessage(messaging.outbound, {
      channel: 'email',
      to: recipient.email,
      subject: messageText(language, (m) => m.booking[spec.subject], params),
      text: messageText(language, (m) => m.booking[spec.text], params),
    });
  }
  const sms = spec.sms;
  if (sms && wantsMessage(recipient.notificationSettings, 'bookings', 'sms')) await queueOutboundMessage(messaging.outbound, { channel: 'sms', to: recipient.phone, text: messageText(language, (m) => m.booking[sms], params) });
  if (spec.notification && messaging.notifier) {
    // Only values that read the same in every language: the client writes the text in the reader's.
    await messaging.notifier.notify(em, recipient.id, {
      key: spec.notification,
      params: { service: booking.serviceTitle, orderNumber: booking.orderNumber },
      link: spec.to === 'provider' ? agentBookingPath(booking.id) : spec.opensRating ? accountBookingRatePath(booking.id) : accountBookingPath(booking.id),
    });
  }
  if (spec.chatLine && messaging.chat) await writeBookingLine(em, messaging.chat, spec.chatLine, booking, extra);
}

/**
 * The system line of a booking event in the pair's chat (opened if they have none). Values are
 * ISO times and the titles, which the client formats in the reader's language. The line is named
 * by the booking and its last change, so telling the chat of one change twice writes it once.
 */
export async function writeBookingLine(em: EntityManager, chat: ChatEvents, key: string, booking: BookingEntity, extra: { oldStartsAt?: Date } = {}): Promise<void> {
  const params = {
    service: booking.serviceTitle,
    orderNumber: booking.orderNumber,
    startsAt: booking.startsAt.toISOString(),
    ...(extra.oldStartsAt ? { oldStartsAt: extra.oldStartsAt.toISOString() } : {}),
  };
  const sent = await postMarketplaceMessage(em, {
    customerId: booking.customer.id,
    providerId: booking.provider.id,
    now: booking.updatedAt,
    message: { kind: 'system', key, params, bookingId: booking.id, about: `${key}:${booking.id}:${booking.updatedAt.getTime()}` },
  });
  if (sent?.created) chat.message(sent.recipientIds, sent.message);
}
