import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { type InitialBookingStatus, insertBooking } from './booking-insert.ts';
import { BookingEntity } from './booking.entity.ts';

const now = new Date('2026-12-01T08:00:00Z');
const day = 86_400_000;
const clock = new ManualClock(now);
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();

async function book(provider: ProviderEntity, service: ServiceEntity, status: InitialBookingStatus, startsAt: Date, street = 'Storgata 1') {
  const customer = await createTestUser(em);
  return insertBooking(em.fork(), {
    customer: customer.id,
    provider: provider.id,
    service,
    status,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 90 * 60_000),
    bufferMinutes: 0,
    priceOre: 120_000,
    vatOre: 24_000,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryAddress: { street, postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    now,
  });
}

async function setStatus(booking: BookingEntity, status: 'confirmed' | 'cancelled') {
  await em.fork().nativeUpdate(BookingEntity, { id: booking.id }, { status });
}

async function providerWithCookie(displayName?: string) {
  const provider = await createProvider(em, displayName ? { displayName } : {});
  const service = await createService(em, provider, { title: 'Vask og stell' });
  return { provider, service, cookie: await sessionCookieFor(app, provider.owner.id) };
}

const manage = (method: 'GET' | 'POST' | 'DELETE', cookie: string) =>
  app.inject({ method, url: '/api/provider/calendar-feed', cookies: { sid: cookie } });

async function createFeed(cookie: string): Promise<string> {
  const response = await manage('POST', cookie);
  expect(response.statusCode).toBe(200);
  const { url } = response.json() as { url: string };
  expect(url).toMatch(new RegExp(`^${app.config.origin}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  return new URL(url).pathname;
}

const fetchFeed = (path: string) => app.inject({ method: 'GET', url: path });

/** Unfolded content lines, as a calendar app reads them. */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('calendar feed', () => {
  it("lists the provider's asked-for, accepted and confirmed bookings in the window, and nothing else", async () => {
    const { provider, service, cookie } = await providerWithCookie('Kari Vask, Oslo');
    const request = await book(provider, service, 'awaiting_provider', new Date(now.getTime() + 2 * day), 'Storgata 1, oppgang B');
    const awaitingPayment = await book(provider, service, 'awaiting_payment', new Date(now.getTime() + 3 * day));
    const confirmed = await book(provider, service, 'awaiting_payment', new Date(now.getTime() - 10 * day));
    await setStatus(confirmed, 'confirmed');
    const cancelled = await book(provider, service, 'awaiting_payment', new Date(now.getTime() + 4 * day));
    await setStatus(cancelled, 'cancelled');
    const tooOld = await book(provider, service, 'awaiting_provider', new Date(now.getTime() - 40 * day));
    const tooFar = await book(provider, service, 'awaiting_provider', new Date(now.getTime() + 410 * day));
    const other = await providerWithCookie();
    const othersBooking = await book(other.provider, other.service, 'awaiting_payment', new Date(now.getTime() + 2 * day));

    const path = await createFeed(cookie);
    await createFeed(other.cookie);
    const response = await fetchFeed(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const lines = unfold(text);
    expect(lines).toContain('X-WR-CALNAME:Kari Vask\\, Oslo');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    const uids = lines.filter((line) => line.startsWith('UID:'));
    expect(uids).toEqual([`UID:${confirmed.id}@tjenestetorget.no`, `UID:${request.id}@tjenestetorget.no`, `UID:${awaitingPayment.id}@tjenestetorget.no`]);
    for (const absent of [cancelled, tooOld, tooFar, othersBooking]) expect(text).not.toContain(absent.id);

    const event = (booking: BookingEntity) => {
      const start = lines.indexOf(`UID:${booking.id}@tjenestetorget.no`);
      return lines.slice(start, lines.indexOf('END:VEVENT', start));
    };
    expect(event(request)).toEqual(
      expect.arrayContaining([
        'SUMMARY:Vask og stell (forespørsel)',
        'STATUS:TENTATIVE',
        'DTSTART:20261203T080000Z',
        'DTEND:20261203T093000Z',
        'LOCATION:Storgata 1\\, oppgang B\\, 0155 Oslo',
        `DESCRIPTION:Ordrenummer: ${request.orderNumber}`,
      ]),
    );
    expect(event(awaitingPayment)).toEqual(expect.arrayContaining(['SUMMARY:Vask og stell (venter på betaling)', 'STATUS:TENTATIVE']));
    expect(event(confirmed)).toEqual(expect.arrayContaining(['SUMMARY:Vask og stell', 'STATUS:CONFIRMED']));
    expect(event(confirmed).some((line) => line.startsWith('DTSTAMP:'))).toBe(true);
  });

  it("writes the labels in the owner's language", async () => {
    const { provider, service, cookie } = await providerWithCookie();
    await em.fork().nativeUpdate(UserEntity, { id: provider.owner.id }, { language: 'en_us' });
    await book(provider, service, 'awaiting_provider', new Date(now.getTime() + 2 * day));
    const lines = unfold((await fetchFeed(await createFeed(cookie))).body);
    expect(lines).toContain('SUMMARY:Vask og stell (request)');
    expect(lines.some((line) => line.startsWith('DESCRIPTION:Order number: '))).toBe(true);
  });

  it('replaces the URL on regenerate and stops it on delete; the status never shows the secret', async () => {
    const { cookie } = await providerWithCookie();
    expect((await manage('GET', cookie)).json()).toEqual({ active: false, createdAt: null });

    const first = await createFeed(cookie);
    const status = await manage('GET', cookie);
    expect(status.json()).toEqual({ active: true, createdAt: now.toISOString() });
    expect(status.body).not.toContain(first.slice('/api/calendar/'.length, -'.ics'.length));

    const second = await createFeed(cookie);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    expect((await manage('DELETE', cookie)).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await manage('GET', cookie)).json()).toEqual({ active: false, createdAt: null });
    // Revoking again is harmless.
    expect((await manage('DELETE', cookie)).statusCode).toBe(204);
  });

  it("answers 404 for unknown secrets and never lets one person manage another's feed", async () => {
    expect((await fetchFeed(`/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await fetchFeed('/api/calendar/.ics')).statusCode).toBe(404);

    const owner = await providerWithCookie();
    const path = await createFeed(owner.cookie);
    const someone = await sessionCookieFor(app, (await createTestUser(em)).id);
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await manage(method, someone)).statusCode).toBe(404);
    expect((await fetchFeed(path)).statusCode).toBe(200);

    // Another provider's actions touch only their own feed.
    const other = await providerWithCookie();
    await createFeed(other.cookie);
    expect((await manage('DELETE', other.cookie)).statusCode).toBe(204);
    expect((await fetchFeed(path)).statusCode).toBe(200);

    expect((await app.inject({ method: 'POST', url: '/api/provider/calendar-feed' })).statusCode).toBe(401);
  });
});
