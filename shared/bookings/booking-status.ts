/**
 * Booking statuses and the only ways between them (spec §4).
 *
 * - `hold`: a direct booking whose checkout (card payment) is in progress. It keeps the time for a
 *   few minutes so two people cannot pay for the same slot; it confirms or expires.
 * - `awaiting_provider`: a request the provider must accept or decline within 72 hours. It does
 *   not hold time: several people may ask for the same slot, and accepting is what takes it.
 * - `awaiting_payment`: accepted (or booked directly to pay later); the customer confirms and pays
 *   within 72 hours.
 * - `confirmed`, `done`, `cancelled`, `request_denied`, `expired`: as they say.
 * - `paused`: an occurrence set aside: a confirmed one of a paused subscription, or a
 *   subscription's visit still unpaid at its start (it is then not charged). It frees the time,
 *   and resuming a confirmed one takes the time again only if it is still free.
 */
export const bookingStatuses = [
  'hold',
  'awaiting_provider',
  'awaiting_payment',
  'confirmed',
  'done',
  'cancelled',
  'request_denied',
  'paused',
  'expired',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * Statuses whose booking occupies the provider's time. The database refuses two of these that
 * overlap for one provider (the exclusion constraint in the bookings migration uses this list).
 */
export const timeHoldingStatuses = ['hold', 'awaiting_payment', 'confirmed'] as const satisfies readonly BookingStatus[];
export type TimeHoldingStatus = (typeof timeHoldingStatuses)[number];

export function holdsTime(status: BookingStatus): status is TimeHoldingStatus {
  return (timeHoldingStatuses as readonly BookingStatus[]).includes(status);
}

/** Statuses nothing leads out of. */
export const finalStatuses = ['done', 'cancelled', 'request_denied', 'expired'] as const satisfies readonly BookingStatus[];

/**
 * A booking that is over: nothing lies ahead of it, so screens stop showing what to prepare for the
 * visit and what cancelling would cost.
 */
export function isFinished(status: BookingStatus): boolean {
  return (finalStatuses as readonly BookingStatus[]).includes(status);
}

/** Deadlines of the request flow (spec §1, §9) and of a checkout in progress. */
export const bookingDeadlines = {
  providerAnswerHours: 72,
  customerPaymentHours: 72,
  holdMinutes: 15,
} as const;

/**
 * A deadline `ms` after `now`, but never after the booking starts: an answer or a payment after
 * the start is worth nothing, so a booking asked for soon gets a shorter deadline.
 */
export function deadlineBefore(now: Date, ms: number, startsAt: Date): Date {
  return new Date(Math.min(now.getTime() + ms, startsAt.getTime()));
}

/** Who a booking was cancelled by; providers cannot cancel (spec §6), but may report who did. */
export const cancelledByValues = ['customer', 'provider', 'admin'] as const;
export type CancelledBy = (typeof cancelledByValues)[number];

/**
 * Why the system declined a request (the customer's screens show a sentence for each); a provider's
 * own decline has its written reason instead.
 */
export const declineReasonKeys = ['provider_unavailable'] as const;
export type DeclineReasonKey = (typeof declineReasonKeys)[number];

/** Why a booking was not done, as the provider reports it (spec §4). */
export const notDoneReasons = [
  'customer_cancelled',
  'provider_cancelled',
  'customer_last_minute_cancel',
  'customer_no_show',
  'provider_last_minute_cancel',
  'provider_no_show',
  'still_ongoing',
  'other',
] as const;
export type NotDoneReason = (typeof notDoneReasons)[number];

/**
 * Why the customer cancelled, as they chose it in the cancel dialog (optional). A fixed list rather
 * than free text, so the provider's figures can count them; the column's check constraint holds
 * the same values.
 */
export const customerCancelReasons = ['plans_changed', 'found_other_provider', 'price_too_high', 'booked_by_mistake', 'other'] as const;
export type CustomerCancelReason = (typeof customerCancelReasons)[number];

export type BookingEvent =
  | { type: 'request' }
  /** `hold` for a checkout that pays now (card); otherwise the booking waits for payment. */
  | { type: 'book_direct'; hold: boolean }
  | { type: 'accept' }
  | { type: 'decline'; reason: string }
  /** The customer confirms and pays (or the card payment of a hold succeeds). */
  | { type: 'confirm' }
  | { type: 'expire' }
  /** `expectedFeeOre`: the fee the customer was shown; a different fee now refuses the cancellation. */
  | { type: 'cancel_by_customer'; expectedFeeOre?: number | undefined; reason?: CustomerCancelReason | undefined }
  /** Support cancels for a provider (spec §6) and chooses what the customer gets back. */
  | { type: 'cancel_by_admin'; refundOre?: number; reason?: string }
  | { type: 'mark_done' }
  | { type: 'mark_not_done'; whoCancelled: 'customer' | 'provider'; reason: NotDoneReason; refund: boolean; note: string | null }
  | { type: 'pause' }
  | { type: 'resume' }
  /**
   * The provider can no longer take the job (its owner was blocked or its approval withdrawn): a
   * request or a booking not yet paid ends for the customer, declined by the system.
   */
  | { type: 'provider_unavailable' }
  /**
   * The provider dropped out of a paid booking and the customer withdrew the request for a new one:
   * the booking ends as cancelled by the provider, with the whole price back.
   */
  | { type: 'replacement_declined' };
export type BookingEventType = BookingEvent['type'];

/** `null` stands for a booking that does not exist yet. */
export type BookingOrigin = BookingStatus | null;

type Transition = { readonly from: readonly BookingOrigin[]; readonly to: readonly BookingStatus[] };

/**
 * Every allowed transition: event → the statuses it may start from → where it leads. Only
 * `book_direct` has two targets; its `hold` flag picks one. A customer may cancel any time before
 * confirmation for free and after it under the cancellation policy (cancellation-policy.ts).
 * "Not done" ends as `cancelled`, with who cancelled, the reason and the refund recorded.
 */
export const bookingTransitions = {
  request: { from: [null], to: ['awaiting_provider'] },
  book_direct: { from: [null], to: ['hold', 'awaiting_payment'] },
  accept: { from: ['awaiting_provider'], to: ['awaiting_payment'] },
  decline: { from: ['awaiting_provider'], to: ['request_denied'] },
  confirm: { from: ['hold', 'awaiting_payment'], to: ['confirmed'] },
  expire: { from: ['hold', 'awaiting_provider', 'awaiting_payment'], to: ['expired'] },
  cancel_by_customer: { from: ['hold', 'awaiting_provider', 'awaiting_payment', 'confirmed', 'paused'], to: ['cancelled'] },
  cancel_by_admin: { from: ['hold', 'awaiting_provider', 'awaiting_payment', 'confirmed', 'paused'], to: ['cancelled'] },
  mark_done: { from: ['confirmed'], to: ['done'] },
  mark_not_done: { from: ['confirmed'], to: ['cancelled'] },
  // An unpaid one too: a subscription's visit still unpaid at its start is set aside, not charged.
  pause: { from: ['confirmed', 'awaiting_payment'], to: ['paused'] },
  resume: { from: ['paused'], to: ['confirmed'] },
  provider_unavailable: { from: ['hold', 'awaiting_provider', 'awaiting_payment'], to: ['request_denied'] },
  replacement_declined: { from: ['confirmed'], to: ['cancelled'] },
} as const satisfies Record<BookingEventType, Transition>;

export type BookingTransitionErrorCode = 'transition_forbidden' | 'event_invalid';

/** A transition the table does not allow, or an event with a bad payload. */
export class BookingTransitionError extends Error {
  override name = 'BookingTransitionError';
  readonly code: BookingTransitionErrorCode;
  readonly from: BookingOrigin;
  readonly event: BookingEventType;

  constructor(code: BookingTransitionErrorCode, from: BookingOrigin, event: BookingEventType, detail?: string) {
    super(detail ?? `Booking event ${event} is not allowed from ${from ?? 'no booking'}`);
    this.code = code;
    this.from = from;
    this.event = event;
  }
}

function targetOf(event: BookingEvent): BookingStatus {
  if (event.type === 'book_direct') return event.hold ? 'hold' : 'awaiting_payment';
  return bookingTransitions[event.type].to[0];
}

function checkPayload(current: BookingOrigin, event: BookingEvent): void {
  const invalid = (detail: string) => new BookingTransitionError('event_invalid', current, event.type, detail);
  if (event.type === 'decline' && (typeof event.reason !== 'string' || !event.reason.trim())) throw invalid('A decline needs a reason');
  if (event.type === 'mark_not_done') {
    if (!(notDoneReasons as readonly string[]).includes(event.reason)) throw invalid(`Unknown reason ${String(event.reason)}`);
    if (event.whoCancelled !== 'customer' && event.whoCancelled !== 'provider') throw invalid('whoCancelled must be customer or provider');
    if (typeof event.refund !== 'boolean') throw invalid('refund must be yes or no');
  }
}

/**
 * Where `event` takes a booking in status `current`. Applying an event again to the status it
 * leads to changes nothing (`changed: false`), so a retried request or a job that runs twice is
 * harmless; any other transition outside the table throws `BookingTransitionError`.
 */
export function nextStatus(current: BookingOrigin, event: BookingEvent): { status: BookingStatus; changed: boolean } {
  const transition: Transition | undefined = bookingTransitions[event.type];
  if (!transition) throw new BookingTransitionError('event_invalid', current, event.type, `Unknown booking event ${String(event.type)}`);
  checkPayload(current, event);
  const target = targetOf(event);
  if (current === target) return { status: target, changed: false };
  if (!transition.from.includes(current)) throw new BookingTransitionError('transition_forbidden', current, event.type);
  return { status: target, changed: true };
}
