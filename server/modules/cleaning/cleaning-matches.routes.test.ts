import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { SubcategoryItemEntity } from '#server/modules/catalogue/subcategory-item.entity.ts';
import { SubcategoryEntity } from '#server/modules/catalogue/subcategory.entity.ts';
import { ProviderScheduleEntity } from '#server/modules/providers/provider-schedule.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createTestBooking } from '#server/test/booking-factories.ts';
import { createAddon, createProvider, createService } from '#server/test/discovery-factories.ts';
import { cleaningCategory, createCategory, unique } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

// Tuesday 1 December 2026, 09:00 in Oslo. Providers without a saved schedule work weekdays
// 08–16 and take bookings a day ahead.
const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();

const matches = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/cleaning/estimate/matches', payload });
// 85 m² is 3 hours, the fridge one more. Sandvika lies around Oslo, where only cleaning delivers.
const job = { type: 'recurring', frequency: 'weekly', sizeM2: 85, fridge: true, postalCode: '1337' };

const addonIds = new Map<string, { extraHour: string; fridge: string }>();

async function cleaner(price: number, minutes: number, options: { areas?: string[]; addons?: boolean; paused?: boolean; subcategory?: string } = {}) {
  const category = await cleaningCategory(em);
  const provider = await createProvider(em, { category });
  let items: SubcategoryItemEntity[] = [];
  if (options.subcategory) {
    const subcategory = em.create(SubcategoryEntity, { category, name: options.subcategory, titleNo: 'Flyttevask', titleEn: 'Move-out cleaning' });
    items = [em.create(SubcategoryItemEntity, { subcategory, name: unique('flytt'), titleNo: 'Flyttevask', titleEn: 'Move-out' })];
    await em.flush();
  }
  const service = await createService(em, provider, { title: unique('Fast vask'), areas: options.areas ?? ['oslo-omegn'], basePriceOre: price, baseDurationMinutes: minutes, subCategoryItems: items });
  if (options.addons !== false) {
    addonIds.set(service.id, {
      extraHour: (await createAddon(em, service, { title: 'Ekstra time', unitPriceOre: 30_000, maxUnits: 4 })).id,
      fridge: (await createAddon(em, service, { title: 'Vask av kjøleskap', unitPriceOre: 20_000, maxUnits: 1 })).id,
    });
  }
  if (options.paused) {
    em.create(ProviderScheduleEntity, { provider, isAvailable: false, weekdays: [], overrides: [] });
    await em.flush();
  }
  return service;
}

describe('POST /api/cleaning/estimate/matches', () => {
  it('lists the cleaners free on the preferred day, each with its price for the job, those who cover it first', async () => {
    const covers = await cleaner(5_000, 180);
    const short = await cleaner(4_000, 120, { addons: false });
    const paused = await cleaner(3_000, 180, { paused: true });
    const osloOnly = await cleaner(3_000, 180, { areas: ['oslo'] });
    const moveOut = await cleaner(3_000, 180, { subcategory: 'move-out' });
    const garden = await createService(em, await createProvider(em, { category: await createCategory(em) }), { areas: ['oslo-omegn'], basePriceOre: 1_000 });

    const response = await matches({ ...job, extraHours: 1, preferredDate: '2026-12-04' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.estimate).toMatchObject({ hours: 5, priceOre: 300_000, place: 'Sandvika' });
    const ids = body.matches.map((match: { service: { id: string } }) => match.service.id);
    for (const excluded of [paused, osloOnly, moveOut, garden]) expect(ids).not.toContain(excluded.id);
    expect(ids.indexOf(covers.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(covers.id)).toBeLessThan(ids.indexOf(short.id));

    const found = body.matches.find((match: { service: { id: string } }) => match.service.id === covers.id);
    // Five hours: the service's 3, its fridge add-on's hour and one of its extra hours.
    const { extraHour, fridge } = addonIds.get(covers.id)!;
    expect(found).toMatchObject({ priceOre: 5_000 + 20_000 + 30_000, durationMinutes: 300, coversEstimate: true, day: '2026-12-04' });
    expect(found.addons).toEqual(expect.arrayContaining([{ id: fridge, units: 1 }, { id: extraHour, units: 1 }]));
    // 08:00 to 11:00 Oslo time: a five-hour job ends by 16:00.
    expect(found.times[0]).toBe('2026-12-04T07:00:00.000Z');
    expect(found.times.at(-1)).toBe('2026-12-04T10:00:00.000Z');
    expect(found.service).toMatchObject({ slug: covers.slug, provider: { id: expect.any(String) } });

    const shortMatch = body.matches.find((match: { service: { id: string } }) => match.service.id === short.id);
    expect(shortMatch).toMatchObject({ priceOre: 4_000, durationMinutes: 120, coversEstimate: false, addons: [] });
  });

  it('without a preferred date finds the first day a cleaner is free', async () => {
    const service = await cleaner(2_000, 180);
    const response = await matches(job);
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json().matches.find((match: { service: { id: string } }) => match.service.id === service.id);
    // A day's notice: from Wednesday 09:00.
    expect(found).toMatchObject({ day: '2026-12-02' });
    expect(found.times[0]).toBe('2026-12-02T08:00:00.000Z');
  });

  it('leaves out the time a booking took since the last estimate', async () => {
    const service = await cleaner(2_500, 180);
    const timesOf = async () => {
      const response = await matches({ ...job, preferredDate: '2026-12-04' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().matches.find((match: { service: { id: string } }) => match.service.id === service.id)?.times as string[];
    };
    expect((await timesOf())[0]).toBe('2026-12-04T07:00:00.000Z');

    // Friday 08:00–12:00 in Oslo, confirmed: a four-hour job starts at 12:00 at the earliest.
    const provider = await em.findOneOrFail(ProviderEntity, service.provider.id);
    await createTestBooking(em.fork(), { provider, service, startsAt: new Date('2026-12-04T07:00:00Z'), minutes: 240, status: 'confirmed', now: clock.now() });
    expect(await timesOf()).toEqual(['2026-12-04T11:00:00.000Z']);
  });

  it('finds nobody on a day off', async () => {
    await cleaner(2_000, 180);
    const response = await matches({ ...job, preferredDate: '2026-12-05' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().matches).toEqual([]);
  });

  it('needs a postal code where cleaning delivers', async () => {
    const missing = await matches({ type: 'one_time', sizeM2: 40 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.issues).toEqual([{ path: 'postalCode', key: 'error.estimate.postal_code_required', message: 'Enter the postal code of the place to be cleaned.' }]);
    const bergen = await matches({ type: 'one_time', sizeM2: 40, postalCode: '5003' });
    expect(bergen.statusCode).toBe(400);
    expect(bergen.json().data.key).toBe('error.service.area_not_allowed');
    const tooBig = await matches({ type: 'one_time', sizeM2: 501, postalCode: '1337' });
    expect(tooBig.json().data.key).toBe('error.estimate.size_unsupported');
  });
});
