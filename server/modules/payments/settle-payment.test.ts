import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { createTestUser } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { PaymentEntity } from './payment.entity.ts';
import { SavedCardEntity } from './saved-card.entity.ts';
import { settlePayment } from './settle-payment.ts';

const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({ clock, payments: 'gateway' });
const em = app.orm.em.fork();

/** A card setup (no booking): its success has one effect, the card saved. */
async function openSetup() {
  const user = await createTestUser(em);
  const payment = em.create(PaymentEntity, {
    id: randomUUID(),
    purpose: 'card_setup',
    customer: user.id,
    amountOre: 0,
    gateway: 'local',
    gatewayRef: `tgw_setup_${randomUUID()}`,
    status: 'created',
    capture: 'immediate',
    saveCard: true,
    idempotencyKey: `card_setup:${randomUUID()}`,
    createdAt: clock.now(),
    updatedAt: clock.now(),
  });
  await em.flush();
  const card = { cardRef: `tgw_card_${randomUUID()}`, customerRef: null, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };
  return { user, payment, card };
}

const settle = (paymentId: string, outcome: 'succeeded' | 'failed' | 'requires_action', card?: object, failureCode?: string) =>
  settlePayment(app.orm.em.fork(), app.paymentGateway, { paymentId, outcome, failureCode, card: card as never }, clock.now());

describe('settlePayment', () => {
  it('applies a success reported twice at once exactly once', async () => {
    const { user, payment, card } = await openSetup();
    const results = await Promise.all([settle(payment.id, 'succeeded', card), settle(payment.id, 'succeeded', card)]);
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect(await em.fork().count(SavedCardEntity, { user: user.id })).toBe(1);
    const settled = await em.fork().findOneOrFail(PaymentEntity, payment.id);
    expect(settled.status).toBe('succeeded');
    expect(settled.succeededAt).toEqual(clock.now());
  });

  it('ignores a failure reported after the success, and anything for an unknown payment', async () => {
    const { payment, card } = await openSetup();
    await settle(payment.id, 'succeeded', card);
    const late = await settle(payment.id, 'failed', undefined, 'card_declined');
    expect(late.changed).toBe(false);
    expect(await em.fork().findOneOrFail(PaymentEntity, payment.id)).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await settle(randomUUID(), 'succeeded')).toEqual({ payment: null, changed: false, confirmed: null });
  });

  it('keeps the latest refusal and lets the next card succeed', async () => {
    const { payment, card } = await openSetup();
    expect((await settle(payment.id, 'requires_action')).payment?.status).toBe('requires_action');
    expect((await settle(payment.id, 'failed', undefined, 'authentication_failed')).payment).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    expect((await settle(payment.id, 'failed', undefined, 'insufficient_funds')).payment?.failureCode).toBe('insufficient_funds');
    expect((await settle(payment.id, 'succeeded', card)).payment).toMatchObject({ status: 'succeeded', failureCode: null });
  });
});
