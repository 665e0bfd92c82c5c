import { describe, expect, it } from 'vitest';
import type { TrackRecordView } from '#shared/ratings/track-record.schema.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { applyBookingEvent } from '#server/modules/bookings/booking-events.service.ts';
import { openChat, sendMessage } from '#server/modules/chats/chat.service.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { rejectCustomRequest } from '#server/modules/requests/custom-request.service.ts';
import { createPriceOffer } from '#server/modules/requests/price-offer.service.ts';
import { CustomRequestRecipientEntity } from '#server/modules/requests/custom-request-recipient.entity.ts';
import { CustomRequestEntity } from '#server/modules/requests/custom-request.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestBooking } from '#server/test/booking-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { chatFiguresScheduler, refreshChatProviderFigures } from './provider-figures-jobs.ts';

const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({ clock });
const hour = 3_600_000;

const aRequest = (provider: ProviderEntity, service: ServiceEntity, inHours: number) =>
  createTestBooking(app.orm.em.fork(), { provider, service, status: 'awaiting_provider', startsAt: new Date(clock.now().getTime() + inHours * hour), now: clock.now() });

/** A custom request that reached the provider `via` the customer's choice or the broadcast, `hoursAgo` hours ago. */
async function aCustomRequest(provider: ProviderEntity, via: 'chosen' | 'broadcast', hoursAgo: number, title: string) {
  const em = app.orm.em.fork();
  const customer = await createTestUser(em);
  const reachedAt = new Date(clock.now().getTime() - hoursAgo * hour);
  const request = em.create(CustomRequestEntity, {
    customer,
    category: provider.category,
    title,
    description: 'Vask av rekkehus, tre etasjer.',
    files: [],
    answers: [],
    broadcastAt: reachedAt,
    createdAt: reachedAt,
    updatedAt: reachedAt,
  });
  em.create(CustomRequestRecipientEntity, { request, provider, via, reachedAt });
  await em.flush();
  return request;
}

describe('GET /api/provider/track-record', () => {
  it('shows each figure with the events that made it and why; a broadcast nobody answered and a withdrawn request do not count', async () => {
    clock.set('2026-12-01T08:00:00Z');
    const em = app.orm.em.fork();
    const provider = await createProvider(em, { approvedAt: new Date('2025-06-01T00:00:00Z'), idVerified: true });
    const service = await createService(em, provider, { title: 'Flyttevask' });
    const owner = { userId: provider.owner.id };
    const accepted = await aRequest(provider, service, 48);
    await aCustomRequest(provider, 'chosen', 80, 'Vask av rekkehus');
    await aCustomRequest(provider, 'broadcast', 90, 'Vinduer i blokk');
    clock.set('2026-12-01T08:05:00Z');
    const withdrawn = await aRequest(provider, service, 60);

    clock.set('2026-12-01T08:30:00Z');
    await applyBookingEvent(app.orm.em.fork(), accepted.id, { type: 'accept' }, owner, clock.now());
    await applyBookingEvent(app.orm.em.fork(), withdrawn.id, { type: 'cancel_by_customer' }, { userId: withdrawn.customer.id }, clock.now());

    // A customer asks in the chat; the provider answers 10 minutes later.
    const customer = await createTestUser(app.orm.em.fork());
    const { chatId } = await openChat(app.orm.em.fork(), { customerId: customer.id, providerId: provider.id, now: clock.now() });
    await sendMessage(app.orm.em.fork(), { chatId, senderId: customer.id, clientId: crypto.randomUUID(), text: 'Har dere ledig fredag?', now: clock.now() });
    clock.set('2026-12-01T08:40:00Z');
    await sendMessage(app.orm.em.fork(), { chatId, senderId: provider.owner.id, clientId: crypto.randomUUID(), text: 'Ja, fra kl. 10.', now: clock.now() });
    await refreshChatProviderFigures(app.orm.em.fork(), chatId, clock.now());

    const response = await app.inject({ method: 'GET', url: '/api/provider/track-record', cookies: { sid: await sessionCookieFor(app, provider.owner.id) } });
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json<TrackRecordView>();
    const verdicts = (figure: TrackRecordView['acceptanceRate']) => figure.events.map((event) => [event.kind, event.label, event.verdict, event.counts]);
    expect(verdicts(record.acceptanceRate)).toEqual([
      ['bookingRequest', 'Flyttevask', 'customerWithdrew', false],
      ['bookingRequest', 'Flyttevask', 'accepted', true],
      ['customRequest', 'Vask av rekkehus', 'unanswered', true],
      ['customRequest', 'Vinduer i blokk', 'broadcastUnanswered', false],
    ]);
    expect(record.acceptanceRate).toMatchObject({ value: null, counted: 2, total: 4 });
    expect(record.averageResponseTimeSec.events.map((event) => [event.kind, event.responseSec])).toEqual([
      ['chat', 600],
      ['bookingRequest', 1800],
    ]);
    expect(record).toMatchObject({ minEvents: 3, idVerified: true, rating: { average: null, count: 0 }, since: '2025-12-01T08:40:00.000Z' });
  });

  it('is 404 for someone without a provider and 401 signed out', async () => {
    const customer = await createTestUser(app.orm.em.fork());
    expect((await app.inject({ method: 'GET', url: '/api/provider/track-record', cookies: { sid: await sessionCookieFor(app, customer.id) } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/provider/track-record' })).statusCode).toBe(401);
  });
});

describe('offers and declines move the stored figures at once', () => {
  it('three requests chosen for the provider: two offered on and one declined make 67 % and a response time', async () => {
    clock.set('2026-12-01T08:00:00Z');
    const em = app.orm.em.fork();
    const provider = await createProvider(em, { approvedAt: new Date('2025-06-01T00:00:00Z') });
    const requests = [await aCustomRequest(provider, 'chosen', 2, 'Trappevask'), await aCustomRequest(provider, 'chosen', 2, 'Hagearbeid'), await aCustomRequest(provider, 'chosen', 2, 'Kjellerrydding')];
    const offer = (requestId: string) =>
      createPriceOffer(app.orm.em.fork(), {
        provider,
        now: clock.now(),
        body: { customRequestId: requestId, amount: 2500, conditions: '', expiresAt: '2026-12-05T12:00:00+01:00', startTime: '2026-12-10T10:00:00+01:00' },
      });
    await offer(requests[0]!.id);
    await offer(requests[1]!.id);
    expect((await app.orm.em.fork().findOneOrFail(ProviderEntity, provider.id)).acceptanceRate).toBeNull();
    await rejectCustomRequest(app.orm.em.fork(), { requestId: requests[2]!.id, providerId: provider.id, reason: 'Vi tar ikke slike oppdrag.', now: clock.now() });
    const stored = await app.orm.em.fork().findOneOrFail(ProviderEntity, provider.id);
    expect([stored.acceptanceRate, stored.averageResponseTimeSec]).toEqual([0.6667, 2 * 3600]);
  });
});

describe('a chat answer moves the response time', () => {
  it('queues one count per chat a minute on, however many messages arrive meanwhile', async () => {
    const chatId = crypto.randomUUID();
    const schedule = chatFiguresScheduler(app.queues.providerFigures);
    await schedule(chatId);
    await schedule(chatId);
    const jobs = await app.queues.providerFigures.getJobs(['delayed', 'waiting']);
    const ours = jobs.filter((job) => job.data.type === 'chat' && job.data.chatId === chatId);
    expect(ours.map((job) => [job.id, job.opts.delay])).toEqual([[`provider-figures-chat-${chatId}`, 60_000]]);
    await ours[0]!.remove();
  });
});
