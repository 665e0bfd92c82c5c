import type { EntityManager } from '@mikro-orm/postgresql';
import { timeHoldingStatuses } from '#shared/bookings/booking-status.ts';
import { defaultSchedule, type Schedule } from '#shared/providers/schedule.schema.ts';
import { query, sql, type SqlFragment, textArrayLiteral } from '#server/db/sql.ts';
import { byIdOrSlug } from '#server/modules/explore/lookups.ts';
import { marketplaceTimeZone } from '#server/modules/explore/weekdays.ts';
import type { BusyInterval } from './availability.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';

/** What the public day and time pickers need of a service: its length and its provider's schedule. */
export interface BookableService {
  providerId: string;
  baseDurationMinutes: number;
  schedule: Schedule;
  /** Whether its provider is public (approved, owner not blocked: public-provider.ts); only then is it bookable. */
  providerPublic: boolean;
}

/** A provider as times are suggested for it: who owns it, whether it is public, its schedule. */
export interface SchedulingProvider {
  id: string;
  ownerId: string;
  /** Approved and its owner not blocked (public-provider.ts): the public may see and book it. */
  isPublic: boolean;
  schedule: Schedule;
}

type StoredSchedule = Omit<Schedule, 'instantBooking'>;

/**
 * The schedule row as JSON text, or null when the provider has none (it then works the default
 * schedule). JSON keeps the jsonb lists and the numbers exactly as stored, whatever the driver's
 * type parsers do.
 */
export const scheduleJson = sql`case when ps.provider_id is null then null else json_build_object(
    'isAvailable', ps.is_available,
    'horizonDays', ps.horizon_days,
    'weekdays', ps.weekdays,
    'overrides', ps.overrides,
    'bufferTimeMinutes', ps.buffer_time_minutes,
    'maxDailyBookings', ps.max_daily_bookings,
    'earliestAvailableHours', ps.earliest_available_hours,
    'closedOnHolidays', ps.closed_on_holidays
  )::text end`;

export function scheduleOf(json: string | null, instantBooking: boolean): Schedule {
  if (json === null) return { ...defaultSchedule, instantBooking };
  return { ...(JSON.parse(json) as StoredSchedule), instantBooking };
}

/**
 * An enabled service by id or slug, with the provider's schedule and whether the provider is
 * public, in one query; null when there is no such enabled service. Callers answer 404 for null
 * and 409 "Service is not available" when the provider is not public (spec §1: only reviewed
 * providers whose owner is not blocked are bookable).
 */
export async function findBookableService(em: EntityManager, idOrSlug: string): Promise<BookableService | null> {
  const [row] = await query<{ provider_id: string; duration: number; instant_booking: boolean; schedule: string | null; public: boolean }>(
    em,
    sql`select s.provider_id, s.base_duration_minutes as duration, p.instant_booking, ${scheduleJson} as schedule, ${providerIsPublic()} as public
      from service s
      join provider p on p.id = s.provider_id
      left join provider_schedule ps on ps.provider_id = p.id
      where ${byIdOrSlug('s', idOrSlug)} and s.enabled`,
  );
  if (!row) return null;
  return {
    providerId: row.provider_id,
    baseDurationMinutes: Number(row.duration),
    schedule: scheduleOf(row.schedule, row.instant_booking),
    providerPublic: row.public,
  };
}

/** A provider by id with its owner and schedule, in one query; null when unknown. */
export async function findSchedulingProvider(em: EntityManager, providerId: string): Promise<SchedulingProvider | null> {
  const [row] = await query<{ id: string; owner_id: string; public: boolean; instant_booking: boolean; schedule: string | null }>(
    em,
    sql`select p.id, p.owner_id, ${providerIsPublic()} as public, p.instant_booking, ${scheduleJson} as schedule
      from provider p
      left join provider_schedule ps on ps.provider_id = p.id
      where p.id = ${providerId}::uuid`,
  );
  if (!row) return null;
  return { id: row.id, ownerId: row.owner_id, isPublic: row.public, schedule: scheduleOf(row.schedule, row.instant_booking) };
}

/** A time window [from, to) to load busy time for, and optionally one booking to leave out. */
export interface BusyWindow {
  from: Date;
  to: Date;
  /** A booking whose own time does not count (the one being moved). */
  ignoreBookingId?: string | undefined;
  /** Bookings whose time does not count (a subscription's visits when its time is changed). */
  ignoreBookingIds?: readonly string[] | undefined;
}

/**
 * The bookings (aliased `b`) that hold their time. The statuses are written into the statement, so
 * PostgreSQL can read them from the partial index of exactly those bookings (`booking_no_overlap`)
 * rather than from every booking a provider ever had.
 */
export const holdingStatuses = sql`b.status = any(${textArrayLiteral(timeHoldingStatuses)})`;

/**
 * The holding booking `b` takes time in [from, to): its span up to `busy_until` overlaps it. Written
 * as the range the exclusion constraint's index (`booking_no_overlap`) is built on, so PostgreSQL
 * finds just the overlapping bookings in the index instead of checking each of the provider's
 * coming bookings in the table.
 */
export function busyOverlaps(from: SqlFragment | Date, to: SqlFragment | Date): SqlFragment {
  return sql`tstzrange(b.starts_at, b.busy_until, '[)') && tstzrange((${from})::timestamptz, (${to})::timestamptz, '[)')`;
}

function ignoring(window: BusyWindow): SqlFragment {
  const ids = [...(window.ignoreBookingIds ?? []), ...(window.ignoreBookingId === undefined ? [] : [window.ignoreBookingId])];
  return ids.length === 0 ? sql`` : sql` and b.id <> all(array[${ids}]::uuid[])`;
}

/**
 * The provider's busy time overlapping the window: bookings in a time-holding status, each up to
 * the end of its buffer (`busyUntil`). A request waiting for an answer takes no time (spec §4).
 */
export async function loadBusyIntervals(em: EntityManager, providerId: string, window: BusyWindow): Promise<BusyInterval[]> {
  // Epoch milliseconds as float8, so no time zone or driver date parsing comes between.
  const rows = await query<{ start_ms: number; end_ms: number }>(
    em,
    sql`select extract(epoch from b.starts_at)::float8 * 1000 as start_ms, extract(epoch from b.busy_until)::float8 * 1000 as end_ms
      from booking b
      where b.provider_id = ${providerId}::uuid and ${holdingStatuses}
        and ${busyOverlaps(window.from, window.to)}${ignoring(window)}`,
  );
  return rows.map((row) => ({ start: new Date(Number(row.start_ms)), end: new Date(Number(row.end_ms)) }));
}

/**
 * Time-holding bookings per Oslo calendar day ('YYYY-MM-DD' → count) that start in the window,
 * for a schedule's `maxDailyBookings`.
 */
export async function loadBookingsPerDay(em: EntityManager, providerId: string, window: BusyWindow): Promise<Map<string, number>> {
  const rows = await query<{ day: string; count: number }>(
    em,
    sql`select (b.starts_at at time zone ${marketplaceTimeZone})::date::text as day, count(*)::int as count
      from booking b
      where b.provider_id = ${providerId}::uuid and ${holdingStatuses}
        and b.starts_at >= ${window.from} and b.starts_at < ${window.to}${ignoring(window)}
      group by 1`,
  );
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/**
 * Whether `bookingId` is a booking with `providerId` that `userId` takes part in, as its customer
 * or as the provider's owner: only they may see the time around it as if it were free.
 */
export async function isBookingParticipant(em: EntityManager, ids: { bookingId: string; providerId: string; userId: string }): Promise<boolean> {
  const rows = await query<{ found: number }>(
    em,
    sql`select 1 as found
      from booking b
      join provider p on p.id = b.provider_id
      where b.id = ${ids.bookingId}::uuid and b.provider_id = ${ids.providerId}::uuid
        and (b.customer_id = ${ids.userId}::uuid or p.owner_id = ${ids.userId}::uuid)`,
  );
  return rows.length > 0;
}
