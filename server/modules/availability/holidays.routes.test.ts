import { describe, expect, it } from 'vitest';
import { pagedSchema } from '#shared/explore/paged.schema.ts';
import { serviceCardSchema } from '#shared/explore/service.schema.ts';
import { defaultSchedule, type Schedule } from '#shared/providers/schedule.schema.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { exploreCacheTtlMs } from '#server/modules/explore/explore.routes.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

// Monday 21 December 2026, 09:00 in Oslo (UTC+1). Julaften is Thursday, 1. and 2. juledag Friday
// and Saturday; 1. nyttårsdag is the Friday after.
const start = '2026-12-21T08:00:00Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();

/** 10:00 in Oslo on a December or January date, as the API sends instants. */
const tenOn = (date: string) => new Date(`${date}T10:00:00+01:00`).toISOString();
const elevenOn = (date: string) => new Date(`${date}T11:00:00+01:00`).toISOString();

/** Monday to Saturday 08:00–16:00, instant booking, a day's notice. */
const schedule: Schedule = {
  ...defaultSchedule,
  instantBooking: true,
  weekdays: (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const).map((day) => ({ day, workingHours: [{ from: '08:00', to: '16:00' }] })),
};

async function setup() {
  clock.set(start);
  const category = await createCategory(em);
  const provider = await createProvider(em, { category, instantBooking: true });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const owner = await sessionCookieFor(app, provider.owner.id);
  const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
  const saveSchedule = async (changes: Partial<Schedule>) => {
    const saved = await call(owner, 'PUT', `/provider/${provider.id}/schedule`, { ...schedule, ...changes });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json() as Schedule;
  };
  await saveSchedule({});
  return { category, provider, service, owner, customer, saveSchedule };
}

function call(cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  // Public answers are kept for 5 s; each call looks after that.
  clock.advance(exploreCacheTtlMs);
  return app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

const bookingBody = (serviceId: string, startTime: string) => bookingRequestBody(serviceId, startTime);

const christmasWeek = (days: readonly string[]) => days.filter((day) => day >= '2026-12-21' && day <= '2026-12-31');

describe('closed on public holidays', () => {
  it('is on for a provider that never saved a schedule, and for a save that leaves it out', async () => {
    clock.set(start);
    const provider = await createProvider(em);
    const owner = await sessionCookieFor(app, provider.owner.id);
    expect((await call(owner, 'GET', `/provider/${provider.id}/schedule`)).json()).toMatchObject({ closedOnHolidays: true });
    const { closedOnHolidays: _left, ...withoutOption } = schedule;
    expect((await call(owner, 'PUT', `/provider/${provider.id}/schedule`, { ...withoutOption, closedOnHolidays: false })).json()).toMatchObject({ closedOnHolidays: false });
    expect((await call(owner, 'PUT', `/provider/${provider.id}/schedule`, withoutOption)).json()).toMatchObject({ closedOnHolidays: true });
    expect((await call(owner, 'GET', `/provider/${provider.id}/schedule`)).json()).toMatchObject({ closedOnHolidays: true });
  });

  it('leaves holidays out of the days and times customers see, and shows them once switched off', async () => {
    const { service, saveSchedule } = await setup();
    const days = async (year: number) => (await call(undefined, 'GET', `/explore/services/${service.id}/days-available?year=${year}`)).json().days as string[];
    const times = async (day: string) => (await call(undefined, 'GET', `/explore/services/${service.id}/times-available?day=${day}`)).json().times as string[];

    expect(christmasWeek(await days(2026))).toEqual(['2026-12-22', '2026-12-23', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']);
    expect(await days(2027)).not.toContain('2027-01-01');
    expect(await times('2026-12-25')).toEqual([]);
    expect(await times('2026-12-23')).toHaveLength(15);

    await saveSchedule({ closedOnHolidays: false });
    expect(christmasWeek(await days(2026))).toEqual(['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']);
    expect(await days(2027)).toContain('2027-01-01');
    expect(await times('2026-12-25')).toHaveLength(15);
  });

  it('refuses a request and a direct booking on a holiday while on, and takes them once off', async () => {
    const { service, customer, saveSchedule } = await setup();
    const request = await call(customer, 'POST', '/custom-request/service', bookingBody(service.id, tenOn('2026-12-24')));
    expect(request.statusCode).toBe(409);
    const booking = await call(customer, 'POST', '/booking', bookingBody(service.id, tenOn('2026-12-25')));
    expect(booking.statusCode).toBe(409);

    await saveSchedule({ closedOnHolidays: false });
    expect((await call(customer, 'POST', '/custom-request/service', bookingBody(service.id, tenOn('2026-12-24')))).statusCode).toBe(201);
    const booked = await call(customer, 'POST', '/booking', bookingBody(service.id, tenOn('2026-12-25')));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ startsAt: tenOn('2026-12-25'), status: 'confirmed' });
  });

  it('refuses to move a booking onto a holiday while on, and moves it once off', async () => {
    const { provider, service, customer, saveSchedule } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id, tenOn('2026-12-23')))).json();
    expect(booking.status).toBe('confirmed');
    const moveTo = (date: string) => call(customer, 'PUT', `/booking/${booking.id}/time`, { from: elevenOn(date), to: new Date(Date.parse(elevenOn(date)) + 3_600_000).toISOString() });
    const suggested = async (day: string) =>
      (await call(customer, 'GET', `/provider/suggest-times?providerId=${provider.id}&day=${day}&baseDurationMillis=3600000&ignoreBooking=${booking.id}`)).json().times as string[];

    expect(christmasWeek((await call(customer, 'GET', `/provider/${booking.id}/dates?year=2026`)).json().days)).not.toContain('2026-12-26');
    expect((await call(customer, 'GET', `/provider/${booking.id}/time?day=2026-12-26`)).json().times).toEqual([]);
    expect(await suggested('2026-12-26')).toEqual([]);
    expect((await moveTo('2026-12-26')).statusCode).toBe(409);

    await saveSchedule({ closedOnHolidays: false });
    expect((await call(customer, 'GET', `/provider/${booking.id}/dates?year=2026`)).json().days).toContain('2026-12-26');
    expect(await suggested('2026-12-26')).toContain(elevenOn('2026-12-26'));
    const moved = await moveTo('2026-12-26');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt: elevenOn('2026-12-26') });
  });

  it('filters explore by date the same way', async () => {
    const { category, service, saveSchedule } = await setup();
    const titles = async () => {
      const page = pagedSchema(serviceCardSchema).parse(
        (await call(undefined, 'GET', `/explore/services?category=${category.slug}&from=${encodeURIComponent('2026-12-24T00:00:00+01:00')}&to=${encodeURIComponent('2026-12-27T00:00:00+01:00')}`)).json(),
      );
      return page.data.map((card) => card.title);
    };
    expect(await titles()).toEqual([]);
    await saveSchedule({ closedOnHolidays: false });
    expect(await titles()).toEqual([service.title]);
  });
});
