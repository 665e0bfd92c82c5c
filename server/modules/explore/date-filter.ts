import { spanEndsBeforeToday } from '#shared/explore/date-span.ts';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { defaultSchedule } from '#shared/providers/schedule.schema.ts';
import { fieldError } from '#server/lib/app-error.ts';
import { type FreeStartWindow, freeStartWindow, windowDates, windowWeekdays } from '#server/modules/availability/free-start.ts';
import { workingDaysOf } from '#server/modules/providers/schedule.service.ts';
import { sql, type SqlFragment } from '#server/db/sql.ts';

/**
 * Explore's from/to filter: a service matches when its provider has a free start for it in the
 * span (availability/free-start.ts). `window` is null when no start can lie in the span at all.
 */
export interface DateFilter {
  window: FreeStartWindow | null;
  now: Date;
}

/** The filter a request's from/to ask for at `now`, or null without either. */
export function dateFilter(span: { from?: Date | undefined; to?: Date | undefined }, now: Date): DateFilter | null {
  if (!span.from && !span.to) return null;
  return { window: freeStartWindow(span, now), now };
}

/** A 400 on the first end of the span that lies on a day before today in Oslo. */
export function refusePastDates(span: { from?: Date | undefined; to?: Date | undefined }, now: Date): void {
  const [field] = spanEndsBeforeToday(span, now);
  if (field) throw fieldError(field, 'error.explore.date_in_past', errorMessage('error.explore.date_in_past', 'en'));
}

const defaultWorkingDays = workingDaysOf(defaultSchedule);

/** The provider `p`'s schedule, left joined as `ws` (its columns null when it works the default one). */
export const workScheduleJoin = sql`left join provider_schedule ws on ws.provider_id = p.id`;

/**
 * A cheap first cut in SQL on the provider aliased `p`, its schedule joined by `workScheduleJoin`:
 * it works one of the window's weekdays (by its saved schedule, or the default one it works
 * without), or has an override opening one of the window's dates. Every provider with a free start
 * passes; the engine decides the rest, from the provider's kept calendar
 * (availability/provider-calendars.ts).
 */
export function mayWorkInWindow(window: FreeStartWindow): SqlFragment {
  const weekdays = windowWeekdays(window);
  const [firstDate, lastDate] = windowDates(window);
  return sql`case when ws.provider_id is not null
      then p.working_days && array[${weekdays}]::smallint[]
        or (ws.is_available and exists (select 1 from jsonb_array_elements(ws.overrides) o
          where (o->>'isAvailable')::boolean and o->>'date' between ${firstDate} and ${lastDate}))
      else array[${defaultWorkingDays}]::smallint[] && array[${weekdays}]::smallint[] end`;
}

/**
 * How many rows a scan reads per row it still wants, at the share of rows that matched so far, and
 * the most one scan reads. In a span people ask for most providers have a free start, so half as
 * many again as wanted usually fills the page in one scan: a few more cards cost less than a
 * second statement (on the bench data 7 in 10 services of a page had a free start next Tuesday
 * 10–14, and a quarter more left every page above 10 000 kr two services short). A scan that
 * falls short reads what the rows still wanted need at the share seen, not a fixed multiple: a
 * page that found 19 of its 21 services in 27 rows used to read 108 more for the last two.
 * A scan in which nothing matched grows fourfold.
 */
const scanFactor = 1.5;
const scanGrowth = 4;
const maxScanRows = 1000;

/** The next scan's size after `read` rows of which `matched` matched, for `stillWanted` more. */
export function nextScanSize(stillWanted: number, read: number, matched: number, lastScan: number): number {
  const size = matched === 0 ? lastScan * scanGrowth : Math.ceil((stillWanted * read * scanFactor) / matched);
  return Math.min(maxScanRows, Math.max(size, 1));
}

/**
 * The first `wanted` rows, in list order, that `matching` keeps: reads the filtered list in scans
 * (`scan(after, limit)`, after the last row read) until enough match or the list ends, so a page
 * where most rows match costs one scan and the keyset paging stays the list's own.
 */
export async function firstMatching<Row>(
  wanted: number,
  scan: (after: Row | null, limit: number) => Promise<Row[]>,
  matching: (rows: Row[]) => Promise<Row[]>,
): Promise<Row[]> {
  const kept: Row[] = [];
  let after: Row | null = null;
  let read = 0;
  let limit = Math.min(maxScanRows, Math.ceil(wanted * scanFactor));
  for (;;) {
    const rows = await scan(after, limit);
    read += rows.length;
    if (rows.length > 0) kept.push(...(await matching(rows)));
    if (kept.length >= wanted || rows.length < limit) return kept.slice(0, wanted);
    after = rows.at(-1)!;
    limit = nextScanSize(wanted - kept.length, read, kept.length, limit);
  }
}
