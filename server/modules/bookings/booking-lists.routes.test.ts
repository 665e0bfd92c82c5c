import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import { ManualClock } from '#server/lib/clock.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { insertBooking } from './booking-insert.ts';
import { BookingEntity } from './booking.entity.ts';

const now = '2026-12-01T08:00:00.000Z';
const hour = 3_600_000;
const clock = new ManualClock(now);
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();
const inHours = (hours: number) => new Date(Date.parse(now) + hours * hour);

type Seller = { provider: ProviderEntity; service: ServiceEntity; cookie: string };

async function seller(): Promise<Seller> {
  const provider = await createProvider(em);
  const service = await createService(em, provider);
  return { provider, service, cookie: await sessionCookieFor(app, provider.owner.id) };
}

async function buyer(firstName = 'Kari') {
  const user = await createTestUser(em, { firstName });
  return { id: user.id, cookie: await sessionCookieFor(app, user.id) };
}

/**
 * A one-hour booking starting `startHours` from now, made `madeHoursAgo` before now, put straight
 * into `status` (it is inserted as a request, which holds no time, and then moved).
 */
async function book(customerId: string, { provider, service }: Seller, status: BookingStatus, startHours: number, madeHoursAgo = 0): Promise<string> {
  const booking = await insertBooking(em, {
    customer: customerId,
    provider,
    service,
    status: 'awaiting_provider',
    startsAt: inHours(startHours),
    endsAt: inHours(startHours + 1),
    bufferMinutes: 0,
    priceOre: 100_000,
    vatOre: 20_000,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryAddress: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    now: inHours(-madeHoursAgo),
  });
  if (status !== 'awaiting_provider') await em.nativeUpdate(BookingEntity, { id: booking.id }, { status });
  return booking.id;
}

async function list(cookie: string | undefined, side: 'customer' | 'provider', tab: string, next?: string) {
  const query = new URLSearchParams({ tab, ...(next ? { next } : {}) });
  return app.inject({ method: 'GET', url: `/api/booking/${side}?${query}`, ...(cookie ? { cookies: { sid: cookie } } : {}) });
}

async function ids(cookie: string, side: 'customer' | 'provider', tab: string): Promise<string[]> {
  const response = await list(cookie, side, tab);
  expect(response.statusCode).toBe(200);
  return response.json().data.map((item: { id: string }) => item.id);
}

/** Every page of a tab, following `next` to the end. */
async function walk(cookie: string, side: 'customer' | 'provider', tab: string) {
  const pages: string[][] = [];
  let next: string | undefined;
  do {
    const response = await list(cookie, side, tab, next);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    pages.push(body.data.map((item: { id: string }) => item.id));
    next = body.next ?? undefined;
  } while (next && pages.length < 10);
  return pages;
}

describe('booking lists', () => {
  it('puts each booking in its tab, in the order the screens show them, for the customer and the provider', async () => {
    clock.set(now);
    const shop = await seller();
    const customer = await buyer('Ola');
    const paySoon = await book(customer.id, shop, 'awaiting_payment', 24);
    const confirmed = await book(customer.id, shop, 'confirmed', 48);
    const checkout = await book(customer.id, shop, 'hold', 72);
    const paused = await book(customer.id, shop, 'paused', 96);
    const olderRequest = await book(customer.id, shop, 'awaiting_provider', 130, 2);
    const newerRequest = await book(customer.id, shop, 'awaiting_provider', 120, 1);
    const cancelledLater = await book(customer.id, shop, 'cancelled', 200);
    const denied = await book(customer.id, shop, 'request_denied', 10);
    const confirmedButOver = await book(customer.id, shop, 'confirmed', -5);
    const requestForPastTime = await book(customer.id, shop, 'awaiting_provider', -20, 30);
    const done = await book(customer.id, shop, 'done', -48);
    const expired = await book(customer.id, shop, 'expired', -100);

    expect(await ids(customer.cookie, 'customer', 'active')).toEqual([paySoon, confirmed, checkout, paused]);
    expect(await ids(customer.cookie, 'customer', 'requests')).toEqual([newerRequest, olderRequest]);
    const archive = [cancelledLater, denied, confirmedButOver, requestForPastTime, done, expired];
    expect(await ids(customer.cookie, 'customer', 'archive')).toEqual(archive);

    // The provider answers the request whose deadline comes first.
    const pending = (await list(shop.cookie, 'provider', 'pending')).json();
    expect(pending.data.map((item: { id: string }) => item.id)).toEqual([olderRequest, newerRequest]);
    expect(pending.data[0]).toMatchObject({ status: 'awaiting_provider', providerAnswerBy: inHours(70).toISOString(), otherPartyName: 'Ola Nordmann', priceOre: 100_000 });
    expect(pending.next).toBeNull();
    expect(await ids(shop.cookie, 'provider', 'upcoming')).toEqual([paySoon, confirmed, checkout, paused]);
    expect(await ids(shop.cookie, 'provider', 'previous')).toEqual(archive);

    const active = (await list(customer.cookie, 'customer', 'active')).json().data[0];
    expect(active).toMatchObject({ otherPartyName: shop.provider.displayName, startsAt: inHours(24).toISOString(), endsAt: inHours(25).toISOString() });

    // When a booking's time has passed it moves to the archive without any change of status.
    clock.set(inHours(25).toISOString());
    expect(await ids(customer.cookie, 'customer', 'active')).toEqual([confirmed, checkout, paused]);
    expect((await ids(customer.cookie, 'customer', 'archive')).slice(0, 3)).toEqual([cancelledLater, paySoon, denied]);
    clock.set(now);
  });

  it('shows a customer only their own bookings and a provider only its own', async () => {
    clock.set(now);
    const [shopA, shopB] = [await seller(), await seller()];
    const [kari, per] = [await buyer(), await buyer('Per')];
    const kariAtA = await book(kari.id, shopA, 'confirmed', 30);
    const kariAtB = await book(kari.id, shopB, 'confirmed', 30);
    const perAtA = await book(per.id, shopA, 'confirmed', 40);
    const kariAsksA = await book(kari.id, shopA, 'awaiting_provider', 50);
    const perAsksB = await book(per.id, shopB, 'awaiting_provider', 50);
    const kariDoneB = await book(kari.id, shopB, 'done', -10);
    const perDoneA = await book(per.id, shopA, 'done', -10);

    expect(new Set(await ids(kari.cookie, 'customer', 'active'))).toEqual(new Set([kariAtA, kariAtB]));
    expect(await ids(kari.cookie, 'customer', 'requests')).toEqual([kariAsksA]);
    expect(await ids(kari.cookie, 'customer', 'archive')).toEqual([kariDoneB]);
    expect(await ids(per.cookie, 'customer', 'active')).toEqual([perAtA]);

    expect(await ids(shopA.cookie, 'provider', 'upcoming')).toEqual([kariAtA, perAtA]);
    expect(await ids(shopA.cookie, 'provider', 'pending')).toEqual([kariAsksA]);
    expect(await ids(shopA.cookie, 'provider', 'previous')).toEqual([perDoneA]);
    expect(await ids(shopB.cookie, 'provider', 'upcoming')).toEqual([kariAtB]);
    expect(await ids(shopB.cookie, 'provider', 'pending')).toEqual([perAsksB]);

    // Someone without a provider has no provider bookings to see.
    expect((await list(kari.cookie, 'provider', 'upcoming')).statusCode).toBe(404);
  });

  it('pages 20 at a time and returns every booking exactly once across the pages', async () => {
    clock.set(now);
    const shop = await seller();
    const customer = await buyer();
    const upcoming: string[] = [];
    for (let index = 0; index < 25; index += 1) upcoming.push(await book(customer.id, shop, 'confirmed', 24 + index * 2));
    // Several bookings share a start, so the order falls back on the id between them.
    const closed: string[] = [];
    for (let index = 0; index < 25; index += 1) closed.push(await book(customer.id, shop, 'cancelled', -Math.floor(index / 4) - 1));

    const activePages = await walk(customer.cookie, 'customer', 'active');
    expect(activePages.map((page) => page.length)).toEqual([20, 5]);
    expect(activePages.flat()).toEqual(upcoming);
    const upcomingPages = await walk(shop.cookie, 'provider', 'upcoming');
    expect(upcomingPages.flat()).toEqual(upcoming);

    const archivePages = await walk(customer.cookie, 'customer', 'archive');
    expect(archivePages.map((page) => page.length)).toEqual([20, 5]);
    expect(new Set(archivePages.flat())).toEqual(new Set(closed));
    expect(archivePages.flat()).toHaveLength(25);
    const previousPages = await walk(shop.cookie, 'provider', 'previous');
    expect(previousPages.flat()).toEqual(archivePages.flat());

    // A cursor belongs to its tab.
    const next = (await list(customer.cookie, 'customer', 'active')).json().next as string;
    const misused = await list(customer.cookie, 'customer', 'archive', next);
    expect(misused.statusCode).toBe(400);
    expect(misused.json().data.key).toBe('error.paging.invalid_cursor');
  });

  it('narrows a tab to one status, in the same order and pages, for the front page alert', async () => {
    clock.set(now);
    const shop = await seller();
    const customer = await buyer();
    const later = await book(customer.id, shop, 'awaiting_payment', 60);
    await book(customer.id, shop, 'confirmed', 30);
    const sooner = await book(customer.id, shop, 'awaiting_payment', 40);
    await book(customer.id, shop, 'awaiting_payment', -5);
    const waiting: string[] = [];
    for (let index = 0; index < 20; index += 1) waiting.push(await book(customer.id, shop, 'awaiting_payment', 100 + index));
    const other = await buyer('Per');
    await book(other.id, shop, 'awaiting_payment', 50);

    const page = async (tab: string, next?: string) => {
      const query = new URLSearchParams({ tab, status: 'awaiting_payment', ...(next ? { next } : {}) });
      const response = await app.inject({ method: 'GET', url: `/api/booking/customer?${query}`, cookies: { sid: customer.cookie } });
      expect(response.statusCode).toBe(200);
      return response.json() as { data: { id: string; status: string }[]; next: string | null };
    };
    const first = await page('active');
    const second = await page('active', first.next!);
    expect([first.data.length, second.data.length, second.next]).toEqual([20, 2, null]);
    expect([...first.data, ...second.data].map((item) => item.id)).toEqual([sooner, later, ...waiting]);
    expect((await page('requests')).data).toEqual([]);

    const unknown = await app.inject({ method: 'GET', url: '/api/booking/customer?tab=active&status=paid', cookies: { sid: customer.cookie } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.issues[0].path).toBe('status');
  });

  it('needs a session and a known tab', async () => {
    expect((await list(undefined, 'customer', 'active')).statusCode).toBe(401);
    expect((await list(undefined, 'provider', 'pending')).statusCode).toBe(401);
    const customer = await buyer();
    const shop = await seller();
    const badCustomerTab = await list(customer.cookie, 'customer', 'pending');
    expect(badCustomerTab.statusCode).toBe(400);
    expect(badCustomerTab.json().data.issues[0].path).toBe('tab');
    expect((await list(shop.cookie, 'provider', 'archive')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/booking/customer', cookies: { sid: customer.cookie } })).statusCode).toBe(400);
  });
});
