import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { startStripeStandIn, stripePaymentIntent } from './gateway/stripe-stand-in.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { reconcileLedger } from './ledger-reconciliation.ts';

// The whole card flow with Stripe as the gateway: our booking, Stripe's hosted checkout (a local
// stand-in of its API) and a webhook signed as Stripe signs it, through our settle step.
const standIn = await startStripeStandIn();
afterAll(() => standIn.close());
const webhookSecret = 'whsec_stripe_flow_test_secret';
const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({
  clock,
  payments: 'gateway',
  env: { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: standIn.apiUrl },
});
const em = app.orm.em.fork();
const seconds = () => Math.floor(clock.now().getTime() / 1000);

function stripeWebhook(event: Record<string, unknown>, secret = webhookSecret) {
  const payload = JSON.stringify({ object: 'event', api_version: Stripe.API_VERSION, livemode: false, pending_webhooks: 1, request: null, created: seconds(), ...event });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: seconds() });
  return app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}

describe('paying a booking through Stripe', () => {
  it('sends the customer to Stripe, confirms the booking on the signed webhook once, and refuses a forged one', async () => {
    const category = await createCategory(em, { type: 'dailylife' });
    const provider = await createProvider(em, { instantBooking: true, category });
    const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
    const customer = await sessionCookieFor(app, (await createTestUser(em)).id);

    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      cookies: { sid: customer },
      payload: { serviceId: service.id, startTime: '2026-12-03T09:00:00.000Z', deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], paymentMethod: 'card', acceptTerms: true },
    });
    expect(booked.statusCode).toBe(201);
    const held = booked.json();
    expect(held).toMatchObject({ status: 'hold', checkout: { url: 'https://checkout.stripe.com/c/pay/cs_test_payment' } });
    const sent = standIn.last('POST', '/v1/checkout/sessions')!;
    expect(sent.form).toMatchObject({ 'line_items[0][price_data][unit_amount]': '100000', 'line_items[0][price_data][currency]': 'nok', 'metadata[paymentId]': held.checkout.paymentId });
    expect(sent.idempotencyKey).toMatch(new RegExp(`^booking:${held.id}:charge:100000`));

    // The customer paid on Stripe's page; Stripe tells us.
    standIn.objects.set('cs_test_payment', { id: 'cs_test_payment', object: 'checkout.session', mode: 'payment', payment_intent: 'pi_booking' });
    const intent = stripePaymentIntent({ id: 'pi_booking', amount: 100_000, amount_received: 100_000, metadata: { paymentId: held.checkout.paymentId, startedBy: 'checkout' } });
    const event = { id: 'evt_booking_paid', type: 'payment_intent.succeeded', data: { object: intent } };

    const forged = await stripeWebhook(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect((await em.fork().findOneOrFail(BookingEntity, held.id)).status).toBe('hold');

    expect((await stripeWebhook(event)).json()).toEqual({ received: true });
    expect((await em.fork().findOneOrFail(BookingEntity, held.id)).status).toBe('confirmed');
    expect((await stripeWebhook(event)).json()).toEqual({ received: true, duplicate: true });

    const ledger = await em.fork().find(LedgerEntryEntity, { booking: held.id });
    expect(ledger.map((entry) => ({ kind: entry.kind, amountOre: entry.amountOre, reference: entry.reference }))).toEqual([{ kind: 'charge', amountOre: 100_000, reference: 'cs_test_payment' }]);
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });
});
