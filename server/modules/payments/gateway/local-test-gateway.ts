import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AppConfig } from '#server/config/config.ts';
import type { Clock } from '#server/lib/clock.ts';
import { cardDigits, parseExpiry } from '#shared/payments/card-number.ts';
import type { PaymentOutcome } from '#shared/payments/payment-status.ts';
import type { TestGatewaySession, TestPayAnswer } from '#shared/payments/test-gateway.schema.ts';
import {
  type GatewayCard,
  type GatewayCustomerInput,
  type GatewayEvent,
  type PaymentGateway,
  type RetrievedPayment,
  type StartCardSetupInput,
  type StartedPayment,
  type StartPaymentInput,
  WebhookSignatureError,
} from './payment-gateway.ts';
import { testCardBehaviour, testCardBrand } from './test-card-numbers.ts';
import { TestGatewayWebhooks, type TestGatewayEventBody, type WebhookDeliveryOptions } from './test-gateway-webhooks.ts';
import { testGatewaySignatureHeader, verifyWebhookSignature } from './webhook-signature.ts';

/** A checkout at the test gateway: a payment, or saving a card. Its id is the payment's `gatewayRef`. */
type Session = {
  id: string;
  kind: 'payment' | 'setup';
  /** Ours: `payment.id` (payments) or the setup's id. */
  reference: string;
  amountOre: number;
  description: string;
  status: TestGatewaySession['status'];
  returnUrl: string;
  locale: 'nb' | 'en';
  customerRef: string;
  capture: 'immediate' | 'manual';
  canSaveCard: boolean;
  saveCard: boolean;
  failureCode: string | null;
  /** The card waiting for authentication. */
  pendingCard: GatewayCard | null;
  card: GatewayCard | null;
  captured: boolean;
  refundedOre: number;
};

export class TestGatewaySessionError extends Error {
  readonly reason: 'not_found' | 'closed';
  constructor(reason: 'not_found' | 'closed') {
    super(`test gateway session ${reason}`);
    this.reason = reason;
  }
}

const sessionTtlSeconds = 7 * 24 * 3600;

/**
 * The payment gateway used outside production: a hosted checkout served by our own client
 * (`/testbetaling/:sessionId`, "no real money"), test cards that succeed, decline or ask for
 * authentication, and webhooks signed and delivered over HTTP like a real gateway's, so the whole
 * payment path (redirect, webhook, refresh, refunds) runs in development and tests. State lives
 * in Redis, so it survives a restart and is shared by the server's processes. Configuration never
 * builds it in production (`acceptLocal` false): there every charge fails.
 */
export class LocalTestGateway implements PaymentGateway {
  readonly name = 'local' as const;
  readonly webhooks: TestGatewayWebhooks;
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly secret: string;
  private readonly clock: Clock;
  private readonly acceptLocal: boolean;

  constructor(input: {
    redis: Redis;
    clock: Clock;
    config: Pick<AppConfig, 'redisKeyPrefix' | 'port' | 'payments'>;
    webhooks?: Partial<WebhookDeliveryOptions>;
  }) {
    const { config } = input;
    this.redis = input.redis;
    this.clock = input.clock;
    this.prefix = `${config.redisKeyPrefix}testgw:`;
    this.secret = config.payments.testGateway.webhookSecret;
    this.acceptLocal = config.payments.acceptLocal;
    this.webhooks = new TestGatewayWebhooks(this.secret, () => this.clock.now(), {
      target: `http://127.0.0.1:${config.port}`,
      delayMs: config.payments.testGateway.webhookDelayMs,
      duplicates: config.payments.testGateway.webhookDuplicates,
      hold: false,
      retries: 4,
      retryBaseMs: 250,
      ...input.webhooks,
    });
  }

  async ensureCustomer(input: GatewayCustomerInput): Promise<{ customerRef: string }> {
    return this.once(input.idempotencyKey, async () => ({ customerRef: `tgw_cus_${randomUUID()}` }));
  }

  async startPayment(input: StartPaymentInput): Promise<StartedPayment> {
    return this.once(input.idempotencyKey, async () => {
      const id = `tgw_pay_${randomUUID()}`;
      const session: Session = {
        id,
        kind: 'payment',
        reference: input.paymentId,
        amountOre: input.amountOre,
        description: input.description,
        status: 'open',
        returnUrl: input.returnPath,
        locale: input.locale,
        customerRef: input.customerRef,
        capture: input.capture,
        canSaveCard: true,
        saveCard: input.saveCard ?? false,
        failureCode: null,
        pendingCard: null,
        card: null,
        captured: false,
        refundedOre: 0,
      };
      if (!this.acceptLocal) {
        // Production without a real gateway: nobody can pay, so nothing is given away.
        session.status = 'failed';
        session.failureCode = 'card_declined';
        await this.save(session);
        return { gatewayRef: id, status: 'failed', checkoutUrl: null, failureCode: session.failureCode };
      }
      if (input.savedCardRef) {
        const card = await this.readCard(input.savedCardRef);
        // Off-session charges of a saved test card succeed at once, unless it is the card that
        // declines later; a removed card cannot be charged.
        if (card?.laterDeclines && !card.detached) {
          session.status = 'failed';
          session.failureCode = card.laterDeclines;
        } else if (card && !card.detached && card.customerRef === input.customerRef) {
          session.status = 'succeeded';
          session.card = card;
          session.captured = input.capture === 'immediate';
        } else {
          session.status = 'failed';
          session.failureCode = 'card_declined';
        }
        await this.save(session);
        this.sendPaymentEvent(session);
        return { gatewayRef: id, status: session.status === 'succeeded' ? 'succeeded' : 'failed', checkoutUrl: null, failureCode: session.failureCode };
      }
      await this.save(session);
      return { gatewayRef: id, status: 'processing', checkoutUrl: this.checkoutUrl(id) };
    });
  }

  async retrievePayment(gatewayRef: string): Promise<RetrievedPayment> {
    const session = await this.session(gatewayRef).catch((error: unknown) => {
      if (error instanceof TestGatewaySessionError) return null;
      throw error;
    });
    // A checkout gone from the store (unused for seven days) can no longer be paid: canceled, as
    // Stripe answers for an expired checkout.
    if (!session) return { status: 'canceled', amountOre: 0, failureCode: null, card: null };
    return { status: outcomeOf(session), amountOre: session.amountOre, failureCode: session.failureCode, card: session.saveCard ? session.card : null };
  }

  async capturePayment(input: { gatewayRef: string; amountOre: number; idempotencyKey: string }): Promise<void> {
    await this.once(input.idempotencyKey, async () => {
      const session = await this.session(input.gatewayRef);
      if (session.status !== 'succeeded' || input.amountOre > session.amountOre) throw new Error('test gateway: nothing to capture');
      session.captured = true;
      await this.save(session);
      return { captured: true };
    });
  }

  async refund(input: { gatewayRef: string; amountOre: number; idempotencyKey: string }): Promise<{ refundRef: string }> {
    return this.once(input.idempotencyKey, async () => {
      const session = await this.session(input.gatewayRef);
      if (session.status !== 'succeeded' || session.refundedOre + input.amountOre > session.amountOre) throw new Error('test gateway: refund above what was paid');
      session.refundedOre += input.amountOre;
      await this.save(session);
      const refundRef = `tgw_re_${randomUUID()}`;
      this.send('refund.succeeded', { gatewayRef: session.id, refundRef, amountOre: input.amountOre });
      return { refundRef };
    });
  }

  async startCardSetup(input: StartCardSetupInput): Promise<{ gatewayRef: string; checkoutUrl: string }> {
    if (!this.acceptLocal) throw new Error('the local test gateway saves no cards in production');
    return this.once(input.idempotencyKey, async () => {
      const id = `tgw_setup_${randomUUID()}`;
      await this.save({
        id,
        kind: 'setup',
        reference: input.setupId,
        amountOre: 0,
        description: '',
        status: 'open',
        returnUrl: input.returnPath,
        locale: input.locale,
        customerRef: input.customerRef,
        capture: 'immediate',
        canSaveCard: false,
        saveCard: true,
        failureCode: null,
        pendingCard: null,
        card: null,
        captured: false,
        refundedOre: 0,
      });
      return { gatewayRef: id, checkoutUrl: this.checkoutUrl(id) };
    });
  }

  async detachCard(cardRef: string): Promise<void> {
    const card = await this.readCard(cardRef);
    if (card) await this.redis.set(this.key(`card:${cardRef}`), JSON.stringify({ ...card, detached: true }), 'EX', sessionTtlSeconds);
  }

  async parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<GatewayEvent> {
    // Where the test gateway takes no money (production) it sends no events either, and its signing
    // secret may be the public default: every event claiming to come from it is refused.
    if (!this.acceptLocal) throw new WebhookSignatureError('the local test gateway is disabled');
    verifyWebhookSignature(this.secret, rawBody, headers[testGatewaySignatureHeader], this.clock.now());
    let body: TestGatewayEventBody;
    try {
      body = JSON.parse(rawBody) as TestGatewayEventBody;
    } catch {
      throw new WebhookSignatureError('unreadable body');
    }
    const data = body.data;
    const occurredAt = new Date(body.created * 1000);
    const card = (data.card as GatewayCard | null | undefined) ?? null;
    switch (body.type) {
      case 'payment.succeeded':
      case 'payment.failed':
      case 'payment.requires_action':
        return {
          id: body.id,
          type: 'payment',
          outcome: body.type.slice('payment.'.length) as PaymentOutcome,
          gatewayRef: String(data.gatewayRef),
          paymentId: (data.paymentId as string | null) ?? null,
          occurredAt,
          failureCode: (data.failureCode as string | null) ?? null,
          card,
        };
      case 'refund.succeeded':
        return { id: body.id, type: 'refund', gatewayRef: String(data.gatewayRef), refundRef: String(data.refundRef), amountOre: Number(data.amountOre), occurredAt };
      case 'setup.succeeded':
        return { id: body.id, type: 'setup', gatewayRef: String(data.gatewayRef), setupId: (data.setupId as string | null) ?? null, occurredAt, card: card as GatewayCard };
      default:
        return { id: body.id, type: 'ignored', occurredAt, gatewayType: String(body.type) };
    }
  }

  // The checkout page's calls (test-gateway.routes.ts).

  async describe(sessionId: string): Promise<TestGatewaySession> {
    const session = await this.session(sessionId);
    const { id, kind, amountOre, description, status, returnUrl, locale, canSaveCard } = session;
    return { id, kind, amountOre, description, status, returnUrl, locale, canSaveCard };
  }

  async pay(sessionId: string, card: { cardNumber: string; expiry: string; saveCard?: boolean }): Promise<TestPayAnswer> {
    const session = await this.session(sessionId);
    // A refused card may be replaced by another on the same checkout.
    if (session.status !== 'open' && session.status !== 'failed') throw new TestGatewaySessionError('closed');
    const expiry = parseExpiry(card.expiry);
    const gatewayCard: GatewayCard = {
      cardRef: `tgw_card_${randomUUID()}`,
      customerRef: session.customerRef,
      brand: testCardBrand(card.cardNumber),
      last4: cardDigits(card.cardNumber).slice(-4),
      expMonth: expiry?.month ?? 12,
      expYear: expiry?.year ?? 2099,
    };
    if (session.kind === 'payment') session.saveCard = session.saveCard || (session.canSaveCard && card.saveCard === true);
    const behaviour = testCardBehaviour(card.cardNumber);
    if (behaviour.kind === 'succeeds' && behaviour.laterDeclines) Object.assign(gatewayCard, { laterDeclines: behaviour.laterDeclines });
    if (behaviour.kind === 'declines') {
      session.status = 'failed';
      session.failureCode = behaviour.failureCode;
      await this.save(session);
      this.sendPaymentEvent(session);
      return { outcome: 'failed', failureCode: behaviour.failureCode, redirectUrl: session.returnUrl };
    }
    if (behaviour.kind === 'authenticates') {
      session.status = 'requires_action';
      session.pendingCard = gatewayCard;
      await this.save(session);
      if (session.kind === 'payment') this.sendPaymentEvent(session);
      return { outcome: 'requires_action' };
    }
    await this.complete(session, gatewayCard);
    return { outcome: 'succeeded', redirectUrl: session.returnUrl };
  }

  async authenticate(sessionId: string, approve: boolean): Promise<{ outcome: 'succeeded' | 'failed'; redirectUrl: string }> {
    const session = await this.session(sessionId);
    if (session.status !== 'requires_action' || !session.pendingCard) throw new TestGatewaySessionError('closed');
    if (approve) {
      await this.complete(session, session.pendingCard);
      return { outcome: 'succeeded', redirectUrl: session.returnUrl };
    }
    session.status = 'failed';
    session.failureCode = 'authentication_failed';
    session.pendingCard = null;
    await this.save(session);
    this.sendPaymentEvent(session);
    return { outcome: 'failed', redirectUrl: session.returnUrl };
  }

  /** The customer leaves the checkout; the payment stays open (they may come back to it). */
  async cancel(sessionId: string): Promise<{ redirectUrl: string }> {
    const session = await this.session(sessionId);
    return { redirectUrl: session.returnUrl };
  }

  private async complete(session: Session, card: GatewayCard): Promise<void> {
    session.status = 'succeeded';
    session.failureCode = null;
    session.pendingCard = null;
    session.card = card;
    session.captured = session.capture === 'immediate';
    if (session.saveCard) await this.redis.set(this.key(`card:${card.cardRef}`), JSON.stringify(card), 'EX', sessionTtlSeconds);
    await this.save(session);
    if (session.kind === 'setup') this.send('setup.succeeded', { gatewayRef: session.id, setupId: session.reference, card });
    else this.sendPaymentEvent(session);
  }

  private sendPaymentEvent(session: Session): void {
    const outcome = outcomeOf(session);
    if (outcome !== 'succeeded' && outcome !== 'failed' && outcome !== 'requires_action') return;
    this.send(`payment.${outcome}`, {
      gatewayRef: session.id,
      paymentId: session.reference,
      failureCode: session.failureCode,
      amountOre: session.amountOre,
      card: outcome === 'succeeded' && session.saveCard ? session.card : null,
    });
  }

  private send(type: TestGatewayEventBody['type'], data: Record<string, unknown>): void {
    this.webhooks.send({ id: `tgw_evt_${randomUUID()}`, type, created: Math.floor(this.clock.now().getTime() / 1000), data });
  }

  private checkoutUrl(sessionId: string): string {
    // Relative: the checkout is on our own site, so the customer stays on the address they use.
    return `/testbetaling/${sessionId}`;
  }

  private key(name: string): string {
    return `${this.prefix}${name}`;
  }

  private async session(id: string): Promise<Session> {
    const raw = await this.redis.get(this.key(`session:${id}`));
    if (!raw) throw new TestGatewaySessionError('not_found');
    return JSON.parse(raw) as Session;
  }

  private async save(session: Session): Promise<void> {
    await this.redis.set(this.key(`session:${session.id}`), JSON.stringify(session), 'EX', sessionTtlSeconds);
  }

  private async readCard(cardRef: string): Promise<(GatewayCard & { detached?: boolean; laterDeclines?: string }) | null> {
    const raw = await this.redis.get(this.key(`card:${cardRef}`));
    return raw ? (JSON.parse(raw) as GatewayCard & { detached?: boolean; laterDeclines?: string }) : null;
  }

  /**
   * Runs a call that moves money once per idempotency key: a repeat answers what the first call
   * answered. A call repeated while the first is still running may do its work twice, but only
   * the first answer is kept and returned to both.
   */
  private async once<T>(idempotencyKey: string, work: () => Promise<T>): Promise<T> {
    const key = this.key(`idem:${idempotencyKey}`);
    const earlier = await this.redis.get(key);
    if (earlier) return JSON.parse(earlier) as T;
    const answer = await work();
    const stored = await this.redis.set(key, JSON.stringify(answer), 'EX', sessionTtlSeconds, 'NX');
    if (stored === 'OK') return answer;
    return JSON.parse((await this.redis.get(key)) ?? JSON.stringify(answer)) as T;
  }
}

function outcomeOf(session: Session): PaymentOutcome {
  switch (session.status) {
    case 'open':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    case 'succeeded':
      return 'succeeded';
    case 'failed':
      return 'failed';
    default:
      return 'canceled';
  }
}
