import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { signedInAdmin } from '#server/modules/providers/registration-test-kit.ts';
import { createProvider, createRating, createService } from '#server/test/discovery-factories.ts';
import { createCategory, unique } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { startTestWorkers } from '#server/test/test-workers.ts';

/** Tuesday 09:00 in Oslo. The default schedule works weekdays 08:00–16:00 with 24 hours' notice. */
export const start = '2026-12-01T08:00:00Z';
export const thursday = {
  ten: '2026-12-03T09:00:00.000Z',
  eleven: '2026-12-03T10:00:00.000Z',
  noon: '2026-12-03T11:00:00.000Z',
  one: '2026-12-03T12:00:00.000Z',
} as const;

export { bookingRequestBody as bookingBody } from '#server/test/factories.ts';

/** Everything the public sees of a provider with one service, when it is shown. */
export const visible = {
  services: true,
  search: true,
  providers: true,
  providerSearch: true,
  promo: true,
  categoryProviders: true,
  servicePage: 200,
  providerPage: 200,
  providerServices: 200,
  ratings: 200,
  serviceHead: 200,
  providerHead: 200,
  sitemap: true,
  location: 200,
  days: 200,
  times: 200,
};

/** The same, when it is hidden: gone from lists, its pages not found, its calendar not bookable. */
export const hidden = {
  services: false,
  search: false,
  providers: false,
  providerSearch: false,
  promo: false,
  categoryProviders: false,
  servicePage: 404,
  providerPage: 404,
  providerServices: 404,
  ratings: 404,
  serviceHead: 404,
  providerHead: 404,
  sitemap: false,
  location: 404,
  days: 409,
  times: 409,
};

type Call = { method?: 'GET' | 'POST' | 'PUT'; url: string; sid?: string; payload?: unknown };

/**
 * An app on a manual clock with its workers, the page heads (a client build of one file), a
 * signed-in admin, and the questions the tests of hiding a provider (block, withdrawn approval)
 * ask of it: a fresh public listing, and what the public sees of it.
 */
export async function publicListingKit() {
  const dist = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="nb"><head><title>Tjenestetorget</title></head><body><div id="root"></div></body></html>');
  const clock = new ManualClock(start);
  const app = await buildTestApp({ clock, env: { CLIENT_DIST_DIR: dist, APP_ORIGIN: 'https://tjenestetorget.test' } });
  startTestWorkers(app);
  const em = app.orm.em.fork();
  const admin = await signedInAdmin(app, em);

  const call = ({ method = 'GET', url, sid, payload }: Call) =>
    app.inject({ method, url, ...(sid ? { cookies: { sid } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  /**
   * A recommended provider, the most popular one, bookable at once, with one rated service in
   * Oslo, its names holding a word found nowhere else.
   */
  async function listing() {
    clock.set(start);
    const word = unique('Glassmester').replace(/-/g, '');
    const category = await createCategory(em);
    // The front page shows the few most popular recommended providers of the whole (shared) database.
    const [most] = await em.execute<Array<{ top: number }>>('select coalesce(max(popularity), 0) as top from provider');
    const provider = await createProvider(em, { category, isRecommended: true, popularity: Number(most?.top ?? 0) + 1, instantBooking: true, displayName: `Klar ${word}` });
    const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60, title: `Vindusvask ${word}` });
    await createRating(em, provider, { numStars: 5, comment: 'Veldig bra' });
    return { word, category, provider, service, owner: provider.owner };
  }

  /** Everything the public sees of a listing: in each list or not, and what each page answers. */
  async function publicView(l: Awaited<ReturnType<typeof listing>>): Promise<typeof visible> {
    const ids = async (url: string) => {
      const response = await call({ url });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      const body = response.json<{ data?: Array<{ id: string }> } | Array<{ id: string }>>();
      return (Array.isArray(body) ? body : (body.data ?? [])).map((row) => row.id);
    };
    const status = async (url: string) => (await call({ url })).statusCode;
    const sitemap = (await call({ url: '/sitemap.xml' })).body;
    return {
      services: (await ids(`/api/explore/services?category=${l.category.slug}`)).includes(l.service.id),
      search: (await ids(`/api/explore/services?query=${encodeURIComponent(l.word)}`)).includes(l.service.id),
      providers: (await ids(`/api/explore/providers?categories=${l.category.slug}`)).includes(l.provider.id),
      providerSearch: (await ids(`/api/explore/providers?query=${encodeURIComponent(l.word)}`)).includes(l.provider.id),
      promo: (await ids('/api/explore/promo/providers')).includes(l.provider.id),
      categoryProviders: (await ids(`/api/explore/provider/categories/${encodeURIComponent(l.category.slug)}`)).includes(l.provider.id),
      servicePage: await status(`/api/service/public/${l.service.slug}`),
      providerPage: await status(`/api/provider/public/${l.provider.slug}`),
      providerServices: await status(`/api/provider/public/${l.provider.slug}/services`),
      ratings: await status(`/api/ratings/${l.provider.id}`),
      serviceHead: await status(`/service/${l.service.slug}`),
      providerHead: await status(`/tilbyder/${l.provider.slug}`),
      sitemap: sitemap.includes(l.service.slug) && sitemap.includes(l.provider.slug),
      location: await status(`/api/location/service/${l.service.id}?locationName=0155`),
      days: await status(`/api/explore/services/${l.service.id}/days-available?year=2026`),
      times: await status(`/api/explore/services/${l.service.id}/times-available?day=2026-12-03`),
    };
  }

  return { app, clock, em, admin, call, listing, publicView };
}
