import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { insertBooking } from '#server/modules/bookings/booking-insert.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';
import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import { SubscriptionEntity } from './subscription.entity.ts';
import { generateVisits } from './visit-generator.ts';

// Tuesday 1 December 2026, 09:00 in Oslo; the provider works weekdays 08–16 and takes bookings a day ahead.
const start = '2026-12-01T08:00:00Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: 'gateway' });
const gateway = await listenForWebhooks(app);
const em = app.orm.em.fork();
const friday = '2026-12-04T09:00:00.000Z';
// The third weekly visit, Friday 18 December 10:00 in Oslo, whose time another booking holds (11:00–12:00).
const collidedAt = '2026-12-18T09:00:00.000Z';

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function saveCard(cookie: string): Promise<string> {
  const { checkoutUrl } = (await call(cookie, 'POST', '/payments/cards/setup')).json();
  const paid = await call(null, 'POST', `/test-gateway/sessions/${(checkoutUrl as string).split('/testbetaling/')[1]}/pay`, { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
  expect(paid.statusCode, paid.body).toBe(200);
  await gateway.webhooks.idle();
  return ((await call(cookie, 'GET', '/payments/cards')).json() as Array<{ id: string }>)[0]!.id;
}

/** A weekly cleaning on Fridays at 10:00 for 3 hours, subscribed while Friday 18 December 11:00–12:00 is taken. */
async function collidedSubscription() {
  clock.set(start);
  const category = (await em.fork().findOne(CategoryEntity, { name: 'cleaning' })) ?? (await createCategory(em.fork(), { name: 'cleaning', slug: 'rengjoring-test' }));
  const provider = await createProvider(em, { category });
  const service = await createService(em, provider, { title: 'Fast vask', areas: ['oslo'], basePriceOre: 180_000, baseDurationMinutes: 180 });
  const other = await createTestUser(em);
  await insertBooking(app.orm.em.fork(), {
    customer: other.id,
    provider: provider.id,
    service,
    status: 'awaiting_payment',
    startsAt: new Date('2026-12-18T10:00:00Z'),
    endsAt: new Date('2026-12-18T11:00:00Z'),
    bufferMinutes: 0,
    priceOre: 50_000,
    vatOre: 10_000,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryAddress: { street: 'Torget 2', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    now: new Date(start),
  });
  const customer = await createTestUser(em);
  const cookie = await sessionCookieFor(app, customer.id);
  const savedCardId = await saveCard(cookie);
  const body = { serviceId: service.id, startTime: friday, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], frequency: 'weekly', savedCardId, acceptTerms: true };
  const response = await call(cookie, 'POST', '/subscriptions', body);
  expect(response.statusCode, response.body).toBe(201);
  const subscription = response.json();
  const collided = subscription.visits.find((visit: { startsAt: string }) => visit.startsAt === collidedAt);
  return { provider, customer, cookie, subscription, collided, ownerCookie: await sessionCookieFor(app, provider.owner.id) };
}

const oslo = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

describe('a visit whose time was taken', () => {
  it('is told to both sides, in the app and by e-mail, with up to 3 free times nearest the planned one', async () => {
    const { customer, provider, cookie, ownerCookie, subscription, collided } = await collidedSubscription();
    expect(collided).toMatchObject({ state: 'collided', bookingId: null, canSkip: true });
    // The same day first, nearest to 10:00 (the other booking holds 11:00–12:00): 08:00 and 12:00 are as near, the earlier first.
    expect(collided.suggestedTimes.map(oslo)).toEqual(['2026-12-18, 08:00', '2026-12-18, 12:00', '2026-12-18, 12:30']);
    // Only the collided visit gets suggestions.
    expect(subscription.visits.filter((visit: { suggestedTimes: string[] }) => visit.suggestedTimes.length > 0)).toHaveLength(1);

    const customerKeys = (await call(cookie, 'GET', '/notifications')).json().data.map((item: { key: string }) => item.key);
    expect(customerKeys).toContain('notifications:subscription.visitCollided');
    const providerKeys = (await call(ownerCookie, 'GET', '/notifications')).json().data.map((item: { key: string }) => item.key);
    expect(providerKeys).toContain('notifications:subscription.visitCollidedProvider');
    const outbox = await app.queues.outboundMessages.getJobs(['waiting', 'delayed', 'completed', 'active']);
    expect(outbox.some((message) => message.data.to === customer.email && /må få en ny tid|needs a new time/.test(message.data.subject ?? ''))).toBe(true);
    expect(outbox.some((message) => message.data.to === provider.owner.email && /kolliderer|collides/.test(message.data.subject ?? ''))).toBe(true);
  });

  it('moves to a suggested time: booked there, holding the time; refuses a time not offered, a second move and a stranger', async () => {
    const { provider, cookie, subscription, collided } = await collidedSubscription();
    const url = `/subscriptions/${subscription.id}/visits/${collided.id}/move`;
    // 10:00 is the taken time, and 07:00 is outside the working day.
    for (const startTime of [collidedAt, '2026-12-18T06:00:00.000Z']) {
      const refused = await call(cookie, 'POST', url, { startTime });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().data.key).toBe('error.subscription.visit_time_taken');
    }
    const stranger = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(stranger, 'POST', url, { startTime: collided.suggestedTimes[0] })).statusCode).toBe(404);

    const moved = await call(cookie, 'POST', url, { startTime: collided.suggestedTimes[0] });
    expect(moved.statusCode, moved.body).toBe(200);
    const visit = moved.json().visits.find((candidate: { id: string }) => candidate.id === collided.id);
    expect(visit).toMatchObject({ state: 'booked', startsAt: collided.suggestedTimes[0], bookingStatus: 'awaiting_payment', suggestedTimes: [], canSkip: true });
    const booking = await em.fork().findOneOrFail(BookingEntity, visit.bookingId);
    expect(booking.startsAt.toISOString()).toBe(collided.suggestedTimes[0]);
    expect(booking.provider.id).toBe(provider.id);

    const again = await call(cookie, 'POST', url, { startTime: collided.suggestedTimes[1] ?? collided.suggestedTimes[0] });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.key).toBe('error.subscription.visit_not_movable');

    // Generating the window again finds the moved visit standing for its Friday: no second one.
    const entity = await em.fork().findOneOrFail(SubscriptionEntity, subscription.id);
    entity.generatedUntil = new Date(start);
    await em.fork().persist(entity).flush();
    const generated = await generateVisits(app.orm.em.fork(), { subscriptionId: subscription.id, now: new Date(start) });
    expect(generated).toEqual({ booked: [], collided: [] });
    expect(await em.fork().count(SubscriptionVisitEntity, { subscription: subscription.id })).toBe(subscription.visits.length);
  });

  it('a time taken between suggesting and choosing is refused', async () => {
    const { provider, cookie, subscription, collided } = await collidedSubscription();
    const chosen = new Date(collided.suggestedTimes[0]);
    await insertBooking(app.orm.em.fork(), {
      customer: (await createTestUser(em)).id,
      provider: provider.id,
      service: null,
      title: 'Annen jobb',
      status: 'awaiting_payment',
      startsAt: chosen,
      endsAt: new Date(chosen.getTime() + 3_600_000),
      bufferMinutes: 0,
      priceOre: 50_000,
      vatOre: 10_000,
      cancellationPolicy: 'simple',
      paymentMethod: 'card',
      deliveryAddress: { street: 'Torget 2', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
      now: new Date(start),
    });
    const refused = await call(cookie, 'POST', `/subscriptions/${subscription.id}/visits/${collided.id}/move`, { startTime: collided.suggestedTimes[0] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.key).toBe('error.subscription.visit_time_taken');
  });
});

describe('a subscription visit elsewhere', () => {
  it('is marked as a subscription\'s in the provider\'s calendar and the customer\'s bookings, and as a recurring cleaning in the calendar feed', async () => {
    const { cookie, ownerCookie, subscription } = await collidedSubscription();
    const first = subscription.visits[0];
    const calendar = (await call(ownerCookie, 'GET', '/booking/provider/calendar?from=2026-12-01&to=2026-12-31')).json();
    const visitItem = calendar.data.find((item: { id: string }) => item.id === first.bookingId);
    expect(visitItem).toMatchObject({ subscriptionId: subscription.id, status: 'awaiting_payment' });
    // The other customer's booking on 18 December is not a visit.
    expect(calendar.data.filter((item: { subscriptionId: string | null }) => item.subscriptionId === null)).toHaveLength(1);
    const active = (await call(cookie, 'GET', '/booking/customer?tab=active')).json();
    expect(active.data.every((item: { subscriptionId: string | null }) => item.subscriptionId === subscription.id)).toBe(true);

    const { url } = (await call(ownerCookie, 'POST', '/provider/calendar-feed')).json();
    const feed = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    const unfolded = feed.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:Fast vask (fast rengjøring)');
    expect(unfolded).toContain('Fast rengjøring: ett av besøkene i et abonnement.');
  });
});
