import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { inbox, liveSockets } from '#server/test/live-sockets.ts';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/chats/chat.schema.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { redisChatEvents } from '#server/modules/chats/chat-events.ts';
import { redisNotifier } from '#server/modules/notifications/user-notifier.ts';
import { socketChannelKey } from '#server/plugins/sockets.plugin.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { testConfig } from '#server/test/test-config.ts';
import { applyBookingEvent } from '#server/modules/bookings/booking-events.service.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { providerFiguresBucketMs, providerFiguresScheduler } from '#server/modules/ratings/provider-figures-jobs.ts';
import { createTestBooking } from '#server/test/booking-factories.ts';
import { providerFiguresJob } from '../ratings/provider-figures.job.ts';
import { bookingDeadlineJob } from './booking-deadline.job.ts';

// Tuesday 09:00 in Oslo. The default schedule works weekdays 08:00–16:00 with 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
await app.listen({ host: '127.0.0.1', port: 0 });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const em = app.orm.em.fork();
// The job as the worker process runs it: live events go through Redis, not the web server's sockets.
const redis = new Redis(testConfig().redisUrl);
const channel = socketChannelKey(testConfig());
const runJob = bookingDeadlineJob(app.orm, clock, app.queues.outboundMessages, { notifier: redisNotifier(redis, channel, () => clock.now()), chat: redisChatEvents(redis, channel) });

const sockets = liveSockets();
afterAll(() => {
  sockets.closeAll();
  redis.disconnect();
});

/** A socket of the person that records every chat message pushed to them. */
const listen = async (cookie: string) => inbox(await sockets.open(url, cookie));

const call = (cookie: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  app.inject({ method, url: `/api${path}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const lineKeys = (messages: ChatMessage[]) => messages.flatMap((message) => (message.payload && 'line' in message.payload ? [message.payload.line.key] : []));

async function messagesOf(cookie: string, chatId: string): Promise<ChatMessage[]> {
  const page = (await call(cookie, 'GET', `/chats/${chatId}/messages?max=100`)).json() as { data: ChatMessage[] };
  return [...page.data].sort((a, b) => a.seq - b.seq);
}

/** Waits until the pushes have had time to travel through Redis and the socket server. */
async function settle(received: ChatMessage[], count: number): Promise<void> {
  for (let tries = 0; tries < 50 && received.length < count; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** A request to a provider who answers requests only, with the pair's chat it opened. */
async function requested() {
  clock.set(start);
  const category = await createCategory(em);
  const provider = await createProvider(em, { instantBooking: false, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
  const providerCookie = await sessionCookieFor(app, provider.owner.id);
  const response = await call(customer, 'POST', '/custom-request/service', bookingRequestBody(service.id, thursdayTen));
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json() as { id: string; orderNumber: string };
  const chats = (await call(customer, 'GET', '/chats')).json() as { data: Array<{ id: string; providerId: string }> };
  const chatId = chats.data.find((chat) => chat.providerId === provider.id)!.id;
  return { booking, customer, providerCookie, chatId };
}

describe('booking deadlines in the workers', () => {
  it('an unanswered request expires with a line in the chat, pushed live to both, written once however often the job runs', async () => {
    const { booking, customer, providerCookie, chatId } = await requested();
    const [toCustomer, toProvider] = [await listen(customer), await listen(providerCookie)];

    clock.set(thursdayTen);
    expect(await runJob({ data: { type: 'expire', bookingId: booking.id, deadline: 'provider_answer' } })).toBe(true);
    expect(await runJob({ data: { type: 'expire', bookingId: booking.id, deadline: 'provider_answer' } })).toBe(false);
    await runJob({ data: { type: 'sweep' } });
    await settle(toProvider, 1);

    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json().status).toBe('expired');
    const messages = await messagesOf(customer, chatId);
    expect(lineKeys(messages)).toEqual(['notifications:chat.bookingRequested', 'notifications:chat.bookingExpiredUnanswered']);
    const line = messages.at(-1)!;
    expect(line.payload).toMatchObject({ line: { bookingId: booking.id, params: { orderNumber: booking.orderNumber, startsAt: thursdayTen } } });
    for (const received of [toCustomer, toProvider]) expect(received.map((message) => message.id)).toEqual([line.id]);
  });

  it('the sweep expires an accepted booking nobody paid, with its own line', async () => {
    const { booking, customer, providerCookie, chatId } = await requested();
    expect((await call(providerCookie, 'POST', `/booking/${booking.id}/accept`)).statusCode).toBe(200);
    const toCustomer = await listen(customer);

    clock.set(thursdayTen);
    expect(await runJob({ data: { type: 'sweep' } })).toBeGreaterThanOrEqual(1);
    expect(await runJob({ data: { type: 'expire', bookingId: booking.id, deadline: 'payment' } })).toBe(false);
    await settle(toCustomer, 1);

    expect(lineKeys(await messagesOf(providerCookie, chatId))).toEqual([
      'notifications:chat.bookingRequested',
      'notifications:chat.bookingAccepted',
      'notifications:chat.bookingExpiredUnpaid',
    ]);
    expect(lineKeys(toCustomer)).toEqual(['notifications:chat.bookingExpiredUnpaid']);
  });
});

describe('expiries count the provider once, after them', () => {
  it('queues one count per provider and five seconds, which moves the acceptance rate when it runs', async () => {
    clock.set(start);
    const provider = await createProvider(em, { instantBooking: false });
    const service = await createService(em, provider);
    const requests = await Promise.all(
      [0, 1, 2, 3].map(() => createTestBooking(em.fork(), { provider, service, status: 'awaiting_provider', startsAt: new Date(Date.parse(start) + 7 * 86_400_000), now: clock.now() })),
    );
    // One answered, three left to run out.
    const answered = requests[0]!;
    await applyBookingEvent(em.fork(), answered.id, { type: 'accept' }, { userId: provider.owner.id }, clock.now());
    expect((await em.fork().findOneOrFail(ProviderEntity, provider.id)).acceptanceRate).toBeNull();

    // Past the 72 hours to answer.
    clock.set(new Date(Date.parse(start) + 73 * 3_600_000));
    const countLater = providerFiguresScheduler(app.queues.providerFigures, () => clock.now().getTime());
    const runWithCount = bookingDeadlineJob(app.orm, clock, app.queues.outboundMessages, undefined, countLater);
    for (const request of requests.slice(1)) expect(await runWithCount({ data: { type: 'expire', bookingId: request.id, deadline: 'provider_answer' } })).toBe(true);

    // Not counted inside the expiries: one job for all three, due when the five seconds end.
    expect((await em.fork().findOneOrFail(ProviderEntity, provider.id)).acceptanceRate).toBeNull();
    const queued = (await app.queues.providerFigures.getJobs(['delayed', 'waiting'])).filter((job) => job.data.type === 'provider' && job.data.providerId === provider.id);
    const span = Math.floor(clock.now().getTime() / providerFiguresBucketMs);
    expect(queued.map((job) => [job.id, job.opts.delay])).toEqual([[`provider-figures-provider-${provider.id}-${span}`, (span + 1) * providerFiguresBucketMs - clock.now().getTime() + 500]]);

    expect(await providerFiguresJob(app.orm, clock)(queued[0]!)).toBe(true);
    expect((await em.fork().findOneOrFail(ProviderEntity, provider.id)).acceptanceRate).toBe(0.25);
    await queued[0]!.remove();
  });
});
