import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { reconcileLedger } from '#server/modules/payments/ledger-reconciliation.ts';
import { PaymentEntity } from '#server/modules/payments/payment.entity.ts';
import { SavedCardEntity } from '#server/modules/payments/saved-card.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';
import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import { SubscriptionEntity } from './subscription.entity.ts';
import { chargeVisit, startVisit } from './visit-charges.ts';
import { generateVisits } from './visit-generator.ts';
import { createSubscription } from '#server/test/subscription-factories.ts';

// Tuesday 1 December 2026, 09:00 in Oslo.
const start = '2026-12-01T08:00:00Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: 'gateway' });
const gateway = await listenForWebhooks(app);
const deps = { payments: app.payments, config: app.config };
const hour = 3_600_000;

async function saveCard(cookie: string, cardNumber: string) {
  const { checkoutUrl } = (await app.inject({ method: 'POST', url: '/api/payments/cards/setup', cookies: { sid: cookie } })).json();
  const session = (checkoutUrl as string).split('/testbetaling/')[1];
  const paid = await app.inject({ method: 'POST', url: `/api/test-gateway/sessions/${session}/pay`, payload: { cardNumber, expiry: '12/30', cvc: '123' } });
  expect(paid.statusCode, paid.body).toBe(200);
  await gateway.webhooks.idle();
}

/** An every-other-Friday subscription at 10:00 with the customer's saved card, its visits generated. */
async function aSubscription(cardNumber = '4242 4242 4242 4242') {
  clock.set(start);
  const em = app.orm.em.fork();
  const provider = await createProvider(em);
  const service = await createService(em, provider, { title: 'Fast vask', areas: ['oslo'] });
  const customer = await createTestUser(em);
  await saveCard(await sessionCookieFor(app, customer.id), cardNumber);
  const card = await em.findOneOrFail(SavedCardEntity, { user: customer.id });
  const subscription = await createSubscription(em, { customer, provider, service, savedCard: card, now: clock.now() });
  const { booked } = await generateVisits(app.orm.em.fork(), { subscriptionId: subscription.id, now: clock.now() });
  return { subscription, provider, customer, visits: booked };
}

const reload = (id: string) => app.orm.em.fork().findOneOrFail(SubscriptionVisitEntity, id, { populate: ['booking'] });

describe('charging a subscription\'s visits', () => {
  it('charges a visit at its deadline exactly once, however often it is asked, and confirms its booking', async () => {
    const { visits, provider } = await aSubscription();
    const first = visits[0]!;
    // Friday's visit is charged on Wednesday 10:00; before that nothing happens.
    clock.set('2026-12-02T08:59:59Z');
    expect(await chargeVisit(app.orm.em.fork(), deps, { visitId: first.id, now: clock.now() })).toEqual({ kind: 'none' });
    clock.set('2026-12-02T09:00:00Z');
    const [one, two] = await Promise.all([
      chargeVisit(app.orm.em.fork(), deps, { visitId: first.id, now: clock.now() }),
      chargeVisit(app.orm.em.fork(), deps, { visitId: first.id, now: clock.now() }),
    ]);
    expect([one.kind, two.kind].sort()).toEqual(['none', 'paid']);
    expect((await chargeVisit(app.orm.em.fork(), deps, { visitId: first.id, now: clock.now() })).kind).toBe('none');
    await gateway.webhooks.idle();
    const visit = await reload(first.id);
    expect(visit.state).toBe('paid');
    expect(visit.booking).toMatchObject({ status: 'confirmed', priceOre: 180_000 });
    expect(await app.orm.em.fork().count(PaymentEntity, { booking: visit.booking!.id, status: 'succeeded' })).toBe(1);
    // The next visit is not due yet.
    expect(await chargeVisit(app.orm.em.fork(), deps, { visitId: visits[1]!.id, now: clock.now() })).toEqual({ kind: 'none' });
    expect((await reconcileLedger(app.orm.em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
    // It goes ahead at its start.
    clock.set('2026-12-04T09:00:00Z');
    expect(await startVisit(app.orm.em.fork(), { visitId: first.id, now: clock.now() })).toEqual({ kind: 'none' });
  });

  it('retries a refused card after 6 h, 24 h and the morning before; unpaid at the start the visit is paused; two in a row pause the subscription', async () => {
    const { visits, subscription } = await aSubscription('4000 0000 0000 0341');
    const [first, second] = visits as [SubscriptionVisitEntity, SubscriptionVisitEntity];
    clock.set('2026-12-02T09:00:00Z');
    const refused = await chargeVisit(app.orm.em.fork(), deps, { visitId: first.id, now: clock.now() });
    expect(refused).toMatchObject({ kind: 'declined', code: 'insufficient_funds', hard: false, retryAt: new Date('2026-12-02T15:00:00Z') });
    // Asked again before the retry: nothing.
    expect((await chargeVisit(app.orm.em.fork(), deps, { visitId: first.id, now: new Date('2026-12-02T14:59:00Z') })).kind).toBe('none');
    const tries: Array<string | null> = [];
    for (const at of ['2026-12-02T15:00:00Z', '2026-12-03T07:00:00Z', '2026-12-03T09:00:00Z']) {
      clock.set(at);
      const outcome = await chargeVisit(app.orm.em.fork(), deps, { visitId: first.id, now: clock.now() });
      tries.push(outcome.kind === 'declined' ? (outcome.retryAt?.toISOString() ?? null) : outcome.kind);
    }
    // 6 h after: next the morning before (08:00 Oslo Thursday), then 24 h after the first, then none.
    expect(tries).toEqual(['2026-12-03T07:00:00.000Z', '2026-12-03T09:00:00.000Z', null]);
    expect((await reload(first.id)).booking!.status).toBe('awaiting_payment');

    clock.set('2026-12-04T09:00:00Z');
    expect(await startVisit(app.orm.em.fork(), { visitId: first.id, now: clock.now() })).toMatchObject({ kind: 'paused', subscriptionPaused: false });
    const paused = await reload(first.id);
    expect(paused.state).toBe('unpaid');
    expect(paused.booking!.status).toBe('paused');
    expect(await app.orm.em.fork().count(PaymentEntity, { booking: paused.booking!.id, status: 'succeeded' })).toBe(0);

    // The second visit fails the same way: the subscription is paused and waits for the customer.
    clock.set('2026-12-16T09:00:00Z');
    expect((await chargeVisit(app.orm.em.fork(), deps, { visitId: second.id, now: clock.now() })).kind).toBe('declined');
    clock.set('2026-12-18T09:00:00Z');
    expect(await startVisit(app.orm.em.fork(), { visitId: second.id, now: clock.now() })).toMatchObject({ kind: 'paused', subscriptionPaused: true });
    const after = await app.orm.em.fork().findOneOrFail(SubscriptionEntity, subscription.id);
    expect(after).toMatchObject({ status: 'paused', pauseReason: 'unpaid_visits' });
    // A paused subscription's later visits are not charged.
    const third = visits[2]!;
    clock.set(new Date(third.chargeAt.getTime() + hour));
    expect((await chargeVisit(app.orm.em.fork(), deps, { visitId: third.id, now: clock.now() })).kind).toBe('none');
  });

  it('a visit the customer paid before its charge is not charged again', async () => {
    const { visits } = await aSubscription();
    const first = visits[0]!;
    const em = app.orm.em.fork();
    const booking = await em.findOneOrFail(BookingEntity, first.booking!.id);
    booking.status = 'confirmed';
    await em.flush();
    clock.set('2026-12-02T09:00:00Z');
    expect((await chargeVisit(app.orm.em.fork(), deps, { visitId: first.id, now: clock.now() })).kind).toBe('paid');
    expect(await app.orm.em.fork().count(PaymentEntity, { booking: booking.id })).toBe(0);
  });
});
