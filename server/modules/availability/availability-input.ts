import type { EntityManager } from '@mikro-orm/postgresql';
import type { Schedule } from '#shared/providers/schedule.schema.ts';
import type { AvailabilityInput } from './availability.ts';
import { loadBookingsPerDay, loadBusyIntervals } from './availability.queries.ts';
import { dayNumberAt, instantOfWallTime, minuteMs } from './zoned-time.ts';

const midnight = (dayNumber: number) => new Date(instantOfWallTime(dayNumber, 0, 'jump')!);

/**
 * The engine's input for Oslo days `firstDay`..`lastDay`, loading only the bookings that can touch
 * them: busy time from the first midnight to the last one plus the buffer (a slot's own buffer may
 * reach past midnight), and per-day counts of those days. Null when no day of the range can have
 * a slot (outside the horizon or a paused schedule), without asking the database.
 */
export async function availabilityInput(
  em: EntityManager,
  options: {
    providerId: string;
    schedule: Schedule;
    durationMinutes: number;
    now: Date;
    firstDay: number;
    lastDay: number;
    ignoreBookingId?: string | undefined;
    ignoreBookingIds?: readonly string[] | undefined;
  },
): Promise<AvailabilityInput | null> {
  const { schedule, now } = options;
  const today = dayNumberAt(now.getTime());
  const firstDay = Math.max(options.firstDay, today);
  const lastDay = Math.min(options.lastDay, today + schedule.horizonDays);
  if (!schedule.isAvailable || firstDay > lastDay) return null;
  const from = midnight(firstDay);
  const end = midnight(lastDay + 1);
  const window = { from, to: new Date(end.getTime() + schedule.bufferTimeMinutes * minuteMs), ignoreBookingId: options.ignoreBookingId, ignoreBookingIds: options.ignoreBookingIds };
  const [busy, bookingsPerDay] = await Promise.all([
    loadBusyIntervals(em, options.providerId, window),
    schedule.maxDailyBookings === null ? undefined : loadBookingsPerDay(em, options.providerId, { ...window, to: end }),
  ]);
  return { schedule, busy, bookingsPerDay, durationMinutes: options.durationMinutes, now };
}

