import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { cleaningCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';
import { subscriptionJob } from '../../../workers/jobs/subscriptions/subscription.job.ts';

// Tuesday 1 December 2026, 09:00 in Oslo; the provider works weekdays 08–16 and takes bookings a day ahead.
const start = '2026-12-01T08:00:00Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: 'gateway' });
const gateway = await listenForWebhooks(app);
const em = app.orm.em.fork();
const friday = '2026-12-04T09:00:00.000Z';

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** A customer with a saved card, subscribed every other Friday at 10:00 from 4 December. */
async function subscribed() {
  clock.set(start);
  const provider = await createProvider(em, { category: await cleaningCategory(em) });
  const service = await createService(em, provider, { title: 'Fast vask', areas: ['oslo'], basePriceOre: 180_000, baseDurationMinutes: 180 });
  const customer = await createTestUser(em);
  const cookie = await sessionCookieFor(app, customer.id);
  const { checkoutUrl } = (await call(cookie, 'POST', '/payments/cards/setup')).json();
  await app.inject({ method: 'POST', url: `/api/test-gateway/sessions/${(checkoutUrl as string).split('/testbetaling/')[1]}/pay`, payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } });
  await gateway.webhooks.idle();
  const [card] = (await call(cookie, 'GET', '/payments/cards')).json() as Array<{ id: string }>;
  const body = { serviceId: service.id, startTime: friday, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], frequency: 'every_two_weeks', savedCardId: card!.id, acceptTerms: true };
  const response = await call(cookie, 'POST', '/subscriptions', body);
  expect(response.statusCode, response.body).toBe(201);
  return { cookie, provider, subscription: response.json() as { id: string; visits: Array<{ id: string; bookingId: string }> } };
}

describe('changing a subscription\'s rhythm and time', () => {
  it('offers its own visits\' times as free, then books the new plan and frees the old times', async () => {
    const { cookie, provider, subscription } = await subscribed();
    const days = (await call(cookie, 'GET', `/subscriptions/${subscription.id}/days?year=2026`)).json().days as string[];
    expect(days).toContain('2026-12-04');
    expect(days).not.toContain('2026-12-05');
    // Its own Friday 10:00 is offered: keeping the time and changing only the rhythm works.
    expect((await call(cookie, 'GET', `/subscriptions/${subscription.id}/times?day=2026-12-04`)).json().times).toContain(friday);

    const changed = await call(cookie, 'POST', `/subscriptions/${subscription.id}/change`, { frequency: 'weekly', startTime: '2026-12-08T12:00:00.000Z' });
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = changed.json();
    expect(detail).toMatchObject({ status: 'active', frequency: 'weekly', weekday: 2, startTime: '13:00' });
    expect(detail.nextVisit).toMatchObject({ startsAt: '2026-12-08T12:00:00.000Z', state: 'booked' });
    const starts = detail.visits.map((visit: { startsAt: string }) => visit.startsAt);
    expect(starts.slice(0, 3)).toEqual(['2026-12-08T12:00:00.000Z', '2026-12-15T12:00:00.000Z', '2026-12-22T12:00:00.000Z']);
    expect(starts).not.toContain(friday);
    // The old Friday's booking is cancelled and its time free; the new visits hold theirs.
    expect((await em.fork().findOneOrFail(BookingEntity, subscription.visits[0]!.bookingId)).status).toBe('cancelled');
    expect(await em.fork().count(BookingEntity, { provider: provider.id, status: 'awaiting_payment' })).toBe(detail.visits.length);
  });

  it('refuses a time the engine does not offer, or before a visit being charged, and changes nothing', async () => {
    const { cookie, subscription } = await subscribed();
    const saturday = await call(cookie, 'POST', `/subscriptions/${subscription.id}/change`, { frequency: 'weekly', startTime: '2026-12-05T09:00:00.000Z' });
    expect(saturday.statusCode).toBe(409);
    expect(saturday.json().data.key).toBe('error.booking.time_already_booked');
    expect((await call(cookie, 'GET', `/subscriptions/${subscription.id}`)).json()).toMatchObject({ frequency: 'every_two_weeks', nextVisit: { startsAt: friday, state: 'booked' } });

    // Wednesday 10:00: Friday's visit is charged; the new plan cannot start before it.
    clock.set('2026-12-02T09:00:00Z');
    const job = subscriptionJob(app.orm, clock, { payments: app.payments, config: app.config }, { notifier: app.notifier, outbound: app.queues.outboundMessages, subscriptions: app.queues.subscriptions, origin: app.config.origin, appName: app.config.appName });
    expect(await job({ data: { type: 'charge', visitId: subscription.visits[0]!.id } })).toBe('paid');
    const early = await call(cookie, 'POST', `/subscriptions/${subscription.id}/change`, { frequency: 'weekly', startTime: '2026-12-03T09:00:00.000Z' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The new time must come after visits that are already paid or being charged.');
    const later = await call(cookie, 'POST', `/subscriptions/${subscription.id}/change`, { frequency: 'every_four_weeks', startTime: '2026-12-10T07:00:00.000Z' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().visits.slice(0, 2)).toMatchObject([
      { startsAt: friday, state: 'paid' },
      { startsAt: '2026-12-10T07:00:00.000Z', state: 'booked' },
    ]);

    const stranger = await subscribed();
    expect((await call(stranger.cookie, 'GET', `/subscriptions/${subscription.id}/days?year=2026`)).statusCode).toBe(404);
    expect((await call(stranger.cookie, 'POST', `/subscriptions/${subscription.id}/change`, { frequency: 'weekly', startTime: '2026-12-08T12:00:00.000Z' })).statusCode).toBe(404);
  });
});
