import type { PaymentOutcome } from '#shared/payments/payment-status.ts';

/**
 * The shape card payment providers for the Norwegian market share, and all the payments module
 * asks of one: a hosted checkout (or an off-session charge of a saved card), confirmation by a
 * signed webhook, capture, refund, and saving a card for later. Two adapters implement it: the
 * local test gateway (`local-test-gateway.ts`, the default outside production) and Stripe
 * (`stripe-gateway.ts`). Every call that moves money carries an idempotency key derived from our
 * own record, so a retried call moves money once.
 */
export interface PaymentGateway {
  readonly name: 'local' | 'stripe';
  /** A customer record at the gateway, which saved cards belong to; created once per user. */
  ensureCustomer(input: GatewayCustomerInput): Promise<{ customerRef: string }>;
  /**
   * Starts taking `amountOre`. With `savedCardRef` the card is charged off-session and the answer
   * usually says `succeeded` or `failed` at once; otherwise the customer is sent to `checkoutUrl`
   * and the outcome arrives by webhook (and can be asked for with `retrievePayment`).
   */
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  retrievePayment(gatewayRef: string): Promise<RetrievedPayment>;
  /** Takes an authorised payment started with `capture: 'manual'`. */
  capturePayment(input: { gatewayRef: string; amountOre: number; idempotencyKey: string }): Promise<void>;
  refund(input: { gatewayRef: string; amountOre: number; idempotencyKey: string }): Promise<{ refundRef: string }>;
  /** A checkout that only saves a card (no charge); the card arrives with a `setup.succeeded` event. */
  startCardSetup(input: StartCardSetupInput): Promise<{ gatewayRef: string; checkoutUrl: string }>;
  detachCard(cardRef: string): Promise<void>;
  /** Checks the signature (and its age) and reads the event; throws `WebhookSignatureError`. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<GatewayEvent>;
}

export type GatewayCustomerInput = { userId: string; email: string | null; name: string; idempotencyKey: string };

export type StartPaymentInput = {
  /** Our `payment.id`; the gateway hands it back in events as `paymentId`. */
  paymentId: string;
  amountOre: number;
  description: string;
  customerRef: string;
  capture: 'immediate' | 'manual';
  /**
   * Where the checkout sends the customer back to, finished or not: a path on our site with its
   * query. A gateway on our own site keeps it relative, so the customer stays on the address they
   * use; an outside gateway makes it absolute with the configured origin.
   */
  returnPath: string;
  savedCardRef?: string | null;
  /** Keep the card for later charges (the customer ticked "save card"). */
  saveCard?: boolean;
  locale: 'nb' | 'en';
  idempotencyKey: string;
};

export type StartedPayment = {
  gatewayRef: string;
  status: PaymentOutcome;
  /** Where to send the customer; null when a saved card was charged without them. */
  checkoutUrl: string | null;
  failureCode?: string | null;
};

export type RetrievedPayment = { status: PaymentOutcome; amountOre: number; failureCode?: string | null; card?: GatewayCard | null };

export type StartCardSetupInput = { setupId: string; customerRef: string; returnPath: string; locale: 'nb' | 'en'; idempotencyKey: string };

export type GatewayCard = { cardRef: string; customerRef: string | null; brand: string; last4: string; expMonth: number; expYear: number };

/**
 * An event from the gateway, in our words. `id` is the gateway's event id: each is applied once.
 * `paymentId`/`setupId` are ours, echoed back by the gateway.
 */
export type GatewayEvent =
  | {
      id: string;
      type: 'payment';
      outcome: PaymentOutcome;
      gatewayRef: string;
      paymentId: string | null;
      occurredAt: Date;
      failureCode?: string | null;
      /** Present when the customer chose to save the card used. */
      card?: GatewayCard | null;
    }
  | { id: string; type: 'refund'; gatewayRef: string; refundRef: string; amountOre: number; occurredAt: Date }
  | { id: string; type: 'setup'; gatewayRef: string; setupId: string | null; occurredAt: Date; card: GatewayCard }
  | { id: string; type: 'ignored'; occurredAt: Date; gatewayType: string };

export class WebhookSignatureError extends Error {
  constructor(message = 'invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
