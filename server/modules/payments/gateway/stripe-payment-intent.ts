import type Stripe from 'stripe';
import type { PaymentOutcome } from '#shared/payments/payment-status.ts';
import type { GatewayCard } from './payment-gateway.ts';

/**
 * How Stripe's objects read in our words: a PaymentIntent's status as our payment outcome, a
 * refusal as a failure code, a payment method as a saved card. Pure, so the webhook mapping and
 * the direct calls agree.
 */

/** Metadata keys we put on Stripe objects, echoed back in their events. */
export const stripeMetadata = {
  paymentId: 'paymentId',
  setupId: 'setupId',
  /** On a PaymentIntent: `checkout` when a Checkout Session made it, `saved_card` when we charged off-session. */
  startedBy: 'startedBy',
  /** On a refund we make: the payment's gateway reference, so its events find the payment without a lookup. */
  gatewayRef: 'gatewayRef',
} as const;

type PaymentError = { code?: string | null; decline_code?: string | null } | null | undefined;

/**
 * The code we store for a refused payment. The issuer's decline code says most ("insufficient
 * funds"); Stripe's generic decline is the plain `card_declined`, and a failed 3-D Secure reads
 * as `authentication_failed`, the same words the local test gateway uses.
 */
export function failureCodeOf(error: PaymentError): string {
  if (!error) return 'payment_failed';
  if (error.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (error.decline_code && error.decline_code !== 'generic_decline') return error.decline_code;
  return error.code ?? 'payment_failed';
}

export type IntentOutcome = { status: PaymentOutcome; failureCode: string | null };

/**
 * `requires_capture` is success for us: with manual capture the money is authorised and the
 * booking may be confirmed; it is captured when the booking is done. A PaymentIntent waiting for
 * a payment method with no refusal behind it has not been tried yet: still open, like the local
 * test gateway's open checkout (`processing`).
 */
export function outcomeOfPaymentIntent(intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): IntentOutcome {
  switch (intent.status) {
    case 'succeeded':
    case 'requires_capture':
      return { status: 'succeeded', failureCode: null };
    case 'requires_action':
      return { status: 'requires_action', failureCode: null };
    case 'canceled':
      return { status: 'canceled', failureCode: null };
    case 'requires_payment_method':
      return intent.last_payment_error ? { status: 'failed', failureCode: failureCodeOf(intent.last_payment_error) } : { status: 'processing', failureCode: null };
    default:
      return { status: 'processing', failureCode: null };
  }
}

/** The id of a field Stripe either expands to an object or leaves as an id. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The card to keep, or null when the payment method is not a card. */
export function cardOf(method: Stripe.PaymentMethod, customerRef: string | null): GatewayCard | null {
  if (!method.card) return null;
  return {
    cardRef: method.id,
    customerRef: idOf(method.customer) ?? customerRef,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/** The customer asked to keep the card (Checkout saves it on the customer once the payment succeeds). */
export const savesCard = (intent: Pick<Stripe.PaymentIntent, 'setup_future_usage'>) => intent.setup_future_usage === 'off_session';
