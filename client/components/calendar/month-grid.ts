import { appTimeZone } from '#shared/i18n/languages.ts';

/** Calendar dates are `YYYY-MM-DD` strings in Oslo; months are `YYYY-MM`. */
export type IsoDate = string;
export type IsoMonth = string;

const osloDate = new Intl.DateTimeFormat('en-CA', { timeZone: appTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Oslo, whatever the device's time zone. */
export function osloToday(now: Date = new Date()): IsoDate {
  return osloDate.format(now);
}

// Date arithmetic on UTC midnights: no daylight saving change can move a date to another day.
const utc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: IsoDate, days: number): IsoDate {
  const at = utc(date);
  at.setUTCDate(at.getUTCDate() + days);
  return isoOf(at);
}

export const monthOf = (date: IsoDate): IsoMonth => date.slice(0, 7);

export function addMonths(month: IsoMonth, months: number): IsoMonth {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** Monday 0 … Sunday 6, as Norwegian calendars start the week. */
export function weekdayIndex(date: IsoDate): number {
  return (utc(date).getUTCDay() + 6) % 7;
}

function daysInMonth(month: IsoMonth): number {
  const next = utc(`${addMonths(month, 1)}-01`);
  next.setUTCDate(0);
  return next.getUTCDate();
}

/** The month as weeks of seven, Monday first; days of other months are null. */
export function monthWeeks(month: IsoMonth): (IsoDate | null)[][] {
  const first = `${month}-01`;
  const cells: (IsoDate | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 0; day < daysInMonth(month); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Keys of the WAI-ARIA date grid pattern and where each moves the focused date. */
export function movedDate(date: IsoDate, key: string): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return sameDayIn(addMonths(monthOf(date), -1), date);
    case 'PageDown':
      return sameDayIn(addMonths(monthOf(date), 1), date);
    default:
      return null;
  }
}

/** The same day of the month in another month, or that month's last day (31 Jan → 28 Feb). */
function sameDayIn(month: IsoMonth, date: IsoDate): IsoDate {
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}
