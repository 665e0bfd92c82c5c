import { appTimeZone } from '#shared/i18n/languages.ts';

/**
 * Calendar arithmetic on Oslo's wall clock with `Intl` only. Days are `YYYY-MM-DD` strings and
 * are counted on the UTC calendar, where every day has 24 hours; only turning an instant into
 * an Oslo day and time of day needs the time zone, so a summer-time change never shifts a day.
 */

const wallFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: appTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const minutesPerDay = 24 * 60;

/** The Oslo day of an instant and its time of day in minutes after that day's midnight. */
export function osloWallClock(instant: Date): { day: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of wallFormat.formatToParts(instant)) parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Today in Oslo, whatever the device's time zone. */
export function osloToday(now: Date = new Date()): string {
  return osloWallClock(now).day;
}

function toUtc(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
}

const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, count: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromUtc(date);
}

/** Monday 0 … Sunday 6: Norwegian weeks start on Monday. */
export function weekdayIndex(day: string): number {
  return (toUtc(day).getUTCDay() + 6) % 7;
}

export function startOfWeek(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

export type CalendarRange = { from: string; to: string; days: string[] };

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Monday to Sunday around `day`. */
export function weekRange(day: string): CalendarRange {
  const from = startOfWeek(day);
  const to = addDays(from, 6);
  return { from, to, days: daysBetween(from, to) };
}

/**
 * The month of `day` as whole weeks, Monday before the 1st to Sunday after the last: at most
 * six weeks, which is the 42 days the calendar endpoint allows in one call.
 */
export function monthRange(day: string): CalendarRange & { month: string; weeks: string[][] } {
  const month = day.slice(0, 7);
  const first = `${month}-01`;
  const last = addDays(fromUtc(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1))), -1);
  const from = startOfWeek(first);
  const to = addDays(startOfWeek(last), 6);
  const days = daysBetween(from, to);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return { month, from, to, days, weeks };
}

export type CalendarView = 'week' | 'month';

/** The anchor day one week or month before or after; months move to their 1st. */
export function shiftAnchor(view: CalendarView, day: string, direction: -1 | 1): string {
  if (view === 'week') return addDays(day, 7 * direction);
  const date = toUtc(`${day.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + direction);
  return fromUtc(date);
}

export type Timed = { startsAt: Date; endsAt: Date };

/** Where a booking sits in one day's column: minutes after midnight, Oslo wall clock. */
export type DayPlacement = { startMinutes: number; endMinutes: number };

/**
 * The part of a booking that falls on `day`, by Oslo wall-clock time, or null when none does.
 * A booking past midnight shows in both days, cut at midnight.
 */
export function placeInDay(booking: Timed, day: string): DayPlacement | null {
  const start = osloWallClock(booking.startsAt);
  const end = osloWallClock(booking.endsAt);
  if (start.day > day || end.day < day) return null;
  if (end.day === day && end.minutes === 0 && start.day < day) return null;
  const startMinutes = start.day < day ? 0 : start.minutes;
  const endMinutes = end.day > day ? minutesPerDay : end.minutes;
  return { startMinutes, endMinutes: Math.max(endMinutes, startMinutes + 15) };
}

/** Every booking that touches each day, earliest first. */
export function bookingsByDay<T extends Timed>(bookings: readonly T[], days: readonly string[]): Map<string, Array<{ booking: T; placement: DayPlacement }>> {
  const byDay = new Map<string, Array<{ booking: T; placement: DayPlacement }>>();
  for (const day of days) {
    const placed = bookings
      .map((booking) => ({ booking, placement: placeInDay(booking, day) }))
      .filter((entry): entry is { booking: T; placement: DayPlacement } => entry.placement !== null)
      .sort((a, b) => a.placement.startMinutes - b.placement.startMinutes);
    byDay.set(day, placed);
  }
  return byDay;
}

/**
 * The hours the week grid shows: a working day (07–20) widened to take in every booking, so
 * an early or late one is never cut off.
 */
export function visibleHours(placements: readonly DayPlacement[]): { startHour: number; endHour: number } {
  let startHour = 7;
  let endHour = 20;
  for (const placement of placements) {
    startHour = Math.min(startHour, Math.floor(placement.startMinutes / 60));
    endHour = Math.max(endHour, Math.ceil(placement.endMinutes / 60));
  }
  return { startHour, endHour };
}

/** ISO 8601 week number (Norwegian "uke"): the week that holds the year's first Thursday is week 1. */
export function isoWeek(day: string): number {
  const thursday = addDays(startOfWeek(day), 3);
  const firstOfYear = `${thursday.slice(0, 4)}-01-01`;
  const dayOfYear = Math.round((toUtc(thursday).getTime() - toUtc(firstOfYear).getTime()) / 86_400_000);
  return Math.floor(dayOfYear / 7) + 1;
}

export type Lane = { lane: number; lanes: number };

/**
 * Side-by-side lanes for bookings that overlap in one day column (requests do not hold time, so
 * several may ask for the same hour). Each group of overlapping bookings shares its lane count.
 * `placements` must be sorted by start.
 */
export function assignLanes(placements: readonly DayPlacement[]): Lane[] {
  const result: Lane[] = [];
  let group: number[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const index of group) (result[index] as Lane).lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  placements.forEach((placement, index) => {
    if (placement.startMinutes >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= placement.startMinutes);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(placement.endMinutes);
    } else {
      laneEnds[lane] = placement.endMinutes;
    }
    result[index] = { lane, lanes: 1 };
    group.push(index);
    groupEnd = Math.max(groupEnd, placement.endMinutes);
  });
  closeGroup();
  return result;
}
