import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pagedSchema } from '#shared/explore/paged.schema.ts';
import { type ProviderRating, providerRatingSchema } from '#shared/explore/rating.schema.ts';
import { encodeCursor } from '#server/modules/explore/cursor.ts';
import { createProvider, createRating, createService } from '#server/test/discovery-factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { reviveDates } from '#shared/json/revive-dates.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();
const pageSchema = pagedSchema(providerRatingSchema);

async function ratings(providerId: string, params: Record<string, string | number> = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]));
  const response = await app.inject({ method: 'GET', url: `/api/ratings/${providerId}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return pageSchema.parse(JSON.parse(response.body, reviveDates));
}

const comments = (page: { data: ProviderRating[] }) => page.data.map((rating) => rating.comment);

/** Five ratings a day apart: (stars, comment), oldest first. */
async function ratedProvider() {
  const provider = await createProvider(em);
  const rows: Array<[number, string]> = [[4, 'første'], [2, 'andre'], [5, 'tredje'], [2, 'fjerde'], [5, 'femte']];
  for (const [index, [numStars, comment]] of rows.entries()) {
    await createRating(em, provider, { numStars, comment, createdAt: new Date(Date.UTC(2026, 0, 1 + index, 12)) });
  }
  return provider;
}

describe('GET /api/ratings/{providerId}', () => {
  it('sorts latest (the default), oldest, high to low and low to high (equal stars newest first)', async () => {
    const provider = await ratedProvider();
    expect(comments(await ratings(provider.id))).toEqual(['femte', 'fjerde', 'tredje', 'andre', 'første']);
    expect(comments(await ratings(provider.id, { sort: 'latest' }))).toEqual(['femte', 'fjerde', 'tredje', 'andre', 'første']);
    expect(comments(await ratings(provider.id, { sort: 'oldest' }))).toEqual(['første', 'andre', 'tredje', 'fjerde', 'femte']);
    expect(comments(await ratings(provider.id, { sort: 'high_low' }))).toEqual(['femte', 'tredje', 'første', 'fjerde', 'andre']);
    expect(comments(await ratings(provider.id, { sort: 'low_high' }))).toEqual(['fjerde', 'andre', 'første', 'femte', 'tredje']);
  });

  it('keeps the ratings of one service with `service`, in the same sorts and pages', async () => {
    const provider = await createProvider(em);
    const cleaning = await createService(em, provider, { title: 'Vask' });
    const windows = await createService(em, provider, { title: 'Vinduer' });
    const other = await createService(em, await createProvider(em));
    for (const [index, [service, comment]] of ([[cleaning, 'vask 1'], [windows, 'vinduer'], [cleaning, 'vask 2'], [null, 'uten tjeneste'], [cleaning, 'vask 3']] as const).entries()) {
      await createRating(em, provider, { service, comment, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) });
    }
    expect(comments(await ratings(provider.id, { service: cleaning.id }))).toEqual(['vask 3', 'vask 2', 'vask 1']);
    const first = await ratings(provider.id, { service: cleaning.id, max: 2 });
    expect(comments(first)).toEqual(['vask 3', 'vask 2']);
    expect(comments(await ratings(provider.id, { service: cleaning.id, max: 2, next: first.next! }))).toEqual(['vask 1']);
    expect(comments(await ratings(provider.id, { service: cleaning.id, sort: 'oldest' }))).toEqual(['vask 1', 'vask 2', 'vask 3']);
    // Another provider's service: none of this provider's ratings.
    expect((await ratings(provider.id, { service: other.id })).data).toEqual([]);
    const bad = await app.inject({ method: 'GET', url: `/api/ratings/${provider.id}?service=vask` });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the rating fields; the first name is hidden when the customer chose to stay anonymous', async () => {
    const provider = await createProvider(em);
    const service = await createService(em, provider, { title: 'Flyttevask' });
    const named = await createRating(em, provider, {
      numStars: 5,
      comment: 'Strålende!',
      customerFirstname: 'Åse',
      service,
      externalId: 'mittanbud-17',
      createdAt: new Date('2026-02-01T10:00:00.000Z'),
    });
    await createRating(em, provider, { numStars: 3, customerFirstname: 'Hemmelig', anonymous: true, createdAt: new Date('2026-01-01T10:00:00.000Z') });
    const page = await ratings(provider.slug);
    expect(page.data[0]).toEqual({
      id: named.id,
      numStars: 5,
      serviceTitle: 'Flyttevask',
      comment: 'Strålende!',
      customerFirstname: 'Åse',
      created: new Date('2026-02-01T10:00:00.000Z'),
      externalId: 'mittanbud-17',
      reply: null,
    });
    expect(page.data[1]).toMatchObject({ numStars: 3, customerFirstname: null, comment: null, serviceTitle: null });
    expect(JSON.stringify(page)).not.toContain('Hemmelig');
  });

  it('answers an empty page for an approved provider without ratings', async () => {
    const provider = await createProvider(em);
    expect(await ratings(provider.id)).toEqual({ data: [], next: null });
  });

  it.each(['latest', 'oldest', 'high_low', 'low_high'] as const)(
    'walks every page (%s) while ratings are added: no repeats, no gaps',
    async (sort) => {
      const provider = await createProvider(em);
      const existing: string[] = [];
      // Equal times as well as equal stars, so the id has to break ties.
      const sameTime = new Date('2026-01-15T12:00:00.000Z');
      for (const [index, numStars] of [3, 3, 5, 1, 3, 4, 2].entries()) {
        const createdAt = index % 2 === 0 ? sameTime : new Date(Date.UTC(2026, 0, 1 + index));
        existing.push((await createRating(em, provider, { numStars, createdAt })).id);
      }
      const seen: string[] = [];
      let next: string | null = null;
      let round = 0;
      do {
        const page: { data: ProviderRating[]; next: string | null } = await ratings(provider.id, { sort, max: 2, ...(next ? { next } : {}) });
        seen.push(...page.data.map((rating) => rating.id));
        next = page.next;
        round += 1;
        // New ratings before, at and after the cursor in every order, in the first rounds.
        if (round <= 3) {
          for (const numStars of [1, 3, 5]) await createRating(em, provider, { numStars, createdAt: new Date(Date.UTC(2026, 0, 10 + round)) });
          await createRating(em, provider, { numStars: 3, createdAt: sameTime });
        }
      } while (next && round < 50);
      expect(next).toBeNull();
      expect(new Set(seen).size).toBe(seen.length);
      for (const id of existing) expect(seen).toContain(id);
    },
  );

  it('answers 404 for an unknown, pending or rejected provider', async () => {
    const pending = await createProvider(em, { status: 'pending' });
    await createRating(em, pending);
    const rejected = await createProvider(em, { status: 'rejected' });
    for (const key of [randomUUID(), 'finnes-ikke', pending.id, rejected.slug]) {
      const response = await app.inject({ method: 'GET', url: `/api/ratings/${key}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().data.key).toBe('error.http.resource_not_found');
    }
  });

  it('refuses bad input with 400', async () => {
    const provider = await createProvider(em);
    const cases: Array<[string, string | undefined]> = [
      ['sort=best', 'sort'],
      ['max=0', 'max'],
      ['max=51', 'max'],
      ['next=%20', 'next'],
    ];
    for (const [query, path] of cases) {
      const response = await app.inject({ method: 'GET', url: `/api/ratings/${provider.id}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().data.issues[0].path).toBe(path);
    }
    for (const next of [encodeCursor('oldest', ['2026-01-01T00:00:00.000000Z', randomUUID()]), encodeCursor('latest', [5, randomUUID()]), 'bm9wZQ']) {
      const response = await app.inject({ method: 'GET', url: `/api/ratings/${provider.id}?sort=latest&next=${next}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.key).toBe('error.paging.invalid_cursor');
    }
  });
});
