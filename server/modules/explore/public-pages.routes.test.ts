import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publicProviderSchema } from '#shared/explore/provider.schema.ts';
import { publicServiceSchema, serviceCardSchema } from '#shared/explore/service.schema.ts';
import { SubcategoryItemEntity } from '#server/modules/catalogue/subcategory-item.entity.ts';
import { SubcategoryEntity } from '#server/modules/catalogue/subcategory.entity.ts';
import {
  createAddon,
  createProvider,
  createProviderPicture,
  createService,
  createServicePicture,
} from '#server/test/discovery-factories.ts';
import { createCategory, unique } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { reviveDates } from '#shared/json/revive-dates.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/service/public/{idOrSlug}', () => {
  it('answers the service page by id and by slug: pictures, add-ons and items in order, and the provider listing', async () => {
    const category = await createCategory(em, { titleNb: 'Musikk', titleEn: 'Music' });
    const providerCategory = await createCategory(em, { titleNb: 'Arrangement', titleEn: 'Events' });
    const provider = await createProvider(em, { category: providerCategory, displayName: 'Fiolinist Eva', ratingAverage: 4.04, ratingCount: 3 });
    const subcategory = await em.findOneOrFail(SubcategoryEntity, { category });
    const [mowing] = await em.find(SubcategoryItemEntity, { subcategory });
    const early = em.create(SubcategoryItemEntity, { subcategory, name: unique('vielse'), titleNo: 'Vielse', titleEn: 'Ceremony', sortIndex: -1 });
    await em.flush();
    const service = await createService(em, provider, {
      category,
      title: 'Musikk til vielsen',
      description: 'Klassisk fiolin i kirken.',
      priceType: 'from',
      basePriceOre: 450_000,
      baseDurationMinutes: 120,
      maxBaseParticipants: 200,
      included: ['Tre stykker', 'Lydanlegg'],
      customerChecklist: ['Strøm ved alteret'],
      areas: ['oslo', 'bergen'],
      tags: ['bryllup'],
      subCategoryItems: [mowing!, early],
    });
    await createService(em, provider, { basePriceOre: 300_000 });
    const second = await createServicePicture(em, service, { sortIndex: 5 });
    const first = await createServicePicture(em, service, { sortIndex: 1 });
    const addonLast = await createAddon(em, service, { title: 'Ekstra stykke', sortIndex: 2, unitPriceOre: 80_000 });
    const addonFirst = await createAddon(em, service, { title: 'Per gjest', sortIndex: 1, unitType: 'participant', unitPriceOre: 5_000, maxUnits: 100 });

    for (const key of [service.id, service.slug]) {
      const response = await get(`/api/service/public/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const page = publicServiceSchema.parse(JSON.parse(response.body, reviveDates));
      expect(page).toMatchObject({
        id: service.id,
        slug: service.slug,
        title: 'Musikk til vielsen',
        description: 'Klassisk fiolin i kirken.',
        priceType: 'from',
        basePriceOre: 450_000,
        baseDurationMinutes: 120,
        maxBaseParticipants: 200,
        included: ['Tre stykker', 'Lydanlegg'],
        customerChecklist: ['Strøm ved alteret'],
        areas: ['oslo', 'bergen'],
        tags: ['bryllup'],
        category: { id: category.id, title: { nb: 'Musikk', en: 'Music' } },
        picture: { id: first.id, sortIndex: 1 },
        rating: { average: null, count: 0 },
      });
      expect(page.pictures.map((picture) => picture.id)).toEqual([first.id, second.id]);
      expect(page.addons.map((addon) => addon.id)).toEqual([addonFirst.id, addonLast.id]);
      expect(page.addons[0]).toEqual({
        id: addonFirst.id,
        title: 'Per gjest',
        description: null,
        unitType: 'participant',
        unitPriceOre: 5_000,
        unitTimeMinutes: 60,
        maxUnits: 100,
        unitsInBasePrice: 0,
        sortIndex: 1,
      });
      expect(page.subCategoryItems.map((item) => item.id)).toEqual([early.id, mowing!.id]);
      expect(page.provider).toMatchObject({
        id: provider.id,
        slug: provider.slug,
        minPriceOre: 300_000,
        rating: { average: 4, count: 3 },
        profile: { displayName: 'Fiolinist Eva', category: { id: providerCategory.id } },
      });
      expect(new Date(page.created).getTime()).toBe(service.createdAt.getTime());
    }
  });

  it('answers 404 for an unknown, disabled or not approved service', async () => {
    const provider = await createProvider(em);
    const disabled = await createService(em, provider, { enabled: false });
    const pending = await createService(em, await createProvider(em, { status: 'pending' }));
    const rejected = await createService(em, await createProvider(em, { status: 'rejected' }));
    for (const key of [randomUUID(), 'finnes-ikke', disabled.id, disabled.slug, pending.id, pending.slug, rejected.slug]) {
      const response = await get(`/api/service/public/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, data: { key: 'error.http.resource_not_found' } });
    }
  });

  it('answers 400 for an id or slug with characters no id or slug has', async () => {
    const response = await get(`/api/service/public/${encodeURIComponent("x' or '1'='1")}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].path).toBe('id');
  });
});

describe('GET /api/provider/public/{idOrSlug}', () => {
  it('answers the profile by id and by slug: texts, content, pictures in order, working days by name', async () => {
    const content = {
      experience: 'Ti år med bryllup.',
      music: [{ title: 'Demo', url: 'https://eksempel.no/demo.mp3' }],
      videos: [],
      socials: { instagram: 'https://instagram.com/eva', facebook: null, tiktok: null, youtube: null, website: 'https://eva.no' },
      practicalInfo: 'Trenger strøm.',
    };
    const approvedAt = new Date('2025-03-01T10:00:00.000Z');
    const provider = await createProvider(em, {
      displayName: 'Eva Strengeland',
      description: 'Fiolinist fra Bergen.',
      content,
      workingDays: [6, 1, 3],
      approvedAt,
      locations: ['bergen'],
    });
    const later = await createProviderPicture(em, provider, { sortIndex: 3, title: 'Konsert' });
    const earlier = await createProviderPicture(em, provider, { sortIndex: 0 });

    for (const key of [provider.id, provider.slug]) {
      const response = await get(`/api/provider/public/${key}`);
      expect(response.statusCode).toBe(200);
      const profile = publicProviderSchema.parse(JSON.parse(response.body, reviveDates));
      expect(profile).toMatchObject({
        id: provider.id,
        slug: provider.slug,
        description: 'Fiolinist fra Bergen.',
        content,
        workingDays: ['MONDAY', 'WEDNESDAY', 'SATURDAY'],
        memberSince: new Date('2025-03-01T10:00:00.000Z'),
        locations: ['bergen'],
        profile: { displayName: 'Eva Strengeland' },
      });
      expect(profile.pictures.map((picture) => picture.id)).toEqual([earlier.id, later.id]);
      expect(profile.pictures[1]).toEqual({ id: later.id, square: later.square, wide: later.wide, title: 'Konsert', sortIndex: 3 });
    }
  });

  it('answers sections a profile never filled in as empty', async () => {
    const provider = await createProvider(em);
    await em.execute(`update provider set content = '{"experience": "Ti år."}' where id = ?`, [provider.id]);
    const profile = publicProviderSchema.parse(JSON.parse((await get(`/api/provider/public/${provider.id}`)).body, reviveDates));
    expect(profile.content).toEqual({
      experience: 'Ti år.',
      music: [],
      videos: [],
      socials: { instagram: null, facebook: null, tiktok: null, youtube: null, website: null },
      practicalInfo: null,
    });
  });

  it('answers 404 for an unknown, pending or rejected provider', async () => {
    const pending = await createProvider(em, { status: 'pending' });
    const rejected = await createProvider(em, { status: 'rejected' });
    for (const key of [randomUUID(), 'finnes-ikke', pending.id, pending.slug, rejected.id]) {
      const response = await get(`/api/provider/public/${key}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().data.key).toBe('error.http.resource_not_found');
    }
  });
});

describe('GET /api/provider/public/{idOrSlug}/services', () => {
  it("lists the provider's enabled services as cards, most popular first, by id and by slug", async () => {
    const provider = await createProvider(em);
    const popular = await createService(em, provider, { title: 'Populær', popularity: 9 });
    const quiet = await createService(em, provider, { title: 'Stille', popularity: 1 });
    await createServicePicture(em, quiet, { sortIndex: 0 });
    await createService(em, provider, { title: 'Av', enabled: false, popularity: 20 });
    await createService(em, await createProvider(em), { title: 'Annen leverandør' });
    for (const key of [provider.id, provider.slug]) {
      const response = await get(`/api/provider/public/${key}/services`);
      expect(response.statusCode).toBe(200);
      const cards = serviceCardSchema.array().parse(JSON.parse(response.body, reviveDates));
      expect(cards.map((card) => card.id)).toEqual([popular.id, quiet.id]);
      expect(cards[1]?.picture).not.toBeNull();
      expect(cards[0]?.provider.id).toBe(provider.id);
    }
    const empty = await createProvider(em);
    expect((await get(`/api/provider/public/${empty.slug}/services`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown, pending or rejected provider', async () => {
    const pending = await createProvider(em, { status: 'pending' });
    await createService(em, pending);
    const rejected = await createProvider(em, { status: 'rejected' });
    for (const key of [randomUUID(), 'finnes-ikke', pending.id, rejected.slug]) {
      expect((await get(`/api/provider/public/${key}/services`)).statusCode).toBe(404);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every explore and ratings route with its query parameters', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    const explore = [
      '/api/explore/services',
      '/api/explore/providers',
      '/api/explore/promo/providers',
      '/api/explore/provider/categories/{name}',
      '/api/service/public/{id}',
      '/api/provider/public/{id}',
      '/api/provider/public/{id}/services',
    ];
    for (const path of explore) expect(paths[path]?.get?.tags, path).toEqual(['explore']);
    expect(paths['/api/ratings/{providerId}'].get.tags).toEqual(['ratings']);
    const serviceParameters = paths['/api/explore/services'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(serviceParameters).toEqual(
      expect.arrayContaining(['tag', 'query', 'category', 'from', 'to', 'location', 'minPrice', 'maxPrice', 'direct', 'subCategoryFilters', 'max', 'sort', 'next']),
    );
  });
});
