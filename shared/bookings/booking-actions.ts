import type { BookingStatus } from './booking-status.ts';
import { type CancellationPolicy, deadlinePassed } from './cancellation-policy.ts';

export type BookingActions = {
  pay: boolean;
  cancel: boolean;
  changeTime: boolean;
  accept: boolean;
  decline: boolean;
  markDone: boolean;
};

export type BookingActionInput = {
  status: BookingStatus;
  startsAt: Date;
  providerAnswerBy: Date | null;
  paymentDueBy: Date | null;
  cancellationPolicy: CancellationPolicy;
};

const before = (deadline: Date | null, now: Date) => deadline !== null && now.getTime() < deadline.getTime();

/**
 * What one side of a booking may do with it now (spec §4, §6). The server refuses anything else;
 * the screens use the same answer to show only the buttons that work.
 *
 * - The customer pays an accepted request until the payment deadline, and cancels anything not
 *   over before it starts (free before confirmation, by the policy after).
 * - The provider answers a request until its answer deadline (accepts it only before its start)
 *   and marks a confirmed booking done or not done once it has started. Providers never cancel;
 *   support does.
 * - Either side may move a booking that has not started: before confirmation at any time, after
 *   it only until the cancellation deadline, since a late move is a late cancellation for the
 *   other side.
 */
export function bookingActions(booking: BookingActionInput, role: 'customer' | 'provider', now: Date): BookingActions {
  const { status } = booking;
  const started = now.getTime() >= booking.startsAt.getTime();
  const customer = role === 'customer';
  const unconfirmed = status === 'awaiting_provider' || status === 'awaiting_payment';
  return {
    pay: customer && (status === 'awaiting_payment' || status === 'hold') && before(booking.paymentDueBy, now) && !started,
    cancel: customer && !started && ['hold', 'awaiting_provider', 'awaiting_payment', 'confirmed', 'paused'].includes(status),
    changeTime:
      !started &&
      (unconfirmed || (status === 'confirmed' && !deadlinePassed({ policy: booking.cancellationPolicy, startsAt: booking.startsAt, now }))),
    // The answer deadline may fall after a near start: a request for a time that has begun can
    // only be declined (or expire), since nobody could pay for it any more.
    accept: !customer && status === 'awaiting_provider' && before(booking.providerAnswerBy, now) && !started,
    decline: !customer && status === 'awaiting_provider' && before(booking.providerAnswerBy, now),
    markDone: !customer && status === 'confirmed' && started,
  };
}
