/** How long the booking lasts; a move keeps this length. */
export function durationMs(booking: { startsAt: Date; endsAt: Date }): number {
  return booking.endsAt.getTime() - booking.startsAt.getTime();
}

/** Whole hours and the minutes left over, rounded to the minute. */
export function durationParts(ms: number): { hours: number; minutes: number } {
  const minutes = Math.round(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
