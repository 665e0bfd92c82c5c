import { describe, expect, it } from 'vitest';
import { daysAvailableSchema } from '#shared/availability/availability.schema.ts';
import { defaultSchedule, type Schedule } from '#shared/providers/schedule.schema.ts';
import { ManualClock } from '#server/lib/clock.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { type BookingInsert, insertBooking } from '#server/modules/bookings/booking-insert.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { exploreCacheTtlMs } from '#server/modules/explore/explore.routes.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { saveSchedule } from '#server/modules/providers/schedule.service.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

// Monday 16 November 2026, 09:55 in Oslo (UTC+1 in winter): with a day's notice Tuesday opens
// at 10:00. The answers are cached for 5 s, so every request first moves the clock past that;
// a test's few dozen requests stay within those five minutes.
const start = '2026-11-16T08:55:00Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();
const minute = 60_000;

/** An instant given as Oslo wall time in November (UTC+1). */
const oslo = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
const iso = (date: string, time: string) => oslo(date, time).toISOString();

const weekdaysHours = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({
  day,
  workingHours: [{ from: '08:00', to: '16:00' }],
}));

/** Weekdays 08:00–16:00, 30 days ahead, a day's notice, 30 min buffer, at most two bookings a day. */
const schedule: Schedule = {
  ...defaultSchedule,
  instantBooking: true,
  horizonDays: 30,
  weekdays: weekdaysHours,
  bufferTimeMinutes: 30,
  maxDailyBookings: 2,
  earliestAvailableHours: 24,
};

interface Fixture {
  provider: ProviderEntity;
  service: ServiceEntity;
}

async function fixture(options: { status?: 'approved' | 'pending'; enabled?: boolean; schedule?: Schedule } = {}): Promise<Fixture> {
  clock.set(start);
  const provider = await createProvider(em, { status: options.status ?? 'approved' });
  await saveSchedule(em, provider, options.schedule ?? schedule);
  const service = await createService(em, provider, { baseDurationMinutes: 60, enabled: options.enabled ?? true });
  return { provider, service };
}

async function book(
  { provider, service }: Fixture,
  options: { date: string; from: string; minutes?: number; buffer?: number; status?: BookingInsert['status']; customerId?: string },
): Promise<BookingEntity> {
  const startsAt = oslo(options.date, options.from);
  return insertBooking(em.fork(), {
    customer: options.customerId ?? (await createTestUser(em)).id,
    provider: provider.id,
    service,
    status: options.status ?? 'awaiting_payment',
    startsAt,
    endsAt: new Date(startsAt.getTime() + (options.minutes ?? 60) * minute),
    bufferMinutes: options.buffer ?? 30,
    priceOre: 100_000,
    vatOre: 20_000,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryAddress: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    now: clock.now(),
  });
}

async function get(url: string, cookie?: string) {
  clock.advance(exploreCacheTtlMs);
  return app.inject({ method: 'GET', url, ...(cookie ? { cookies: { sid: cookie } } : {}) });
}

async function times(url: string, cookie?: string): Promise<string[]> {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { times: string[] }).times;
}

/** Weekdays from `first` to `last` (inclusive) as 'YYYY-MM-DD', leaving out `except`. */
function weekdaysBetween(first: string, last: string, except: string[] = []): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${first}T00:00:00Z`); ms <= Date.parse(`${last}T00:00:00Z`); ms += 86_400_000) {
    const date = new Date(ms);
    const weekday = date.getUTCDay();
    const text = date.toISOString().slice(0, 10);
    if (weekday !== 0 && weekday !== 6 && !except.includes(text)) days.push(text);
  }
  return days;
}

describe('GET /api/explore/services/:id/times-available', () => {
  it('offers the half hours that fit, after the notice, around bookings and their buffers', async () => {
    const setup = await fixture();
    await book(setup, { date: '2026-11-17', from: '12:00' });
    // A request waiting for an answer takes no time.
    await book(setup, { date: '2026-11-17', from: '14:00', status: 'awaiting_provider' });

    const response = await get(`/api/explore/services/${setup.service.id}/times-available?day=2026-11-17`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    // The notice runs to Tuesday 10:00; the booking holds 12:00–13:30 with its buffer, and a new
    // booking needs its own 30 minutes of buffer before 12:00.
    expect(response.json()).toEqual({
      times: ['10:00', '10:30', '13:30', '14:00', '14:30', '15:00'].map((time) => iso('2026-11-17', time)),
    });

    // An hour of add-ons: two hours and the buffer no longer fit before 12:00, and must end by 16:00.
    expect(await times(`/api/explore/services/${setup.service.slug}/times-available?day=2026-11-17&addonMinutes=60`)).toEqual(
      ['13:30', '14:00'].map((time) => iso('2026-11-17', time)),
    );
    // Weekends are closed, today is inside the notice.
    expect(await times(`/api/explore/services/${setup.service.id}/times-available?day=2026-11-21`)).toEqual([]);
    expect(await times(`/api/explore/services/${setup.service.id}/times-available?day=2026-11-16`)).toEqual([]);
  });

  it('frees the time of a cancelled booking', async () => {
    const setup = await fixture();
    const booking = await book(setup, { date: '2026-11-20', from: '08:00', minutes: 450, buffer: 0 });
    const url = `/api/explore/services/${setup.service.id}/times-available?day=2026-11-20`;
    expect(await times(url)).toEqual([]);

    await em.nativeUpdate(BookingEntity, { id: booking.id }, { status: 'cancelled' });
    expect(await times(url)).toHaveLength(15);
  });

  it('answers 400 with the date key for a day that does not exist', async () => {
    const { service } = await fixture();
    for (const day of ['2026-02-30', '2026-13-01', 'tomorrow']) {
      const response = await get(`/api/explore/services/${service.id}/times-available?day=${day}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.issues).toEqual([{ path: 'day', key: 'error.schedule.date_invalid', message: 'Choose a valid date.' }]);
    }
  });
});

describe('GET /api/explore/services/:id/days-available', () => {
  it('lists the bookable days within the horizon, without days that are full', async () => {
    const setup = await fixture();
    // Wednesday reaches the daily limit of two; Thursday is booked from opening to closing.
    await book(setup, { date: '2026-11-18', from: '08:00' });
    await book(setup, { date: '2026-11-18', from: '14:00' });
    await book(setup, { date: '2026-11-19', from: '08:00', minutes: 480, buffer: 0 });
    // A request on Friday counts towards no limit.
    await book(setup, { date: '2026-11-20', from: '08:00', status: 'awaiting_provider' });
    await book(setup, { date: '2026-11-20', from: '10:00', status: 'awaiting_provider' });

    const response = await get(`/api/explore/services/${setup.service.id}/days-available?year=2026`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    // Monday is inside the day's notice; 30 days ahead ends on Wednesday 16 December.
    expect(daysAvailableSchema.parse(response.json()).days).toEqual(weekdaysBetween('2026-11-17', '2026-12-16', ['2026-11-18', '2026-11-19']));

    // The current year is the default; next year is past the horizon.
    expect((await get(`/api/explore/services/${setup.service.slug}/days-available`)).json().days).toEqual(response.json().days);
    const nextYear = await get(`/api/explore/services/${setup.service.id}/days-available?year=2027`);
    expect(nextYear.statusCode).toBe(200);
    expect(nextYear.json()).toEqual({ days: [] });
  });

  it('counts a cancelled booking towards nothing', async () => {
    const setup = await fixture();
    await book(setup, { date: '2026-11-18', from: '08:00' });
    const second = await book(setup, { date: '2026-11-18', from: '14:00' });
    const url = `/api/explore/services/${setup.service.id}/days-available?year=2026`;
    expect((await get(url)).json().days).not.toContain('2026-11-18');

    await em.nativeUpdate(BookingEntity, { id: second.id }, { status: 'cancelled' });
    expect((await get(url)).json().days).toContain('2026-11-18');
  });

  it('answers 400 for a year that is not this one or the next', async () => {
    const { service } = await fixture();
    const past = await get(`/api/explore/services/${service.id}/days-available?year=2025`);
    expect(past.statusCode).toBe(400);
    expect(past.json().data.issues).toEqual([{ path: 'year', key: 'error.zod.too_small', message: 'The value is too small (limit: 2026).' }]);
    const far = await get(`/api/explore/services/${service.id}/days-available?year=2028`);
    expect(far.statusCode).toBe(400);
    expect(far.json().data.issues).toEqual([{ path: 'year', key: 'error.zod.too_big', message: 'The value is too large (limit: 2027).' }]);
  });

  it('answers 404 for a disabled or unknown service and 409 for a provider under review', async () => {
    const disabled = await fixture({ enabled: false });
    const pending = await fixture({ status: 'pending' });
    for (const path of ['days-available?year=2026', 'times-available?day=2026-11-17']) {
      for (const id of [disabled.service.id, '00000000-0000-4000-8000-000000000000']) {
        const response = await get(`/api/explore/services/${id}/${path}`);
        expect(response.statusCode, `${id} ${path}`).toBe(404);
        expect(response.json().data.key).toBe('error.http.resource_not_found');
      }
      for (const id of [pending.service.id, pending.service.slug]) {
        const response = await get(`/api/explore/services/${id}/${path}`);
        expect(response.statusCode, `${id} ${path}`).toBe(409);
        expect(response.json().data.key).toBe('error.booking.service_unavailable');
      }
    }
  });
});

describe('GET /api/provider/suggest-times', () => {
  const url = (params: Record<string, string | number | boolean>) =>
    `/api/provider/suggest-times?${new URLSearchParams(Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]))}`;

  it('needs a signed-in user and a duration', async () => {
    const { provider } = await fixture();
    const signedOut = await get(url({ providerId: provider.id, day: '2026-11-17', baseDurationMillis: 3_600_000 }));
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().data.key).toBe('error.http.unauthorized');
    expect((await get(url({ providerId: provider.id, day: '2026-11-17' }))).statusCode).toBe(401);

    const cookie = await sessionCookieFor(app, (await createTestUser(em)).id);
    const missing = await get(url({ providerId: provider.id, day: '2026-11-17' }), cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.issues).toEqual([{ path: 'baseDurationMillis', key: 'common.field.required', message: 'Field is required' }]);
  });

  it('frees the time of the booking being moved only for its customer and its provider', async () => {
    const setup = await fixture();
    const customer = await createTestUser(em);
    const booking = await book(setup, { date: '2026-11-17', from: '10:00', minutes: 300, buffer: 30, customerId: customer.id });
    const params = { providerId: setup.provider.id, day: '2026-11-17', baseDurationMillis: 3_600_000, ignoreBooking: booking.id };
    const everyFreeTime = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00'].map((time) =>
      iso('2026-11-17', time),
    );

    for (const userId of [customer.id, setup.provider.owner.id]) {
      expect(await times(url(params), await sessionCookieFor(app, userId))).toEqual(everyFreeTime);
    }
    // Anyone else sees the booking (10:00–15:30 with its buffer) as busy.
    expect(await times(url(params), await sessionCookieFor(app, (await createTestUser(em)).id))).toEqual([]);
    const { ignoreBooking: _ignored, ...withoutIgnore } = params;
    expect(await times(url(withoutIgnore), await sessionCookieFor(app, customer.id))).toEqual([]);
  });

  it('offers any free time 06:00–22:00 with excludeUnavailable=false', async () => {
    const setup = await fixture();
    await book(setup, { date: '2026-11-21', from: '09:00', minutes: 60, buffer: 30 });
    const cookie = await sessionCookieFor(app, (await createTestUser(em)).id);
    const saturday = { providerId: setup.provider.id, day: '2026-11-21', baseDurationMillis: 7_200_000 };

    expect(await times(url(saturday), cookie)).toEqual([]);
    const relaxed = await times(url({ ...saturday, excludeUnavailable: false }), cookie);
    // Two hours plus 30 min buffer around the 09:00–10:30 booking; the last start ends at 22:00.
    const expected = ['06:00', '06:30']
      .concat(['10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30'])
      .concat(['16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00'])
      .map((time) => iso('2026-11-21', time));
    expect(relaxed).toEqual(expected);
  });

  it("answers 404 for a provider under review, except to its owner", async () => {
    const { provider } = await fixture({ status: 'pending' });
    const params = url({ providerId: provider.id, day: '2026-11-17', baseDurationMillis: 3_600_000 });
    const stranger = await get(params, await sessionCookieFor(app, (await createTestUser(em)).id));
    expect(stranger.statusCode).toBe(404);
    expect(await times(params, await sessionCookieFor(app, provider.owner.id))).toHaveLength(11);
  });
});
