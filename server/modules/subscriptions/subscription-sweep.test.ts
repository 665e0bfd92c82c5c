import { describe, expect, it } from 'vitest';
import { seededRandom } from '#server/db/seeded-random.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { reconcileLedger } from '#server/modules/payments/ledger-reconciliation.ts';
import { PaymentEntity } from '#server/modules/payments/payment.entity.ts';
import { SavedCardEntity } from '#server/modules/payments/saved-card.entity.ts';
import { testCards } from '#server/modules/payments/gateway/test-card-numbers.ts';
import { subscriptionFrequencies } from '#shared/subscriptions/subscription-frequency.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { createSubscription } from '#server/test/subscription-factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';
import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import { sweepSubscriptions } from './subscription-sweep.ts';
import { generateVisits } from './visit-generator.ts';

// Tuesday 1 December 2026, 09:00 in Oslo.
const start = '2026-12-01T08:00:00Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: 'gateway' });
const gateway = await listenForWebhooks(app);
const deps = { payments: app.payments, config: app.config };
const messaging = { notifier: app.notifier, outbound: app.queues.outboundMessages, subscriptions: app.queues.subscriptions, origin: app.config.origin, appName: app.config.appName };
const hourMs = 3_600_000;

async function saveCard(userId: string, cardNumber: string) {
  const cookie = await sessionCookieFor(app, userId);
  const { checkoutUrl } = (await app.inject({ method: 'POST', url: '/api/payments/cards/setup', cookies: { sid: cookie } })).json();
  const session = (checkoutUrl as string).split('/testbetaling/')[1];
  const paid = await app.inject({ method: 'POST', url: `/api/test-gateway/sessions/${session}/pay`, payload: { cardNumber, expiry: '12/30', cvc: '123' } });
  expect(paid.statusCode, paid.body).toBe(200);
  await gateway.webhooks.idle();
}

/** A subscription with its visits generated and no jobs queued: as if every job were lost. */
async function aSubscription(options: { cardNumber?: string; frequency?: (typeof subscriptionFrequencies)[number]; firstDay?: string; startMinutes?: number } = {}) {
  const em = app.orm.em.fork();
  const provider = await createProvider(em);
  const service = await createService(em, provider, { title: 'Fast vask', areas: ['oslo'] });
  const customer = await createTestUser(em);
  await saveCard(customer.id, options.cardNumber ?? testCards.succeeds);
  const card = await em.findOneOrFail(SavedCardEntity, { user: customer.id });
  const subscription = await createSubscription(
    em,
    { customer, provider, service, savedCard: card, now: clock.now() },
    { frequency: options.frequency ?? 'every_two_weeks', firstDay: options.firstDay ?? '2026-12-04', startMinutes: options.startMinutes ?? 10 * 60 },
  );
  await generateVisits(app.orm.em.fork(), { subscriptionId: subscription.id, now: clock.now() });
  return { subscription, provider };
}

const sweep = (ids: string[]) => sweepSubscriptions(app.orm.em.fork(), deps, messaging, clock.now(), { subscriptionIds: ids });
const visitsOf = (subscriptionId: string) =>
  app.orm.em.fork().find(SubscriptionVisitEntity, { subscription: subscriptionId }, { populate: ['booking'], orderBy: { plannedStartsAt: 'asc' } });

describe('the subscriptions sweep', () => {
  it('charges a visit whose job was lost, once however often it runs, and books further ahead as time passes', async () => {
    clock.set(start);
    const { subscription } = await aSubscription();
    const before = await visitsOf(subscription.id);
    // Before the deadline it leaves the visit alone.
    clock.set('2026-12-02T08:59:00Z');
    expect(await sweep([subscription.id])).toEqual({ charged: 0, started: 0, extended: 0 });
    // Five minutes after it: the lost charge is made, and only once.
    clock.set('2026-12-02T09:04:00Z');
    expect((await sweep([subscription.id])).charged).toBe(1);
    expect((await sweep([subscription.id])).charged).toBe(0);
    await gateway.webhooks.idle();
    const [first] = await visitsOf(subscription.id);
    expect(first).toMatchObject({ state: 'paid', booking: { status: 'confirmed' } });
    expect(await app.orm.em.fork().count(PaymentEntity, { booking: first!.booking!.id, status: 'succeeded' })).toBe(1);

    // Six weeks of sweeps on, less than the minimum window (8 weeks) is booked ahead of the
    // provider's 90 days: more visits are booked, each once.
    let extended = 0;
    for (let at = Date.parse('2026-12-02T12:00:00Z'); at <= Date.parse('2027-01-12T12:00:00Z'); at += 6 * hourMs) {
      clock.set(new Date(at).toISOString());
      extended += (await sweep([subscription.id])).extended;
      await gateway.webhooks.idle();
    }
    expect(extended).toBe(1);
    const after = await visitsOf(subscription.id);
    expect(after.length).toBeGreaterThan(before.length);
    expect(new Set(after.map((visit) => visit.plannedStartsAt.getTime())).size).toBe(after.length);
    expect((await sweep([subscription.id])).extended).toBe(0);

    // Each visit's booking shows its subscription and the visits so far (spec §3 Booking: deliveries).
    const coming = after.find((visit) => visit.plannedStartsAt.getTime() > clock.now().getTime() && visit.booking)!;
    const cookie = await sessionCookieFor(app, subscription.customer.id);
    const detail = (await app.inject({ method: 'GET', url: `/api/booking/${coming.booking!.id}`, cookies: { sid: cookie } })).json();
    expect(detail.subscription).toMatchObject({ id: subscription.id, frequency: 'every_two_weeks' });
    const startsAt = detail.subscription.deliveries.map((delivery: { startsAt: string }) => delivery.startsAt);
    expect(startsAt).toEqual(['2027-01-01T09:00:00.000Z', '2026-12-18T09:00:00.000Z', '2026-12-04T09:00:00.000Z']);
    expect(detail.subscription.deliveries.every((delivery: { state: string }) => delivery.state === 'paid')).toBe(true);
  });

  it('a seeded random month of subscriptions: every visit charged at most once, refused cards paused at the start, and the ledger reconciles', async () => {
    clock.set(start);
    const random = seededRandom('subscriptions-month');
    const made = [];
    for (let index = 0; index < 6; index += 1) {
      made.push(
        await aSubscription({
          cardNumber: random.chance(0.3) ? testCards.declinesLater : testCards.succeeds,
          frequency: random.pick(subscriptionFrequencies),
          firstDay: `2026-12-0${random.int(3, 9)}`,
          startMinutes: random.int(8, 12) * 60,
        }),
      );
    }
    const ids = made.map((item) => item.subscription.id);
    // A month of sweeps every six hours, with every job lost.
    for (let at = Date.parse(start); at <= Date.parse('2027-01-01T08:00:00Z'); at += 6 * hourMs) {
      clock.set(new Date(at).toISOString());
      await sweep(ids);
      await gateway.webhooks.idle();
    }

    const em = app.orm.em.fork();
    const visits = await em.find(SubscriptionVisitEntity, { subscription: { $in: ids } }, { populate: ['booking'] });
    const past = visits.filter((visit) => visit.plannedStartsAt.getTime() < clock.now().getTime() && visit.booking);
    expect(past.length).toBeGreaterThan(6);
    for (const visit of past) {
      const paid = await em.count(PaymentEntity, { booking: visit.booking!.id, status: 'succeeded' });
      expect(paid, `visit ${visit.plannedStartsAt.toISOString()} in state ${visit.state}`).toBe(visit.state === 'paid' ? 1 : 0);
      // Nothing before its start is left waiting: paid and going ahead, or paused unpaid.
      expect(['paid', 'unpaid']).toContain(visit.state);
    }
    expect(past.some((visit) => visit.state === 'paid')).toBe(true);
    expect(past.some((visit) => visit.state === 'unpaid')).toBe(true);
    const reconciliation = await reconcileLedger(em, { providerIds: made.map((item) => item.provider.id) });
    expect(reconciliation.problems).toEqual([]);
  });
});
