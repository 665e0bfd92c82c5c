import type { BookingStatus } from './booking-status.ts';

/**
 * Whether support may give a booking a new provider now, or the error key why not. Only a paid
 * (confirmed) booking that has not started: before payment the customer can simply book someone
 * else, and once the job has begun there is nothing left to hand over. One replacement at a time,
 * so two admins (or one admin twice) cannot send the customer two rounds of offers.
 */
export function replacementRefusal(booking: { status: BookingStatus; startsAt: Date }, now: Date, replacementPending: boolean): string | null {
  if (booking.status !== 'confirmed' || booking.startsAt.getTime() <= now.getTime()) return 'error.booking.replacement_not_possible';
  if (replacementPending) return 'error.booking.replacement_pending';
  return null;
}
