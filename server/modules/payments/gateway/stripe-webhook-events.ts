import type Stripe from 'stripe';
import type { PaymentOutcome } from '#shared/payments/payment-status.ts';
import type { GatewayCard, GatewayEvent } from './payment-gateway.ts';
import { cardOf, failureCodeOf, idOf, savesCard, stripeMetadata } from './stripe-payment-intent.ts';

/**
 * Stripe events we act on, read as our `GatewayEvent`. A hosted checkout's payment is known to us
 * by its Checkout Session id (the PaymentIntent does not exist until the customer pays), so events
 * about a PaymentIntent that a checkout made are traced back to that session; an off-session
 * charge is known by its PaymentIntent id. Either way the event's `gatewayRef` is the one
 * `startPayment` answered.
 */

const paymentIntentOutcomes: Partial<Record<Stripe.Event['type'], PaymentOutcome>> = {
  'payment_intent.succeeded': 'succeeded',
  // With manual capture the card is authorised, not charged: that is success for us.
  'payment_intent.amount_capturable_updated': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.requires_action': 'requires_action',
  'payment_intent.processing': 'processing',
  'payment_intent.canceled': 'canceled',
};

/** The events to enable on the endpoint in the Stripe dashboard (listed in docs/integrations.md). */
export const stripeWebhookEventTypes: readonly string[] = [
  ...Object.keys(paymentIntentOutcomes),
  'checkout.session.completed',
  'checkout.session.expired',
  'charge.refunded',
  'refund.created',
  'refund.updated',
];

export async function toGatewayEvent(stripe: Stripe, event: Stripe.Event): Promise<GatewayEvent> {
  const occurredAt = new Date(event.created * 1000);
  const ignored: GatewayEvent = { id: event.id, type: 'ignored', occurredAt, gatewayType: event.type };

  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.payment_failed':
    case 'payment_intent.requires_action':
    case 'payment_intent.processing':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      const outcome = paymentIntentOutcomes[event.type]!;
      // Funds becoming capturable again after a capture is not news.
      if (event.type === 'payment_intent.amount_capturable_updated' && intent.status !== 'requires_capture') return ignored;
      return {
        id: event.id,
        type: 'payment',
        outcome,
        gatewayRef: await paymentRefOf(stripe, intent),
        paymentId: intent.metadata[stripeMetadata.paymentId] ?? null,
        occurredAt,
        failureCode: outcome === 'failed' ? failureCodeOf(intent.last_payment_error) : null,
        card: outcome === 'succeeded' && savesCard(intent) ? await cardOfIntent(stripe, intent) : null,
      };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      // A payment checkout's outcome arrives with its PaymentIntent's events.
      if (session.mode !== 'setup') return ignored;
      const card = await cardOfSetup(stripe, session);
      if (!card) return ignored;
      const setupId = session.metadata?.[stripeMetadata.setupId] ?? session.client_reference_id ?? null;
      return { id: event.id, type: 'setup', gatewayRef: session.id, setupId, occurredAt, card };
    }
    case 'checkout.session.expired': {
      // The checkout link no longer works; unless the customer started paying (then the
      // PaymentIntent's own events tell), the payment is given up.
      const session = event.data.object;
      if (session.mode !== 'payment' || session.payment_intent) return ignored;
      const paymentId = session.metadata?.[stripeMetadata.paymentId] ?? session.client_reference_id ?? null;
      return { id: event.id, type: 'payment', outcome: 'canceled', gatewayRef: session.id, paymentId, occurredAt, failureCode: null, card: null };
    }
    case 'refund.created':
    case 'refund.updated':
      return refundEvent(stripe, event, event.data.object, occurredAt);
    case 'charge.refunded': {
      const refund = await latestRefundOf(stripe, event.data.object);
      return refund ? refundEvent(stripe, event, refund, occurredAt) : ignored;
    }
    default:
      return ignored;
  }
}

async function refundEvent(stripe: Stripe, event: Stripe.Event, refund: Stripe.Refund, occurredAt: Date): Promise<GatewayEvent> {
  const intentId = idOf(refund.payment_intent);
  if (refund.status !== 'succeeded' || !intentId) return { id: event.id, type: 'ignored', occurredAt, gatewayType: event.type };
  const gatewayRef = refund.metadata?.[stripeMetadata.gatewayRef] ?? (await checkoutSessionOf(stripe, intentId)) ?? intentId;
  return { id: event.id, type: 'refund', gatewayRef, refundRef: refund.id, amountOre: refund.amount, occurredAt };
}

/** The reference our payment has: its Checkout Session when a checkout made the PaymentIntent. */
async function paymentRefOf(stripe: Stripe, intent: Stripe.PaymentIntent): Promise<string> {
  if (intent.metadata[stripeMetadata.startedBy] !== 'checkout') return intent.id;
  return (await checkoutSessionOf(stripe, intent.id)) ?? intent.id;
}

export async function checkoutSessionOf(stripe: Stripe, paymentIntentId: string): Promise<string | null> {
  const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
  return sessions.data[0]?.id ?? null;
}

async function cardOfIntent(stripe: Stripe, intent: Stripe.PaymentIntent): Promise<GatewayCard | null> {
  const customerRef = idOf(intent.customer);
  if (intent.payment_method && typeof intent.payment_method !== 'string') return cardOf(intent.payment_method, customerRef);
  if (!intent.payment_method) return null;
  return cardOf(await stripe.paymentMethods.retrieve(intent.payment_method), customerRef);
}

async function cardOfSetup(stripe: Stripe, session: Stripe.Checkout.Session): Promise<GatewayCard | null> {
  const setupIntentId = idOf(session.setup_intent);
  if (!setupIntentId) return null;
  const setupIntent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  const method = setupIntent.payment_method;
  if (!method) return null;
  const customerRef = idOf(setupIntent.customer) ?? idOf(session.customer);
  return cardOf(typeof method === 'string' ? await stripe.paymentMethods.retrieve(method) : method, customerRef);
}

/** The refund a `charge.refunded` event is about: Stripe no longer embeds the charge's refunds, so ask. */
async function latestRefundOf(stripe: Stripe, charge: Stripe.Charge): Promise<Stripe.Refund | null> {
  const embedded = charge.refunds?.data;
  if (embedded?.length) return [...embedded].sort((a, b) => b.created - a.created)[0]!;
  const listed = await stripe.refunds.list({ charge: charge.id, limit: 1 });
  return listed.data[0] ?? null;
}
