import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exploreProvidersQuerySchema, exploreServicesQuerySchema } from '#shared/explore/explore-query.schema.ts';
import { browsePath } from '#shared/routing/paths.ts';
import {
  clearedFilters,
  countPanelFilters,
  decodeBrowseFilters,
  encodeBrowseFilters,
  resolveTab,
  toProvidersParams,
  toServicesParams,
  toTimeSpan,
  type BrowseFilters,
} from './browse-filters.ts';
import { nextDay, osloLocalToIso, osloToday } from '../../lib/oslo-time.ts';

const itemA = '3f1c2b7e-9d4a-4c1e-8b2f-0a1b2c3d4e5f';
const itemB = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

const decode = (search: string) => decodeBrowseFilters(new URLSearchParams(search));
const roundTrip = (filters: BrowseFilters) => decodeBrowseFilters(new URLSearchParams(encodeBrowseFilters(filters).toString()));

describe('browse filters in the URL', () => {
  it('survives a round trip through the address bar with every filter set', () => {
    const filters: BrowseFilters = {
      tab: 'services',
      query: 'flyttevask 3 rom',
      category: 'rengjoring',
      area: 'oslo-grunerlokka',
      from: '2026-11-21T10:00',
      to: '2026-11-22',
      minPrice: 500,
      maxPrice: 2500,
      orderType: 'request',
      subcategoryItems: [itemA, itemB],
      sort: 'price_low_high',
    };
    expect(roundTrip(filters)).toEqual(filters);
  });

  it('writes readable Norwegian names in a fixed order', () => {
    const search = encodeBrowseFilters({
      sort: 'price_high_low',
      orderType: 'direct',
      query: 'vask',
      tab: 'providers',
      address: 'Storgata 1, 0155 Oslo',
      minPrice: 0,
    }).toString();
    expect(search).toBe('fane=tilbydere&q=vask&adresse=Storgata+1%2C+0155+Oslo&minPris=0&type=direkte&sorter=pris-hoy-lav');
  });

  it('reads the links the front page builds with browsePath()', () => {
    const [, search = ''] = browsePath({ query: ' flyttevask ', category: 'rengjoring' }).split('?');
    const filters = decode(search);
    expect(filters).toEqual({ query: 'flyttevask', category: 'rengjoring' });
    expect(resolveTab(filters)).toBe('services');
    expect(encodeBrowseFilters(filters).toString()).toBe(search);
  });

  it('starts a bare /utforsk on the categories tab, a search on the services tab', () => {
    expect(resolveTab(decode(''))).toBe('categories');
    expect(resolveTab(decode('sorter=pris-lav-hoy'))).toBe('categories');
    expect(resolveTab(decode('omrade=bergen'))).toBe('services');
    expect(resolveTab(decode('q=dj&fane=tilbydere'))).toBe('providers');
  });

  it('ignores garbage instead of failing, keeping what does parse', () => {
    const filters = decode(
      [
        'fane=alt',
        'q=%20%20',
        'kategori=%3Cscript%3E',
        'omrade=narnia',
        'fra=2026-13-45',
        'til=2026-02-30T10:00',
        'minPris=-5',
        'maksPris=1e3',
        'type=kanskje',
        'underkategori=1,2,not-a-uuid',
        'sorter=billigst',
        'ukjent=1',
        'maksPris=900',
      ].join('&'),
    );
    expect(filters).toEqual({});
  });

  it.each([
    ['fra=2026-11-21T24:00', {}],
    ['fra=1999-12-31', {}],
    ['fra=2026-11-21T09:30', { from: '2026-11-21T09:30' }],
    ['minPris=99999999', {}],
    ['minPris=10000000', { minPrice: 10_000_000 }],
    ['omrade=OSLO-Frogner', { area: 'oslo-frogner' }],
    ['kategori=rengjoring&underkategori=' + itemA.toUpperCase() + ',,' + itemA, { category: 'rengjoring', subcategoryItems: [itemA] }],
    ['underkategori=' + itemA, {}],
  ])('%s → %o', (search, expected) => {
    expect(decode(search)).toEqual(expected);
  });

  it('cuts an overlong search to what the API accepts and tidies its spaces', () => {
    expect(decode(`q=${'a'.repeat(500)}`).query).toHaveLength(200);
    expect(decode('q=%20vask%20%20%20bad%20').query).toBe('vask bad');
  });

  it('lets a chosen area win over a typed address, since both cannot apply', () => {
    expect(decode('omrade=trondheim&adresse=0155')).toEqual({ area: 'trondheim' });
    expect(decode('omrade=narnia&adresse=0155')).toEqual({ address: '0155' });
    expect(encodeBrowseFilters({ area: 'oslo', address: '0155' }).toString()).toBe('omrade=oslo');
  });

  it('counts the panel filters and clears them, keeping tab, search and order', () => {
    const filters = decode('q=vask&kategori=rengjoring&omrade=oslo&fra=2026-11-21&minPris=1&maksPris=2&type=direkte&sorter=pris-lav-hoy');
    expect(countPanelFilters(filters)).toBe(4);
    expect(clearedFilters(filters)).toEqual({ tab: 'services', query: 'vask', sort: 'price_low_high' });
    expect(clearedFilters(decode('fane=tilbydere&omrade=oslo'))).toEqual({ tab: 'providers', query: undefined, sort: undefined });
  });
});

describe('explore API parameters', () => {
  // Before every date below, so none of them is in the past.
  const now = new Date('2026-06-15T10:00:00Z');

  it('sends exactly what the services contract accepts', () => {
    const filters = decode(
      `q=vask&kategori=rengjoring&omrade=oslo&fra=2026-07-01T08:00&til=2026-07-01&minPris=300&maksPris=1500&type=foresporsel&underkategori=${itemA},${itemB}&sorter=pris-hoy-lav`,
    );
    const params = toServicesParams(filters, 'oslo', now);
    expect(params).toEqual({
      query: 'vask',
      category: 'rengjoring',
      location: 'oslo',
      from: '2026-07-01T08:00:00+02:00',
      to: '2026-07-02T00:00:00+02:00',
      minPrice: 300,
      maxPrice: 1500,
      direct: 'false',
      subCategoryFilters: `${itemA},${itemB}`,
      sort: 'price_high_low',
      max: 12,
    });
    const asQuery = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
    expect(exploreServicesQuerySchema.safeParse(asQuery).success).toBe(true);
  });

  it('asks for instant booking only with direct=true and leaves direct out for both', () => {
    expect(toServicesParams({ orderType: 'direct' }, undefined, now)).toEqual({ direct: 'true', sort: 'popularity', max: 12 });
    expect(toServicesParams({}, undefined, now)).toEqual({ sort: 'popularity', max: 12 });
  });

  it('leaves out a reversed price range or time span instead of sending a request the API refuses', () => {
    expect(toServicesParams({ minPrice: 2000, maxPrice: 500 }, undefined, now)).toEqual({ sort: 'popularity', max: 12 });
    expect(toServicesParams({ from: '2026-11-22', to: '2026-11-21T10:00' }, undefined, now)).toEqual({ sort: 'popularity', max: 12 });
    expect(toTimeSpan({ from: '2026-11-22', to: '2026-11-21T10:00' }, now)).toEqual({ invalid: true, reason: 'reversed' });
    // The same day, from a time to the end of that day, is fine.
    expect(toTimeSpan({ from: '2026-11-21T10:00', to: '2026-11-21' }, now)).toEqual({
      from: '2026-11-21T10:00:00+01:00',
      to: '2026-11-22T00:00:00+01:00',
      invalid: false,
    });
  });

  it('leaves out a day before today in Oslo and says which end names it', () => {
    // Thursday 26 November 2026, 00:30 in Oslo, still Wednesday in UTC.
    const lateNight = new Date('2026-11-25T23:30:00Z');
    expect(toTimeSpan({ from: '2026-11-25' }, lateNight)).toEqual({ invalid: true, reason: 'past', past: ['from'] });
    expect(toTimeSpan({ from: '2026-11-20', to: '2026-11-25T18:00' }, lateNight)).toEqual({ invalid: true, reason: 'past', past: ['from', 'to'] });
    // "Until Wednesday" means to Thursday's midnight, still a day gone.
    expect(toTimeSpan({ to: '2026-11-25' }, lateNight)).toEqual({ invalid: true, reason: 'past', past: ['to'] });
    expect(toTimeSpan({ from: '2026-11-26', to: '2026-11-26' }, lateNight)).toEqual({
      from: '2026-11-26T00:00:00+01:00',
      to: '2026-11-27T00:00:00+01:00',
      invalid: false,
    });
    expect(toServicesParams({ from: '2026-11-25', to: '2026-11-27' }, undefined, lateNight)).toEqual({ sort: 'popularity', max: 12 });
    expect(toProvidersParams({ from: '2026-11-25' }, undefined, lateNight)).toEqual({ max: 12 });
  });

  it('sends the providers search with the same words, place, time and the category', () => {
    const params = toProvidersParams(decode('q=dj&kategori=musikk&adresse=0155&fra=2026-11-21&minPris=100&type=direkte'), '0155', now);
    expect(params).toEqual({ query: 'dj', categories: 'musikk', location: '0155', from: '2026-11-21T00:00:00+01:00', max: 12 });
    const asQuery = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
    expect(exploreProvidersQuerySchema.safeParse(asQuery).success).toBe(true);
  });
});

/** Oslo time must not depend on the machine's zone; Intl reads TZ when a formatter is created. */
describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Auckland'])('Oslo wall time with TZ=%s', (zone) => {
  const original = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = original;
  });

  it('uses +01:00 in winter and +02:00 in summer', () => {
    expect(osloLocalToIso('2026-11-21', '14:30')).toBe('2026-11-21T14:30:00+01:00');
    expect(osloLocalToIso('2026-07-01', '00:00')).toBe('2026-07-01T00:00:00+02:00');
  });

  it('moves a time skipped by summer time forward, and keeps the hour before and after', () => {
    expect(osloLocalToIso('2026-03-29', '01:30')).toBe('2026-03-29T01:30:00+01:00');
    expect(osloLocalToIso('2026-03-29', '02:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(osloLocalToIso('2026-03-29', '03:00')).toBe('2026-03-29T03:00:00+02:00');
    expect(new Date(osloLocalToIso('2026-10-25', '12:00')).toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });

  it('knows the next day across months and years, and today in Oslo', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(osloToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });
});
