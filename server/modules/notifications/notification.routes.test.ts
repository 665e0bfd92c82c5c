import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { type ClientSocket, liveSockets } from '#server/test/live-sockets.ts';
import { afterAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '#shared/socket-events.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { socketChannelKey } from '#server/plugins/sockets.plugin.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { testConfig } from '#server/test/test-config.ts';
import { NotificationEntity } from './notification.entity.ts';
import { redisNotifier } from './user-notifier.ts';

// Tuesday 09:00 in Oslo; the default schedule takes requests for Thursday 10:00.
const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({ clock });
await app.listen({ host: '127.0.0.1', port: 0 });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const em = app.orm.em.fork();

const sockets = liveSockets();
afterAll(() => sockets.closeAll());

const openSocket = (cookie: string) => sockets.open(url, cookie);

const nextNotification = (socket: ClientSocket) => new Promise<NotificationEvent>((resolve) => socket.once('notification:new', resolve));

const call = (cookie: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  app.inject({ method, url: `/api${path}`, cookies: { sid: cookie }, ...(payload ? { payload } : {}) });

async function person() {
  const user = await createTestUser(em);
  return { user, cookie: await sessionCookieFor(app, user.id) };
}

/** Notifications for one person, one tick of the clock apart, oldest first. */
async function notificationsFor(userId: string, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    clock.advance(1_000);
    await app.notifier.notify(em, userId, { key: 'notifications:booking.confirmedCustomer', params: { service: `Tjeneste ${index}`, orderNumber: `${index}` }, link: '/account/bestillinger' });
  }
}

describe('in-app notifications', () => {
  it('stores a booking request for the provider and pushes it live with the stored id', async () => {
    clock.set('2026-12-01T08:00:00Z');
    const category = await createCategory(em);
    const provider = await createProvider(em, { instantBooking: false, category });
    const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
    const customer = await person();
    const providerCookie = await sessionCookieFor(app, provider.owner.id);
    const socket = await openSocket(providerCookie);
    const pushed = nextNotification(socket);

    const { paymentMethod: _method, acceptTerms: _terms, ...body } = bookingRequestBody(service.id, '2026-12-03T09:00:00.000Z');
    const requested = await call(customer.cookie, 'POST', '/custom-request/service', body);
    expect(requested.statusCode).toBe(201);
    const booking = requested.json();

    const event = await pushed;
    expect(event).toMatchObject({ key: 'notifications:booking.request', params: { service: service.title, orderNumber: booking.orderNumber }, link: `/agent/bestillinger/${booking.id}` });
    const list = (await call(providerCookie, 'GET', '/notifications')).json();
    expect(list.data[0]).toEqual({ id: event.id, key: event.key, params: event.params, link: event.link, readAt: null, createdAt: event.createdAt });
    expect((await call(providerCookie, 'GET', '/notifications/unread-count')).json()).toEqual({ count: 1 });

    // The customer hears the answer in the app too.
    const declined = await call(providerCookie, 'POST', `/booking/${booking.id}/decline`, { reason: 'Jeg er dessverre opptatt den dagen.' });
    expect(declined.statusCode).toBe(200);
    const customerList = (await call(customer.cookie, 'GET', '/notifications')).json();
    expect(customerList.data).toEqual([expect.objectContaining({ key: 'notifications:booking.declined', link: `/account/bestillinger/${booking.id}`, readAt: null })]);
  });

  it('stores and pushes from the workers through the Redis emitter', async () => {
    const { user, cookie } = await person();
    const socket = await openSocket(cookie);
    const pushed = nextNotification(socket);
    const redis = new Redis(testConfig().redisUrl);
    try {
      await redisNotifier(redis, socketChannelKey(testConfig()), () => clock.now()).notify(em, user.id, { key: 'requests:notification.newOffer', params: { title: 'Hekk' }, link: '/account/foresporsler' });
      const event = await pushed;
      const stored = await em.fork().findOneOrFail(NotificationEntity, event.id);
      expect(stored).toMatchObject({ key: 'requests:notification.newOffer', params: { title: 'Hekk' }, link: '/account/foresporsler', readAt: null });
      expect(stored.user.id).toBe(user.id);
    } finally {
      redis.disconnect();
    }
  });

  it('lists unread ones, marks one read and then all, and counts what is left', async () => {
    const { user, cookie } = await person();
    await notificationsFor(user.id, 3);
    const [newest, middle] = (await call(cookie, 'GET', '/notifications?filter=all')).json().data;
    expect(newest.params.service).toBe('Tjeneste 2');

    const read = await call(cookie, 'POST', `/notifications/${middle.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: middle.id, readAt: clock.now().toISOString() });
    // Reading it again keeps the first time.
    clock.advance(60_000);
    expect((await call(cookie, 'POST', `/notifications/${middle.id}/read`)).json().readAt).toBe(read.json().readAt);

    const unread = (await call(cookie, 'GET', '/notifications?filter=unread')).json();
    expect(unread.data.map((item: { params: { service: string } }) => item.params.service)).toEqual(['Tjeneste 2', 'Tjeneste 0']);
    expect((await call(cookie, 'GET', '/notifications/unread-count')).json()).toEqual({ count: 2 });

    expect((await call(cookie, 'POST', '/notifications/read-all')).json()).toEqual({ marked: 2 });
    expect((await call(cookie, 'GET', '/notifications?filter=unread')).json()).toEqual({ data: [], next: null });
    expect((await call(cookie, 'GET', '/notifications/unread-count')).json()).toEqual({ count: 0 });
    expect((await call(cookie, 'GET', '/notifications')).json().data.every((item: { readAt: string | null }) => item.readAt !== null)).toBe(true);
  });

  it('keeps each person to their own: another person\'s notification is 404 and stays unread', async () => {
    const owner = await person();
    const stranger = await person();
    await notificationsFor(owner.user.id, 1);
    const [mine] = (await call(owner.cookie, 'GET', '/notifications')).json().data;

    const refused = await call(stranger.cookie, 'POST', `/notifications/${mine.id}/read`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().data.key).toBe('error.http.resource_not_found');
    expect((await call(stranger.cookie, 'GET', '/notifications')).json()).toEqual({ data: [], next: null });
    expect((await call(stranger.cookie, 'POST', '/notifications/read-all')).json()).toEqual({ marked: 0 });
    expect((await call(owner.cookie, 'GET', '/notifications/unread-count')).json()).toEqual({ count: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('pages newest first, 20 at a time, with neither repeats nor gaps when new ones arrive', async () => {
    const { user, cookie } = await person();
    await notificationsFor(user.id, 25);
    const first = (await call(cookie, 'GET', '/notifications')).json();
    expect(first.data).toHaveLength(20);
    expect(first.data[0].params.service).toBe('Tjeneste 24');
    // A new one arriving meanwhile does not push anything into the next page.
    await notificationsFor(user.id, 1);
    const second = (await call(cookie, 'GET', `/notifications?next=${first.next}`)).json();
    expect(second.data.map((item: { params: { service: string } }) => item.params.service)).toEqual(['Tjeneste 4', 'Tjeneste 3', 'Tjeneste 2', 'Tjeneste 1', 'Tjeneste 0']);
    expect(second.next).toBeNull();

    // A cursor of the other list, or one edited by hand, is refused.
    const unreadFirst = (await call(cookie, 'GET', '/notifications?filter=unread')).json();
    expect((await call(cookie, 'GET', `/notifications?filter=all&next=${unreadFirst.next}`)).statusCode).toBe(400);
    expect((await call(cookie, 'GET', '/notifications?next=abc')).json().data.key).toBe('error.paging.invalid_cursor');
  });
});
