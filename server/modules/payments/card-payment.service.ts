import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '#server/config/config.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { PaymentStatus } from '#shared/payments/payment-status.ts';
import { paths } from '#shared/routing/paths.ts';
import type { PaymentGateway } from './gateway/payment-gateway.ts';
import { ensurePaymentCustomer } from './payment-customer.service.ts';
import { PaymentEntity } from './payment.entity.ts';
import { SavedCardEntity } from './saved-card.entity.ts';
import { settlePayment } from './settle-payment.ts';

export type StartCardPaymentInput = {
  purpose: 'booking' | 'addon' | 'gift_card';
  bookingId?: string | null;
  addonOfferId?: string | null;
  giftCardId?: string | null;
  customerId: string;
  amountOre: number;
  description: string;
  /** Path on our site the checkout sends the customer back to; `betaling=<paymentId>` is added. */
  returnPath: string;
  idempotencyKey: string;
  locale: 'nb' | 'en';
  savedCardId?: string | null;
  saveCard?: boolean;
};

export type StartedCardPayment = { paymentId: string; status: PaymentStatus; checkoutUrl: string | null };

/** Where the payment is started from: our origin (for the return address), the capture mode, and the time. */
export type CardPaymentContext = { config: Pick<AppConfig, 'origin' | 'payments'>; now: Date };

/** `returnPath` with `betaling=<paymentId>` added to its query, still a path on our site. */
export function returnPathFor(returnPath: string, paymentId: string): string {
  const url = new URL(returnPath, 'http://path.invalid/');
  url.searchParams.set('betaling', paymentId);
  return `${url.pathname}${url.search}`;
}

/**
 * Starts a card payment through the gateway and records it (`payment`). The caller's idempotency
 * key names the payment: a repeat with the same key answers the same row (and the gateway, called
 * with the same key, the same checkout). With a saved card the gateway charges it at once and the
 * answer is applied before returning, through the same settle path as webhooks.
 */
export async function startCardPayment(
  em: EntityManager,
  gateway: PaymentGateway,
  input: StartCardPaymentInput,
  context: CardPaymentContext,
  /** The payment under this key, when the caller has just read it (null: there was none). */
  known?: PaymentEntity | null,
): Promise<StartedCardPayment> {
  const earlier = known !== undefined ? known : await em.findOne(PaymentEntity, { idempotencyKey: input.idempotencyKey }, { refresh: true });
  if (earlier?.gatewayRef) return { paymentId: earlier.id, status: earlier.status, checkoutUrl: earlier.checkoutUrl ?? null };

  let savedCardRef: string | null = null;
  if (input.savedCardId) {
    const card = await em.findOne(SavedCardEntity, { id: input.savedCardId, user: input.customerId, gateway: gateway.name, removedAt: null });
    if (!card) throw notFound();
    savedCardRef = card.cardRef;
  }
  const customerRef = await ensurePaymentCustomer(em, gateway, input.customerId);
  const capture = context.config.payments.capture;
  let inserted: Record<string, unknown> | undefined;
  if (!earlier) {
    // Two requests with one key at once: the unique key keeps one row, both go on with it. The
    // insert hands its row back; the one that lost reads the winner's.
    [inserted] = await em
      .createQueryBuilder(PaymentEntity)
      .insert({
        id: randomUUID(),
        purpose: input.purpose,
        booking: input.bookingId ?? null,
        addonOffer: input.addonOfferId ?? null,
        giftCard: input.giftCardId ?? null,
        customer: input.customerId,
        amountOre: input.amountOre,
        gateway: gateway.name,
        gatewayRef: null,
        status: 'created',
        capture,
        failureCode: null,
        checkoutUrl: null,
        savedCardRef,
        saveCard: !savedCardRef && (input.saveCard ?? false),
        idempotencyKey: input.idempotencyKey,
        createdAt: context.now,
        updatedAt: context.now,
      })
      .onConflict('idempotencyKey')
      .ignore()
      .returning('*')
      .execute<Array<Record<string, unknown>>>('all', false);
  }
  const payment = inserted ? em.map(PaymentEntity, inserted) : await em.findOneOrFail(PaymentEntity, { idempotencyKey: input.idempotencyKey }, { refresh: true });

  const started = await gateway.startPayment({
    paymentId: payment.id,
    amountOre: payment.amountOre,
    description: input.description,
    customerRef,
    capture: payment.capture,
    returnPath: returnPathFor(input.returnPath, payment.id),
    savedCardRef: payment.savedCardRef ?? null,
    saveCard: payment.saveCard,
    locale: input.locale,
    idempotencyKey: payment.idempotencyKey,
  });
  await em
    .createQueryBuilder(PaymentEntity)
    .update({ gatewayRef: started.gatewayRef, checkoutUrl: started.checkoutUrl })
    .where({ id: payment.id, gatewayRef: null })
    .execute('run');
  if (started.status === 'succeeded' || started.status === 'failed' || started.status === 'canceled') {
    // Settling reads the row afresh and leaves this same entity (one identity map) as it wrote it.
    await settlePayment(em, gateway, { paymentId: payment.id, outcome: started.status, failureCode: started.failureCode ?? null, gatewayRef: started.gatewayRef }, context.now);
  } else await em.refresh(payment);
  return { paymentId: payment.id, status: payment.status, checkoutUrl: payment.checkoutUrl ?? null };
}

/** Starts a checkout that only saves a card; the card arrives with the setup's webhook. */
export async function startCardSetup(em: EntityManager, gateway: PaymentGateway, input: { customerId: string; locale: 'nb' | 'en' }, context: CardPaymentContext): Promise<{ checkoutUrl: string }> {
  const customerRef = await ensurePaymentCustomer(em, gateway, input.customerId);
  const payment = em.create(PaymentEntity, {
    id: randomUUID(),
    purpose: 'card_setup',
    customer: input.customerId,
    amountOre: 0,
    gateway: gateway.name,
    status: 'created',
    capture: 'immediate',
    saveCard: true,
    idempotencyKey: `card_setup:${randomUUID()}`,
    createdAt: context.now,
    updatedAt: context.now,
  });
  await em.flush();
  const started = await gateway.startCardSetup({
    setupId: payment.id,
    customerRef,
    returnPath: returnPathFor(paths.accountPayments, payment.id),
    locale: input.locale,
    idempotencyKey: payment.idempotencyKey,
  });
  payment.gatewayRef = started.gatewayRef;
  payment.checkoutUrl = started.checkoutUrl;
  await em.flush();
  if (!started.checkoutUrl) throw new AppError(502, 'error.payment.failed');
  return { checkoutUrl: started.checkoutUrl };
}
