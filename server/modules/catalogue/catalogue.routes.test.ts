import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { categoryListSchema, categorySchema } from '#shared/catalogue/category.schema.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { createCategory } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { categoryCacheTtlMs } from './catalogue.routes.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();
const garden = await createCategory(em, { titleNb: 'Hagearbeid', titleEn: 'Gardening', sortIndex: -100 });

describe('GET /api/explore/categories', () => {
  it('lists categories in display order with titles in nb and en and their subcategories', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/explore/categories' });
    expect(response.statusCode).toBe(200);
    const categories = categoryListSchema.parse(response.json());
    const first = categories[0];
    expect(first?.slug).toBe(garden.slug);
    expect(first?.title).toEqual({ nb: 'Hagearbeid', en: 'Gardening' });
    expect(first?.taxRate).toBe(25);
    expect(first?.subcategories[0]).toMatchObject({ titleNo: 'Plen', titleEn: 'Lawn' });
    expect(first?.subcategories[0]?.subCategoryItems[0]).toMatchObject({ titleNo: 'Klipping', titleEn: 'Mowing' });
    const orders = categories.map((category) => category.sortIndex);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('GET /api/explore/categories freshness', () => {
  it('shows a new category once the short cache has expired, not later', async () => {
    const clock = new ManualClock();
    const cached = await buildTestApp({ clock });
    const slugs = async () => (await cached.inject({ method: 'GET', url: '/api/explore/categories' })).json().map((c: { slug: string }) => c.slug);
    await slugs();
    const added = await createCategory(cached.orm.em.fork());
    clock.advance(categoryCacheTtlMs - 1);
    expect(await slugs()).not.toContain(added.slug);
    clock.advance(1);
    expect(await slugs()).toContain(added.slug);
  });
});

describe('GET /api/explore/categories/{id} and /slug/{slug}', () => {
  it('finds one category by id and by slug', async () => {
    const byId = await app.inject({ method: 'GET', url: `/api/explore/categories/${garden.id}` });
    expect(byId.statusCode).toBe(200);
    expect(categorySchema.parse(byId.json()).slug).toBe(garden.slug);

    const bySlug = await app.inject({ method: 'GET', url: `/api/explore/categories/slug/${garden.slug}` });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().id).toBe(garden.id);
  });

  it('answers an unknown id or slug with 404 and the not-found key', async () => {
    for (const url of [`/api/explore/categories/${randomUUID()}`, '/api/explore/categories/slug/finnes-ikke']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, data: { key: 'error.http.resource_not_found' } });
    }
  });

  it('answers a malformed slug with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/explore/categories/slug/DROP%20TABLE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].path).toBe('slug');
  });
});
