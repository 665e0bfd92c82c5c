import { defaultSchedule, type Schedule } from '#shared/providers/schedule.schema.ts';
import { sql, type SqlFragment } from '#server/db/sql.ts';
import { marketplaceTimeZone } from '#server/modules/explore/weekdays.ts';
import { type BusyInterval, firstAvailableTime } from './availability.ts';
import { busyOverlaps, holdingStatuses, scheduleJson, scheduleOf } from './availability.queries.ts';
import { dateOfDayNumber, dayNumberAt, instantOfWallTime, isoWeekdayOf } from './zoned-time.ts';

/**
 * Whether services have a free start inside a time span, for many providers at once: the
 * availability engine's answer (firstAvailableTime), with the schedules, busy time and daily
 * counts of every provider loaded in one query rather than one per provider.
 */

/**
 * The most Oslo days a span is checked for, from its first day: a span without an end (or a longer
 * one) counts as its first 62 days. It bounds the bookings loaded for a list of providers; a start
 * further ahead than that is not looked for.
 */
export const freeStartMaxDays = 62;

/** The instants a start may lie between (both included) and the Oslo days they cover. */
export interface FreeStartWindow {
  notBefore: number;
  notAfter: number;
  firstDay: number;
  lastDay: number;
}

const midnight = (dayNumber: number) => instantOfWallTime(dayNumber, 0, 'jump')!;

/**
 * The window a from/to filter asks about at `now`, or null when no start can lie in it. Starts lie
 * in [from, to]; a `to` on an Oslo midnight is the end of the day before (a date picked without a
 * time reaches to the next midnight), so a start at that midnight is not in it. No `from` means
 * from now on; no `to`, up to `freeStartMaxDays` days.
 */
export function freeStartWindow(span: { from?: Date | undefined; to?: Date | undefined }, now: Date): FreeStartWindow | null {
  const notBefore = Math.max(span.from?.getTime() ?? Number.NEGATIVE_INFINITY, now.getTime());
  const firstDay = dayNumberAt(notBefore);
  let notAfter = Number.POSITIVE_INFINITY;
  if (span.to) {
    const to = span.to.getTime();
    notAfter = to === midnight(dayNumberAt(to)) ? to - 1 : to;
  }
  const lastDay = Math.min(firstDay + freeStartMaxDays - 1, Number.isFinite(notAfter) ? dayNumberAt(notAfter) : Number.POSITIVE_INFINITY);
  if (notAfter < notBefore || lastDay < firstDay) return null;
  return { notBefore, notAfter, firstDay, lastDay };
}

/** The ISO weekdays (1 = Monday) of the window's days, ascending. */
export function windowWeekdays(window: FreeStartWindow): number[] {
  const weekdays = new Set<number>();
  for (let day = window.firstDay; day <= Math.min(window.lastDay, window.firstDay + 6); day += 1) weekdays.add(isoWeekdayOf(day));
  return [...weekdays].sort((a, b) => a - b);
}

/** The window's first and last Oslo dates, 'YYYY-MM-DD'. */
export const windowDates = (window: FreeStartWindow) => [dateOfDayNumber(window.firstDay), dateOfDayNumber(window.lastDay)] as const;

/** Something to check: a service (or any key) of a provider and the length of a booking of it. */
export interface FreeStartCandidate {
  key: string;
  providerId: string;
  durationMinutes: number;
}

/** What the engine needs of a provider for a window (provider-calendars.ts `providerAvailabilities`). */
export interface ProviderAvailability {
  schedule: Schedule;
  /** Busy time near the window; empty for a paused schedule, which the engine never reads. */
  busy: readonly BusyInterval[];
  /** Bookings per Oslo day in the window, only when the schedule has a daily limit. */
  bookingsPerDay: Map<string, number> | undefined;
}

/** The columns `providerAvailabilityColumns` adds to a row, as the driver answers them. */
export interface ProviderAvailabilityRow {
  instant_booking: boolean;
  schedule: string | null;
  busy: string | null;
  per_day: string | null;
}

/**
 * What the engine needs of the provider aliased `p`, with its schedule `ps` left joined, for the
 * window: columns `instant_booking`, `schedule`, `busy` and `per_day` of any row that has them, so a
 * list's own scan can carry its providers' availability instead of asking in a second round trip.
 */
export function providerAvailabilityColumns(window: FreeStartWindow): SqlFragment {
  const from = new Date(midnight(window.firstDay));
  const end = new Date(midnight(window.lastDay + 1));
  // A slot's own buffer may reach past the last midnight; a later busy interval can touch no slot.
  // Busy time comes as epoch milliseconds in float8, as in loadBusyIntervals: no time zone or
  // driver parsing between.
  const busyEnd = sql`${end}::timestamptz + make_interval(mins => coalesce(ps.buffer_time_minutes, ${defaultSchedule.bufferTimeMinutes})::int)`;
  return sql`p.instant_booking, ${scheduleJson} as schedule,
    case when ps.provider_id is null or ps.is_available then (
      select json_agg(json_build_array(extract(epoch from b.starts_at)::float8 * 1000, extract(epoch from b.busy_until)::float8 * 1000))::text
      from booking b
      where b.provider_id = p.id and ${holdingStatuses} and ${busyOverlaps(from, busyEnd)}
    ) end as busy,
    case when ps.is_available and ps.max_daily_bookings is not null then (
      select json_object_agg(days.day, days.count)::text
      from (
        select (b.starts_at at time zone ${marketplaceTimeZone})::date::text as day, count(*)::int as count
        from booking b
        where b.provider_id = p.id and ${holdingStatuses} and b.starts_at >= ${from} and b.starts_at < ${end}
        group by 1
      ) days
    ) end as per_day`;
}

/** One list for every provider without busy time, so the engine indexes it once. */
const noBusyTime: readonly BusyInterval[] = Object.freeze([]);

/**
 * Saved schedules as read for lists, one object per stored text (and instant booking). Many
 * providers keep the same hours; sharing the object lets the engine plan such a week once for all
 * of them (availability.ts keeps a plan per week list) and skips parsing it again. Frozen, as every
 * list shares it. Cleared when full: the bound is on memory, not on what is worth keeping.
 */
const sharedSchedules = new Map<string, Schedule>();
const sharedSchedulesMax = 5_000;

function frozen<Value>(value: Value): Value {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

function sharedScheduleOf(json: string | null, instantBooking: boolean): Schedule {
  if (json === null) return scheduleOf(json, instantBooking);
  const key = `${instantBooking ? 1 : 0}${json}`;
  let schedule = sharedSchedules.get(key);
  if (!schedule) {
    if (sharedSchedules.size >= sharedSchedulesMax) sharedSchedules.clear();
    schedule = frozen(scheduleOf(json, instantBooking));
    sharedSchedules.set(key, schedule);
  }
  return schedule;
}

/** A row's `providerAvailabilityColumns` as the engine reads them. */
export function providerAvailabilityOf(row: ProviderAvailabilityRow): ProviderAvailability {
  const busy = row.busy === null ? noBusyTime : (JSON.parse(row.busy) as Array<[number, number]>).map(([start, stop]) => ({ start: new Date(start), end: new Date(stop) }));
  const perDay = row.per_day === null ? undefined : new Map(Object.entries(JSON.parse(row.per_day) as Record<string, number>));
  return { schedule: sharedScheduleOf(row.schedule, row.instant_booking), busy, bookingsPerDay: perDay };
}

/**
 * Copies of kept schedules with a shorter horizon, by schedule and horizon: a provider's kept
 * schedule (provider-calendars.ts) is bounded the same way by every search for the same days.
 */
const horizonCopies = new WeakMap<Schedule, Map<number, Schedule>>();

function withHorizon(schedule: Schedule, horizonDays: number): Schedule {
  let copies = horizonCopies.get(schedule);
  if (!copies) {
    copies = new Map();
    horizonCopies.set(schedule, copies);
  }
  let copy = copies.get(horizonDays);
  if (!copy) {
    copy = { ...schedule, horizonDays };
    // A schedule lives as long as its provider is kept; days to come are few.
    if (copies.size >= 64) copies.clear();
    copies.set(horizonDays, copy);
  }
  return copy;
}

/** Whether the schedule's notice at `now` has passed by `instant`: only the window then limits the first start. */
function noticeEndsBy(schedule: Schedule, now: Date, instant: number): boolean {
  return now.getTime() + schedule.earliestAvailableHours * 3_600_000 <= instant;
}

/**
 * Answers already found per kept provider (provider-calendars.ts), by length, horizon, day and
 * window. Once the notice has passed by the window's start, the first start in the window depends
 * on nothing else that moves with the clock, so the answer holds for as long as the provider is
 * kept unchanged: a changed provider is a new object with none.
 */
const keptAnswers = new WeakMap<ProviderAvailability, Map<string, boolean>>();
const keptAnswersMax = 256;

function keptAnswer(provider: ProviderAvailability, key: string, ask: () => boolean): boolean {
  let answers = keptAnswers.get(provider);
  if (!answers) {
    answers = new Map();
    keptAnswers.set(provider, answers);
  }
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = ask();
    if (answers.size >= keptAnswersMax) answers.clear();
    answers.set(key, answer);
  }
  return answer;
}

/**
 * The keys of the candidates whose provider has a free start for their duration inside the window
 * at `now`, by the provider's schedule (hours, overrides, holidays, pause, notice, horizon, daily limit,
 * buffer) and its time-holding bookings, as kept by provider-calendars.ts. A candidate whose provider is not in `providers` has none.
 */
export function keysWithFreeStart(
  candidates: readonly FreeStartCandidate[],
  providers: ReadonlyMap<string, ProviderAvailability>,
  window: FreeStartWindow,
  now: Date,
): Set<string> {
  const found = new Set<string>();
  const today = dayNumberAt(now.getTime());
  // The engine looks no further than the schedule's horizon: ending it at the window's last day
  // (or earlier) keeps a search for a start from running on to a far horizon.
  const bounded = new Map<string, Schedule | null>();
  const boundedOf = (providerId: string): Schedule | null => {
    let schedule = bounded.get(providerId);
    if (schedule !== undefined) return schedule;
    const loaded = providers.get(providerId)?.schedule;
    const lastDay = loaded ? Math.min(window.lastDay, today + loaded.horizonDays) : window.firstDay - 1;
    schedule = loaded && loaded.isAvailable && lastDay >= window.firstDay ? withHorizon(loaded, lastDay - today) : null;
    bounded.set(providerId, schedule);
    return schedule;
  };
  // Services of one provider often share a length: each provider and length is asked once.
  const answers = new Map<string, boolean>();
  const notBefore = new Date(window.notBefore);
  for (const candidate of candidates) {
    if (!(candidate.durationMinutes > 0)) continue;
    const schedule = boundedOf(candidate.providerId);
    if (!schedule) continue;
    const answerKey = `${candidate.providerId}/${candidate.durationMinutes}`;
    let free = answers.get(answerKey);
    if (free === undefined) {
      const provider = providers.get(candidate.providerId)!;
      const ask = () => {
        const start = firstAvailableTime(
          { schedule, busy: provider.busy, bookingsPerDay: provider.bookingsPerDay, durationMinutes: candidate.durationMinutes, now },
          notBefore,
        );
        return start !== null && start.getTime() <= window.notAfter;
      };
      free = noticeEndsBy(schedule, now, window.notBefore) ? keptAnswer(provider, `${candidate.durationMinutes}/${schedule.horizonDays}/${today}/${window.notBefore}/${window.notAfter}`, ask) : ask();
      answers.set(answerKey, free);
    }
    if (free) found.add(candidate.key);
  }
  return found;
}
