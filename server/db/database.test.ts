import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { demoCategories } from '#server/modules/catalogue/catalogue.seed.ts';
import { LocalDiskMediaStorage } from '#server/modules/media/media-storage.ts';
import { reconcileLedger } from '#server/modules/payments/ledger-reconciliation.ts';
import { categoryQuestionTypes } from '#shared/catalogue/category-question.schema.ts';
import { profileContentSchema } from '#shared/explore/provider.schema.ts';
import { areasAllowedFor, findArea } from '#shared/locations/areas.ts';
import { connectOrm, dropDatabase, ensureDatabase, migrate } from './database.ts';
import { seedDemoData } from './demo-seed.ts';

const url = new URL(inject('databaseUrl'));
url.pathname = `${url.pathname}_fresh`;
const freshUrl = url.toString();
const mediaDir = mkdtempSync(path.join(tmpdir(), 'demo-seed-media-'));
const media = new LocalDiskMediaStorage(mediaDir);
const privateMediaDir = mkdtempSync(path.join(tmpdir(), 'demo-seed-private-'));
const privateMedia = new LocalDiskMediaStorage(privateMediaDir);
afterAll(async () => {
  await dropDatabase(freshUrl);
  rmSync(mediaDir, { recursive: true, force: true });
  rmSync(privateMediaDir, { recursive: true, force: true });
});

describe('database lifecycle on a fresh server', () => {
  it('creates a missing database once, migrates it and agrees with the entities', async () => {
    expect(await ensureDatabase(freshUrl)).toBe(true);
    expect(await ensureDatabase(freshUrl)).toBe(false);
    const orm = await connectOrm(freshUrl);
    try {
      expect((await migrate(orm)).length).toBeGreaterThan(0);
      expect(await migrate(orm)).toEqual([]);
      // A schema change without a migration would show up here as pending SQL.
      expect((await orm.schema.getUpdateSchemaSQL()).trim()).toBe('');
    } finally {
      await orm.close();
    }
  });

  it('adds the demo data to an empty database only, once, even when two starts race', async () => {
    const orm = await connectOrm(freshUrl);
    try {
      const started = performance.now();
      const results = await Promise.all([seedDemoData(orm, { media, privateMedia }), seedDemoData(orm, { media, privateMedia })]);
      // The seed runs inside every `npm start` on a new database and the browser suite's server.
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await seedDemoData(orm, { media })).toBe(false);
      const em = orm.em.fork();
      const categories = await em.find(CategoryEntity, {}, { populate: ['subcategories'], orderBy: { sortIndex: 'asc' } });
      expect(categories.map((category) => category.titleNb)).toEqual(['Rengjøring', 'Arrangement', 'Musikk']);
      expect(categories.map((category) => category.titleEn)).toEqual(['Cleaning', 'Events', 'Music']);
      expect(categories[0]!.subcategories.getItems().map((subcategory) => subcategory.titleNo)).toEqual(
        expect.arrayContaining(['Fast rengjøring', 'Engangsrengjøring', 'Flyttevask', 'Vindusvask']),
      );
      expect(await em.count(CategoryEntity)).toBe(demoCategories.length);
    } finally {
      await orm.close();
    }
  });
});

/** The seeded marketplace, read with plain SQL the way a person checking the data would. */
describe('the demo marketplace', () => {
  let orm: MikroORM;
  const rows = <T>(statement: string): Promise<T[]> => orm.em.fork().execute<T[]>(statement);
  beforeAll(async () => {
    orm = await connectOrm(freshUrl);
  });
  afterAll(() => orm.close());

  it('has at least 40 approved providers, mostly in Oslo, some in Bergen and Trondheim, in every category', async () => {
    const providers = await rows<{ status: string; category: string; locations: string[]; owner: string; id_verified: boolean }>(
      `select p.status, c.name as category, p.locations, p.owner_id as owner, p.id_verified from provider p join category c on c.id = p.category_id`,
    );
    const approved = providers.filter((provider) => provider.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(40);
    const cityOf = (provider: { locations: string[] }) => findArea(provider.locations[0]!)!.city;
    const byCity = Object.groupBy(approved, cityOf);
    expect(byCity.oslo!.length).toBeGreaterThan(approved.length / 2);
    expect(byCity.bergen?.length).toBeGreaterThanOrEqual(3);
    expect(byCity.trondheim?.length).toBeGreaterThanOrEqual(3);
    expect(new Set(approved.map((provider) => provider.category))).toEqual(new Set(['cleaning', 'events', 'music']));
    // Each provider has an owner of its own.
    expect(new Set(providers.map((provider) => provider.owner)).size).toBe(providers.length);
    expect(approved.filter((provider) => provider.id_verified).length).toBeGreaterThan(approved.length * 0.8);
    expect(providers.filter((provider) => provider.status === 'pending').length).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo customer a booking in each of the states a newcomer should see, with one provider', async () => {
    const bookings = await rows<{ status: string; provider_id: string }>(
      `select b.status, b.provider_id from booking b join app_user u on u.id = b.customer_id where u.email = 'kunde@tjenestetorget.no' order by b.starts_at`,
    );
    expect(bookings.map((booking) => booking.status)).toEqual(['done', 'confirmed', 'awaiting_provider', 'awaiting_payment']);
    expect(new Set(bookings.map((booking) => booking.provider_id)).size).toBe(1);
  });

  it('gives the demo customer two usable coupons and has the welcome and cleaning promo codes', async () => {
    const coupons = await rows<{ percentage: number | null; amount_ore: number | null; expires_at: Date | null; spent_at: Date | null }>(
      `select c.percentage, c.amount_ore, c.expires_at, c.spent_at from coupon c join app_user u on u.id = c.user_id where u.email = 'kunde@tjenestetorget.no' order by c.created_at`,
    );
    expect(coupons.map((coupon) => [coupon.percentage, coupon.amount_ore])).toEqual([
      [10, null],
      [null, 20_000],
    ]);
    expect(coupons.every((coupon) => coupon.spent_at === null)).toBe(true);
    expect(coupons.filter((coupon) => coupon.expires_at !== null)).toHaveLength(1);
    const codes = await rows<{ code: string; tag: string | null; percentage: number; enabled: boolean; max_uses_per_customer: number | null }>(
      `select code, tag, percentage, enabled, max_uses_per_customer from promo_code order by code`,
    );
    expect(codes).toEqual([
      { code: 'RENT15', tag: 'cleaning', percentage: 15, enabled: true, max_uses_per_customer: 1 },
      { code: 'VELKOMMEN10', tag: null, percentage: 10, enabled: true, max_uses_per_customer: 1 },
    ]);
  });

  it('keeps a ledger that reconciles: the paid demo bookings have their charges', async () => {
    const result = await reconcileLedger(orm.em.fork());
    expect(result.problems).toEqual([]);
    const [paid] = await rows<{ count: number }>(`select count(*)::int as count from booking where status in ('confirmed', 'done')`);
    expect(paid!.count).toBeGreaterThan(100);
    expect(result.entryCount).toBe(paid!.count);
  });

  it('gives the people waiting for review an ID photo in the private storage, and companies none', async () => {
    const waiting = await rows<{ org_type: string; id_photo_key: string | null }>(
      `select l.org_type, l.id_photo_key from provider_legal_info l join provider p on p.id = l.provider_id where p.status = 'pending'`,
    );
    const people = waiting.filter((row) => row.org_type === 'individual');
    expect(people.length).toBeGreaterThan(0);
    for (const { id_photo_key: key } of people) {
      expect(key).toMatch(/^uploads\/id-photos\/demo-.+\.webp$/);
      const bytes = await privateMedia.read(key!);
      expect((await sharp(bytes!).metadata()).format).toBe('webp');
      expect(await media.exists(key!)).toBe(false);
    }
    expect(waiting.filter((row) => row.org_type !== 'individual').every((row) => row.id_photo_key === null)).toBe(true);
  });

  it('delivers only where each category may: cleaning around Oslo, the rest in the three cities', async () => {
    const listed = await rows<{ category: string; areas: string[] }>(
      `select c.name as category, p.locations as areas from provider p join category c on c.id = p.category_id
       union all select c.name, s.areas from service s join category c on c.id = s.category_id`,
    );
    for (const { category, areas } of listed) {
      expect(areas.length).toBeGreaterThan(0);
      const allowed = new Set(areasAllowedFor(category).map((area) => area.id));
      for (const area of areas) expect(allowed.has(area), `${category} in ${area}`).toBe(true);
    }
  });

  it('counts the listing figures from a year of bookings: a few recommended providers, one under 30 % acceptance, none typed in', async () => {
    const [figures] = await rows<Record<string, number>>(
      `select min(cancel_rate)::float as min_cancel, max(cancel_rate)::float as max_cancel,
              min(average_response_time_sec) as min_response, max(average_response_time_sec) as max_response,
              min(acceptance_rate)::float as min_acceptance, max(acceptance_rate)::float as max_acceptance,
              count(*) filter (where instant_booking)::int as instant, count(*) filter (where is_recommended)::int as recommended,
              count(*) filter (where satisfaction_guarantee)::int as guaranteed, count(*)::int as approved,
              count(*) filter (where acceptance_rate < 0.3)::int as low_acceptance
       from provider where status = 'approved'`,
    );
    expect(figures!.min_cancel).toBeGreaterThanOrEqual(0);
    expect(figures!.max_cancel).toBeGreaterThan(0);
    expect(figures!.max_cancel).toBeLessThanOrEqual(0.2);
    expect(figures!.min_response).toBeGreaterThanOrEqual(5 * 60);
    expect(figures!.max_response).toBeLessThanOrEqual(30 * 3600);
    expect(figures!.min_acceptance).toBeGreaterThanOrEqual(0.15);
    expect(figures!.max_acceptance).toBeLessThanOrEqual(1);
    expect(figures!.low_acceptance).toBeGreaterThanOrEqual(1);
    expect(figures!.instant).toBeGreaterThanOrEqual(3);
    expect(figures!.recommended).toBeGreaterThanOrEqual(3);
    expect(figures!.guaranteed).toBeGreaterThan(figures!.approved! / 2);
    expect(figures!.guaranteed).toBeLessThan(figures!.approved!);
    const [history] = await rows<{ future_done: number; answered: number }>(
      `select count(*) filter (where status in ('done', 'cancelled', 'request_denied', 'expired') and starts_at > now())::int as future_done,
              count(*) filter (where accepted_at is not null or declined_at is not null)::int as answered
       from booking`,
    );
    expect(history).toEqual({ future_done: 0, answered: expect.any(Number) });
    expect(history!.answered).toBeGreaterThan(100);
  });

  it('never makes a pending provider recommended or rated', async () => {
    const [pending] = await rows<{ recommended: number; rated: number; ratings: number }>(
      `select count(*) filter (where is_recommended)::int as recommended, count(*) filter (where rating_count > 0)::int as rated,
              (select count(*)::int from provider_rating r join provider x on x.id = r.provider_id where x.status = 'pending') as ratings
       from provider where status = 'pending'`,
    );
    expect(pending).toEqual({ recommended: 0, rated: 0, ratings: 0 });
  });

  it('fills the profile sections: experience, music and videos for musicians, socials, practical info', async () => {
    const profiles = await rows<{ category: string; content: unknown }>(
      `select c.name as category, p.content from provider p join category c on c.id = p.category_id where p.status = 'approved'`,
    );
    for (const profile of profiles) {
      const content = profileContentSchema.parse(profile.content);
      expect(content.experience).toBeTruthy();
      expect(content.practicalInfo).toBeTruthy();
      if (profile.category === 'music') {
        expect(content.music.some((link) => link.url.startsWith('https://open.spotify.com/'))).toBe(true);
        expect(content.videos.every((link) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(link.url))).toBe(true);
        expect(content.videos.length).toBeGreaterThan(0);
      }
    }
  });

  it('has at least 120 enabled services of approved providers in every category, with a few disabled', async () => {
    const counts = await rows<{ category: string; enabled: number; disabled: number }>(
      `select c.name as category, count(*) filter (where s.enabled)::int as enabled, count(*) filter (where not s.enabled)::int as disabled
       from service s join provider p on p.id = s.provider_id join category c on c.id = s.category_id
       where p.status = 'approved' group by c.name`,
    );
    expect(counts.reduce((sum, row) => sum + row.enabled, 0)).toBeGreaterThanOrEqual(120);
    expect(counts.map((row) => row.category).sort()).toEqual(['cleaning', 'events', 'music']);
    for (const row of counts) expect(row.enabled).toBeGreaterThanOrEqual(25);
    expect(counts.reduce((sum, row) => sum + row.disabled, 0)).toBeGreaterThanOrEqual(3);
  });

  it('gives services believable prices, durations, texts, tags and subcategory items', async () => {
    const services = await rows<{
      category: string; title: string; slug: string; tags: string[]; base_price_ore: number; base_duration_minutes: number;
      max_base_participants: number | null; included: string[]; customer_checklist: string[]; items: number; search: boolean;
    }>(
      `select c.name as category, s.title, s.slug, s.tags, s.base_price_ore, s.base_duration_minutes, s.max_base_participants,
              s.included, s.customer_checklist,
              (select count(*)::int from service_subcategory_item i where i.service_id = s.id) as items,
              exists (select 1 from service_search x where x.service_id = s.id) as search
       from service s join category c on c.id = s.category_id`,
    );
    for (const service of services) {
      expect(service.base_price_ore).toBeGreaterThanOrEqual(49_000);
      expect(service.base_price_ore).toBeLessThanOrEqual(1_500_000);
      expect(service.base_price_ore % 100).toBe(0);
      expect(service.base_duration_minutes).toBeGreaterThanOrEqual(30);
      expect(service.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(service.items).toBeGreaterThan(0);
      expect(service.included.length).toBeGreaterThan(0);
      expect(service.customer_checklist.length).toBeGreaterThan(0);
      expect(service.search).toBe(true);
    }
    expect(new Set(services.map((service) => service.slug)).size).toBe(services.length);
    const words = (category: string) => services.filter((service) => service.category === category).map((service) => `${service.title} ${service.tags.join(' ')}`.toLowerCase()).join(' ');
    for (const word of ['vask', 'vasking', 'rengjøring', 'flyttevask', 'vindusvask']) expect(words('cleaning')).toContain(word);
    for (const word of ['bryllup', 'selskap', 'dj', 'catering', 'fotograf']) expect(words('events')).toContain(word);
    for (const word of ['pianist', 'band', 'sanger', 'gitar']) expect(words('music')).toContain(word);
    const participants = services.filter((service) => service.category !== 'cleaning' && service.max_base_participants !== null);
    expect(participants.length).toBeGreaterThan(20);
    const [linkedItems] = await rows<{ count: number }>(`select count(distinct subcategory_item_id)::int as count from service_subcategory_item`);
    expect(linkedItems!.count).toBeGreaterThanOrEqual(35);
  });

  it('offers add-ons of both unit types, within their own limits', async () => {
    const [addons] = await rows<{ custom: number; participant: number; per_service_max: number; with_units_in_base: number }>(
      `select count(*) filter (where unit_type = 'custom')::int as custom, count(*) filter (where unit_type = 'participant')::int as participant,
              (select max(n)::int from (select count(*) as n from service_addon group by service_id) counts) as per_service_max,
              count(*) filter (where units_in_base_price > 0)::int as with_units_in_base
       from service_addon`,
    );
    expect(addons!.custom).toBeGreaterThan(50);
    expect(addons!.participant).toBeGreaterThan(5);
    expect(addons!.per_service_max).toBeLessThanOrEqual(4);
    expect(addons!.with_units_in_base).toBeGreaterThan(0);
  });

  it('rates every approved provider 4–18 times over the last 18 months, mostly with 4–5 stars, and keeps the figures on the rows', async () => {
    const ratings = await rows<{ provider_id: string; num_stars: number; anonymous: boolean; customer_firstname: string | null; external_id: string | null; created_at: string }>(
      `select r.provider_id, r.num_stars, r.anonymous, r.customer_firstname, r.external_id, r.created_at from provider_rating r`,
    );
    const perProvider = Object.groupBy(ratings, (rating) => rating.provider_id);
    const [approved] = await rows<{ count: number }>(`select count(*)::int as count from provider where status = 'approved'`);
    expect(Object.keys(perProvider)).toHaveLength(approved!.count);
    for (const list of Object.values(perProvider)) {
      expect(list!.length).toBeGreaterThanOrEqual(4);
      expect(list!.length).toBeLessThanOrEqual(18);
    }
    expect(ratings.filter((rating) => rating.num_stars >= 4).length).toBeGreaterThan(ratings.length * 0.7);
    expect(ratings.some((rating) => rating.num_stars <= 2)).toBe(true);
    expect(ratings.filter((rating) => rating.anonymous).every((rating) => rating.customer_firstname === null)).toBe(true);
    expect(ratings.some((rating) => rating.anonymous)).toBe(true);
    expect(ratings.some((rating) => rating.external_id)).toBe(true);
    const eighteenMonthsAgo = Date.now() - 549 * 86_400_000;
    for (const rating of ratings) {
      const createdAt = new Date(rating.created_at).getTime();
      expect(createdAt).toBeGreaterThan(eighteenMonthsAgo);
      expect(createdAt).toBeLessThan(Date.now());
    }
    const mismatches = await rows(
      `select p.id from provider p left join provider_rating r on r.provider_id = p.id group by p.id
       having p.rating_count <> count(r.id) or p.rating_average is distinct from round(avg(r.num_stars), 2)
       union all
       select s.id from service s left join provider_rating r on r.service_id = s.id group by s.id
       having s.rating_count <> count(r.id) or s.rating_average is distinct from round(avg(r.num_stars), 2)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('asks every question type in each category, with a follow-up that depends on an answer', async () => {
    const questions = await rows<{ category: string; type: string; depends: string | null; answer: string | null }>(
      `select c.name as category, q.type, q.depends_on_question_id as depends, q.depends_on_answer as answer
       from category_question q join category c on c.id = q.category_id`,
    );
    for (const category of ['cleaning', 'events', 'music']) {
      const own = questions.filter((question) => question.category === category);
      expect(new Set(own.map((question) => question.type))).toEqual(new Set(categoryQuestionTypes));
      expect(own.some((question) => question.depends && question.answer)).toBe(true);
    }
  });

  it('stores a picture file for every URL in the rows, each a small SVG', async () => {
    const urls = await rows<{ url: string }>(
      `select photo as url from provider union all select cover_original from provider union all select cover_square from provider
       union all select cover_wide from provider union all select square from provider_picture union all select wide from provider_picture
       union all select square from service_picture union all select wide from service_picture`,
    );
    expect(urls.every((row) => row.url?.startsWith('/media/demo/'))).toBe(true);
    for (const { url } of urls) {
      const svg = await readFile(media.pathOf(media.keyFromUrl(url)!), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
      expect(Buffer.byteLength(svg), url).toBeLessThan(6 * 1024);
      expect(svg).not.toMatch(/<script|on\w+=|href="http/i);
    }
    const [pictures] = await rows<{ without: number; untitled: number; too_many: number }>(
      `select (select count(*)::int from service s where not exists (select 1 from service_picture p where p.service_id = s.id)) as without,
              (select count(*)::int from service_picture where title is null or title = '') as untitled,
              (select count(*)::int from (select service_id from service_picture group by service_id having count(*) > 3) x) as too_many`,
    );
    expect(pictures).toEqual({ without: 0, untitled: 0, too_many: 0 });
  });
});
