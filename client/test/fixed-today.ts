import { afterAll, vi } from 'vitest';
import { addDays, osloToday } from '../features/service-page/lib/month-grid.ts';

/**
 * Fixes today for a booking calendar test and gives the day `daysAhead` on. The calendar opens on
 * one month and its times are written in Oslo's winter offset, so a winter Monday early in
 * February keeps every day the test names in that month whatever date the suite runs on. Only
 * `Date` is faked: timers stay real for user-event and the queries.
 */
export function fixTodayForCalendar(daysAhead = 3): string {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-02-09T10:00:00Z') });
  afterAll(() => vi.useRealTimers());
  return addDays(osloToday(), daysAhead);
}
