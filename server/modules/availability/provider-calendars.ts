import type { EntityManager } from '@mikro-orm/postgresql';
import { idList, preparedQuery, sql } from '#server/db/sql.ts';
import {
  freeStartMaxDays,
  type FreeStartWindow,
  type ProviderAvailability,
  providerAvailabilityColumns,
  providerAvailabilityOf,
  type ProviderAvailabilityRow,
} from './free-start.ts';
import { dayNumberAt } from './zoned-time.ts';

/**
 * What a search with a date needs of each provider (its schedule, busy time and daily counts), kept
 * in the process per provider and calendar version. Triggers move a provider's version on every
 * change to its schedule or its time-holding bookings (the provider calendar migration), and a
 * search reads the versions in its own statement (`calendarVersionJoin`), so what is kept is used
 * only while it is exactly what the database holds: a search then reads no provider's bookings,
 * and loads only the providers that changed since, in one query. Every process keeps its own; a
 * change made through another one shows in the version all the same.
 */

/** The provider calendar of the row aliased `s` (its `provider_id`), left joined as `pc`. */
export const calendarVersionJoin = sql`left join provider_calendar pc on pc.provider_id = s.provider_id`;

/** The version joined by `calendarVersionJoin`, as text (0 for a provider that never changed). */
export const calendarVersionColumn = sql`coalesce(pc.version, 0)::text as calendar_version`;

/** A provider as a search's statement saw it. */
export interface CalendarRef {
  providerId: string;
  /** `calendar_version` of the row. */
  version: string;
  instantBooking: boolean;
}

interface KeptCalendar {
  version: string;
  instantBooking: boolean;
  /** The Oslo days the busy time and counts were loaded for. */
  firstDay: number;
  lastDay: number;
  availability: ProviderAvailability;
}

/**
 * How many days from today a calendar is loaded for: every window the date filter can ask about
 * that starts within the next four weeks, so searches for other days reuse it.
 */
const keptDays = freeStartMaxDays + 28;
const calendars = new Map<string, KeptCalendar>();
/** Cleared when full: the bound is on memory (a marketplace's providers fit many times over). */
const calendarsMax = 50_000;

function covers(kept: KeptCalendar, ref: CalendarRef, window: FreeStartWindow): boolean {
  return kept.version === ref.version && kept.instantBooking === ref.instantBooking && kept.firstDay <= window.firstDay && window.lastDay <= kept.lastDay;
}

/** The days to load for a window: from today on, or from the window's first day when it lies further ahead. */
function daysToLoad(window: FreeStartWindow, now: Date): FreeStartWindow {
  const today = dayNumberAt(now.getTime());
  const firstDay = window.lastDay < today + keptDays ? Math.min(today, window.firstDay) : window.firstDay;
  return { ...window, firstDay, lastDay: firstDay + keptDays - 1 };
}

/**
 * Each provider's availability for the window, from what is kept where its version still holds and
 * from one query for the rest (which is then kept).
 */
export async function providerAvailabilities(
  em: EntityManager,
  refs: readonly CalendarRef[],
  window: FreeStartWindow,
  now: Date,
): Promise<Map<string, ProviderAvailability>> {
  const found = new Map<string, ProviderAvailability>();
  const missing = new Set<string>();
  for (const ref of refs) {
    if (found.has(ref.providerId)) continue;
    const kept = calendars.get(ref.providerId);
    if (kept && covers(kept, ref, window)) found.set(ref.providerId, kept.availability);
    else missing.add(ref.providerId);
  }
  if (missing.size === 0) return found;
  const days = daysToLoad(window, now);
  // The version comes in the same statement as what it versions: a change committed between the
  // search's statement and this one is loaded under its own, newer version.
  const rows = await preparedQuery<ProviderAvailabilityRow & { id: string; calendar_version: string }>(
    em,
    sql`select p.id, ${calendarVersionColumn}, ${providerAvailabilityColumns(days)}
      from provider p
      left join provider_schedule ps on ps.provider_id = p.id
      left join provider_calendar pc on pc.provider_id = p.id
      where p.id in ${idList([...missing])}`,
  );
  for (const row of rows) {
    const availability = providerAvailabilityOf(row);
    found.set(row.id, availability);
    if (calendars.size >= calendarsMax) calendars.clear();
    calendars.set(row.id, { version: row.calendar_version, instantBooking: row.instant_booking, firstDay: days.firstDay, lastDay: days.lastDay, availability });
  }
  return found;
}
