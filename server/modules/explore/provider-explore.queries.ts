import type { EntityManager } from '@mikro-orm/postgresql';
import { cursorKeys, decodeCursor, encodeCursor } from './cursor.ts';
import { type JsonPage, providerListingJson, publicProviderJson } from './explore-json.ts';
import { type DateFilter, firstMatching, mayWorkInWindow, workScheduleJoin } from './date-filter.ts';
import { byIdOrSlug, namedCategoryIds } from './lookups.ts';
import { documentMatches, type SearchTerm } from './search.ts';
import { type FreeStartWindow, keysWithFreeStart } from '#server/modules/availability/free-start.ts';
import { calendarVersionColumn, calendarVersionJoin, providerAvailabilities } from '#server/modules/availability/provider-calendars.ts';
import { allOf, joinSql, query, sql, type SqlFragment } from '#server/db/sql.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';

/** What `GET /api/explore/providers` filters by, resolved to database values. */
export interface ProviderFilter {
  /** Category names, slugs or ids. */
  categories?: string[] | undefined;
  /** With categories: the provider must offer every one of them, not just one. */
  matchAll: boolean;
  terms: SearchTerm[];
  /** A free start the provider must have for one of its enabled services; null for no date filter. */
  date: DateFilter | null;
  areaIds: string[] | null;
  direction: 'asc' | 'desc';
  max: number;
  next?: string | undefined;
}

/**
 * The provider offers the category named (name, slug or id): it is the provider's own category, or
 * one of its enabled services is in it.
 */
function offersCategory(nameSlugOrId: string): SqlFragment {
  return sql`exists (select 1 from (${namedCategoryIds(nameSlugOrId)}) named
    where named.id = p.category_id
      or exists (select 1 from service cs where cs.provider_id = p.id and cs.enabled and cs.category_id = named.id))`;
}

interface ProviderCandidateRow {
  id: string;
  popularity: number;
  instant_booking: boolean;
  calendar_version: string;
  durations: number[];
}

interface ProviderRow {
  id: string;
  popularity: number;
  listing: string;
}

const cursorOrder = (direction: 'asc' | 'desc') => `popularity_${direction}`;

/**
 * Spec §2 Browse, providers tab (and the providers of one category): approved providers, by
 * popularity, one page at a time (keyset paging on popularity and id).
 */
export async function listProviderListings(em: EntityManager, filter: ProviderFilter): Promise<JsonPage> {
  const descending = filter.direction === 'desc';
  const conditions: SqlFragment[] = [providerIsPublic()];
  if (filter.next) {
    const [popularity, id] = decodeCursor(filter.next, cursorOrder(filter.direction), cursorKeys.intId);
    conditions.push(descending ? sql`(p.popularity, p.id) < (${popularity}, ${id}::uuid)` : sql`(p.popularity, p.id) > (${popularity}, ${id}::uuid)`);
  }
  if (filter.categories?.length) {
    conditions.push(joinSql(filter.categories.map(offersCategory), filter.matchAll ? ' and ' : ' or '));
  }
  if (filter.terms.length > 0) {
    // A provider's document holds its own texts and what its enabled services offer.
    conditions.push(sql`p.id in (select ps.provider_id from provider_search ps where ${documentMatches('ps', filter.terms)})`);
  }
  if (filter.date) conditions.push(filter.date.window ? mayWorkInWindow(filter.date.window) : sql`false`);
  if (filter.areaIds) {
    // Per provider, like the search above: a hash of every service in a city costs more than the
    // few services of the providers a page walks through.
    conditions.push(sql`(p.locations && array[${filter.areaIds}]::text[]
      or exists (select 1 from service ls where ls.provider_id = p.id and ls.enabled and ls.areas && array[${filter.areaIds}]::text[] offset 0))`);
  }
  const orderBy = descending ? sql`p.popularity desc, p.id desc` : sql`p.popularity asc, p.id asc`;
  let pageConditions = conditions;
  if (filter.date?.window) {
    // Which providers have a free start is the engine's answer: the page's providers are found
    // first, already through every condition, so the query below only reads and orders them
    // rather than running the search again.
    const ids = await availableProviderIds(em, { conditions, orderBy, descending, wanted: filter.max + 1, window: filter.date.window, now: filter.date.now });
    pageConditions = [sql`p.id = any(array[${ids}]::uuid[])`];
  }
  const rows = await query<ProviderRow>(
    em,
    sql`select page.id, page.popularity, ${providerListingJson}::text as listing
      from (
        select p.id, p.popularity from provider p
        where ${allOf(pageConditions)}
        order by ${orderBy}
        limit ${filter.max + 1}
      ) page
      join provider p on p.id = page.id
      join category pc on pc.id = p.category_id
      order by ${orderBy}`,
  );
  const shown = rows.slice(0, filter.max);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => row.listing),
    next: rows.length > filter.max && last ? encodeCursor(cursorOrder(filter.direction), [last.popularity, last.id]) : null,
  };
}

/**
 * The ids of the first `wanted` providers, in list order, with a free start for one of their
 * enabled services.
 */
async function availableProviderIds(
  em: EntityManager,
  options: { conditions: readonly SqlFragment[]; orderBy: SqlFragment; descending: boolean; wanted: number; window: FreeStartWindow; now: Date },
): Promise<string[]> {
  const { conditions, orderBy, descending } = options;
  const rows = await firstMatching<ProviderCandidateRow>(
    options.wanted,
    (after, limit) => {
      const next = after && (descending ? sql`(p.popularity, p.id) < (${after.popularity}, ${after.id}::uuid)` : sql`(p.popularity, p.id) > (${after.popularity}, ${after.id}::uuid)`);
      // The lengths of its enabled services come along (a provider is asked once per length), and
      // its calendar version (provider-calendars.ts).
      return query<ProviderCandidateRow>(
        em,
        sql`select s.id, s.popularity, s.instant_booking, ${calendarVersionColumn},
            array(select distinct sv.base_duration_minutes from service sv where sv.provider_id = s.id and sv.enabled)::int[] as durations
          from (
            select p.id, p.id as provider_id, p.popularity, p.instant_booking
            from provider p ${workScheduleJoin}
            where ${allOf(next ? [...conditions, next] : conditions)}
            order by ${orderBy} limit ${limit}
          ) s
          ${calendarVersionJoin}
          order by ${descending ? sql`s.popularity desc, s.id desc` : sql`s.popularity asc, s.id asc`}`,
      );
    },
    async (providers) => {
      const free = keysWithFreeStart(
        providers.flatMap((provider) => provider.durations.map((duration) => ({ key: provider.id, providerId: provider.id, durationMinutes: Number(duration) }))),
        await providerAvailabilities(
          em,
          providers.map((provider) => ({ providerId: provider.id, version: provider.calendar_version, instantBooking: provider.instant_booking })),
          options.window,
          options.now,
        ),
        options.window,
        options.now,
      );
      return providers.filter((provider) => free.has(provider.id));
    },
  );
  return rows.map((row) => row.id);
}

/** How many recommended providers the front page shows. */
export const promoProviderCount = 8;

/** Spec §2 Front page, popular providers: approved providers marked recommended, most popular first. */
export async function listPromoProviders(em: EntityManager): Promise<string> {
  const rows = await query<{ listings: string }>(
    em,
    sql`select coalesce(json_agg(${providerListingJson} order by p.popularity desc, p.id desc), '[]'::json)::text as listings
      from (
        select p.id from provider p
        where ${providerIsPublic()} and p.is_recommended
        order by p.popularity desc, p.id desc
        limit ${promoProviderCount}
      ) page
      join provider p on p.id = page.id
      join category pc on pc.id = p.category_id`,
  );
  return rows[0]?.listings ?? '[]';
}

/** Spec §2 Provider profile: one approved provider by id or slug; null otherwise. */
export async function findPublicProvider(em: EntityManager, idOrSlug: string): Promise<string | null> {
  const rows = await query<{ provider: string }>(
    em,
    sql`select (${publicProviderJson})::text as provider
      from provider p join category pc on pc.id = p.category_id
      where ${byIdOrSlug('p', idOrSlug)} and ${providerIsPublic()}`,
  );
  return rows[0]?.provider ?? null;
}
