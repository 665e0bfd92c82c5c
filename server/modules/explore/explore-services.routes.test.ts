import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pagedSchema } from '#shared/explore/paged.schema.ts';
import { serviceCardSchema, type ServiceCard } from '#shared/explore/service.schema.ts';
import { defaultSchedule, type Weekday } from '#shared/providers/schedule.schema.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { SubcategoryItemEntity } from '#server/modules/catalogue/subcategory-item.entity.ts';
import { SubcategoryEntity } from '#server/modules/catalogue/subcategory.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { saveSchedule } from '#server/modules/providers/schedule.service.ts';
import { refreshProviderFigures } from '#server/modules/ratings/provider-figures.service.ts';
import { createProvider, createRating, createService, createServicePicture } from '#server/test/discovery-factories.ts';
import { createCategory, unique } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { encodeCursor } from './cursor.ts';
import { exploreCacheTtlMs } from './explore.routes.ts';

// The lists answer from a 5 s cache; this clock moves past it before each request so every
// request sees the data as it is now (the cache itself is tested at the end).
const clock = new ManualClock();
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();
const pageSchema = pagedSchema(serviceCardSchema);

async function get(path: string, params: Record<string, string | number | boolean> = {}) {
  clock.advance(exploreCacheTtlMs);
  const query = new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]));
  return app.inject({ method: 'GET', url: `${path}?${query}` });
}

async function services(params: Record<string, string | number | boolean>) {
  const response = await get('/api/explore/services', params);
  expect(response.statusCode, response.body).toBe(200);
  return pageSchema.parse(response.json());
}

const titles = (page: { data: ServiceCard[] }) => page.data.map((card) => card.title);
const sorted = (values: string[]) => [...values].sort();

/** Saves a schedule working `days` at `hours` (default 08:00–16:00), otherwise the default one. */
async function worksOn(provider: ProviderEntity, days: Weekday[], hours = { from: '08:00', to: '16:00' }, instantBooking = false) {
  await saveSchedule(em, provider, { ...defaultSchedule, instantBooking, weekdays: days.map((day) => ({ day, workingHours: [hours] })) });
}

/** A category of this test's own, so a filter on it sees only this test's services. */
async function scope(overrides: Parameters<typeof createCategory>[1] = {}) {
  const category = await createCategory(em, overrides);
  const provider = await createProvider(em, { category });
  return { category, provider, slug: category.slug };
}

describe('GET /api/explore/services: cards', () => {
  it('answers cards with the first picture, category, provider and rating, cacheable for 5 s', async () => {
    const { provider, slug, category } = await scope({ titleNb: 'Rørlegger', titleEn: 'Plumbing' });
    const service = await createService(em, provider, {
      title: 'Bytte av kran',
      priceType: 'from',
      basePriceOre: 149_900,
      baseDurationMinutes: 90,
      tags: ['kran', 'bad'],
      areas: ['oslo', 'bergen'],
    });
    await createServicePicture(em, service, { sortIndex: 2, title: 'Etter' });
    const first = await createServicePicture(em, service, { sortIndex: 1, title: 'Før' });
    await createService(em, provider, { title: 'Uten bilde' });

    const response = await get('/api/explore/services', { category: slug });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const page = pageSchema.parse(response.json());
    const card = page.data.find((entry) => entry.id === service.id);
    expect(card).toEqual({
      id: service.id,
      slug: service.slug,
      title: 'Bytte av kran',
      priceType: 'from',
      basePriceOre: 149_900,
      baseDurationMinutes: 90,
      picture: { id: first.id, square: first.square, wide: first.wide, title: 'Før', sortIndex: 1 },
      category: { id: category.id, name: category.name, slug, title: { nb: 'Rørlegger', en: 'Plumbing' }, taxRate: 25, enableParticipants: false },
      provider: { id: provider.id, slug: provider.slug, displayName: provider.displayName, photo: null, instantBooking: false, idVerified: false },
      rating: { average: null, count: 0 },
      areas: ['oslo', 'bergen'],
      tags: ['kran', 'bad'],
    });
    expect(page.data.find((entry) => entry.title === 'Uten bilde')?.picture).toBeNull();
    expect(page.next).toBeNull();
  });

  it('shows a change to the service, its pictures, provider or category on the next request', async () => {
    const { provider, slug, category } = await scope();
    const service = await createService(em, provider, { title: 'Vindusvask', basePriceOre: 100_000 });
    const cardOf = async () => (await services({ category: slug })).data.find((entry) => entry.id === service.id);

    service.title = 'Vindusvask, inne og ute';
    service.basePriceOre = 120_000;
    service.areas = ['bergen'];
    await em.flush();
    expect(await cardOf()).toMatchObject({ title: 'Vindusvask, inne og ute', basePriceOre: 120_000, areas: ['bergen'], picture: null });

    const later = await createServicePicture(em, service, { sortIndex: 2, title: 'Ute' });
    const first = await createServicePicture(em, service, { sortIndex: 1, title: 'Inne' });
    expect((await cardOf())?.picture).toMatchObject({ id: first.id, title: 'Inne' });
    first.sortIndex = 3;
    await em.flush();
    expect((await cardOf())?.picture).toMatchObject({ id: later.id, title: 'Ute' });
    await em.remove(later).flush();
    expect((await cardOf())?.picture).toMatchObject({ id: first.id });

    provider.displayName = 'Klart Glass AS';
    provider.photo = '/media/klart-glass.webp';
    await em.flush();
    expect((await cardOf())?.provider).toMatchObject({ displayName: 'Klart Glass AS', photo: '/media/klart-glass.webp' });

    category.titleNb = 'Vinduer';
    await em.flush();
    expect((await cardOf())?.category.title).toEqual({ nb: 'Vinduer', en: category.titleEn });

    await createRating(em, provider, { numStars: 4, service });
    await refreshProviderFigures(em, [provider.id], clock.now());
    expect((await cardOf())?.rating).toEqual({ average: 4, count: 1 });
  });

  it('never shows disabled services or services of pending or rejected providers', async () => {
    const { category, provider, slug } = await scope();
    await createService(em, provider, { title: 'Synlig' });
    await createService(em, provider, { title: 'Skrudd av', enabled: false });
    for (const status of ['pending', 'rejected'] as const) {
      const hidden = await createProvider(em, { category, status });
      await createService(em, hidden, { title: `Fra ${status}` });
    }
    expect(titles(await services({ category: slug }))).toEqual(['Synlig']);
  });
});

describe('GET /api/explore/services: filters', () => {
  it('filters by tag', async () => {
    const { provider, slug } = await scope();
    const tag = unique('tagg');
    await createService(em, provider, { title: 'Med tagg', tags: [tag, 'annet'] });
    await createService(em, provider, { title: 'Uten tagg', tags: ['annet'] });
    expect(titles(await services({ tag }))).toEqual(['Med tagg']);
    expect(titles(await services({ tag, category: slug }))).toEqual(['Med tagg']);
  });

  it('filters by category name, slug or id, and an unknown category is an empty list', async () => {
    const { category, provider, slug } = await scope();
    const other = await createCategory(em);
    await createService(em, provider, { title: 'I kategorien' });
    await createService(em, provider, { title: 'I en annen', category: other });
    for (const value of [slug, category.name, category.id]) expect(titles(await services({ category: value }))).toEqual(['I kategorien']);
    expect((await services({ category: 'finnes-ikke-kategori' })).data).toEqual([]);
    expect((await services({ category: randomUUID() })).data).toEqual([]);
  });

  it('filters by date: the provider must have a free start in from..to (Oslo time; the rules are the availability engine\'s)', async () => {
    const { category, slug } = await scope();
    const weekdays = await createProvider(em, { category });
    const weekend = await createProvider(em, { category });
    const mondayNights = await createProvider(em, { category });
    await worksOn(weekdays, ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']);
    await worksOn(weekend, ['SATURDAY', 'SUNDAY']);
    await worksOn(mondayNights, ['MONDAY'], { from: '00:00', to: '02:00' });
    await createService(em, weekdays, { title: 'Hverdager' });
    await createService(em, weekend, { title: 'Helg' });
    await createService(em, mondayNights, { title: 'Mandagsnatt' });

    // Saturday 10 January 2026, all day in Oslo.
    const saturday = { category: slug, from: '2026-01-10T00:00:00+01:00', to: '2026-01-10T23:59:00+01:00' };
    expect(titles(await services(saturday))).toEqual(['Helg']);
    // 23:30 UTC on Sunday is 00:30 on Monday in Oslo.
    const mondayInOslo = { category: slug, from: '2026-01-11T23:30:00Z', to: '2026-01-11T23:45:00Z' };
    expect(titles(await services(mondayInOslo))).toEqual(['Mandagsnatt']);
    // Friday within working hours, but a working day with no start in the span is no match.
    const friday = { category: slug, from: '2026-01-09T08:00:00+01:00', to: '2026-01-09T16:00:00+01:00' };
    expect(titles(await services(friday))).toEqual(['Hverdager']);
    expect(titles(await services({ category: slug, from: '2026-01-09T16:30:00+01:00', to: '2026-01-09T23:00:00+01:00' }))).toEqual([]);
    const week = { category: slug, from: '2026-01-06T00:00:00+01:00', to: '2026-01-13T00:00:00+01:00' };
    expect(titles(await services(week))).toHaveLength(3);
  });

  it('filters by location: a city finds services in any of its districts, a district those in the whole city', async () => {
    const { provider, slug } = await scope();
    await createService(em, provider, { title: 'Hele Oslo', areas: ['oslo'] });
    await createService(em, provider, { title: 'Frogner', areas: ['oslo-frogner'] });
    await createService(em, provider, { title: 'Omegn', areas: ['oslo-omegn'] });
    await createService(em, provider, { title: 'Bergen', areas: ['bergen'] });
    const table: Array<[location: string, found: string[]]> = [
      ['Oslo', ['Frogner', 'Hele Oslo']],
      ['oslo-frogner', ['Frogner', 'Hele Oslo']],
      ['Grünerløkka', ['Hele Oslo']],
      ['0182', ['Hele Oslo']],
      ['Bærum', ['Omegn']],
      ['bergen', ['Bergen']],
      ['trondheim', []],
    ];
    for (const [location, found] of table) {
      expect(sorted(titles(await services({ category: slug, location }))), location).toEqual(found);
    }
  });

  it('finds "ukesvask" in Oslo when the service lists only districts, and in a district when it lists the city', async () => {
    const { provider, slug } = await scope();
    await createService(em, provider, { title: 'Fast ukesvask i Oslo', areas: ['oslo-grunerlokka', 'oslo-sagene'] });
    await createService(em, provider, { title: 'Ukesvask i hele byen', areas: ['oslo'] });
    const found = async (location: string) => sorted(titles(await services({ category: slug, location, query: 'ukesvask' })));
    expect(await found('Oslo')).toEqual(['Fast ukesvask i Oslo', 'Ukesvask i hele byen']);
    expect(await found('Grünerløkka')).toEqual(['Fast ukesvask i Oslo', 'Ukesvask i hele byen']);
    expect(await found('Frogner')).toEqual(['Ukesvask i hele byen']);
    expect(await found('Bergen')).toEqual([]);
  });

  it('answers a place it cannot resolve with 400 and the location key', async () => {
    const response = await get('/api/explore/services', { location: 'Atlantis' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, data: { key: 'error.location.not_found', field: 'location' } });
  });

  it('filters by price in whole kroner, both ends included', async () => {
    const { provider, slug } = await scope();
    await createService(em, provider, { title: '499', basePriceOre: 49_900 });
    await createService(em, provider, { title: '500', basePriceOre: 50_000 });
    await createService(em, provider, { title: '1000', basePriceOre: 100_000 });
    await createService(em, provider, { title: '1000,50', basePriceOre: 100_050 });
    await createService(em, provider, { title: '2500', basePriceOre: 250_000 });
    await createService(em, provider, { title: '2500,50', basePriceOre: 250_050 });
    expect(sorted(titles(await services({ category: slug, minPrice: 500 })))).toEqual(['1000', '1000,50', '2500', '2500,50', '500']);
    expect(sorted(titles(await services({ category: slug, maxPrice: 1000 })))).toEqual(['1000', '499', '500']);
    // A narrow range is planned for its values, a wide one runs on the kept plan: the same rule either way.
    expect(sorted(titles(await services({ category: slug, minPrice: 500, maxPrice: 1000 })))).toEqual(['1000', '500']);
    expect(sorted(titles(await services({ category: slug, minPrice: 500, maxPrice: 2500 })))).toEqual(['1000', '1000,50', '2500', '500']);
    expect(titles(await services({ category: slug, minPrice: 500, maxPrice: 500 }))).toEqual(['500']);
  });

  it('filters by order type: direct booking or on request', async () => {
    const { category, slug } = await scope();
    const instant = await createProvider(em, { category, instantBooking: true });
    const onRequest = await createProvider(em, { category, instantBooking: false });
    await createService(em, instant, { title: 'Direkte' });
    await createService(em, onRequest, { title: 'Forespørsel' });
    expect(titles(await services({ category: slug, direct: true }))).toEqual(['Direkte']);
    expect(titles(await services({ category: slug, direct: false }))).toEqual(['Forespørsel']);
    expect(titles(await services({ category: slug }))).toHaveLength(2);
  });

  it('filters by subcategory items: any of the listed items', async () => {
    const { category, provider, slug } = await scope();
    const subcategory = await em.findOneOrFail(SubcategoryEntity, { category });
    const [first] = await em.find(SubcategoryItemEntity, { subcategory });
    const second = em.create(SubcategoryItemEntity, { subcategory, name: unique('hekk'), titleNo: 'Hekk', titleEn: 'Hedge', sortIndex: 1 });
    const third = em.create(SubcategoryItemEntity, { subcategory, name: unique('tre'), titleNo: 'Trær', titleEn: 'Trees', sortIndex: 2 });
    await em.flush();
    await createService(em, provider, { title: 'Plen', subCategoryItems: [first!] });
    await createService(em, provider, { title: 'Hekk og plen', subCategoryItems: [first!, second] });
    await createService(em, provider, { title: 'Ingen' });
    expect(sorted(titles(await services({ category: slug, subCategoryFilters: first!.id })))).toEqual(['Hekk og plen', 'Plen']);
    expect(titles(await services({ category: slug, subCategoryFilters: second.id }))).toEqual(['Hekk og plen']);
    expect(sorted(titles(await services({ category: slug, subCategoryFilters: `${second.id},${third.id}` })))).toEqual(['Hekk og plen']);
    expect((await services({ category: slug, subCategoryFilters: third.id })).data).toEqual([]);
  });

  it('combines every filter: each must hold', async () => {
    const { category, slug } = await scope();
    const tag = unique('kombi');
    const subcategory = await em.findOneOrFail(SubcategoryEntity, { category });
    const [item] = await em.find(SubcategoryItemEntity, { subcategory });
    const instant = await createProvider(em, { category, displayName: 'Kombi Vaktmester' });
    const slow = await createProvider(em, { category });
    await worksOn(instant, ['SATURDAY'], undefined, true);
    await worksOn(slow, ['SATURDAY']);
    const match = { tags: [tag], areas: ['oslo'], basePriceOre: 80_000, subCategoryItems: [item!], title: 'Takrenner renses' };
    await createService(em, instant, match);
    await createService(em, slow, { ...match, title: 'Ikke direkte' });
    await createService(em, instant, { ...match, title: 'Feil by', areas: ['bergen'] });
    await createService(em, instant, { ...match, title: 'For dyr', basePriceOre: 200_000 });
    await createService(em, instant, { ...match, title: 'Uten tagg', tags: [] });
    await createService(em, instant, { ...match, title: 'Uten punkt', subCategoryItems: [] });
    await createService(em, instant, { ...match, title: 'Noe helt annet' });
    const all = {
      tag,
      category: slug,
      query: 'takrenner',
      from: '2026-01-10T09:00:00+01:00',
      to: '2026-01-10T12:00:00+01:00',
      location: 'oslo-sagene',
      minPrice: 500,
      maxPrice: 1000,
      direct: true,
      subCategoryFilters: item!.id,
    };
    expect(titles(await services(all))).toEqual(['Takrenner renses']);
    // A weekday the provider does not work.
    expect((await services({ ...all, from: '2026-01-12T09:00:00+01:00', to: '2026-01-12T12:00:00+01:00' })).data).toEqual([]);
  });
});

describe('GET /api/explore/services: sorting', () => {
  it('ranks services by their Bayesian rating under "most popular", whatever their stored activity, on every page', async () => {
    const { provider, slug } = await scope();
    await createService(em, provider, { title: 'Uten vurdering', popularity: 900 });
    const rated = await createService(em, provider, { title: 'Vurdert', popularity: 20 });
    const lowRated = await createService(em, provider, { title: 'Vurdert lavt', popularity: 10 });
    await createRating(em, provider, { numStars: 5, service: rated });
    await createRating(em, provider, { numStars: 1, service: lowRated });
    await refreshProviderFigures(em, [provider.id], clock.now());

    const order = ['Vurdert', 'Uten vurdering', 'Vurdert lavt'];
    expect(titles(await services({ category: slug }))).toEqual(order);
    const walked: string[] = [];
    let next: string | null = null;
    do {
      const page: { data: ServiceCard[]; next: string | null } = await services({ category: slug, max: 1, ...(next ? { next } : {}) });
      walked.push(...titles(page));
      next = page.next;
    } while (next);
    expect(walked).toEqual(order);
  });

  it('sorts by popularity (ties by id), by price high to low and low to high', async () => {
    const { provider, slug } = await scope();
    const made = [
      await createService(em, provider, { title: 'A', popularity: 10, basePriceOre: 30_000 }),
      await createService(em, provider, { title: 'B', popularity: 50, basePriceOre: 10_000 }),
      await createService(em, provider, { title: 'C', popularity: 10, basePriceOre: 20_000 }),
      await createService(em, provider, { title: 'D', popularity: 0, basePriceOre: 20_000 }),
    ];
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? 1 : -1);
    const expectedPopularity = [...made].sort((a, b) => b.popularity - a.popularity || byId(a, b)).map((s) => s.title);
    expect(titles(await services({ category: slug }))).toEqual(expectedPopularity);
    expect(titles(await services({ category: slug, sort: 'popularity' }))).toEqual(expectedPopularity);
    const expectedHighLow = [...made].sort((a, b) => b.basePriceOre - a.basePriceOre || byId(a, b)).map((s) => s.title);
    expect(titles(await services({ category: slug, sort: 'price_high_low' }))).toEqual(expectedHighLow);
    const expectedLowHigh = [...made].sort((a, b) => a.basePriceOre - b.basePriceOre || byId(b, a)).map((s) => s.title);
    expect(titles(await services({ category: slug, sort: 'price_low_high' }))).toEqual(expectedLowHigh);
  });
});

describe('GET /api/explore/services: search', () => {
  const setup = (async () => {
    const category = await createCategory(em, { titleNb: 'Takrenner og tak', titleEn: 'Gutters and roofs' });
    const provider = await createProvider(em, { category, displayName: 'Solveig Strandheim' });
    const other = await createProvider(em, { category, displayName: 'Per Hansen' });
    await createService(em, other, { title: 'Vasking av vinduer', description: 'Innvendig og utvendig.' });
    await createService(em, other, { title: 'Flyttevask', tags: ['flytting', 'vask'] });
    await createService(em, other, { title: 'Rengjøring av kontor' });
    await createService(em, other, { title: 'Fotografering', tags: ['bryllup'] });
    await createService(em, provider, { title: 'Hagestell' });
    await createService(em, other, { title: 'Maling', description: 'Vi vasker veggene før vi maler.' });
    return category.slug;
  })();

  async function search(query: string) {
    return sorted(titles(await services({ category: await setup, query })));
  }

  it.each([
    ['vask', ['Flyttevask', 'Maling', 'Vasking av vinduer']],
    // "vasking" is not stemmed to "vask" by PostgreSQL; the lexicon knows "vask" as a shorter form.
    ['vasking', ['Flyttevask', 'Maling', 'Vasking av vinduer']],
    // A compound finds its parts through the lexicon ("vindusvasking" → "vasking", "vinduer").
    ['vindusvasking', ['Vasking av vinduer']],
    ['VASK', ['Flyttevask', 'Maling', 'Vasking av vinduer']],
    ['vasking vinduer', ['Vasking av vinduer']],
    ['vask og', ['Flyttevask', 'Maling', 'Vasking av vinduer']],
    ['flyttevask', ['Flyttevask']],
    ['rengjøring', ['Rengjøring av kontor']],
    ['RENGJØRING', ['Rengjøring av kontor']],
    ['Rengjøring!', ['Rengjøring av kontor']],
    ['rengjøing', ['Rengjøring av kontor']],
    ['bryllup', ['Fotografering']],
    ['flytting', ['Flyttevask']],
    ['solveig', ['Hagestell']],
    ['Strandheim hagestell', ['Hagestell']],
    ['innvendig', ['Vasking av vinduer']],
    ['xylofonundervisning', []],
  ])('%j finds %j', async (query, expected) => {
    expect(await search(query)).toEqual(expected);
  });

  it('matches the category title in Norwegian and English', async () => {
    expect(await search('takrenne')).toHaveLength(6);
    expect(await search('gutters')).toHaveLength(6);
  });

  it('ignores a query of only stop words or punctuation', async () => {
    expect(await search('og i på')).toHaveLength(6);
    expect(await search("'&|!:*")).toHaveLength(6);
  });
});

describe('GET /api/explore/services: paging', () => {
  it.each(['popularity', 'price_high_low', 'price_low_high'] as const)(
    'walks every page (%s) while services are added: no repeats, no gaps',
    async (sort) => {
      const { provider, slug } = await scope();
      const existing = new Set<string>();
      for (const [index, popularity] of [5, 5, 5, 3, 9, 0, 7, 5].entries()) {
        const service = await createService(em, provider, { title: `S${index}`, popularity, basePriceOre: (popularity + 1) * 10_000 });
        existing.add(service.id);
      }
      const seen: string[] = [];
      let next: string | null = null;
      let round = 0;
      do {
        const page: { data: ServiceCard[]; next: string | null } = await services({ category: slug, max: 2, sort, ...(next ? { next } : {}) });
        expect(page.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.data.map((card) => card.id));
        next = page.next;
        // New services on both sides of the cursor and equal to the rows around it, in the first rounds.
        round += 1;
        if (round <= 3) {
          for (const popularity of [10, 5, 0]) {
            await createService(em, provider, { title: `N${round}-${popularity}`, popularity, basePriceOre: (popularity + 1) * 10_000 });
          }
        }
      } while (next && round < 50);
      expect(next).toBeNull();
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of existing) expect(seen).toContain(id);
    },
  );

  it('gives a next cursor only when there is a next page', async () => {
    const { provider, slug } = await scope();
    for (const title of ['A', 'B', 'C', 'D']) await createService(em, provider, { title });
    const first = await services({ category: slug, max: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.next).toEqual(expect.any(String));
    const second = await services({ category: slug, max: 2, next: first.next! });
    expect(second.data).toHaveLength(2);
    expect(second.next).toBeNull();
    expect((await services({ category: slug, max: 4 })).next).toBeNull();
  });
});

describe('GET /api/explore/services: bad input', () => {
  it.each([
    ['minPrice above maxPrice', { minPrice: 1000, maxPrice: 500 }, 'minPrice', 'error.explore.price_range'],
    ['from after to', { from: '2026-01-10T10:00:00Z', to: '2026-01-09T10:00:00Z' }, 'from', 'error.zod.time_span.from_greater_than_to'],
    ['an unknown sort', { sort: 'foo' }, 'sort', undefined],
    ['max 0', { max: 0 }, 'max', undefined],
    ['max 51', { max: 51 }, 'max', undefined],
    ['direct=yes', { direct: 'yes' }, 'direct', undefined],
    ['a negative price', { minPrice: -1 }, 'minPrice', undefined],
    ['a price that is not a number', { maxPrice: 'mye' }, 'maxPrice', undefined],
    ['a date without offset', { from: '2026-01-10' }, 'from', undefined],
    ['a subcategory item that is no id', { subCategoryFilters: 'plen' }, 'subCategoryFilters.0', undefined],
    ['a query of 201 characters', { query: 'a'.repeat(201) }, 'query', undefined],
    ['a cursor with foreign characters', { next: 'ikke gyldig!' }, 'next', undefined],
  ])('%s → 400 with the issue on its field', async (_label, params, path, key) => {
    const response = await get('/api/explore/services', params);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data.key).toBe('error.validation.failed');
    expect(body.data.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path, ...(key ? { key } : {}) })]));
  });

  it.each([
    ['not base64 JSON', 'aGVsbG8'],
    ['another sort', encodeCursor('price_low_high', [100, randomUUID()])],
    ['a forged key', Buffer.from(JSON.stringify(['popularity', "1) or (1=1", randomUUID()])).toString('base64url')],
  ])('refuses a cursor that is %s with 400 error.paging.invalid_cursor', async (_label, next) => {
    const response = await get('/api/explore/services', { next, sort: 'popularity' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, data: { key: 'error.paging.invalid_cursor' } });
  });
});

describe('GET /api/explore/services: cache', () => {
  it('once a question comes again, serves the same answer for 5 s, then shows new services; different queries never share an answer', async () => {
    const { provider, slug } = await scope();
    await createService(em, provider, { title: 'Første' });
    const url = `/api/explore/services?category=${slug}`;
    const list = async (path = url) => titles(pageSchema.parse((await app.inject({ method: 'GET', url: path })).json()));
    clock.advance(exploreCacheTtlMs);
    // Asked once, the answer is not kept (response-cache.test.ts); asked again, it is.
    expect(await list()).toEqual(['Første']);
    expect(await list()).toEqual(['Første']);
    await createService(em, provider, { title: 'Andre', popularity: 1 });
    clock.advance(exploreCacheTtlMs - 1);
    expect(await list()).toEqual(['Første']);
    // Same question, other spelling of the parameters: the same answer from the cache.
    expect(await list(`/api/explore/services?max=20&category=${slug}&sort=popularity`)).toEqual(['Første']);
    // Another question is answered fresh.
    expect(await list(`${url}&max=19`)).toEqual(['Andre', 'Første']);
    clock.advance(1);
    expect(await list()).toEqual(['Andre', 'Første']);
  });
});
