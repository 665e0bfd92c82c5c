import { readFile } from 'node:fs/promises';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/config.ts';
import { WebhookSignatureError } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { startStripeStandIn, stripeCardMethod, stripePaymentIntent } from './stripe-stand-in.ts';
import { stripeWebhookEventTypes } from './stripe-webhook-events.ts';

const standIn = await startStripeStandIn();
afterAll(() => standIn.close());

const webhookSecret = 'whsec_test_standin_secret';
const config = loadConfig({
  NODE_ENV: 'test',
  APP_ORIGIN: 'https://tjenestetorget.test',
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_URL: standIn.apiUrl,
});
const gateway = createStripeGateway(config);

const paymentId = '6f1c0a52-4f0e-4d0c-9a43-2d3b8f0b6a11';
const returnPath = `/bestilling/b1?betaling=${paymentId}`;
// Stripe's checkout is elsewhere: the way back is absolute, on the configured origin.
const returnUrl = `https://tjenestetorget.test${returnPath}`;
const start = {
  paymentId,
  amountOre: 45_000,
  description: 'Rørlegger, 2 timer',
  customerRef: 'cus_standin',
  capture: 'immediate' as const,
  returnPath,
  locale: 'nb' as const,
  idempotencyKey: 'booking:b1:charge',
};

beforeEach(() => {
  standIn.requests.length = 0;
  standIn.objects.clear();
  standIn.answers.clear();
});

describe('Stripe calls', () => {
  it('creates the customer once per user, with our user id', async () => {
    await expect(gateway.ensureCustomer({ userId: 'u1', email: 'kari@example.no', name: 'Kari Nordmann', idempotencyKey: 'customer:u1' })).resolves.toEqual({ customerRef: 'cus_standin' });
    const request = standIn.last('POST', '/v1/customers')!;
    expect(request.authorization).toBe('Bearer sk_test_standin');
    expect(request.idempotencyKey).toBe('customer:u1');
    expect(request.form).toMatchObject({ email: 'kari@example.no', name: 'Kari Nordmann', 'metadata[userId]': 'u1' });
  });

  it('sends a new card to a hosted checkout in NOK øre, tagged with our payment, and comes back to our page', async () => {
    const started = await gateway.startPayment({ ...start, saveCard: true });
    expect(started).toEqual({ gatewayRef: 'cs_test_payment', status: 'processing', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_payment', failureCode: null });
    const request = standIn.last('POST', '/v1/checkout/sessions')!;
    expect(request.idempotencyKey).toBe('booking:b1:charge');
    expect(request.form).toMatchObject({
      mode: 'payment',
      customer: 'cus_standin',
      client_reference_id: paymentId,
      'metadata[paymentId]': paymentId,
      locale: 'nb',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'nok',
      'line_items[0][price_data][unit_amount]': '45000',
      'line_items[0][price_data][product_data][name]': 'Rørlegger, 2 timer',
      'payment_intent_data[capture_method]': 'automatic',
      'payment_intent_data[setup_future_usage]': 'off_session',
      'payment_intent_data[metadata][paymentId]': paymentId,
      success_url: returnUrl,
      cancel_url: returnUrl,
    });
  });

  it('authorises only, with manual capture, and does not keep the card unless asked', async () => {
    await gateway.startPayment({ ...start, capture: 'manual', locale: 'en' });
    const request = standIn.last('POST', '/v1/checkout/sessions')!;
    expect(request.form).toMatchObject({ 'payment_intent_data[capture_method]': 'manual', locale: 'en' });
    expect(request.form).not.toHaveProperty('payment_intent_data[setup_future_usage]');
  });

  it('charges a saved card without the customer and answers succeeded at once', async () => {
    const started = await gateway.startPayment({ ...start, savedCardRef: 'pm_saved', idempotencyKey: 'booking:b2:charge' });
    expect(started).toEqual({ gatewayRef: 'pi_offsession', status: 'succeeded', checkoutUrl: null, failureCode: null });
    const request = standIn.last('POST', '/v1/payment_intents')!;
    expect(request.idempotencyKey).toBe('booking:b2:charge');
    expect(request.form).toMatchObject({
      amount: '45000',
      currency: 'nok',
      customer: 'cus_standin',
      payment_method: 'pm_saved',
      off_session: 'true',
      confirm: 'true',
      capture_method: 'automatic',
      'metadata[paymentId]': paymentId,
    });
  });

  it('answers failed with the decline code when the bank refuses a saved card (HTTP 402)', async () => {
    const started = await gateway.startPayment({ ...start, savedCardRef: 'pm_declined' });
    expect(started).toEqual({ gatewayRef: 'pi_declined', status: 'failed', checkoutUrl: null, failureCode: 'insufficient_funds' });
  });

  it('answers requires_action when the bank wants the customer to authenticate a saved-card charge', async () => {
    const started = await gateway.startPayment({ ...start, savedCardRef: 'pm_authenticate' });
    expect(started).toMatchObject({ gatewayRef: 'pi_authenticate', status: 'requires_action', checkoutUrl: null });
  });

  it('reads a checkout: untouched is still open, expired unused is canceled, paid with a card to keep is succeeded with that card', async () => {
    standIn.objects.set('cs_test_payment', { id: 'cs_test_payment', object: 'checkout.session', mode: 'payment', status: 'open', amount_total: 45_000, payment_intent: null });
    await expect(gateway.retrievePayment('cs_test_payment')).resolves.toEqual({ status: 'processing', amountOre: 45_000, failureCode: null, card: null });
    standIn.objects.set('cs_test_payment', { id: 'cs_test_payment', object: 'checkout.session', mode: 'payment', status: 'expired', amount_total: 45_000, payment_intent: null });
    await expect(gateway.retrievePayment('cs_test_payment')).resolves.toMatchObject({ status: 'canceled' });

    const intent = stripePaymentIntent({ id: 'pi_paid', setup_future_usage: 'off_session', payment_method: stripeCardMethod('pm_new') });
    standIn.objects.set('cs_test_payment', { id: 'cs_test_payment', object: 'checkout.session', mode: 'payment', status: 'complete', amount_total: 45_000, payment_intent: intent });
    await expect(gateway.retrievePayment('cs_test_payment')).resolves.toEqual({
      status: 'succeeded',
      amountOre: 45_000,
      failureCode: null,
      card: { cardRef: 'pm_new', customerRef: 'cus_standin', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect([...standIn.last('GET', '/v1/checkout/sessions/')!.query.values()]).toEqual(['payment_intent', 'payment_intent.payment_method']);
  });

  it('reads an authorised (manual capture) payment as succeeded and a refused one as failed', async () => {
    standIn.objects.set('pi_held', stripePaymentIntent({ id: 'pi_held', status: 'requires_capture', amount_capturable: 45_000 }));
    await expect(gateway.retrievePayment('pi_held')).resolves.toMatchObject({ status: 'succeeded', amountOre: 45_000 });
    standIn.objects.set('pi_refused', stripePaymentIntent({ id: 'pi_refused', status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } }));
    await expect(gateway.retrievePayment('pi_refused')).resolves.toMatchObject({ status: 'failed', failureCode: 'card_declined' });
  });

  it('captures the amount asked for, with the key given', async () => {
    standIn.objects.set('pi_held', stripePaymentIntent({ id: 'pi_held', status: 'requires_capture', amount_capturable: 45_000 }));
    await gateway.capturePayment({ gatewayRef: 'pi_held', amountOre: 40_000, idempotencyKey: 'payment:p1:capture' });
    const request = standIn.last('POST', '/v1/payment_intents/pi_held/capture')!;
    expect(request.form).toEqual({ amount_to_capture: '40000' });
    expect(request.idempotencyKey).toBe('payment:p1:capture');
  });

  it('refunds part of a captured checkout payment through its PaymentIntent', async () => {
    standIn.objects.set('cs_paid', { id: 'cs_paid', object: 'checkout.session', mode: 'payment', status: 'complete', payment_intent: stripePaymentIntent({ id: 'pi_paid' }) });
    await expect(gateway.refund({ gatewayRef: 'cs_paid', amountOre: 15_000, idempotencyKey: 'booking:b1:refund' })).resolves.toEqual({ refundRef: 're_standin' });
    const request = standIn.last('POST', '/v1/refunds')!;
    expect(request.idempotencyKey).toBe('booking:b1:refund');
    expect(request.form).toMatchObject({ payment_intent: 'pi_paid', amount: '15000', 'metadata[gatewayRef]': 'cs_paid' });
  });

  it('gives back an authorised, uncaptured payment by releasing the hold or capturing only what is kept', async () => {
    standIn.objects.set('pi_held', stripePaymentIntent({ id: 'pi_held', status: 'requires_capture', amount_capturable: 45_000 }));
    await gateway.refund({ gatewayRef: 'pi_held', amountOre: 45_000, idempotencyKey: 'booking:b1:refund' });
    expect(standIn.last('POST', '/v1/payment_intents/pi_held/cancel')!.idempotencyKey).toBe('booking:b1:refund');
    await gateway.refund({ gatewayRef: 'pi_held', amountOre: 30_000, idempotencyKey: 'booking:b3:refund' });
    expect(standIn.last('POST', '/v1/payment_intents/pi_held/capture')!.form).toEqual({ amount_to_capture: '15000' });
    expect(standIn.last('POST', '/v1/refunds')).toBeUndefined();
  });

  it('starts a card-saving checkout in setup mode and detaches removed cards (twice is fine)', async () => {
    const started = await gateway.startCardSetup({ setupId: 's1', customerRef: 'cus_standin', returnPath: '/account/betalinger', locale: 'nb', idempotencyKey: 'setup:s1' });
    expect(started).toEqual({ gatewayRef: 'cs_test_setup', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_setup' });
    const request = standIn.last('POST', '/v1/checkout/sessions')!;
    expect(request.idempotencyKey).toBe('setup:s1');
    expect(request.form).toMatchObject({ mode: 'setup', currency: 'nok', customer: 'cus_standin', 'metadata[setupId]': 's1', 'setup_intent_data[metadata][setupId]': 's1' });

    await gateway.detachCard('pm_saved');
    expect(standIn.last('POST', '/v1/payment_methods/pm_saved/detach')).toBeDefined();
    await expect(gateway.detachCard('pm_gone')).resolves.toBeUndefined();
  });
});

describe('Stripe webhooks', () => {
  const now = () => Math.floor(Date.now() / 1000);
  function signed(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify({ object: 'event', api_version: Stripe.API_VERSION, livemode: false, pending_webhooks: 1, request: null, created: now(), ...event });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp ?? now() });
    return { payload, headers: { 'stripe-signature': header } };
  }

  it('reads a succeeded checkout payment as ours, named by its checkout, with the card the customer kept', async () => {
    standIn.objects.set('cs_test_payment', { id: 'cs_test_payment', object: 'checkout.session', mode: 'payment', payment_intent: 'pi_paid' });
    standIn.objects.set('pm_new', stripeCardMethod('pm_new'));
    const intent = stripePaymentIntent({ id: 'pi_paid', payment_method: 'pm_new', setup_future_usage: 'off_session', metadata: { paymentId, startedBy: 'checkout' } });
    const { payload, headers } = signed({ id: 'evt_paid', type: 'payment_intent.succeeded', created: 1_790_000_000, data: { object: intent } });
    await expect(gateway.parseWebhook(payload, headers)).resolves.toEqual({
      id: 'evt_paid',
      type: 'payment',
      outcome: 'succeeded',
      gatewayRef: 'cs_test_payment',
      paymentId,
      occurredAt: new Date(1_790_000_000 * 1000),
      failureCode: null,
      card: { cardRef: 'pm_new', customerRef: 'cus_standin', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
  });

  it('reads a refused off-session charge as failed with its decline code, named by its PaymentIntent', async () => {
    const intent = stripePaymentIntent({ id: 'pi_declined', status: 'requires_payment_method', metadata: { paymentId, startedBy: 'saved_card' }, last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } });
    const { payload, headers } = signed({ id: 'evt_failed', type: 'payment_intent.payment_failed', data: { object: intent } });
    await expect(gateway.parseWebhook(payload, headers)).resolves.toMatchObject({ type: 'payment', outcome: 'failed', gatewayRef: 'pi_declined', paymentId, failureCode: 'insufficient_funds', card: null });
    expect(standIn.requests).toEqual([]);
  });

  it('reads an authorisation under manual capture as succeeded', async () => {
    const intent = stripePaymentIntent({ id: 'pi_held', status: 'requires_capture', metadata: { paymentId, startedBy: 'saved_card' } });
    const { payload, headers } = signed({ id: 'evt_held', type: 'payment_intent.amount_capturable_updated', data: { object: intent } });
    await expect(gateway.parseWebhook(payload, headers)).resolves.toMatchObject({ type: 'payment', outcome: 'succeeded', gatewayRef: 'pi_held' });
  });

  it('reads a finished card-saving checkout as a setup with the card', async () => {
    standIn.objects.set('seti_1', { id: 'seti_1', object: 'setup_intent', customer: 'cus_standin', metadata: { setupId: 's1' }, payment_method: stripeCardMethod('pm_setup') });
    const session = { id: 'cs_test_setup', object: 'checkout.session', mode: 'setup', setup_intent: 'seti_1', customer: 'cus_standin', client_reference_id: 's1', metadata: { setupId: 's1' } };
    const { payload, headers } = signed({ id: 'evt_setup', type: 'checkout.session.completed', data: { object: session } });
    await expect(gateway.parseWebhook(payload, headers)).resolves.toMatchObject({
      type: 'setup',
      gatewayRef: 'cs_test_setup',
      setupId: 's1',
      card: { cardRef: 'pm_setup', customerRef: 'cus_standin', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
  });

  it('reads a succeeded refund against the payment it belongs to', async () => {
    const refund = { id: 're_1', object: 'refund', amount: 15_000, status: 'succeeded', payment_intent: 'pi_paid', charge: 'ch_1', created: now(), metadata: { gatewayRef: 'cs_paid' } };
    const { payload, headers } = signed({ id: 'evt_refund', type: 'refund.updated', data: { object: refund } });
    await expect(gateway.parseWebhook(payload, headers)).resolves.toMatchObject({ type: 'refund', gatewayRef: 'cs_paid', refundRef: 're_1', amountOre: 15_000 });

    standIn.objects.set('re_2', { id: 're_2', object: 'refund', amount: 5_000, status: 'succeeded', payment_intent: 'pi_offsession', charge: 'ch_2', created: now(), metadata: {} });
    const charge = { id: 'ch_2', object: 'charge', payment_intent: 'pi_offsession', amount_refunded: 5_000, refunded: false };
    const refunded = signed({ id: 'evt_charge_refunded', type: 'charge.refunded', data: { object: charge } });
    await expect(gateway.parseWebhook(refunded.payload, refunded.headers)).resolves.toMatchObject({ type: 'refund', gatewayRef: 'pi_offsession', refundRef: 're_2', amountOre: 5_000 });
  });

  it('reads a checkout that expired before anyone paid as the payment given up', async () => {
    const session = { id: 'cs_test_payment', object: 'checkout.session', mode: 'payment', status: 'expired', payment_intent: null, client_reference_id: paymentId, metadata: { paymentId } };
    const { payload, headers } = signed({ id: 'evt_expired', type: 'checkout.session.expired', data: { object: session } });
    await expect(gateway.parseWebhook(payload, headers)).resolves.toMatchObject({ type: 'payment', outcome: 'canceled', gatewayRef: 'cs_test_payment', paymentId });
  });

  it('ignores events it has no use for', async () => {
    const { payload, headers } = signed({ id: 'evt_other', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    await expect(gateway.parseWebhook(payload, headers)).resolves.toMatchObject({ id: 'evt_other', type: 'ignored', gatewayType: 'customer.created' });
  });

  it('refuses a wrong secret, a stale timestamp, a changed body and a missing signature', async () => {
    const event = { id: 'evt_x', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } };
    const wrongSecret = signed(event, { secret: 'whsec_someone_else' });
    await expect(gateway.parseWebhook(wrongSecret.payload, wrongSecret.headers)).rejects.toBeInstanceOf(WebhookSignatureError);

    const stale = signed(event, { timestamp: now() - 301 });
    await expect(gateway.parseWebhook(stale.payload, stale.headers)).rejects.toBeInstanceOf(WebhookSignatureError);

    const tampered = signed(event);
    await expect(gateway.parseWebhook(tampered.payload.replace('cus_1', 'cus_2'), tampered.headers)).rejects.toBeInstanceOf(WebhookSignatureError);

    await expect(gateway.parseWebhook(tampered.payload, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('lists in the set-up guide every event type it reads', async () => {
    const guide = await readFile(new URL('../../../../docs/integrations.md', import.meta.url), 'utf8');
    for (const type of stripeWebhookEventTypes) expect(guide).toContain(`\`${type}\``);
  });
});
