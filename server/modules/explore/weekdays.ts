/** The marketplace delivers in Norway (spec §1), so "which day" is always a day on Oslo's calendar. */
export const marketplaceTimeZone = 'Europe/Oslo';

const allWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
const dayMs = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Days since 1970-01-01 of the calendar date `instant` falls on in `timeZone`. */
function calendarDay(instant: Date, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / dayMs;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day counted from 1970-01-01, which was a Thursday. */
function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/**
 * The ISO weekdays (1 = Monday) of every calendar day from `from` to `to`, both included, on the
 * calendar of `timeZone`, in ascending order. A span of seven days or more holds every weekday;
 * an empty span (to before from) holds none. Counting calendar dates, not 24-hour steps, keeps
 * the 23- and 25-hour days of daylight-saving changes right.
 */
export function isoWeekdaysBetween(from: Date, to: Date, timeZone: string = marketplaceTimeZone): number[] {
  const first = calendarDay(from, timeZone);
  const last = calendarDay(to, timeZone);
  if (last < first) return [];
  if (last - first >= 6) return [...allWeekdays];
  const weekdays = new Set<number>();
  for (let day = first; day <= last; day += 1) weekdays.add(isoWeekday(day));
  return [...weekdays].sort((a, b) => a - b);
}

/**
 * The weekdays a date filter asks for, or null when it asks for none: a span with only one end
 * is open on the other side, so every weekday is in it.
 */
export function weekdayFilter(span: { from?: Date | undefined; to?: Date | undefined }, timeZone: string = marketplaceTimeZone): number[] | null {
  if (!span.from && !span.to) return null;
  if (!span.from || !span.to) return [...allWeekdays];
  return isoWeekdaysBetween(span.from, span.to, timeZone);
}
