import type { EntityManager } from '@mikro-orm/postgresql';
import type { CleaningEstimateRequest, CleaningMatch, CleaningMatches } from '#shared/cleaning/cleaning-estimate.schema.ts';
import type { CleaningType } from '#shared/cleaning/cleaning-estimate.ts';
import { cleaningJob } from '#shared/cleaning/cleaning-job.ts';
import type { Addon, ServiceCard } from '#shared/explore/service.schema.ts';
import { availableTimes } from '#server/modules/availability/availability.ts';
import { type FreeStartWindow, freeStartWindow } from '#server/modules/availability/free-start.ts';
import { calendarVersionColumn, calendarVersionJoin, providerAvailabilities } from '#server/modules/availability/provider-calendars.ts';
import { dateOfDayNumber, dayNumberAt, dayNumberOf, instantOfWallTime } from '#server/modules/availability/zoned-time.ts';
import { storedCard } from '#server/modules/explore/explore-json.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';
import { query, sql } from '#server/db/sql.ts';
import { placedEstimate, refused } from './cleaning-estimate.service.ts';

/** The most cleaners one estimate lists; enough to choose from, few enough to read. */
export const maxCleaningMatches = 10;
/** Services read before the engine looks for free time: the most popular first. */
const candidateLimit = 200;
/** Without a preferred date, the days ahead a first free start is looked for. */
const daysAheadWithoutDate = 14;
/** Starts shown per cleaner. */
const timesShown = 8;

/** The subcategory of the cleaning catalogue each estimate type is sold under (catalogue.seed.ts). */
const subcategoryOfType: Record<CleaningType, string> = { recurring: 'recurring', one_time: 'one-time', move_out: 'move-out' };

interface CandidateRow {
  provider_id: string;
  instant_booking: boolean;
  calendar_version: string;
  base_price_ore: number;
  price_type: 'fixed' | 'from';
  duration: number;
  max_base_participants: number | null;
  tax_rate: number;
  addons: Addon[];
  card: string;
}

/** The Oslo days to look in: the preferred date (today when it has passed), or the next two weeks. */
function searchWindow(preferredDate: string | undefined, now: Date): FreeStartWindow | null {
  const today = dayNumberAt(now.getTime());
  const first = preferredDate ? Math.max(dayNumberOf(preferredDate), today) : today;
  const last = preferredDate ? first : today + daysAheadWithoutDate - 1;
  return freeStartWindow({ from: new Date(instantOfWallTime(first, 0, 'jump')!), to: new Date(instantOfWallTime(last + 1, 0, 'jump')!) }, now);
}

/**
 * The cleaners who can take an estimated job (issue "From the estimate"): enabled cleaning
 * services of public providers who deliver at the postal code and sell the estimate's type of
 * cleaning (a service without subcategory items counts as any type), each priced for the job by
 * `cleaningJob` (the booking's own price function) and kept only when the engine finds a free
 * start for the job's length on the preferred date, or in the next two weeks without one. Those
 * that cover every estimated hour come first, then the cheapest job, then the earliest start.
 *
 * @throws AppError 400 as `estimateFor`, and `error.estimate.postal_code_required` at `postalCode` when it is missing.
 */
export async function findCleaningMatches(em: EntityManager, request: CleaningEstimateRequest, now: Date): Promise<CleaningMatches> {
  if (!request.postalCode) throw refused('postalCode', 'error.estimate.postal_code_required');
  const { estimate, coveringAreaIds } = await placedEstimate(em, request);
  const window = searchWindow(request.preferredDate, now);
  if (!window || coveringAreaIds.length === 0) return { estimate, matches: [] };

  const candidates = await query<CandidateRow>(
    em,
    sql`select s.provider_id, p.instant_booking, ${calendarVersionColumn}, s.base_price_ore, s.price_type, s.base_duration_minutes as duration, s.max_base_participants,
        c.tax_rate::float8 as tax_rate,
        coalesce((select json_agg(json_build_object('id', a.id, 'title', a.title, 'unitType', a.unit_type, 'unitPriceOre', a.unit_price_ore,
            'unitTimeMinutes', a.unit_time_minutes, 'maxUnits', a.max_units, 'unitsInBasePrice', a.units_in_base_price) order by a.sort_index, a.title, a.id)
          from service_addon a where a.service_id = s.id), '[]'::json) as addons,
        ${storedCard} as card
      from service s
      join service_card sc on sc.service_id = s.id
      join provider p on p.id = s.provider_id
      join category c on c.id = s.category_id
      ${calendarVersionJoin}
      where s.enabled and ${providerIsPublic()} and c.name = 'cleaning'
        and s.areas && array[${coveringAreaIds}]::text[]
        and (not exists (select 1 from service_subcategory_item si where si.service_id = s.id)
          or exists (select 1 from service_subcategory_item si
            join subcategory_item i on i.id = si.subcategory_item_id
            join subcategory sc on sc.id = i.subcategory_id
            where si.service_id = s.id and sc.name = ${subcategoryOfType[request.type]}))
      order by s.popularity desc, s.id desc
      limit ${candidateLimit}`,
  );
  // The schedules and busy time the explore searches keep, read again only for providers that changed.
  const providers = await providerAvailabilities(
    em,
    candidates.map((row) => ({ providerId: row.provider_id, version: row.calendar_version, instantBooking: row.instant_booking })),
    window,
    now,
  );

  const matches: CleaningMatch[] = [];
  for (const row of candidates) {
    const provider = providers.get(row.provider_id);
    if (!provider) continue;
    const job = cleaningJob(
      {
        basePriceOre: row.base_price_ore,
        priceType: row.price_type,
        baseDurationMinutes: row.duration,
        maxBaseParticipants: row.max_base_participants,
        taxRatePercent: row.tax_rate,
        addons: row.addons,
      },
      estimate,
    );
    const input = { schedule: provider.schedule, busy: provider.busy, bookingsPerDay: provider.bookingsPerDay, durationMinutes: job.durationMinutes, now };
    for (let dayNumber = window.firstDay; dayNumber <= window.lastDay; dayNumber += 1) {
      const day = dateOfDayNumber(dayNumber);
      const times = availableTimes(input, day);
      if (times.length === 0) continue;
      matches.push({
        service: JSON.parse(row.card) as ServiceCard,
        addons: job.addons,
        priceOre: job.price.totalOre,
        vatOre: job.price.vatOre,
        durationMinutes: job.durationMinutes,
        coversEstimate: job.coversEstimate,
        day,
        times: times.slice(0, timesShown).map((time) => time.toISOString()),
      });
      break;
    }
  }
  matches.sort(
    (a, b) =>
      Number(b.coversEstimate) - Number(a.coversEstimate) ||
      a.priceOre - b.priceOre ||
      a.times[0]!.localeCompare(b.times[0]!) ||
      a.service.id.localeCompare(b.service.id),
  );
  return { estimate, matches: matches.slice(0, maxCleaningMatches) };
}
