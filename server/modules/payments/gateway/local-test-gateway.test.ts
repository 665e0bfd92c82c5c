import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { LocalTestGateway } from './local-test-gateway.ts';

const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({ clock, payments: 'gateway' });

const gatewayWith = (acceptLocal: boolean) =>
  new LocalTestGateway({ redis: app.redis, clock, config: { ...app.config, payments: { ...app.config.payments, acceptLocal } }, webhooks: { hold: true } });

const payment = (key = randomUUID()) => ({
  paymentId: randomUUID(),
  amountOre: 50_000,
  description: 'Bestilling AB12CD34',
  customerRef: 'tgw_cus_test',
  capture: 'immediate' as const,
  returnPath: '/bestilling/x?betaling=y',
  locale: 'nb' as const,
  idempotencyKey: key,
});

describe('local test gateway', () => {
  it('answers a repeated start with the same checkout, and refunds at most what was paid, once per key', async () => {
    const gateway = gatewayWith(true);
    const key = randomUUID();
    const first = await gateway.startPayment(payment(key));
    expect(await gateway.startPayment(payment(key))).toEqual(first);
    // On our own site, relative: the customer stays on the address they opened the app with.
    expect(first).toMatchObject({ status: 'processing', checkoutUrl: `/testbetaling/${first.gatewayRef}` });
    await gateway.pay(first.gatewayRef, { cardNumber: '4242424242424242', expiry: '12/30' });
    const refundKey = randomUUID();
    const refund = await gateway.refund({ gatewayRef: first.gatewayRef, amountOre: 30_000, idempotencyKey: refundKey });
    expect(await gateway.refund({ gatewayRef: first.gatewayRef, amountOre: 30_000, idempotencyKey: refundKey })).toEqual(refund);
    await expect(gateway.refund({ gatewayRef: first.gatewayRef, amountOre: 30_000, idempotencyKey: randomUUID() })).rejects.toThrow();
    expect(gateway.webhooks.held.map((event) => event.type)).toEqual(['payment.succeeded', 'refund.succeeded']);
  });

  it('takes no money where local payments are not accepted (production)', async () => {
    const started = await gatewayWith(false).startPayment(payment());
    expect(started).toMatchObject({ status: 'failed', checkoutUrl: null, failureCode: 'card_declined' });
  });
});
