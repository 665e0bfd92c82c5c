import type { BookingStatus } from '#shared/bookings/booking-status.ts';

/** Days after a booking is done that its customer may rate it. */
export const ratingWindowDays = 30;
const dayMs = 86_400_000;

/** Why a booking cannot be rated now, as the error key the customer reads; null when it can. */
export type RatingRefusalKey = 'error.rating.not_done' | 'error.rating.window_passed';

/**
 * Whether a booking's customer may rate it at `now` (issue: only real, finished bookings): once it
 * is done, for 30 days after it was marked done. Exactly 30 days after is still in time.
 */
export function ratingRefusal(booking: { status: BookingStatus; doneAt: Date | null }, now: Date): RatingRefusalKey | null {
  if (booking.status !== 'done' || !booking.doneAt) return 'error.rating.not_done';
  if (now.getTime() > booking.doneAt.getTime() + ratingWindowDays * dayMs) return 'error.rating.window_passed';
  return null;
}

/** The last moment the booking can be rated, or null while it is not done. */
export function ratingOpenUntil(doneAt: Date | null): Date | null {
  return doneAt ? new Date(doneAt.getTime() + ratingWindowDays * dayMs) : null;
}
