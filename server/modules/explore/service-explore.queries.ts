import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceSort } from '#shared/explore/service.schema.ts';
import { cursorKeys, decodeCursor, encodeCursor } from './cursor.ts';
import { type JsonPage, publicServiceJson, storedCard } from './explore-json.ts';
import { type DateFilter, firstMatching, mayWorkInWindow, workScheduleJoin } from './date-filter.ts';
import { byIdOrSlug, namedCategoryIds } from './lookups.ts';
import { documentMatches, type SearchTerm } from './search.ts';
import { type FreeStartWindow, keysWithFreeStart } from '#server/modules/availability/free-start.ts';
import { calendarVersionColumn, calendarVersionJoin, providerAvailabilities } from '#server/modules/availability/provider-calendars.ts';
import { allOf, literal, preparedQuery, query, sql, type SqlFragment, textArrayLiteral } from '#server/db/sql.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';

/** What `GET /api/explore/services` filters by, resolved to database values. */
export interface ServiceFilter {
  tag?: string | undefined;
  /** Search terms that take part in matching (TextSearch.terms). */
  terms: SearchTerm[];
  /** Category name, slug or id. */
  category?: string | undefined;
  /** A free start the provider must have for the service; null for no date filter. */
  date: DateFilter | null;
  /** Area ids a service must list one of; null for no place filter. */
  areaIds: string[] | null;
  minPriceOre?: number | undefined;
  maxPriceOre?: number | undefined;
  direct?: boolean | undefined;
  subcategoryItemIds?: string[] | undefined;
  sort: ServiceSort;
  max: number;
  next?: string | undefined;
}


/**
 * Each order: the columns it sorts by (every one in the same direction, ending in the id so the
 * order is total) and how the next page starts after a cursor.
 */
interface ServiceOrder {
  orderBy: SqlFragment;
  after: (value: number, id: string) => SqlFragment;
  key: (row: Pick<CardRow, 'popularity' | 'price'>) => number;
}

const serviceOrders: Record<ServiceSort, ServiceOrder> = {
  popularity: {
    orderBy: sql`s.popularity desc, s.id desc`,
    after: (value, id) => sql`(s.popularity, s.id) < (${value}, ${id}::uuid)`,
    key: (row) => row.popularity,
  },
  price_high_low: {
    orderBy: sql`s.base_price_ore desc, s.id desc`,
    after: (value, id) => sql`(s.base_price_ore, s.id) < (${value}, ${id}::uuid)`,
    key: (row) => row.price,
  },
  price_low_high: {
    orderBy: sql`s.base_price_ore asc, s.id asc`,
    after: (value, id) => sql`(s.base_price_ore, s.id) > (${value}, ${id}::uuid)`,
    key: (row) => row.price,
  },
};

/**
 * Spec §2 Browse, services tab: enabled services of approved providers (spec §1: providers are
 * reviewed before anyone sees them), filtered and sorted, one page at a time (keyset paging).
 */
export async function listServiceCards(em: EntityManager, filter: ServiceFilter): Promise<JsonPage> {
  const order = serviceOrders[filter.sort];
  const conditions: SqlFragment[] = [sql`s.enabled`, providerIsPublic()];
  if (filter.next) {
    const [value, id] = decodeCursor(filter.next, filter.sort, cursorKeys.intId);
    conditions.push(order.after(value, id));
  }
  if (filter.tag) conditions.push(sql`s.tags @> array[${filter.tag}]::text[]`);
  if (filter.terms.length > 0) {
    conditions.push(sql`s.id in (select ss.service_id from service_search ss where ${documentMatches('ss', filter.terms)})`);
  }
  if (filter.category) conditions.push(sql`s.category_id in (${namedCategoryIds(filter.category)})`);
  if (filter.date) conditions.push(filter.date.window ? mayWorkInWindow(filter.date.window) : sql`false`);
  if (filter.areaIds) conditions.push(sql`s.areas && ${textArrayLiteral(filter.areaIds)}`);
  // A narrow price filter is planned for its values; any other search runs on its kept plan.
  const plannedForValues = narrowPrice(filter);
  conditions.push(...priceConditions(filter, plannedForValues));
  if (filter.direct !== undefined) conditions.push(sql`p.instant_booking = ${filter.direct}`);
  if (filter.subcategoryItemIds?.length) {
    conditions.push(sql`exists (select 1 from service_subcategory_item si
      where si.service_id = s.id and si.subcategory_item_id = any(array[${filter.subcategoryItemIds}]::uuid[]))`);
  }
  // The page's rows are found first, narrow and already in order; only they are then turned into
  // cards, in the same statement (one round trip). It is prepared and PostgreSQL keeps its plan per
  // connection: the words and areas are in the search's text, so each search has its own plan (see
  // sql `literal`).
  const run = plannedForValues ? query : preparedQuery;
  const page = filter.date?.window
    ? await availableServices(em, run, conditions, order, filter.max + 1, filter.date.window, filter.date.now)
    : await run<CardRow>(em, pageWithCards(conditions, order, filter.max + 1));
  const shown = page.slice(0, filter.max);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => row.card),
    next: page.length > filter.max && last ? encodeCursor(filter.sort, [order.key(last), last.id]) : null,
  };
}

/**
 * Past these bounds few services pass the price alone (the bench data's 1st and 99th percentile),
 * and a range narrower than `widthBelowOre` holds few of them too. Planning costs 1–3 ms: a
 * search for "vask" in Oslo under 1 100 kr ran in 2.8 ms on the kept plan and 4.8 ms planned for
 * its value, under 990 kr in 8.2 and 5.6 ms (pgbench, bench data).
 */
const narrowPriceBounds = { maxBelowOre: 100_000, minAboveOre: 1_450_000, widthBelowOre: 100_000 };

/**
 * A price filter that lets few services through wants a plan of its own (start from the price
 * index), not the kept plan that reads the list in its order and skips what does not pass: such a
 * search is planned for its values, once, like any statement through `query`.
 */
function narrowPrice({ minPriceOre, maxPriceOre }: Pick<ServiceFilter, 'minPriceOre' | 'maxPriceOre'>): boolean {
  if (minPriceOre !== undefined && maxPriceOre !== undefined && maxPriceOre - minPriceOre < narrowPriceBounds.widthBelowOre) return true;
  return (maxPriceOre ?? Infinity) < narrowPriceBounds.maxBelowOre || (minPriceOre ?? 0) > narrowPriceBounds.minAboveOre;
}

/**
 * The price filter's conditions. With both ends on a kept plan, the upper one compares an
 * expression of the price rather than the column: PostgreSQL takes two comparisons of one column with values it
 * does not know for a narrow range (0.5 % of the rows), so the kept plan of a wide range read the
 * whole range from the price index and sorted it: "vask" in Oslo at 1–3 000 kr ran at 27 searches
 * a second on the bench data, 300 ms each. An expression is neither paired with the lower end nor
 * read from an index, so the kept plan reads the list in its order as for one end (1 616 a
 * second); a narrow range is planned for its values (narrowPrice).
 */
function priceConditions(
  { minPriceOre, maxPriceOre }: Pick<ServiceFilter, 'minPriceOre' | 'maxPriceOre'>,
  plannedForValues: boolean,
): SqlFragment[] {
  const conditions: SqlFragment[] = [];
  if (minPriceOre !== undefined) conditions.push(sql`s.base_price_ore >= ${minPriceOre}`);
  if (maxPriceOre !== undefined) {
    const unpaired = minPriceOre !== undefined && !plannedForValues;
    conditions.push(unpaired ? sql`s.base_price_ore + 0 <= ${maxPriceOre}` : sql`s.base_price_ore <= ${maxPriceOre}`);
  }
  return conditions;
}

/**
 * The first `limit` services that meet the conditions, in the order's sequence, with their stored
 * cards. With a window (`availability`) each row also brings its provider, its length and its
 * provider's calendar version (provider-calendars.ts).
 */
function pageWithCards(
  conditions: readonly SqlFragment[],
  order: ServiceOrder,
  limit: number,
  availability?: FreeStartWindow,
): SqlFragment {
  // The page keeps the service's alias `s` and the columns the order names, so the order sorts it too.
  return sql`select s.id, s.popularity, s.base_price_ore as price, ${storedCard} as card${
    availability ? sql`, s.provider_id, s.base_duration_minutes as duration, s.instant_booking, ${calendarVersionColumn}` : sql``
  }
    from (
      select s.id, s.popularity, s.base_price_ore${availability ? sql`, s.provider_id, s.base_duration_minutes, p.instant_booking` : sql``}
      from service s join provider p on p.id = s.provider_id ${availability ? workScheduleJoin : sql``}
      where ${allOf(conditions)}
      order by ${order.orderBy}
      limit ${literal(limit)}
    ) s
    join service_card sc on sc.service_id = s.id
    ${availability ? calendarVersionJoin : sql``}
    order by ${order.orderBy}`;
}

/** A row of a list page: its sort keys and its card. */
interface CardRow {
  id: string;
  popularity: number;
  price: number;
  card: string;
}

interface CandidateRow extends CardRow {
  provider_id: string;
  duration: number;
  instant_booking: boolean;
  calendar_version: string;
}

/**
 * The first `wanted` services, in list order, whose provider has a free start for them. Each scan
 * brings its rows' cards and their providers' calendar versions along, so once those calendars
 * are kept (provider-calendars.ts) a page that one scan fills is one round trip, as without a date.
 */
async function availableServices(
  em: EntityManager,
  run: typeof query,
  conditions: readonly SqlFragment[],
  order: ServiceOrder,
  wanted: number,
  window: FreeStartWindow,
  now: Date,
): Promise<CardRow[]> {
  return firstMatching<CandidateRow>(
    wanted,
    (after, limit) =>
      run<CandidateRow>(
        em,
        pageWithCards(
          after ? [...conditions, order.after(order.key(after), after.id)] : conditions,
          order,
          limit,
          window,
        ),
      ),
    async (candidates) => {
      const providers = await providerAvailabilities(
        em,
        candidates.map((row) => ({ providerId: row.provider_id, version: row.calendar_version, instantBooking: row.instant_booking })),
        window,
        now,
      );
      const free = keysWithFreeStart(
        candidates.map((row) => ({ key: row.id, providerId: row.provider_id, durationMinutes: Number(row.duration) })),
        providers,
        window,
        now,
      );
      return candidates.filter((row) => free.has(row.id));
    },
  );
}

/**
 * Spec §2 Service page: one service by id or slug with its pictures, add-ons, subcategory items
 * and provider; null unless the service is enabled and its provider approved.
 */
export async function findPublicService(em: EntityManager, idOrSlug: string): Promise<string | null> {
  const rows = await query<{ service: string }>(
    em,
    sql`select ${publicServiceJson}::text as service
      from service s
      join service_card sc on sc.service_id = s.id
      join provider p on p.id = s.provider_id
      join category c on c.id = s.category_id
      join category pc on pc.id = p.category_id
      where ${byIdOrSlug('s', idOrSlug)} and s.enabled and ${providerIsPublic()}`,
  );
  return rows[0]?.service ?? null;
}

/** More services than one provider offers in practice; a bound, not a page. */
export const providerServicesLimit = 100;

/**
 * Spec §2 Provider profile, services: the enabled services of an approved provider (by id or
 * slug), most popular first, as a JSON array of cards; null when there is no such provider.
 */
export async function listProviderServiceCards(em: EntityManager, providerIdOrSlug: string): Promise<string | null> {
  const rows = await query<{ cards: string }>(
    em,
    sql`select coalesce((
        select json_agg(${storedCard}::json order by s.popularity desc, s.id desc)
        from (
          select s.id, s.popularity from service s where s.provider_id = owner.id and s.enabled
          order by s.popularity desc, s.id desc limit ${providerServicesLimit}
        ) s
        join service_card sc on sc.service_id = s.id), '[]'::json)::text as cards
      from provider owner
      where ${byIdOrSlug('owner', providerIdOrSlug)} and ${providerIsPublic('owner')}`,
  );
  return rows[0]?.cards ?? null;
}
