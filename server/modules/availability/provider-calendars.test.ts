import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedSchema } from '#shared/explore/paged.schema.ts';
import { serviceCardSchema } from '#shared/explore/service.schema.ts';
import { defaultSchedule, type Schedule } from '#shared/providers/schedule.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { ManualClock } from '#server/lib/clock.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { exploreCacheTtlMs } from '#server/modules/explore/explore.routes.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { saveSchedule } from '#server/modules/providers/schedule.service.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestBooking } from '#server/test/booking-factories.ts';
import { createCategory } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

// Monday 16 November 2026, 09:55 in Oslo. Every search first moves the clock past the answer cache.
const clock = new ManualClock('2026-11-16T08:55:00Z');
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();

/** Weekdays 08:00–16:00, a day's notice. */
const schedule: Schedule = {
  ...defaultSchedule,
  weekdays: (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({ day, workingHours: [{ from: '08:00', to: '16:00' }] })),
};
/** Wednesday 18 November 2026, the whole day. */
const wednesday = { from: '2026-11-18T00:00:00+01:00', to: '2026-11-19T00:00:00+01:00' };

/** 08:00–16:00 on Wednesday, as a request waiting for the provider or as a paid booking. */
async function bookWholeWednesday(owner: ProviderEntity, service: ServiceEntity, status: 'confirmed' | 'awaiting_provider'): Promise<string> {
  const booking = await createTestBooking(em.fork(), { provider: owner, service, status, startsAt: new Date('2026-11-18T08:00:00+01:00'), minutes: 480, now: clock.now() });
  return booking.id;
}

async function version(providerId: string): Promise<number> {
  const [row] = await query<{ version: string }>(em, sql`select version::text from provider_calendar where provider_id = ${providerId}::uuid`);
  return Number(row?.version ?? 0);
}

// Calendars are loaded straight from the driver's pool (a prepared statement naming both tables).
const pool = await (app.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
const statements = vi.spyOn(pool, 'query');
const calendarLoads = () => statements.mock.calls.filter(([statement]) => JSON.stringify(statement).includes('left join provider_calendar pc on pc.provider_id = p.id')).length;
afterEach(() => statements.mockClear());

async function titles(categorySlug: string): Promise<string[]> {
  clock.advance(exploreCacheTtlMs);
  const response = await app.inject({ method: 'GET', url: `/api/explore/services?${new URLSearchParams({ category: categorySlug, ...wednesday })}` });
  expect(response.statusCode, response.body).toBe(200);
  return pagedSchema(serviceCardSchema).parse(response.json()).data.map((card) => card.title);
}

describe('provider calendars kept for searches with a date', () => {
  it('answers from what it read until a booking or the schedule changes, then reads that provider again', async () => {
    const category = await createCategory(em);
    const owner = await createProvider(em, { category, displayName: 'Kalender' });
    await saveSchedule(em, owner, schedule);
    const service = await createService(em, owner, { title: 'Kalendertjeneste', baseDurationMinutes: 60 });

    expect(await titles(category.slug)).toEqual(['Kalendertjeneste']);
    expect(calendarLoads()).toBe(1);
    statements.mockClear();
    expect(await titles(category.slug)).toEqual(['Kalendertjeneste']);
    expect(calendarLoads()).toBe(0);

    // A request waiting for an answer takes no time (spec §4): nothing to read again.
    const before = await version(owner.id);
    const request = await bookWholeWednesday(owner, service, 'awaiting_provider');
    expect(await version(owner.id)).toBe(before);
    expect(await titles(category.slug)).toEqual(['Kalendertjeneste']);
    expect(calendarLoads()).toBe(0);

    // Accepted, it holds the whole day: the next search reads the provider again and leaves it out.
    await query(em, sql`update booking set status = 'confirmed' where id = ${request}::uuid`);
    expect(await version(owner.id)).toBeGreaterThan(before);
    expect(await titles(category.slug)).toEqual([]);
    expect(calendarLoads()).toBe(1);

    // Cancelled, the day is free again.
    await query(em, sql`update booking set status = 'cancelled' where id = ${request}::uuid`);
    expect(await titles(category.slug)).toEqual(['Kalendertjeneste']);

    // Paused, the provider has no time at all; open again, it has.
    await saveSchedule(em, owner, { ...schedule, isAvailable: false });
    expect(await titles(category.slug)).toEqual([]);
    await saveSchedule(em, owner, schedule);
    expect(await titles(category.slug)).toEqual(['Kalendertjeneste']);

    // A booking moved onto the day, and one deleted from it, count as well.
    const held = await bookWholeWednesday(owner, service, 'confirmed');
    expect(await titles(category.slug)).toEqual([]);
    await query(em, sql`update booking set starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day', busy_until = busy_until + interval '1 day' where id = ${held}::uuid`);
    expect(await titles(category.slug)).toEqual(['Kalendertjeneste']);
    await query(em, sql`update booking set starts_at = starts_at - interval '1 day', ends_at = ends_at - interval '1 day', busy_until = busy_until - interval '1 day' where id = ${held}::uuid`);
    expect(await titles(category.slug)).toEqual([]);
    await query(em, sql`delete from booking where id = ${held}::uuid`);
    expect(await titles(category.slug)).toEqual(['Kalendertjeneste']);
  });

  it('reads once for a page of providers, and again only for the one that changed', async () => {
    const category = await createCategory(em);
    const owners = [];
    for (const name of ['Første', 'Andre', 'Tredje']) {
      const owner = await createProvider(em, { category, displayName: name });
      await saveSchedule(em, owner, schedule);
      owners.push({ owner, service: await createService(em, owner, { title: name, baseDurationMinutes: 60 }) });
    }
    expect((await titles(category.slug)).sort()).toEqual(['Andre', 'Første', 'Tredje']);
    expect(calendarLoads()).toBe(1);
    statements.mockClear();

    await bookWholeWednesday(owners[1]!.owner, owners[1]!.service, 'confirmed');
    expect((await titles(category.slug)).sort()).toEqual(['Første', 'Tredje']);
    const [load] = statements.mock.calls.filter(([statement]) => JSON.stringify(statement).includes('left join provider_calendar pc on pc.provider_id = p.id'));
    expect(JSON.stringify(load)).toContain(owners[1]!.owner.id);
    expect(JSON.stringify(load)).not.toContain(owners[0]!.owner.id);
  });
});
