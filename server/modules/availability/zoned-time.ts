import { marketplaceTimeZone } from '#server/modules/explore/weekdays.ts';

/**
 * Wall-clock arithmetic on one time zone's calendar with `Intl` only. Days are counted from
 * 1970-01-01 ("day numbers"), wall times as minutes after that day's midnight. Asking `Intl` is
 * slow (microseconds), so an hour's offset is looked up once and reused for every instant of that
 * hour, and a day's for every time of that day, unless it holds a daylight-saving change.
 */

export const minuteMs = 60_000;
export const dayMs = 86_400_000;
const hourMs = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** offsetAt by asking `Intl`, to the whole second. */
function intlOffsetAt(instant: number, timeZone: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of formatterFor(timeZone).formatToParts(wholeSecond)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
    else if (part.type === 'second') second = Number(part.value);
  }
  return Date.UTC(year, month - 1, day, hour, minute, second) - wholeSecond;
}

/**
 * Per zone, per UTC hour (instant / 1 h, rounded down): the hour's offset when it is the same all
 * hour, or NaN for an hour the clocks change in.
 */
const hourOffsets = new Map<string, Map<number, number>>();
const hourOffsetCacheSize = 50_000;

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms since the epoch), in ms. */
export function offsetAt(instant: number, timeZone: string = marketplaceTimeZone): number {
  let hours = hourOffsets.get(timeZone);
  if (!hours) {
    hours = new Map();
    hourOffsets.set(timeZone, hours);
  }
  const hour = Math.floor(instant / hourMs);
  let offset = hours.get(hour);
  if (offset === undefined) {
    // One offset at the hour's first and last whole second means no change inside it: zones
    // change at most once in two days (as steadyOffsetOf relies on too).
    const first = intlOffsetAt(hour * hourMs, timeZone);
    offset = first === intlOffsetAt(hour * hourMs + hourMs - 1000, timeZone) ? first : Number.NaN;
    if (hours.size >= hourOffsetCacheSize) hours.clear();
    hours.set(hour, offset);
  }
  return Number.isNaN(offset) ? intlOffsetAt(instant, timeZone) : offset;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day number of a "YYYY-MM-DD" date.
 * @throws RangeError when the text is not a date that exists.
 */
export function dayNumberOf(date: string): number {
  const match = datePattern.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  }
  return ms / dayMs;
}

/**
 * Dates already written, by day number: the availability engine names every day it looks at, for
 * each provider of a search, and formatting a date costs more than the rest of a day's check.
 */
const datesOfDayNumbers = new Map<number, string>();
const datesOfDayNumbersMax = 20_000;

/** "YYYY-MM-DD" of a day number. */
export function dateOfDayNumber(dayNumber: number): string {
  let date = datesOfDayNumbers.get(dayNumber);
  if (date === undefined) {
    date = new Date(dayNumber * dayMs).toISOString().slice(0, 10);
    if (datesOfDayNumbers.size >= datesOfDayNumbersMax) datesOfDayNumbers.clear();
    datesOfDayNumbers.set(dayNumber, date);
  }
  return date;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day number; 1970-01-01 was a Thursday. */
export function isoWeekdayOf(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}

/** The day number of the calendar date `instant` falls on in `timeZone`. */
export function dayNumberAt(instant: number, timeZone: string = marketplaceTimeZone): number {
  return Math.floor((instant + offsetAt(instant, timeZone)) / dayMs);
}

/** Per zone, per day number: the day's offset when it is the same all day, or null on a day the clocks change. */
const steadyOffsets = new Map<string, Map<number, number | null>>();
const steadyOffsetCacheSize = 20_000;

/** The offset of `timeZone` all through day `dayNumber`, or null when its clocks change that day. */
export function steadyOffsetOf(dayNumber: number, timeZone: string = marketplaceTimeZone): number | null {
  let days = steadyOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    steadyOffsets.set(timeZone, days);
  }
  const cached = days.get(dayNumber);
  if (cached !== undefined) return cached;
  // The day's wall midnight is somewhere between 14 h before and 12 h after the same numbers read
  // as UTC (offsets run from -12 h to +14 h), and its end 24 h later. One offset at both ends of
  // that window means no change inside it: zones change at most once in two days.
  const wallMidnight = dayNumber * dayMs;
  const before = offsetAt(wallMidnight - 14 * hourMs, timeZone);
  const after = offsetAt(wallMidnight + 36 * hourMs, timeZone);
  const steady = before === after ? before : null;
  if (days.size >= steadyOffsetCacheSize) days.clear();
  days.set(dayNumber, steady);
  return steady;
}

/**
 * The instant of a wall-clock time: `minutes` after midnight of day `dayNumber` (1440 is the next
 * midnight). On a day the clocks change:
 * - a wall time that happens twice (autumn) is its first occurrence, the earlier instant;
 * - a wall time that never happens (spring) gives null with `inGap: 'none'`, and with
 *   `inGap: 'jump'` the moment the clocks jump, the first instant after the missing hour.
 */
export function instantOfWallTime(
  dayNumber: number,
  minutes: number,
  inGap: 'none' | 'jump',
  timeZone: string = marketplaceTimeZone,
): number | null {
  const wall = dayNumber * dayMs + minutes * minuteMs;
  const steady = steadyOffsetOf(minutes >= 1440 ? dayNumber + 1 : dayNumber, timeZone);
  if (steady !== null) return wall - steady;
  const offsetBefore = offsetAt(wall - dayMs, timeZone);
  const offsetAfter = offsetAt(wall + dayMs, timeZone);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter((instant, index) =>
    offsetAt(instant, timeZone) === (index === 0 ? offsetBefore : offsetAfter),
  );
  if (candidates.length > 0) return Math.min(...candidates);
  if (inGap === 'none') return null;
  // In a gap the clock moves forward, so wall - offsetAfter lies before the jump and
  // wall - offsetBefore after it; the jump is between them on a whole minute.
  let low = wall - offsetAfter;
  let high = wall - offsetBefore;
  while (high - low > minuteMs) {
    const middle = low + Math.max(1, Math.floor((high - low) / 2 / minuteMs)) * minuteMs;
    if (offsetAt(middle, timeZone) === offsetBefore) low = middle;
    else high = middle;
  }
  return high;
}
