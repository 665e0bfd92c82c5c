import { afterAll, vi } from 'vitest';
import { addDays, osloToday } from '../components/calendar/month-grid.ts';

/**
 * Fixes the present at `instant` for a test file that shows a booking calendar, so the days it
 * names are in the future and in the month the calendar opens on whatever date the suite runs.
 * Only `Date` is faked: timers stay real for user-event and the queries.
 */
export function fixTodayAt(instant: string): void {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
  afterAll(() => vi.useRealTimers());
}

/**
 * Fixes today on a winter Monday early in February (the calendar's times are written in Oslo's
 * winter offset) and gives the day `daysAhead` on, in the same month.
 */
export function fixTodayForCalendar(daysAhead = 3): string {
  fixTodayAt('2026-02-09T10:00:00Z');
  return addDays(osloToday(), daysAhead);
}
