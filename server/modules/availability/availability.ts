import { holidayOn } from '#shared/availability/holidays.ts';
import { minutesOfDay, type Schedule, type Weekday } from '#shared/providers/schedule.schema.ts';
import {
  dateOfDayNumber,
  dayMs,
  dayNumberAt,
  dayNumberOf,
  instantOfWallTime,
  isoWeekdayOf,
  minuteMs,
  steadyOffsetOf,
} from './zoned-time.ts';

/**
 * The availability engine (spec §3 Schedule, §5 time-of-day grid): which start times a provider
 * can take a booking of a given length at, on Oslo's calendar. Pure: the caller loads the schedule
 * and the busy time.
 *
 * Rules:
 * - Slots start on the wall clock at the start of each working period and every 30 minutes after.
 *   A slot fits when [start, start + duration) lies inside that one period (a period ending 23:59
 *   ends at the next midnight) and [start, start + duration + buffer) overlaps no busy interval;
 *   touching an interval is fine.
 * - A date's periods come from its override when it has one (closed when the override is not
 *   available), else from its weekday. With `closedOnHolidays`, a public holiday or julaften
 *   (shared/availability/holidays.ts) without an override is closed: an override is the provider
 *   naming that one date, so it wins. A paused schedule (`isAvailable` false) has no slots.
 * - Slots start no earlier than `now` + `earliestAvailableHours`, and on a date no later than
 *   Oslo's date of `now` + `horizonDays` (that last date is bookable all day).
 * - A date with `maxDailyBookings` bookings already has no slots.
 *
 * Daylight-saving changes: durations are real elapsed time, and every wall time stands for one
 * instant.
 * - Spring (last Sunday of March, 02:00–03:00 does not exist): grid times in the missing hour are
 *   not offered; a period edge in the missing hour is the moment the clocks jump (03:00), so
 *   08:00–16:00 still ends at 16:00 local and 00:00–06:00 holds five real hours.
 * - Autumn (last Sunday of October, 02:00–03:00 happens twice): a repeated wall time is its first
 *   occurrence (summer time). 02:00 and 02:30 are offered once, the repeated hour holds no slot
 *   starts of its own, but bookings run through it: 00:00–06:00 holds seven real hours.
 */

export interface BusyInterval {
  start: Date;
  /** Already includes the provider's buffer after that booking. */
  end: Date;
}

export interface AvailabilityInput {
  schedule: Schedule;
  /** Busy time of the provider (bookings and holds), any order; read as unchanging. */
  busy: readonly BusyInterval[];
  /** Bookings already on each Oslo calendar day ('YYYY-MM-DD' → count), for maxDailyBookings. */
  bookingsPerDay?: ReadonlyMap<string, number>;
  /** Service duration plus chosen add-on time, minutes. */
  durationMinutes: number;
  now: Date;
}

const slotStepMinutes = 30;
const closed: readonly Period[] = [];
const hourMs = 3_600_000;

/** Busy time as disjoint intervals sorted by start (so ends are sorted too), in ms. */
interface BusyIndex {
  starts: Float64Array;
  ends: Float64Array;
}

/** A working period in minutes after midnight; `to` 1440 is the next midnight. */
type Period = readonly [from: number, to: number];

interface SchedulePlan {
  /** By ISO weekday, 1 = Monday; index 0 unused. */
  weekdays: readonly (readonly Period[])[];
  overrides: ReadonlyMap<string, readonly Period[]>;
  closedOnHolidays: boolean;
}

interface Context {
  plan: SchedulePlan;
  busy: BusyIndex;
  earliest: number;
  firstDay: number;
  lastDay: number;
  durationMs: number;
  bufferMs: number;
  maxDailyBookings: number | null;
  bookingsPerDay: ReadonlyMap<string, number> | undefined;
}

const isoWeekdays: Record<Weekday, number> = { MONDAY: 1, TUESDAY: 2, WEDNESDAY: 3, THURSDAY: 4, FRIDAY: 5, SATURDAY: 6, SUNDAY: 7 };

// A day picker asks for days and then times with the same busy list and schedule: sorting and
// merging once per list serves both. A plan is kept by the schedule's week, which copies of the
// schedule with another horizon (a search's window) share, and by the default week for every
// provider that never saved one.
const busyIndexes = new WeakMap<readonly BusyInterval[], BusyIndex>();
const schedulePlans = new WeakMap<Schedule['weekdays'], SchedulePlan & { of: Pick<Schedule, 'overrides' | 'closedOnHolidays'> }>();

function busyIndexOf(busy: readonly BusyInterval[]): BusyIndex {
  const cached = busyIndexes.get(busy);
  if (cached) return cached;
  const intervals = busy
    .map((interval) => [interval.start.getTime(), interval.end.getTime()] as const)
    .filter(([start, end]) => start < end) // also drops invalid dates (NaN)
    .sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [start, end] of intervals) {
    const last = ends.length - 1;
    // Touching intervals merge too: a query overlaps their union exactly when it overlaps one of them.
    if (last >= 0 && start <= ends[last]!) ends[last] = Math.max(ends[last]!, end);
    else {
      starts.push(start);
      ends.push(end);
    }
  }
  const index = { starts: Float64Array.from(starts), ends: Float64Array.from(ends) };
  busyIndexes.set(busy, index);
  return index;
}

/** Whether [from, to) overlaps busy time. */
function overlapsBusy(busy: BusyIndex, from: number, to: number): boolean {
  let low = 0;
  let high = busy.ends.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (busy.ends[middle]! <= from) low = middle + 1;
    else high = middle;
  }
  return low < busy.starts.length && busy.starts[low]! < to;
}

function periodsOf(hours: readonly { from: string; to: string }[]): Period[] {
  return hours.map((period): Period => [minutesOfDay(period.from), minutesOfDay(period.to)]).sort((a, b) => a[0] - b[0]);
}

function schedulePlanOf(schedule: Schedule): SchedulePlan {
  const cached = schedulePlans.get(schedule.weekdays);
  if (cached && cached.of.overrides === schedule.overrides && cached.of.closedOnHolidays === schedule.closedOnHolidays) return cached;
  const weekdays: Period[][] = Array.from({ length: 8 }, () => []);
  for (const weekday of schedule.weekdays) weekdays[isoWeekdays[weekday.day]] = periodsOf(weekday.workingHours);
  const overrides = new Map<string, Period[]>();
  for (const override of schedule.overrides) overrides.set(override.date, override.isAvailable ? periodsOf(override.workingHours) : []);
  const plan = { weekdays, overrides, closedOnHolidays: schedule.closedOnHolidays, of: { overrides: schedule.overrides, closedOnHolidays: schedule.closedOnHolidays } };
  schedulePlans.set(schedule.weekdays, plan);
  return plan;
}

/** Null when the schedule is paused: no day has slots. */
function contextOf(input: AvailabilityInput): Context | null {
  const { schedule, durationMinutes } = input;
  if (!Number.isFinite(durationMinutes) || durationMinutes <= 0) {
    throw new RangeError(`durationMinutes must be a positive number of minutes, not ${durationMinutes}`);
  }
  if (!schedule.isAvailable) return null;
  const now = input.now.getTime();
  const earliest = now + schedule.earliestAvailableHours * hourMs;
  return {
    plan: schedulePlanOf(schedule),
    busy: busyIndexOf(input.busy),
    earliest,
    // Every wall time of a date comes before the next date's midnight, so dates before the one
    // `earliest` falls on have no slots left.
    firstDay: dayNumberAt(earliest),
    lastDay: dayNumberAt(now) + schedule.horizonDays,
    durationMs: durationMinutes * minuteMs,
    bufferMs: schedule.bufferTimeMinutes * minuteMs,
    maxDailyBookings: schedule.maxDailyBookings,
    bookingsPerDay: input.bookingsPerDay,
  };
}

/** Slot starts (ms, ascending) of one date that are not before `notBefore`; only the first when `firstOnly`. */
function slotsOfDay(context: Context, dayNumber: number, notBefore: number, firstOnly: boolean): number[] {
  const slots: number[] = [];
  if (dayNumber < context.firstDay || dayNumber > context.lastDay) return slots;
  const date = dateOfDayNumber(dayNumber);
  if (context.maxDailyBookings !== null && (context.bookingsPerDay?.get(date) ?? 0) >= context.maxDailyBookings) return slots;
  const periods = context.plan.overrides.get(date) ?? (context.plan.closedOnHolidays && holidayOn(date) ? closed : context.plan.weekdays[isoWeekdayOf(dayNumber)]!);
  if (periods.length === 0) return slots;
  const lowest = Math.max(notBefore, context.earliest);
  const reach = context.durationMs + context.bufferMs;
  const steadyOffset = steadyOffsetOf(dayNumber);
  const wallMidnight = dayNumber * dayMs;
  for (const [from, to] of periods) {
    const periodEnd = instantOfWallTime(dayNumber, to, 'jump')!;
    for (let minutes = from; minutes < to; minutes += slotStepMinutes) {
      const start = steadyOffset !== null ? wallMidnight + minutes * minuteMs - steadyOffset : instantOfWallTime(dayNumber, minutes, 'none');
      if (start === null) continue; // a wall time the spring change skips
      // Later starts end later too: none of them fits in this period either.
      if (start + context.durationMs > periodEnd) break;
      if (start < lowest || overlapsBusy(context.busy, start, start + reach)) continue;
      slots.push(start);
      if (firstOnly) return slots;
    }
  }
  return slots;
}

/**
 * Start instants, ascending, at which a booking of `input.durationMinutes` fits on `day`
 * ('YYYY-MM-DD' on Oslo's calendar).
 * @throws RangeError when `day` is not a date or the duration is not positive.
 */
export function availableTimes(input: AvailabilityInput, day: string): Date[] {
  const dayNumber = dayNumberOf(day);
  const context = contextOf(input);
  if (!context) return [];
  return slotsOfDay(context, dayNumber, Number.NEGATIVE_INFINITY, false).map((start) => new Date(start));
}

/**
 * The Oslo dates of `year`, ascending, with at least one start time for a booking of
 * `input.durationMinutes`. Each date stops at its first free start.
 * @throws RangeError when the duration is not positive.
 */
export function availableDays(input: AvailabilityInput, year: number): string[] {
  const context = contextOf(input);
  if (!context) return [];
  const first = Math.max(Date.UTC(year, 0, 1) / dayMs, context.firstDay);
  const last = Math.min(Date.UTC(year, 11, 31) / dayMs, context.lastDay);
  const days: string[] = [];
  for (let dayNumber = first; dayNumber <= last; dayNumber += 1) {
    if (slotsOfDay(context, dayNumber, Number.NEGATIVE_INFINITY, true).length > 0) days.push(dateOfDayNumber(dayNumber));
  }
  return days;
}

/**
 * The first start, at or after `from`, at which a booking of `input.durationMinutes` fits, or
 * null when there is none before the horizon ends.
 * @throws RangeError when the duration is not positive.
 */
export function firstAvailableTime(input: AvailabilityInput, from: Date): Date | null {
  const context = contextOf(input);
  if (!context) return null;
  const notBefore = from.getTime();
  for (let dayNumber = Math.max(context.firstDay, dayNumberAt(notBefore)); dayNumber <= context.lastDay; dayNumber += 1) {
    const [start] = slotsOfDay(context, dayNumber, notBefore, true);
    if (start !== undefined) return new Date(start);
  }
  return null;
}
