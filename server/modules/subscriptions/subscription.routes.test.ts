import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { PaymentEntity } from '#server/modules/payments/payment.entity.ts';
import { PromoCodeEntity } from '#server/modules/payments/promo-code.entity.ts';
import { PromoCodeUseEntity } from '#server/modules/payments/promo-code-use.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { cleaningCategory, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';
import { subscriptionJob } from '../../../workers/jobs/subscriptions/subscription.job.ts';

// Tuesday 1 December 2026, 09:00 in Oslo; the provider works weekdays 08–16 and takes bookings a day ahead.
const start = '2026-12-01T08:00:00Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: 'gateway' });
const gateway = await listenForWebhooks(app);
const em = app.orm.em.fork();
const friday = '2026-12-04T09:00:00.000Z';

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function saveCard(cookie: string, cardNumber = '4242 4242 4242 4242'): Promise<string> {
  const { checkoutUrl } = (await call(cookie, 'POST', '/payments/cards/setup')).json();
  const paid = await call(null, 'POST', `/test-gateway/sessions/${(checkoutUrl as string).split('/testbetaling/')[1]}/pay`, { cardNumber, expiry: '12/30', cvc: '123' });
  expect(paid.statusCode, paid.body).toBe(200);
  await gateway.webhooks.idle();
  const cards = (await call(cookie, 'GET', '/payments/cards')).json() as Array<{ id: string; last4: string }>;
  return cards.find((card) => card.last4 === cardNumber.slice(-4))!.id;
}

async function setup(cardNumber?: string) {
  clock.set(start);
  const category = await cleaningCategory(em);
  const provider = await createProvider(em, { category });
  const service = await createService(em, provider, { title: 'Fast vask', areas: ['oslo'], basePriceOre: 180_000, baseDurationMinutes: 180 });
  const customer = await createTestUser(em);
  const cookie = await sessionCookieFor(app, customer.id);
  const cardId = await saveCard(cookie, cardNumber);
  const body = { serviceId: service.id, startTime: friday, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], frequency: 'every_two_weeks', savedCardId: cardId, acceptTerms: true };
  return { provider, service, customer, cookie, cardId, body, ownerCookie: await sessionCookieFor(app, provider.owner.id) };
}

describe('subscribing to a recurring cleaning', () => {
  it('books the visits ahead with the first at the promo, lists it with its next charge, and tells the provider', async () => {
    const { cookie, body, ownerCookie, provider } = await setup();
    const created = await call(cookie, 'POST', '/subscriptions', { ...body, promoCode: 'rent15' });
    // RENT15 is not in this database: an unknown code is refused and nothing is stored.
    expect(created.statusCode).toBe(404);
    const response = await call(cookie, 'POST', '/subscriptions', body);
    expect(response.statusCode, response.body).toBe(201);
    const subscription = response.json();
    expect(subscription).toMatchObject({ status: 'active', frequency: 'every_two_weeks', weekday: 5, startTime: '10:00', durationMinutes: 180, priceOre: 180_000, card: { last4: '4242' } });
    expect(subscription.nextVisit).toMatchObject({ startsAt: friday, state: 'booked', canSkip: true, chargeAt: '2026-12-02T09:00:00.000Z' });
    expect(subscription.nextChargeAt).toBe('2026-12-02T09:00:00.000Z');
    expect(subscription.visits.length).toBeGreaterThanOrEqual(4);
    expect(await em.fork().count(BookingEntity, { provider: provider.id, status: 'awaiting_payment' })).toBe(subscription.visits.length);

    const list = (await call(cookie, 'GET', '/subscriptions')).json();
    expect(list.data.map((item: { id: string }) => item.id)).toEqual([subscription.id]);
    expect(list.data[0].visits).toBeUndefined();
    expect((await call(cookie, 'GET', '/subscriptions?state=inactive')).json().data).toEqual([]);
    const subscribers = (await call(ownerCookie, 'GET', '/provider/subscriptions')).json();
    expect(subscribers.data[0]).toMatchObject({ id: subscription.id, customerName: expect.any(String), priceOre: 180_000, payoutOre: expect.any(Number) });
    expect(subscribers.data[0].payoutOre).toBeLessThan(180_000);
    expect(subscribers.data[0].nextVisits[0]).toMatchObject({ startsAt: friday });
    const notifications = (await call(ownerCookie, 'GET', '/notifications')).json();
    expect(notifications.data.map((item: { key: string }) => item.key)).toContain('notifications:subscription.new');

    // The charge job at its time, then the start job: paid and going ahead.
    const job = subscriptionJob(app.orm, clock, { payments: app.payments, config: app.config }, { notifier: app.notifier, outbound: app.queues.outboundMessages, subscriptions: app.queues.subscriptions, origin: app.config.origin, appName: app.config.appName });
    clock.set('2026-12-02T09:00:00Z');
    expect(await job({ data: { type: 'charge', visitId: subscription.nextVisit.id } })).toBe('paid');
    expect(await job({ data: { type: 'charge', visitId: subscription.nextVisit.id } })).toBe('none');
    const detail = (await call(cookie, 'GET', `/subscriptions/${subscription.id}`)).json();
    expect(detail.visits[0]).toMatchObject({ state: 'paid', bookingStatus: 'confirmed', canSkip: false });
    expect(detail.nextChargeAt).toBe('2026-12-16T09:00:00.000Z');
  });

  it('refuses what is not cleaning, a taken first time, a card not the customer\'s, and keeps a stranger out', async () => {
    const { cookie, body, service } = await setup();
    const garden = await createService(em, service.provider, { category: await createCategory(em.fork()), areas: ['oslo'] });
    expect((await call(cookie, 'POST', '/subscriptions', { ...body, serviceId: garden.id })).json().data.key).toBe('error.subscription.not_recurring');
    const stranger = await setup();
    expect((await call(cookie, 'POST', '/subscriptions', { ...body, savedCardId: stranger.cardId })).json().data.key).toBe('error.subscription.card_not_found');
    const created = (await call(cookie, 'POST', '/subscriptions', body)).json();
    // Someone else wanting the same Friday: the time is taken.
    const other = await setup();
    const taken = await call(other.cookie, 'POST', '/subscriptions', { ...other.body, serviceId: service.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.key).toBe('error.booking.time_already_booked');
    for (const [method, path] of [['GET', ''], ['POST', '/pause'], ['POST', '/resume'], ['POST', '/cancel']] as const) {
      expect((await call(stranger.cookie, method, `/subscriptions/${created.id}${path}`, method === 'POST' ? {} : undefined)).statusCode).toBe(404);
    }
  });
});

describe('a promo code on the first visit', () => {
  it('takes its percentage off the first visit\'s booking as any booking\'s discount, and counts against its limit', async () => {
    const { cookie, body, customer } = await setup();
    const code = `VASK${Date.now().toString(36).toUpperCase()}`;
    const setupEm = em.fork();
    setupEm.create(PromoCodeEntity, { code, tag: 'cleaning', description: 'Første vask', percentage: 15, maxUsesPerCustomer: 1 });
    await setupEm.flush();

    const response = await call(cookie, 'POST', '/subscriptions', { ...body, promoCode: code.toLowerCase() });
    expect(response.statusCode, response.body).toBe(201);
    const subscription = response.json();
    expect(subscription).toMatchObject({ priceOre: 180_000, firstVisitPromoPercentage: 15 });
    const [first, second] = subscription.visits;
    expect(first.priceOre).toBe(153_000);
    expect(second.priceOre).toBe(180_000);
    const booking = await em.fork().findOneOrFail(BookingEntity, first.bookingId);
    expect(booking).toMatchObject({ listPriceOre: 180_000, priceOre: 153_000, discountOre: 27_000, vatOre: 30_600, promoCode: code });
    expect(await em.fork().count(PromoCodeUseEntity, { user: customer.id, booking: first.bookingId })).toBe(1);

    // Once per customer: a second subscription with it is refused whole.
    const again = await call(cookie, 'POST', '/subscriptions', { ...body, startTime: '2026-12-04T12:00:00.000Z', promoCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.key).toBe('error.promo.used_or_missing');
    expect((await call(cookie, 'GET', '/subscriptions')).json().data).toHaveLength(1);
  });
});

describe('the customer\'s choices', () => {
  it('skips a visit before its deadline, not after', async () => {
    const { cookie, body } = await setup();
    const subscription = (await call(cookie, 'POST', '/subscriptions', body)).json();
    const [first, second] = subscription.visits;
    const skipped = (await call(cookie, 'POST', `/subscriptions/${subscription.id}/visits/${second.id}/skip`)).json();
    expect(skipped.visits[1]).toMatchObject({ state: 'skipped', bookingStatus: 'cancelled', canSkip: false });
    clock.set('2026-12-02T09:00:01Z');
    const late = await call(cookie, 'POST', `/subscriptions/${subscription.id}/visits/${first.id}/skip`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This visit can no longer be skipped: its cancellation deadline has passed.');
  });

  it('skips any later visit before its own deadline, freeing its time and leaving the others booked', async () => {
    const { cookie, body, provider } = await setup();
    const subscription = (await call(cookie, 'POST', '/subscriptions', body)).json();
    const later = subscription.visits[3];
    expect(later).toMatchObject({ state: 'booked', canSkip: true });
    // Past the first visit's deadline, but long before the fourth's.
    clock.set('2026-12-02T09:00:01Z');
    const skipped = await call(cookie, 'POST', `/subscriptions/${subscription.id}/visits/${later.id}/skip`);
    expect(skipped.statusCode, skipped.body).toBe(200);
    const visits = skipped.json().visits as Array<{ id: string; state: string; bookingStatus: string | null; canSkip: boolean }>;
    expect(visits[3]).toMatchObject({ id: later.id, state: 'skipped', bookingStatus: 'cancelled', canSkip: false });
    expect(visits.filter((visit) => visit.id !== later.id).every((visit) => visit.state === 'booked')).toBe(true);
    expect(visits[0]!.canSkip).toBe(false);
    expect(await em.fork().count(BookingEntity, { provider: provider.id, status: 'awaiting_payment' })).toBe(visits.length - 1);
    // Again: unchanged.
    expect((await call(cookie, 'POST', `/subscriptions/${subscription.id}/visits/${later.id}/skip`)).statusCode).toBe(200);
  });

  it('pauses (coming visits set aside), starts again (booked anew), and cancels keeping a visit past its deadline', async () => {
    const { cookie, body, provider } = await setup();
    const subscription = (await call(cookie, 'POST', '/subscriptions', body)).json();
    const count = subscription.visits.length;
    // Wednesday 10:00:01: the first visit is past its deadline (charged now).
    clock.set('2026-12-02T09:00:01Z');
    const job = subscriptionJob(app.orm, clock, { payments: app.payments, config: app.config }, { notifier: app.notifier, outbound: app.queues.outboundMessages, subscriptions: app.queues.subscriptions, origin: app.config.origin, appName: app.config.appName });
    expect(await job({ data: { type: 'charge', visitId: subscription.visits[0].id } })).toBe('paid');

    const paused = (await call(cookie, 'POST', `/subscriptions/${subscription.id}/pause`)).json();
    expect(paused).toMatchObject({ status: 'paused', pauseReason: 'customer', nextVisit: { startsAt: friday, state: 'paid' } });
    // Only the paid Friday still holds the provider's time.
    expect(await em.fork().count(BookingEntity, { provider: provider.id, status: { $in: ['awaiting_payment', 'confirmed'] } })).toBe(1);

    const resumed = (await call(cookie, 'POST', `/subscriptions/${subscription.id}/resume`)).json();
    expect(resumed.status).toBe('active');
    const again = (await call(cookie, 'GET', `/subscriptions/${subscription.id}`)).json();
    expect(again.visits.filter((visit: { state: string }) => visit.state === 'booked')).toHaveLength(count - 1);

    const cancelled = (await call(cookie, 'POST', `/subscriptions/${subscription.id}/cancel`, { cancelUpcoming: true })).json();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.visits[0]).toMatchObject({ state: 'paid', bookingStatus: 'confirmed' });
    expect(cancelled.visits.slice(1).every((visit: { state: string }) => visit.state === 'cancelled')).toBe(true);
    expect((await call(cookie, 'GET', '/subscriptions?state=inactive')).json().data[0].id).toBe(subscription.id);
    expect((await call(cookie, 'POST', `/subscriptions/${subscription.id}/resume`)).json().data.key).toBe('error.subscription.cancelled');
  });

  it('a refused card is told to the customer, and a new card is charged at once', async () => {
    const { cookie, body, customer } = await setup('4000 0000 0000 0341');
    const subscription = (await call(cookie, 'POST', '/subscriptions', body)).json();
    clock.set('2026-12-02T09:00:00Z');
    const job = subscriptionJob(app.orm, clock, { payments: app.payments, config: app.config }, { notifier: app.notifier, outbound: app.queues.outboundMessages, subscriptions: app.queues.subscriptions, origin: app.config.origin, appName: app.config.appName });
    expect(await job({ data: { type: 'charge', visitId: subscription.visits[0].id } })).toBe('declined');
    const declined = (await call(cookie, 'GET', `/subscriptions/${subscription.id}`)).json();
    expect(declined.visits[0]).toMatchObject({ state: 'booked', declined: true, nextTryAt: '2026-12-02T15:00:00.000Z' });
    expect((await call(cookie, 'GET', '/notifications')).json().data[0]).toMatchObject({ key: 'notifications:subscription.chargeFailed', link: `/account/abonnementer/${subscription.id}` });
    const outbox = await app.queues.outboundMessages.getJobs(['waiting', 'delayed', 'completed', 'active']);
    expect(outbox.some((message) => message.data.to === customer.email && /did not go through|gikk ikke gjennom/.test(message.data.subject ?? ''))).toBe(true);

    const newCard = await saveCard(cookie);
    const changed = (await call(cookie, 'POST', `/subscriptions/${subscription.id}/card`, { savedCardId: newCard })).json();
    expect(changed.card.last4).toBe('4242');
    const paid = (await call(cookie, 'GET', `/subscriptions/${subscription.id}`)).json();
    expect(paid.visits[0]).toMatchObject({ state: 'paid', bookingStatus: 'confirmed', declined: false });
    expect(await em.fork().count(PaymentEntity, { booking: paid.visits[0].bookingId, status: 'succeeded' })).toBe(1);
  });
});
