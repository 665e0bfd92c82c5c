import { cancellationDeadlineMs, type CancellationPolicy } from '#shared/bookings/cancellation-policy.ts';

/**
 * When a visit is charged: at its cancellation deadline (Simple: 2 days before the start, Strict:
 * 7), when cancelling stops being free, so a customer who skips in time never pays. A visit booked
 * later than that is charged at once. The booking form shows the first visit's charge by it.
 */
export function visitChargeAt(startsAt: Date, policy: CancellationPolicy, createdAt: Date): Date {
  return new Date(Math.max(startsAt.getTime() - cancellationDeadlineMs(policy), createdAt.getTime()));
}
