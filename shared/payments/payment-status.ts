/**
 * A card payment's life at the gateway, as we keep it (`payment.status`). Every change goes through
 * `nextPaymentStatus`, and the database update is guarded by the statuses it may come from, so a
 * webhook delivered twice, late or out of order changes nothing it should not.
 *
 * - `created`: we asked the gateway; the customer has not finished the checkout.
 * - `requires_action`: the card asks for authentication (3-D Secure) before it can be charged.
 * - `processing`: the gateway is still deciding.
 * - `succeeded`: the money is taken (captured, or authorised when capture is manual).
 * - `failed`: the last attempt was refused; the same payment may still succeed on a new attempt
 *   at the checkout, so `failed` is not final.
 * - `canceled`: given up (the booking ended unpaid); final.
 */
export const paymentStatuses = ['created', 'requires_action', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What the gateway tells us happened to a payment. */
export type PaymentOutcome = 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';

const allowedFrom: Record<PaymentOutcome, readonly PaymentStatus[]> = {
  requires_action: ['created', 'processing', 'failed'],
  processing: ['created', 'requires_action', 'failed'],
  // A card that failed once may succeed on the next try of the same checkout.
  succeeded: ['created', 'requires_action', 'processing', 'failed'],
  failed: ['created', 'requires_action', 'processing'],
  canceled: ['created', 'requires_action', 'processing', 'failed'],
};

/** The statuses a payment may be in for the outcome to apply; the guard of the SQL update. */
export function statusesBefore(outcome: PaymentOutcome): readonly PaymentStatus[] {
  return allowedFrom[outcome];
}

/**
 * The status after the gateway reports `outcome`, or null when it does not apply: a late
 * `failed` after `succeeded`, anything after `canceled`, or the same status again.
 */
export function nextPaymentStatus(from: PaymentStatus, outcome: PaymentOutcome): PaymentStatus | null {
  return allowedFrom[outcome].includes(from) ? outcome : null;
}

/** A payment the customer can still finish (its checkout is open). */
export const isOpenPayment = (status: PaymentStatus) => status === 'created' || status === 'requires_action' || status === 'processing';
