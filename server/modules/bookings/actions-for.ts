import { type BookingActions, bookingActions } from '#shared/bookings/booking-actions.ts';
import type { BookingEntity } from './booking.entity.ts';

/** What one side may do with a stored booking now (bookingActions, the one rule for it). */
export function actionsFor(booking: BookingEntity, role: 'customer' | 'provider', now: Date): BookingActions {
  return bookingActions(
    {
      status: booking.status,
      startsAt: booking.startsAt,
      providerAnswerBy: booking.providerAnswerBy ?? null,
      paymentDueBy: booking.paymentDueBy ?? null,
      cancellationPolicy: booking.cancellationPolicy,
    },
    role,
    now,
  );
}
