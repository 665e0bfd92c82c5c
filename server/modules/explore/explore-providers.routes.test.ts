import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pagedSchema } from '#shared/explore/paged.schema.ts';
import { type ProviderListing, providerListingSchema } from '#shared/explore/provider.schema.ts';
import { defaultSchedule, type Weekday } from '#shared/providers/schedule.schema.ts';
import { ManualClock } from '#server/lib/clock.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { saveSchedule } from '#server/modules/providers/schedule.service.ts';
import { refreshProviderFigures } from '#server/modules/ratings/provider-figures.service.ts';
import { createProvider, createRating, createService } from '#server/test/discovery-factories.ts';
import { createCategory } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { encodeCursor } from './cursor.ts';
import { exploreCacheTtlMs } from './explore.routes.ts';

// See explore-services.routes.test.ts: the clock moves past the 5 s cache before each request.
const clock = new ManualClock();
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();
const pageSchema = pagedSchema(providerListingSchema);

async function get(path: string, params: Record<string, string | number | boolean> = {}) {
  clock.advance(exploreCacheTtlMs);
  const query = new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]));
  return app.inject({ method: 'GET', url: `${path}?${query}` });
}

async function providers(params: Record<string, string | number | boolean>) {
  const response = await get('/api/explore/providers', params);
  expect(response.statusCode, response.body).toBe(200);
  return pageSchema.parse(response.json());
}

/** Saves the default schedule working only `days`, 08:00–16:00. */
async function worksOn(provider: ProviderEntity, days: Weekday[]) {
  await saveSchedule(em, provider, { ...defaultSchedule, weekdays: days.map((day) => ({ day, workingHours: [{ from: '08:00', to: '16:00' }] })) });
}

const names = (page: { data: ProviderListing[] }) => page.data.map((listing) => listing.profile.displayName);
const sorted = (values: string[]) => [...values].sort();

describe('GET /api/explore/providers: listings', () => {
  it('answers listings with the cheapest enabled price, the rating to one decimal and rates as fractions', async () => {
    const category = await createCategory(em, { titleNb: 'Maling', titleEn: 'Painting' });
    const provider = await createProvider(em, {
      category,
      displayName: 'Maler Hansen',
      tagline: 'Pent og presist',
      instantBooking: true,
      isRecommended: true,
      idVerified: true,
      locations: ['oslo', 'oslo-omegn'],
      ratingAverage: 4.56,
      ratingCount: 9,
      cancelRate: 0.05,
      acceptanceRate: 0.25,
      averageResponseTimeSec: 3600,
    });
    await createService(em, provider, { basePriceOre: 120_000 });
    await createService(em, provider, { basePriceOre: 90_000 });
    await createService(em, provider, { basePriceOre: 10_000, enabled: false });
    const empty = await createProvider(em, { category, displayName: 'Uten tjenester' });

    const response = await get('/api/explore/providers', { categories: category.slug });
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const page = pageSchema.parse(response.json());
    expect(page.data.find((listing) => listing.id === provider.id)).toEqual({
      id: provider.id,
      slug: provider.slug,
      profile: {
        displayName: 'Maler Hansen',
        tagline: 'Pent og presist',
        photo: null,
        coverSquare: null,
        coverWide: null,
        category: { id: category.id, name: category.name, slug: category.slug, title: { nb: 'Maling', en: 'Painting' }, taxRate: 25, enableParticipants: false },
        instantBooking: true,
        satisfactionGuarantee: true,
        isRecommended: true,
      },
      minPriceOre: 90_000,
      rating: { average: 4.6, count: 9 },
      cancelRate: 0.05,
      averageResponseTimeSec: 3600,
      acceptanceRate: 0.25,
      idVerified: true,
      locations: ['oslo', 'oslo-omegn'],
    });
    expect(page.data.find((listing) => listing.id === empty.id)).toMatchObject({ minPriceOre: null, rating: { average: null, count: 0 }, acceptanceRate: null });
  });

  it('never shows pending or rejected providers', async () => {
    const category = await createCategory(em);
    await createProvider(em, { category, displayName: 'Godkjent' });
    await createProvider(em, { category, displayName: 'Venter', status: 'pending' });
    await createProvider(em, { category, displayName: 'Avvist', status: 'rejected' });
    expect(names(await providers({ categories: category.slug }))).toEqual(['Godkjent']);
  });
});

describe('GET /api/explore/providers: filters', () => {
  it('filters by categories: own category or an enabled service in it; any, or every one with matchAll', async () => {
    const cleaning = await createCategory(em);
    const windows = await createCategory(em);
    const both = await createProvider(em, { category: cleaning, displayName: 'Begge' });
    await createService(em, both, { category: windows });
    await createProvider(em, { category: cleaning, displayName: 'Bare egen kategori' });
    const viaService = await createProvider(em, { category: await createCategory(em), displayName: 'Bare via tjeneste' });
    await createService(em, viaService, { category: windows });
    const disabledOnly = await createProvider(em, { category: await createCategory(em), displayName: 'Avslått tjeneste' });
    await createService(em, disabledOnly, { category: windows, enabled: false });

    expect(sorted(names(await providers({ categories: windows.slug })))).toEqual(['Bare via tjeneste', 'Begge']);
    expect(sorted(names(await providers({ categories: `${cleaning.slug},${windows.slug}` })))).toEqual(['Bare egen kategori', 'Bare via tjeneste', 'Begge']);
    expect(names(await providers({ categories: `${cleaning.slug},${windows.slug}`, matchAll: true }))).toEqual(['Begge']);
    // Names, slugs and ids all name a category.
    expect(names(await providers({ categories: `${cleaning.name},${windows.id}`, matchAll: true }))).toEqual(['Begge']);
    // An unknown category adds nothing to "any" and leaves nothing for "every".
    expect(sorted(names(await providers({ categories: `${windows.slug},finnes-ikke` })))).toEqual(['Bare via tjeneste', 'Begge']);
    expect((await providers({ categories: `${windows.slug},finnes-ikke`, matchAll: true })).data).toEqual([]);
    expect((await providers({ categories: randomUUID() })).data).toEqual([]);
  });

  it('searches provider names, texts and category, and the enabled services of each provider', async () => {
    const category = await createCategory(em, { titleNb: 'Dyrepass', titleEn: 'Pet care' });
    await createProvider(em, { category, displayName: 'Bjørnstad Hundepass', description: 'Lange turer i marka.' });
    const walker = await createProvider(em, { category, displayName: 'Turkompaniet' });
    await createService(em, walker, { title: 'Hundelufting i Oslo' });
    const hidden = await createProvider(em, { category, displayName: 'Kattevakt' });
    await createService(em, hidden, { title: 'Hundelufting i helgene', enabled: false });

    const search = async (query: string) => sorted(names(await providers({ categories: category.slug, query })));
    expect(await search('bjørnstad')).toEqual(['Bjørnstad Hundepass']);
    expect(await search('BJØRNSTAD')).toEqual(['Bjørnstad Hundepass']);
    expect(await search('hundelufting')).toEqual(['Turkompaniet']);
    expect(await search('hund')).toEqual(['Bjørnstad Hundepass', 'Turkompaniet']);
    expect(await search('marka')).toEqual(['Bjørnstad Hundepass']);
    expect(await search('dyrepass')).toEqual(['Bjørnstad Hundepass', 'Kattevakt', 'Turkompaniet']);
    expect(await search('kattevatk')).toEqual(['Kattevakt']);
    expect(await search('ukjentord')).toEqual([]);
  });

  it('filters by date (a free start for an enabled service, Oslo time) and by location (own locations or enabled service areas)', async () => {
    const category = await createCategory(em);
    const weekdays = await createProvider(em, { category, displayName: 'Hverdag Oslo', locations: ['oslo'] });
    const weekend = await createProvider(em, { category, displayName: 'Helg Bergen', locations: ['bergen'] });
    const serviceOnly = await createProvider(em, { category, displayName: 'Tjeneste på Frogner', locations: [] });
    await worksOn(weekend, ['SATURDAY', 'SUNDAY']);
    await worksOn(serviceOnly, ['SATURDAY']);
    await createService(em, weekdays, { areas: ['oslo'] });
    await createService(em, weekend, { areas: ['bergen'] });
    await createService(em, serviceOnly, { areas: ['oslo-frogner'] });
    const disabledArea = await createProvider(em, { category, displayName: 'Avslått i Trondheim', locations: [] });
    await createService(em, disabledArea, { areas: ['trondheim'], enabled: false });

    const list = async (params: Record<string, string>) => sorted(names(await providers({ categories: category.slug, ...params })));
    expect(await list({ from: '2026-01-10T10:00:00+01:00', to: '2026-01-10T12:00:00+01:00' })).toEqual(['Helg Bergen', 'Tjeneste på Frogner']);
    // Monday in Oslo: the provider without a saved schedule works the default weekdays; one whose
    // only service is disabled has nothing to book.
    expect(await list({ from: '2026-01-11T23:30:00Z', to: '2026-01-12T10:00:00Z' })).toEqual(['Hverdag Oslo']);
    expect(await list({ location: 'oslo-frogner' })).toEqual(['Hverdag Oslo', 'Tjeneste på Frogner']);
    expect(await list({ location: 'oslo-alna' })).toEqual(['Hverdag Oslo']);
    // The city finds a provider whose only service lists one of its districts.
    expect(await list({ location: 'Oslo' })).toEqual(['Hverdag Oslo', 'Tjeneste på Frogner']);
    expect(await list({ location: 'Bergen' })).toEqual(['Helg Bergen']);
    expect(await list({ location: 'trondheim' })).toEqual([]);
    expect(await list({ location: 'oslo-frogner', from: '2026-01-10T10:00:00+01:00', to: '2026-01-10T12:00:00+01:00' })).toEqual(['Tjeneste på Frogner']);
  });
});

describe('GET /api/explore/providers: order and paging', () => {
  it('ranks by the Bayesian rating (many good ratings, then none, then one poor), and last first with direction=asc', async () => {
    const category = await createCategory(em);
    const approvedAt = new Date('2024-01-01T00:00:00Z');
    const unrated = await createProvider(em, { category, displayName: 'Uten vurdering', approvedAt });
    const poor = await createProvider(em, { category, displayName: 'Vurdert lavt', approvedAt });
    const good = await createProvider(em, { category, displayName: 'Mange gode', approvedAt });
    await createRating(em, poor, { numStars: 2 });
    for (let index = 0; index < 10; index += 1) await createRating(em, good, { numStars: 5 });
    await refreshProviderFigures(em, [unrated.id, poor.id, good.id], clock.now());
    expect(names(await providers({ categories: category.slug }))).toEqual(['Mange gode', 'Uten vurdering', 'Vurdert lavt']);
    expect(names(await providers({ categories: category.slug, direction: 'asc' }))).toEqual(['Vurdert lavt', 'Uten vurdering', 'Mange gode']);
    const first = await providers({ categories: category.slug, max: 1 });
    expect(names(first)).toEqual(['Mange gode']);
    expect(names(await providers({ categories: category.slug, max: 2, next: first.next! }))).toEqual(['Uten vurdering', 'Vurdert lavt']);
  });

  it('orders by popularity, best first by default, and last first with direction=asc', async () => {
    const category = await createCategory(em);
    for (const [name, popularity] of [['Middels', 5], ['Best', 9], ['Svakest', 1]] as const) await createProvider(em, { category, displayName: name, popularity });
    expect(names(await providers({ categories: category.slug }))).toEqual(['Best', 'Middels', 'Svakest']);
    expect(names(await providers({ categories: category.slug, direction: 'desc' }))).toEqual(['Best', 'Middels', 'Svakest']);
    expect(names(await providers({ categories: category.slug, direction: 'asc' }))).toEqual(['Svakest', 'Middels', 'Best']);
  });

  it.each(['desc', 'asc'] as const)('walks every page (%s) while providers are added: no repeats, no gaps', async (direction) => {
    const category = await createCategory(em);
    const existing: string[] = [];
    for (const popularity of [3, 3, 7, 0, 3, 9, 1]) existing.push((await createProvider(em, { category, popularity })).id);
    const seen: string[] = [];
    let next: string | null = null;
    let round = 0;
    do {
      const page: { data: ProviderListing[]; next: string | null } = await providers({ categories: category.slug, direction, max: 2, ...(next ? { next } : {}) });
      seen.push(...page.data.map((listing) => listing.id));
      next = page.next;
      round += 1;
      if (round <= 3) for (const popularity of [10, 3, 0]) await createProvider(em, { category, popularity });
    } while (next && round < 50);
    expect(next).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of existing) expect(seen).toContain(id);
  });

  it('refuses a cursor of the other direction or a forged one', async () => {
    for (const next of [encodeCursor('popularity_desc', [1, randomUUID()]), 'Zm9yZmFsc2tldA']) {
      const response = await get('/api/explore/providers', { direction: 'asc', next });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.key).toBe('error.paging.invalid_cursor');
    }
  });

  it.each([
    ['from after to', { from: '2026-01-10T10:00:00Z', to: '2026-01-09T10:00:00Z' }, 'from'],
    ['an unknown direction', { direction: 'up' }, 'direction'],
    ['matchAll=yes', { matchAll: 'yes' }, 'matchAll'],
    ['max 0', { max: 0 }, 'max'],
    ['more than 10 categories', { categories: Array.from({ length: 11 }, (_, index) => `k${index}`).join(',') }, 'categories'],
  ])('%s → 400 with the issue on its field', async (_label, params, path) => {
    const response = await get('/api/explore/providers', params);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });
});

describe('GET /api/explore/promo/providers', () => {
  it('answers the 8 most popular approved recommended providers', async () => {
    const category = await createCategory(em);
    // Popularity above anything other tests create, so this test's providers are the top ones.
    const top = 2_000_000_000;
    const recommended = [];
    for (let index = 0; index < 9; index += 1) {
      recommended.push(await createProvider(em, { category, isRecommended: true, popularity: top + index * 10 }));
    }
    await createProvider(em, { category, isRecommended: false, popularity: top + 1000 });
    await createProvider(em, { category, isRecommended: true, status: 'pending', popularity: top + 1001 });
    await createProvider(em, { category, isRecommended: true, status: 'rejected', popularity: top + 1002 });

    const response = await get('/api/explore/promo/providers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const listings = providerListingSchema.array().parse(response.json());
    expect(listings.map((listing) => listing.id)).toEqual(recommended.reverse().slice(0, 8).map((provider) => provider.id));
    expect(listings.every((listing) => listing.profile.isRecommended)).toBe(true);
  });
});

describe('GET /api/explore/provider/categories/{name}', () => {
  it('lists the providers offering a category by name or slug, paged; an unknown one is empty', async () => {
    const category = await createCategory(em);
    const own = await createProvider(em, { category, displayName: 'Egen', popularity: 3 });
    const viaService = await createProvider(em, { displayName: 'Via tjeneste', popularity: 2 });
    await createService(em, viaService, { category });
    await createProvider(em, { category, displayName: 'Venter', status: 'pending' });
    await createService(em, own);

    for (const name of [category.name, category.slug]) {
      const response = await get(`/api/explore/provider/categories/${encodeURIComponent(name)}`);
      expect(response.statusCode).toBe(200);
      expect(names(pageSchema.parse(response.json()))).toEqual(['Egen', 'Via tjeneste']);
    }
    const first = pageSchema.parse((await get(`/api/explore/provider/categories/${category.slug}`, { max: 1 })).json());
    expect(names(first)).toEqual(['Egen']);
    const second = pageSchema.parse((await get(`/api/explore/provider/categories/${category.slug}`, { max: 1, next: first.next! })).json());
    expect(names(second)).toEqual(['Via tjeneste']);
    expect(second.next).toBeNull();

    const unknown = await get('/api/explore/provider/categories/finnes-ikke');
    expect(unknown.json()).toEqual({ data: [], next: null });
    expect((await get(`/api/explore/provider/categories/${category.slug}`, { max: 0 })).statusCode).toBe(400);
  });
});
