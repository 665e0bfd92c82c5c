import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { describe, expect, it, vi } from 'vitest';
import { pagedSchema } from '#shared/explore/paged.schema.ts';
import { providerListingSchema } from '#shared/explore/provider.schema.ts';
import { serviceCardSchema } from '#shared/explore/service.schema.ts';
import { defaultSchedule, type Schedule } from '#shared/providers/schedule.schema.ts';
import { ManualClock } from '#server/lib/clock.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { insertBooking } from '#server/modules/bookings/booking-insert.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { saveSchedule } from '#server/modules/providers/schedule.service.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { exploreCacheTtlMs } from './explore.routes.ts';

// Monday 16 November 2026, 09:55 in Oslo (UTC+1). Every request first moves the clock past the
// 5 s cache; a test that needs another "now" sets it.
const start = '2026-11-16T08:55:00Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();
const minute = 60_000;

const weekdaysHours = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({
  day,
  workingHours: [{ from: '08:00', to: '16:00' }],
}));

/** Weekdays 08:00–16:00, 30 days ahead, a day's notice. */
const schedule: Schedule = { ...defaultSchedule, horizonDays: 30, weekdays: weekdaysHours, earliestAvailableHours: 24 };

async function provider(category: { id: string }, name: string, own: Partial<Schedule> = {}, popularity = 0): Promise<ProviderEntity> {
  const created = await createProvider(em, { category: category as never, displayName: name, popularity });
  await saveSchedule(em, created, { ...schedule, ...own });
  return created;
}

async function book(owner: ProviderEntity, service: ServiceEntity, startsAt: string, minutes: number): Promise<void> {
  const starts = new Date(startsAt);
  await insertBooking(em.fork(), {
    customer: (await createTestUser(em)).id,
    provider: owner.id,
    service,
    status: 'awaiting_payment',
    startsAt: starts,
    endsAt: new Date(starts.getTime() + minutes * minute),
    bufferMinutes: 0,
    priceOre: 100_000,
    vatOre: 20_000,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryAddress: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    now: clock.now(),
  });
}

async function get(path: string, params: Record<string, string | number>) {
  clock.advance(exploreCacheTtlMs);
  const query = new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]));
  const response = await app.inject({ method: 'GET', url: `${path}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

async function serviceTitles(params: Record<string, string | number>): Promise<string[]> {
  const page = pagedSchema(serviceCardSchema).parse(await get('/api/explore/services', params));
  return page.data.map((card) => card.title).sort();
}

async function providerNames(params: Record<string, string | number>): Promise<string[]> {
  const page = pagedSchema(providerListingSchema).parse(await get('/api/explore/providers', params));
  return page.data.map((listing) => listing.profile.displayName).sort();
}

/** Wednesday 18 November 2026, the whole day in Oslo (a date picked without a time). */
const wednesday = { from: '2026-11-18T00:00:00+01:00', to: '2026-11-19T00:00:00+01:00' };

describe('GET /api/explore/services and /providers: date filter by real availability', () => {
  it('leaves out a provider whose only working day in the span is fully booked, keeps one with a free slot', async () => {
    clock.set(start);
    const category = await createCategory(em);
    const booked = await provider(category, 'Fullbooket');
    const free = await provider(category, 'Ledig');
    const bookedService = await createService(em, booked, { title: 'Fullbooket tjeneste', baseDurationMinutes: 60 });
    await createService(em, free, { title: 'Ledig tjeneste', baseDurationMinutes: 60 });
    await book(booked, bookedService, '2026-11-18T08:00:00+01:00', 450); // to 15:30: no hour left before 16:00

    const filter = { category: category.slug, ...wednesday };
    expect(await serviceTitles(filter)).toEqual(['Ledig tjeneste']);
    expect(await providerNames({ categories: category.slug, ...wednesday })).toEqual(['Ledig']);
    // A shorter service of the booked provider fits in the last half hour, so the provider matches again.
    await createService(em, booked, { title: 'Kort tjeneste', baseDurationMinutes: 30 });
    expect(await serviceTitles(filter)).toEqual(['Kort tjeneste', 'Ledig tjeneste']);
    expect(await providerNames({ categories: category.slug, ...wednesday })).toEqual(['Fullbooket', 'Ledig']);
    // The span's own times count, both ends included.
    const span = (from: string, to: string) => ({ category: category.slug, from: `2026-11-18T${from}:00+01:00`, to: `2026-11-18T${to}:00+01:00` });
    expect(await serviceTitles(span('15:00', '15:30'))).toEqual(['Kort tjeneste', 'Ledig tjeneste']);
    expect(await serviceTitles(span('14:31', '15:00'))).toEqual(['Ledig tjeneste']);
    expect(await serviceTitles(span('14:31', '14:59'))).toEqual([]);
  });

  it("keeps each provider's own buffer clear, past the span's last midnight too, and its daily limit", async () => {
    clock.set(start);
    const category = await createCategory(em);
    // Wednesday's only hour is 23:00–24:00: a 60-minute booking starts at 23:00 or not at all.
    const lateHour = { overrides: [{ date: '2026-11-18', isAvailable: true, workingHours: [{ from: '23:00', to: '23:59' }] }] };
    const buffered = await provider(category, 'Med buffer', { ...lateHour, bufferTimeMinutes: 45 });
    const unbuffered = await provider(category, 'Uten buffer', { ...lateHour, bufferTimeMinutes: 0 });
    const limited = await provider(category, 'Ett oppdrag om dagen', { maxDailyBookings: 1 });
    const bufferedService = await createService(em, buffered, { title: 'Med buffer', baseDurationMinutes: 60 });
    const unbufferedService = await createService(em, unbuffered, { title: 'Uten buffer', baseDurationMinutes: 60 });
    const limitedService = await createService(em, limited, { title: 'Ett oppdrag om dagen', baseDurationMinutes: 60 });
    const filter = { category: category.slug, ...wednesday };
    expect(await serviceTitles(filter)).toEqual(['Ett oppdrag om dagen', 'Med buffer', 'Uten buffer']);

    // Thursday 00:30 lies inside the buffered provider's 45 minutes after a 23:00 booking only.
    await book(buffered, bufferedService, '2026-11-19T00:30:00+01:00', 30);
    await book(unbuffered, unbufferedService, '2026-11-19T00:30:00+01:00', 30);
    await book(limited, limitedService, '2026-11-18T08:00:00+01:00', 60);
    expect(await serviceTitles(filter)).toEqual(['Uten buffer']);
    expect(await providerNames({ categories: category.slug, ...wednesday })).toEqual(['Uten buffer']);
  });

  it('follows overrides: a closed date removes the day, an opened date adds one', async () => {
    clock.set(start);
    const category = await createCategory(em);
    const closed = await provider(category, 'Stengt onsdag', { overrides: [{ date: '2026-11-18', isAvailable: false, workingHours: [] }] });
    const saturday = await provider(category, 'Åpen lørdag', { overrides: [{ date: '2026-11-21', isAvailable: true, workingHours: [{ from: '10:00', to: '12:00' }] }] });
    await createService(em, closed, { title: 'Stengt' });
    await createService(em, saturday, { title: 'Lørdag', baseDurationMinutes: 120 });

    expect(await serviceTitles({ category: category.slug, ...wednesday })).toEqual(['Lørdag']);
    expect(await serviceTitles({ category: category.slug, from: '2026-11-21T00:00:00+01:00', to: '2026-11-22T00:00:00+01:00' })).toEqual(['Lørdag']);
    expect(await providerNames({ categories: category.slug, from: '2026-11-21T00:00:00+01:00', to: '2026-11-22T00:00:00+01:00' })).toEqual(['Åpen lørdag']);
    // A paused provider has no free time at all.
    const paused = await provider(category, 'Pause', { isAvailable: false });
    await createService(em, paused, { title: 'Pause' });
    expect(await serviceTitles({ category: category.slug, ...wednesday })).toEqual(['Lørdag']);
  });

  it('respects the notice and the horizon', async () => {
    clock.set(start);
    const category = await createCategory(em);
    const notice = await provider(category, 'Dags varsel');
    const quick = await provider(category, 'Straks', { earliestAvailableHours: 0 });
    const far = await provider(category, 'Langt frem', { horizonDays: 60 });
    await createService(em, notice, { title: 'Dags varsel' });
    await createService(em, quick, { title: 'Straks' });
    await createService(em, far, { title: 'Langt frem' });

    // Today from 12:00: only without notice. Tomorrow before 09:55 is within the day's notice too.
    const today = { category: category.slug, from: '2026-11-16T12:00:00+01:00', to: '2026-11-16T16:00:00+01:00' };
    expect(await serviceTitles(today)).toEqual(['Straks']);
    expect(await serviceTitles({ category: category.slug, from: '2026-11-17T08:00:00+01:00', to: '2026-11-17T09:30:00+01:00' })).toEqual(['Straks']);
    expect(await serviceTitles({ category: category.slug, from: '2026-11-17T10:00:00+01:00', to: '2026-11-17T10:00:00+01:00' })).toEqual([
      'Dags varsel',
      'Langt frem',
      'Straks',
    ]);
    // 30 days ahead is Wednesday 16 December, bookable all day; Thursday 17th only 60 days ahead.
    expect(await serviceTitles({ category: category.slug, from: '2026-12-16T08:00:00+01:00', to: '2026-12-16T16:00:00+01:00' })).toHaveLength(3);
    expect(await serviceTitles({ category: category.slug, from: '2026-12-17T08:00:00+01:00', to: '2026-12-17T16:00:00+01:00' })).toEqual(['Langt frem']);
    // Earlier today has nothing left, but is no mistake.
    expect(await serviceTitles({ category: category.slug, from: '2026-11-16T08:00:00+01:00', to: '2026-11-16T09:00:00+01:00' })).toEqual([]);
  });

  it('refuses a day before today in Oslo with 400 on that end, for services and providers', async () => {
    // Tuesday 17 November, 00:30 in Oslo while it is still Monday in UTC.
    clock.set('2026-11-16T23:30:00Z');
    const past = async (path: string, params: Record<string, string>, field: string) => {
      clock.advance(exploreCacheTtlMs);
      const response = await app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(params)}` });
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json()).toEqual({
        message: 'Some fields are not filled in correctly.',
        status: 400,
        data: { key: 'error.validation.failed', issues: [{ path: field, key: 'error.explore.date_in_past', message: 'Choose today or a later date.' }] },
      });
    };
    const monday = { from: '2026-11-16T00:00:00+01:00', to: '2026-11-17T00:00:00+01:00' };
    await past('/api/explore/services', { from: monday.from }, 'from');
    await past('/api/explore/services', monday, 'from');
    // A date picked without a time ends at the next midnight, so this `to` is the end of Monday.
    await past('/api/explore/services', { to: monday.to }, 'to');
    await past('/api/explore/providers', monday, 'from');
    // Tuesday, today, from its first minute: answered.
    expect(await serviceTitles({ from: '2026-11-17T00:00:00+01:00', to: '2026-11-18T00:00:00+01:00', query: 'ingenting-her-finnes' })).toEqual([]);
    expect(await providerNames({ to: '2026-11-17T00:01:00+01:00', query: 'ingenting-her-finnes' })).toEqual([]);
  });

  it('counts real hours in the weeks the clocks change', async () => {
    const category = await createCategory(em);
    // Sundays 00:00–06:00: seven real hours on 25 October 2026, five on 28 March 2027.
    const nights = await provider(category, 'Natt', {
      weekdays: [{ day: 'SUNDAY', workingHours: [{ from: '00:00', to: '06:00' }] }],
      horizonDays: 200,
      earliestAvailableHours: 0,
    });
    await createService(em, nights, { title: 'Sju timer', baseDurationMinutes: 7 * 60 });
    await createService(em, nights, { title: 'Halvsjette time', baseDurationMinutes: 330 });
    const filter = (from: string, to: string) => ({ category: category.slug, from, to });

    clock.set('2026-10-20T10:00:00Z');
    expect(await serviceTitles(filter('2026-10-25T00:00:00+02:00', '2026-10-26T00:00:00+01:00'))).toEqual(['Halvsjette time', 'Sju timer']);
    // The rest of the week, today to Sunday.
    expect(await serviceTitles(filter('2026-10-20T00:00:00+02:00', '2026-10-25T12:00:00+01:00'))).toEqual(['Halvsjette time', 'Sju timer']);
    expect(await serviceTitles(filter('2026-11-01T00:00:00+01:00', '2026-11-02T00:00:00+01:00'))).toEqual(['Halvsjette time']);

    clock.set('2027-03-20T10:00:00Z');
    expect(await serviceTitles(filter('2027-03-28T00:00:00+01:00', '2027-03-29T00:00:00+02:00'))).toEqual([]);
    expect(await serviceTitles(filter('2027-03-21T00:00:00+01:00', '2027-03-22T00:00:00+01:00'))).toEqual(['Halvsjette time']);
    expect(await providerNames({ categories: category.slug, from: '2027-03-28T00:00:00+01:00', to: '2027-03-29T00:00:00+02:00' })).toEqual([]);
    expect(await providerNames({ categories: category.slug, from: '2027-03-22T00:00:00+01:00', to: '2027-03-29T00:00:00+02:00' })).toEqual([]);
    expect(await providerNames({ categories: category.slug, from: '2027-03-21T00:00:00+01:00', to: '2027-03-29T00:00:00+02:00' })).toEqual(['Natt']);
  });

  it('pages through every match once, in order, past providers without free time', async () => {
    clock.set(start);
    const category = await createCategory(em);
    const expected: string[] = [];
    for (let index = 0; index < 9; index += 1) {
      const name = `Leverandør ${index}`;
      const owner = await provider(category, name, {}, 100 - index);
      const service = await createService(em, owner, { title: `Tjeneste ${index}`, popularity: 100 - index });
      if (index % 3 === 1) await book(owner, service, '2026-11-18T08:00:00+01:00', 8 * 60);
      else expected.push(name);
    }

    const walk = async (path: string, params: Record<string, string | number>, nameOf: (item: never) => string) => {
      const seen: string[] = [];
      let next: string | null = null;
      do {
        const page = (await get(path, next ? { ...params, next } : params)) as { data: never[]; next: string | null };
        seen.push(...page.data.map(nameOf));
        next = page.next;
      } while (next);
      return seen;
    };
    const services = await walk('/api/explore/services', { category: category.slug, ...wednesday, max: 2 }, (card: { title: string }) => card.title);
    expect(services).toEqual(expected.map((name) => name.replace('Leverandør', 'Tjeneste')));
    const providers = await walk(
      '/api/explore/providers',
      { categories: category.slug, ...wednesday, max: 2 },
      (listing: { profile: { displayName: string } }) => listing.profile.displayName,
    );
    expect(providers).toEqual(expected);
  });

  it('runs the filtered search once per scan, not again for the page it found', async () => {
    clock.set(start);
    const category = await createCategory(em);
    for (let index = 0; index < 3; index += 1) {
      const owner = await provider(category, `Enkeltsøk ${index}`, {}, 50 - index);
      await createService(em, owner, { title: `Enkeltsøk ${index}`, popularity: 50 - index });
    }
    // Statements go through MikroORM (`execute`) or, prepared, straight to the driver's pool.
    const execute = vi.spyOn(Object.getPrototypeOf(app.orm.em) as typeof app.orm.em, 'execute');
    const pool = await (app.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    const prepared = vi.spyOn(pool, 'query');
    try {
      // The window's cheap SQL cut names this alias; it is part of the search's conditions only.
      const statements = () => [...execute.mock.calls.map(([statement]) => String(statement)), ...prepared.mock.calls.map(([statement]) => JSON.stringify(statement))];
      const searches = () => statements().filter((statement) => statement.includes('provider_schedule ws')).length;
      expect(await serviceTitles({ category: category.slug, ...wednesday })).toEqual(['Enkeltsøk 0', 'Enkeltsøk 1', 'Enkeltsøk 2']);
      expect(searches()).toBe(1);
      execute.mockClear();
      prepared.mockClear();
      expect(await providerNames({ categories: category.slug, ...wednesday })).toEqual(['Enkeltsøk 0', 'Enkeltsøk 1', 'Enkeltsøk 2']);
      expect(searches()).toBe(1);
    } finally {
      execute.mockRestore();
      prepared.mockRestore();
    }
  });
});
