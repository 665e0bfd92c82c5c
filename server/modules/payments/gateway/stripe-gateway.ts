import Stripe from 'stripe';
import type { AppConfig } from '#server/config/config.ts';
import { type Clock, systemClock } from '#server/lib/clock.ts';
import { type PaymentGateway, type RetrievedPayment, type StartPaymentInput, type StartedPayment, WebhookSignatureError } from './payment-gateway.ts';
import { cardOf, failureCodeOf, idOf, outcomeOfPaymentIntent, savesCard, stripeMetadata } from './stripe-payment-intent.ts';
import { toGatewayEvent } from './stripe-webhook-events.ts';

/** Stripe's own limit on a signed webhook's age; older ones may be replays. */
const webhookToleranceSeconds = 300;
const currency = 'nok';

/**
 * The payment gateway on Stripe: hosted Checkout Sessions for paying and for saving a card,
 * off-session PaymentIntents for saved cards, signed webhooks for the outcome.
 *
 * A hosted checkout's `gatewayRef` is its Checkout Session id (`cs_…`): Stripe creates the
 * PaymentIntent only when the customer pays, so the session is the one thing known when the
 * payment row is written. A saved card charged off-session is known by its PaymentIntent
 * (`pi_…`). Every call taking a `gatewayRef` accepts both, and webhook events trace a
 * PaymentIntent back to its session, so an event always names what `startPayment` answered.
 */
export function createStripeGateway(config: Pick<AppConfig, 'payments' | 'origin'>, dependencies: { clock?: Clock } = {}): PaymentGateway {
  const { secretKey, webhookSecret, apiUrl } = config.payments.stripe;
  if (!secretKey || !webhookSecret) throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required for Stripe payments');
  const clock = dependencies.clock ?? systemClock;
  const stripe = new Stripe(secretKey, {
    ...apiAddress(apiUrl),
    // Retries are safe: every call that moves money carries our idempotency key. A webhook or a
    // refresh should not hang on Stripe for the SDK's default 80 s.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Tjenestetorget', url: config.origin },
  });

  /** Stripe's checkout lives elsewhere, so the way back is a full address on our configured origin. */
  const absolute = (returnPath: string) => new URL(returnPath, `${config.origin}/`).toString();

  async function paymentIntentOf(gatewayRef: string): Promise<{ intent: Stripe.PaymentIntent | null; session: Stripe.Checkout.Session | null }> {
    if (!gatewayRef.startsWith('cs_')) return { intent: await stripe.paymentIntents.retrieve(gatewayRef, { expand: ['payment_method'] }), session: null };
    const session = await stripe.checkout.sessions.retrieve(gatewayRef, { expand: ['payment_intent', 'payment_intent.payment_method'] });
    const intent = session.payment_intent;
    if (typeof intent === 'string') return { intent: await stripe.paymentIntents.retrieve(intent, { expand: ['payment_method'] }), session };
    return { intent, session };
  }

  async function requirePaymentIntent(gatewayRef: string): Promise<Stripe.PaymentIntent> {
    const { intent } = await paymentIntentOf(gatewayRef);
    if (!intent) throw new Error(`Stripe checkout ${gatewayRef} has no payment yet`);
    return intent;
  }

  async function chargeSavedCard(input: StartPaymentInput & { savedCardRef: string }): Promise<StartedPayment> {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountOre,
          currency,
          customer: input.customerRef,
          payment_method: input.savedCardRef,
          off_session: true,
          confirm: true,
          capture_method: input.capture === 'manual' ? 'manual' : 'automatic',
          description: input.description,
          metadata: { [stripeMetadata.paymentId]: input.paymentId, [stripeMetadata.startedBy]: 'saved_card' },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const { status, failureCode } = outcomeOfPaymentIntent(intent);
      return { gatewayRef: intent.id, status, checkoutUrl: null, failureCode };
    } catch (error) {
      // A refusal comes as an error that carries the PaymentIntent it left behind.
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
        if (error.code === 'authentication_required') return { gatewayRef: error.payment_intent.id, status: 'requires_action', checkoutUrl: null, failureCode: null };
        return { gatewayRef: error.payment_intent.id, status: 'failed', checkoutUrl: null, failureCode: failureCodeOf(error) };
      }
      throw error;
    }
  }

  return {
    name: 'stripe',

    async ensureCustomer(input) {
      const customer = await stripe.customers.create(
        { email: input.email ?? undefined, name: input.name, metadata: { userId: input.userId } },
        { idempotencyKey: input.idempotencyKey },
      );
      return { customerRef: customer.id };
    },

    async startPayment(input) {
      if (input.savedCardRef) return chargeSavedCard({ ...input, savedCardRef: input.savedCardRef });
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer: input.customerRef,
          client_reference_id: input.paymentId,
          metadata: { [stripeMetadata.paymentId]: input.paymentId },
          locale: input.locale,
          // Saved cards are cards: other methods could not be charged again without the customer.
          allowed_payment_method_types: ['card'],
          line_items: [{ quantity: 1, price_data: { currency, unit_amount: input.amountOre, product_data: { name: input.description } } }],
          payment_intent_data: {
            capture_method: input.capture === 'manual' ? 'manual' : 'automatic',
            description: input.description,
            metadata: { [stripeMetadata.paymentId]: input.paymentId, [stripeMetadata.startedBy]: 'checkout' },
            ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          },
          // Our return page asks for the outcome, so finishing and leaving land on the same page.
          success_url: absolute(input.returnPath),
          cancel_url: absolute(input.returnPath),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe checkout ${session.id} came without a URL`);
      // Open until the customer pays at the checkout, as with the local test gateway.
      return { gatewayRef: session.id, status: 'processing', checkoutUrl: session.url, failureCode: null };
    },

    async retrievePayment(gatewayRef) {
      const { intent, session } = await paymentIntentOf(gatewayRef);
      if (!intent) {
        // Nobody has tried to pay yet: the checkout is still open, or it expired unused.
        const amountOre = session?.amount_total ?? 0;
        return { status: session?.status === 'expired' ? 'canceled' : 'processing', amountOre, failureCode: null, card: null };
      }
      const { status, failureCode } = outcomeOfPaymentIntent(intent);
      const method = intent.payment_method;
      const card = status === 'succeeded' && savesCard(intent) && method && typeof method !== 'string' ? cardOf(method, idOf(intent.customer)) : null;
      return { status, amountOre: intent.amount, failureCode, card } satisfies RetrievedPayment;
    },

    async capturePayment({ gatewayRef, amountOre, idempotencyKey }) {
      const intent = await requirePaymentIntent(gatewayRef);
      // Already captured (a retry after a lost answer): nothing more to take.
      if (intent.status === 'succeeded') return;
      await stripe.paymentIntents.capture(intent.id, { amount_to_capture: amountOre }, { idempotencyKey });
    },

    async refund({ gatewayRef, amountOre, idempotencyKey }) {
      const intent = await requirePaymentIntent(gatewayRef);
      if (intent.status === 'requires_capture') {
        // Authorised but not captured: nothing was taken, so giving back means releasing the
        // hold, or taking only what is kept (a cancellation fee) and releasing the rest.
        const keep = intent.amount_capturable - amountOre;
        if (keep > 0) await stripe.paymentIntents.capture(intent.id, { amount_to_capture: keep }, { idempotencyKey });
        else await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'requested_by_customer' }, { idempotencyKey });
        return { refundRef: intent.id };
      }
      const refund = await stripe.refunds.create(
        { payment_intent: intent.id, amount: amountOre, metadata: { [stripeMetadata.gatewayRef]: gatewayRef } },
        { idempotencyKey },
      );
      return { refundRef: refund.id };
    },

    async startCardSetup(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency,
          customer: input.customerRef,
          client_reference_id: input.setupId,
          metadata: { [stripeMetadata.setupId]: input.setupId },
          setup_intent_data: { metadata: { [stripeMetadata.setupId]: input.setupId } },
          locale: input.locale,
          allowed_payment_method_types: ['card'],
          success_url: absolute(input.returnPath),
          cancel_url: absolute(input.returnPath),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe checkout ${session.id} came without a URL`);
      return { gatewayRef: session.id, checkoutUrl: session.url };
    },

    async detachCard(cardRef) {
      try {
        await stripe.paymentMethods.detach(cardRef);
      } catch (error) {
        // Removing a card twice, or one Stripe no longer has, leaves it removed.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || /not attached/i.test(error.message))) return;
        throw error;
      }
    },

    async parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret, webhookToleranceSeconds, undefined, clock.now().getTime());
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
        throw error;
      }
      return toGatewayEvent(stripe, event);
    },
  };
}

/** Where the SDK sends its calls: Stripe, or a local stand-in when `STRIPE_API_URL` is set. */
function apiAddress(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
