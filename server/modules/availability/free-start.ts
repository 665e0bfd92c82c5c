import type { EntityManager } from '@mikro-orm/postgresql';
import type { Schedule } from '#shared/providers/schedule.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { marketplaceTimeZone } from '#server/modules/explore/weekdays.ts';
import { type BusyInterval, firstAvailableTime } from './availability.ts';
import { holdingStatuses, scheduleJson, scheduleOf } from './availability.queries.ts';
import { dateOfDayNumber, dayNumberAt, instantOfWallTime, isoWeekdayOf, minuteMs } from './zoned-time.ts';

/**
 * Whether services have a free start inside a time span, for many providers at once: the
 * availability engine's answer (firstAvailableTime), with the schedules, busy time and daily
 * counts of every provider loaded in one query each rather than one per provider.
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

async function loadSchedules(em: EntityManager, providerIds: readonly string[]): Promise<Map<string, Schedule>> {
  const rows = await query<{ id: string; instant_booking: boolean; schedule: string | null }>(
    em,
    sql`select p.id, p.instant_booking, ${scheduleJson} as schedule
      from provider p left join provider_schedule ps on ps.provider_id = p.id
      where p.id = any(array[${providerIds}]::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, scheduleOf(row.schedule, row.instant_booking)]));
}

async function loadBusy(em: EntityManager, providerIds: readonly string[], from: Date, to: Date): Promise<Map<string, BusyInterval[]>> {
  const busy = new Map<string, BusyInterval[]>(providerIds.map((id) => [id, []]));
  if (providerIds.length === 0) return busy;
  // Epoch milliseconds as float8, as in loadBusyIntervals: no time zone or driver parsing between.
  const rows = await query<{ provider_id: string; start_ms: number; end_ms: number }>(
    em,
    sql`select b.provider_id, extract(epoch from b.starts_at)::float8 * 1000 as start_ms, extract(epoch from b.busy_until)::float8 * 1000 as end_ms
      from booking b
      where b.provider_id = any(array[${providerIds}]::uuid[]) and ${holdingStatuses}
        and b.starts_at < ${to} and b.busy_until > ${from}`,
  );
  for (const row of rows) busy.get(row.provider_id)?.push({ start: new Date(Number(row.start_ms)), end: new Date(Number(row.end_ms)) });
  return busy;
}

async function loadBookingsPerDay(em: EntityManager, providerIds: readonly string[], from: Date, to: Date): Promise<Map<string, Map<string, number>>> {
  const counts = new Map<string, Map<string, number>>(providerIds.map((id) => [id, new Map()]));
  if (providerIds.length === 0) return counts;
  const rows = await query<{ provider_id: string; day: string; count: number }>(
    em,
    sql`select b.provider_id, (b.starts_at at time zone ${marketplaceTimeZone})::date::text as day, count(*)::int as count
      from booking b
      where b.provider_id = any(array[${providerIds}]::uuid[]) and ${holdingStatuses}
        and b.starts_at >= ${from} and b.starts_at < ${to}
      group by 1, 2`,
  );
  for (const row of rows) counts.get(row.provider_id)?.set(row.day, Number(row.count));
  return counts;
}

/**
 * The keys of the candidates whose provider has a free start for their duration inside the window
 * at `now`, by the provider's schedule (hours, overrides, pause, notice, horizon, daily limit,
 * buffer) and its time-holding bookings. Four queries at most, whatever the number of providers.
 */
export async function keysWithFreeStart(
  em: EntityManager,
  candidates: readonly FreeStartCandidate[],
  window: FreeStartWindow,
  now: Date,
): Promise<Set<string>> {
  const found = new Set<string>();
  if (candidates.length === 0) return found;
  const today = dayNumberAt(now.getTime());
  const schedules = await loadSchedules(em, [...new Set(candidates.map((candidate) => candidate.providerId))]);
  // The engine looks no further than the schedule's horizon: ending it at the window's last day
  // (or earlier) keeps a search for a start from running on to a far horizon.
  const bounded = new Map<string, Schedule>();
  let bufferMinutes = 0;
  for (const [providerId, schedule] of schedules) {
    const lastDay = Math.min(window.lastDay, today + schedule.horizonDays);
    if (!schedule.isAvailable || lastDay < window.firstDay) continue;
    bounded.set(providerId, { ...schedule, horizonDays: lastDay - today });
    bufferMinutes = Math.max(bufferMinutes, schedule.bufferTimeMinutes);
  }
  if (bounded.size === 0) return found;
  const from = new Date(midnight(window.firstDay));
  const end = new Date(midnight(window.lastDay + 1));
  const limited = [...bounded].filter(([, schedule]) => schedule.maxDailyBookings !== null).map(([id]) => id);
  const [busy, perDay] = await Promise.all([
    // A slot's own buffer may reach past the last midnight.
    loadBusy(em, [...bounded.keys()], from, new Date(end.getTime() + bufferMinutes * minuteMs)),
    loadBookingsPerDay(em, limited, from, end),
  ]);
  // Services of one provider often share a length: each provider and length is asked once.
  const answers = new Map<string, boolean>();
  const notBefore = new Date(window.notBefore);
  for (const candidate of candidates) {
    const schedule = bounded.get(candidate.providerId);
    if (!schedule || !(candidate.durationMinutes > 0)) continue;
    const answerKey = `${candidate.providerId}/${candidate.durationMinutes}`;
    let free = answers.get(answerKey);
    if (free === undefined) {
      const start = firstAvailableTime(
        { schedule, busy: busy.get(candidate.providerId)!, bookingsPerDay: perDay.get(candidate.providerId), durationMinutes: candidate.durationMinutes, now },
        notBefore,
      );
      free = start !== null && start.getTime() <= window.notAfter;
      answers.set(answerKey, free);
    }
    if (free) found.add(candidate.key);
  }
  return found;
}
