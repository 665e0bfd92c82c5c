import { describe, expect, it } from 'vitest';
import { defaultSchedule, type Schedule } from '#shared/providers/schedule.schema.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { ProviderEntity } from './provider.entity.ts';

const app = await buildTestApp();
const em = () => app.orm.em.fork();

async function signedInProvider() {
  const provider = await createProvider(em(), { status: 'pending', instantBooking: true, workingDays: [1, 2, 3, 4, 5] });
  return { provider, sid: await sessionCookieFor(app, provider.owner.id) };
}

const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({ ...defaultSchedule, ...overrides });
const put = (providerId: string, sid: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: `/api/provider/${providerId}/schedule`, cookies: { sid }, payload: payload as object });

describe('GET /api/provider/:id/schedule', () => {
  it('answers the default schedule with the provider’s instant booking until one is saved', async () => {
    const { provider, sid } = await signedInProvider();
    const response = await app.inject({ method: 'GET', url: `/api/provider/${provider.id}/schedule`, cookies: { sid } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...defaultSchedule, instantBooking: true });
  });
});

describe('PUT /api/provider/:id/schedule', () => {
  it('saves the schedule, instant booking and the working weekdays explore filters on', async () => {
    const { provider, sid } = await signedInProvider();
    const saved = schedule({
      instantBooking: false,
      horizonDays: 60,
      weekdays: [
        { day: 'SATURDAY', workingHours: [{ from: '18:00', to: '23:59' }] },
        { day: 'TUESDAY', workingHours: [{ from: '08:00', to: '12:00' }, { from: '12:00', to: '16:30' }] },
        { day: 'WEDNESDAY', workingHours: [] },
      ],
      overrides: [{ date: '2030-05-17', isAvailable: false, workingHours: [] }],
      bufferTimeMinutes: 30,
      maxDailyBookings: 3,
    });
    const response = await put(provider.id, sid, saved);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ instantBooking: false, horizonDays: 60, bufferTimeMinutes: 30, maxDailyBookings: 3 });
    expect(response.json().weekdays.map((weekday: { day: string }) => weekday.day)).toEqual(['TUESDAY', 'SATURDAY']);
    const row = await em().findOneOrFail(ProviderEntity, provider.id);
    expect(row.workingDays).toEqual([2, 6]);
    expect(row.instantBooking).toBe(false);

    const again = await app.inject({ method: 'GET', url: `/api/provider/${provider.id}/schedule`, cookies: { sid } });
    expect(again.json()).toEqual(response.json());

    await put(provider.id, sid, { ...saved, isAvailable: false });
    expect((await em().findOneOrFail(ProviderEntity, provider.id)).workingDays).toEqual([]);
  });

  it('refuses overlapping periods with the sentence', async () => {
    const { provider, sid } = await signedInProvider();
    const response = await put(provider.id, sid, schedule({ weekdays: [{ day: 'MONDAY', workingHours: [{ from: '08:00', to: '12:00' }, { from: '11:30', to: '14:00' }] }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([
      { path: 'weekdays.0.workingHours', key: 'error.schedule.overlapping_hours', message: 'The working hours overlap. Each period must end before the next one starts.' },
    ]);
    expect((await em().findOneOrFail(ProviderEntity, provider.id)).workingDays).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses times off the half-hour grid but allows 23:59', async () => {
    const { provider, sid } = await signedInProvider();
    const offGrid = await put(provider.id, sid, schedule({ weekdays: [{ day: 'MONDAY', workingHours: [{ from: '08:15', to: '12:00' }] }] }));
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().data.issues[0]).toMatchObject({ path: 'weekdays.0.workingHours.0.from', key: 'error.schedule.time_grid' });
    const lateNight = await put(provider.id, sid, schedule({ weekdays: [{ day: 'SUNDAY', workingHours: [{ from: '20:30', to: '23:59' }] }] }));
    expect(lateNight.statusCode, lateNight.body).toBe(200);
    expect((await em().findOneOrFail(ProviderEntity, provider.id)).workingDays).toEqual([7]);
  });

  it("refuses another provider's schedule with 403 and an unknown provider with 404", async () => {
    const { sid } = await signedInProvider();
    const other = await createProvider(em(), { workingDays: [1, 2] });
    expect((await put(other.id, sid, schedule())).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/provider/${other.id}/schedule`, cookies: { sid } })).statusCode).toBe(403);
    expect((await put(crypto.randomUUID(), sid, schedule())).statusCode).toBe(404);
    expect((await em().findOneOrFail(ProviderEntity, other.id)).workingDays).toEqual([1, 2]);
  });
});
