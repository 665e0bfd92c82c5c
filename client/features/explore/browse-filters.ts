import type { ExploreProvidersParams, ExploreServicesParams } from '#shared/explore/explore-query.schema.ts';
import type { ServiceSort } from '#shared/explore/explore-sorts.ts';
import { spanEndsBeforeToday } from '#shared/explore/date-span.ts';
import { findArea } from '#shared/locations/areas.ts';
import { isCalendarDate, isTimeOfDay, nextDay, osloLocalToIso } from '../../lib/oslo-time.ts';

/**
 * What the browse page shows, kept in the address bar so a search can be shared, bookmarked
 * and stepped back through. Parameter names are Norwegian and readable (`?q=vask&omrade=oslo`);
 * `q` and `kategori` are the ones `browsePath()` writes, so links from the front page land here.
 */

export const browseTabs = ['categories', 'services', 'providers'] as const;
export type BrowseTab = (typeof browseTabs)[number];

export const orderTypes = ['direct', 'request'] as const;
/** Instant booking only, or request only; absent means both. */
export type OrderType = (typeof orderTypes)[number];

export type BrowseFilters = {
  /** Absent: the page picks (see `resolveTab`). */
  tab?: BrowseTab;
  query?: string;
  /** Category slug. */
  category?: string;
  /** A delivery area id from shared/locations/areas.ts. */
  area?: string;
  /** An exact address or postal code typed by the customer; never together with `area`. */
  address?: string;
  /** Oslo wall-clock `YYYY-MM-DD` (the whole day) or `YYYY-MM-DDTHH:MM`. */
  from?: string;
  to?: string;
  /** Whole kroner. */
  minPrice?: number;
  maxPrice?: number;
  orderType?: OrderType;
  /** Subcategory item ids of the chosen category. */
  subcategoryItems?: string[];
  /** Absent: popularity. */
  sort?: ServiceSort;
};

/** The URL parameter behind each filter, in the order they are written. */
export const browseParam = {
  tab: 'fane',
  query: 'q',
  category: 'kategori',
  area: 'omrade',
  address: 'adresse',
  from: 'fra',
  to: 'til',
  minPrice: 'minPris',
  maxPrice: 'maksPris',
  orderType: 'type',
  subcategoryItems: 'underkategori',
  sort: 'sorter',
} as const satisfies Record<keyof BrowseFilters, string>;

const tabValues: Record<BrowseTab, string> = { categories: 'kategorier', services: 'tjenester', providers: 'tilbydere' };
const orderTypeValues: Record<OrderType, string> = { direct: 'direkte', request: 'foresporsel' };
const sortValues: Record<ServiceSort, string> = {
  popularity: 'popularitet',
  price_high_low: 'pris-hoy-lav',
  price_low_high: 'pris-lav-hoy',
};

function reverse<Key extends string>(map: Record<Key, string>): Map<string, Key> {
  return new Map(Object.entries(map).map(([key, value]) => [value as string, key as Key]));
}
const tabByValue = reverse(tabValues);
const orderTypeByValue = reverse(orderTypeValues);
const sortByValue = reverse(sortValues);

/** Limits that match what the API accepts (explore-query.schema.ts). */
export const maxQueryLength = 200;
export const maxAddressLength = 200;
export const maxKroner = 10_000_000;
const maxSubcategoryItems = 50;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const slug = /^[\p{L}\p{N}_-]{1,80}$/u;

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim().replace(/\s+/g, ' ').slice(0, max).trim();
  return trimmed ? trimmed : undefined;
}

function kroner(value: string | null): number | undefined {
  if (value === null || !/^\d{1,8}$/.test(value.trim())) return undefined;
  const amount = Number(value.trim());
  return amount <= maxKroner ? amount : undefined;
}

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` naming a real moment this century, else nothing. */
export function parseLocalDateTime(value: string | null | undefined): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [, date = '', time] = match;
  const year = Number(date.slice(0, 4));
  if (year < 2000 || year > 2100 || !isCalendarDate(date)) return undefined;
  if (time !== undefined && !isTimeOfDay(time)) return undefined;
  return time === undefined ? date : `${date}T${time}`;
}

function itemIds(value: string | null): string[] | undefined {
  if (!value) return undefined;
  const ids = [...new Set(value.split(',').map((entry) => entry.trim().toLowerCase()))].filter((entry) => uuid.test(entry));
  return ids.length ? ids.slice(0, maxSubcategoryItems) : undefined;
}

/**
 * Reads the filters from a query string. Anything that does not parse is ignored rather than
 * refused: a hand-edited or outdated link still opens the page with whatever made sense in it.
 */
export function decodeBrowseFilters(params: URLSearchParams): BrowseFilters {
  const get = (key: keyof BrowseFilters) => params.get(browseParam[key]);
  const filters: BrowseFilters = {};

  const tab = tabByValue.get(get('tab') ?? '');
  if (tab) filters.tab = tab;
  const query = text(get('query'), maxQueryLength);
  if (query) filters.query = query;

  const category = get('category')?.trim();
  if (category && slug.test(category)) filters.category = category;

  const area = get('area')?.trim().toLowerCase();
  if (area && findArea(area)) {
    filters.area = area;
  } else {
    const address = text(get('address'), maxAddressLength);
    if (address) filters.address = address;
  }

  const from = parseLocalDateTime(get('from'));
  if (from) filters.from = from;
  const to = parseLocalDateTime(get('to'));
  if (to) filters.to = to;

  const minPrice = kroner(get('minPrice'));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  const maxPrice = kroner(get('maxPrice'));
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;

  const orderType = orderTypeByValue.get(get('orderType') ?? '');
  if (orderType) filters.orderType = orderType;

  // Subcategory items belong to a category; without one there is nothing to show them under.
  const items = filters.category ? itemIds(get('subcategoryItems')) : undefined;
  if (items) filters.subcategoryItems = items;

  const sort = sortByValue.get(get('sort') ?? '');
  if (sort && sort !== 'popularity') filters.sort = sort;

  return filters;
}

/** Writes the filters as a query string, leaving out what is not set, in a fixed order. */
export function encodeBrowseFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: keyof BrowseFilters, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(browseParam[key], String(value));
  };
  set('tab', filters.tab && tabValues[filters.tab]);
  set('query', filters.query?.trim());
  set('category', filters.category);
  set('area', filters.area);
  if (!filters.area) set('address', filters.address?.trim());
  set('from', filters.from);
  set('to', filters.to);
  set('minPrice', filters.minPrice);
  set('maxPrice', filters.maxPrice);
  set('orderType', filters.orderType && orderTypeValues[filters.orderType]);
  if (filters.category && filters.subcategoryItems?.length) set('subcategoryItems', filters.subcategoryItems.join(','));
  set('sort', filters.sort && filters.sort !== 'popularity' ? sortValues[filters.sort] : undefined);
  return params;
}

/** Everything that narrows the results (the tab and the order do not). */
const narrowingKeys = [
  'query',
  'category',
  'area',
  'address',
  'from',
  'to',
  'minPrice',
  'maxPrice',
  'orderType',
  'subcategoryItems',
] as const satisfies readonly (keyof BrowseFilters)[];

/** Filters in the filter panel, counted on the phone's "Filtre" button; search and category show elsewhere. */
export function countPanelFilters(filters: BrowseFilters): number {
  let count = 0;
  if (filters.area || filters.address) count += 1;
  if (filters.from || filters.to) count += 1;
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) count += 1;
  if (filters.orderType) count += 1;
  if (filters.subcategoryItems?.length) count += 1;
  return count;
}

export function hasNarrowingFilters(filters: BrowseFilters): boolean {
  return narrowingKeys.some((key) => {
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
}

/**
 * The tab to show. A link with a search or filters wants results; a bare `/utforsk` starts
 * with the categories, the easiest way in for someone who does not know what to search for.
 */
export function resolveTab(filters: BrowseFilters): BrowseTab {
  return filters.tab ?? (hasNarrowingFilters(filters) ? 'services' : 'categories');
}

/**
 * Clears what narrows the results, keeping the search words, the order and the tab in view
 * (pinned, since without filters a bare URL would fall back to the categories tab).
 */
export function clearedFilters(filters: BrowseFilters): BrowseFilters {
  return { tab: resolveTab(filters), query: filters.query, sort: filters.sort };
}

/**
 * The chosen span as instants, or why it cannot be used: `reversed` when it ends before it
 * starts, `past` when an end (listed in `past`) lies on a day before today in Oslo.
 */
export type TimeSpan =
  | { from?: string; to?: string; invalid: false }
  | { invalid: true; reason: 'reversed' }
  | { invalid: true; reason: 'past'; past: Array<'from' | 'to'> };

/**
 * From and to as ISO instants. A date without a time means the whole day, so "til 21. nov."
 * includes that Saturday. A span that ends before it starts, or names a day already gone (the
 * date field offers none, but a typed date or an old link can), is reported, not sent: the API
 * would refuse it by the same rule.
 */
export function toTimeSpan(filters: Pick<BrowseFilters, 'from' | 'to'>, now: Date = new Date()): TimeSpan {
  const instant = (value: string | undefined, endOfDay: boolean) => {
    if (!value) return undefined;
    const [date = '', time] = value.split('T');
    if (time) return osloLocalToIso(date, time);
    return osloLocalToIso(endOfDay ? nextDay(date) : date);
  };
  const from = instant(filters.from, false);
  const to = instant(filters.to, true);
  const past = spanEndsBeforeToday({ from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined }, now);
  if (past.length > 0) return { invalid: true, reason: 'past', past };
  if (from && to && new Date(from).getTime() > new Date(to).getTime()) return { invalid: true, reason: 'reversed' };
  return { from, to, invalid: false };
}

export function priceRangeInvalid(filters: Pick<BrowseFilters, 'minPrice' | 'maxPrice'>): boolean {
  return filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice;
}

/** Results per page: fills whole rows of one, two and three columns. */
export const pageSize = 12;

/**
 * The `GET /api/explore/services` parameters for these filters. `location` is what the area
 * filter or the address lookup settled on. Parts that cannot be valid (a reversed or past span,
 * a reversed price range) are left out; the filter panel says why.
 */
export function toServicesParams(filters: BrowseFilters, location: string | undefined, now: Date = new Date()): ExploreServicesParams {
  const span = spanParams(toTimeSpan(filters, now));
  const prices = priceRangeInvalid(filters) ? {} : { minPrice: filters.minPrice, maxPrice: filters.maxPrice };
  return withoutUndefined({
    query: filters.query,
    category: filters.category,
    location,
    from: span.from,
    to: span.to,
    ...prices,
    direct: filters.orderType === undefined ? undefined : filters.orderType === 'direct' ? 'true' : 'false',
    subCategoryFilters: filters.subcategoryItems?.length ? filters.subcategoryItems.join(',') : undefined,
    sort: filters.sort ?? 'popularity',
    max: pageSize,
  });
}

/** The `GET /api/explore/providers` parameters: the same search, place, time and category. */
export function toProvidersParams(filters: BrowseFilters, location: string | undefined, now: Date = new Date()): ExploreProvidersParams {
  const span = spanParams(toTimeSpan(filters, now));
  return withoutUndefined({
    query: filters.query,
    categories: filters.category,
    location,
    from: span.from,
    to: span.to,
    max: pageSize,
  });
}

function spanParams(span: TimeSpan): { from?: string; to?: string } {
  return span.invalid ? {} : { from: span.from, to: span.to };
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
