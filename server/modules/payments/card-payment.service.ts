import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentStatus } from '#shared/payments/payment-status.ts';
import type { PaymentGateway } from './gateway/payment-gateway.ts';

export type StartCardPaymentInput = {
  purpose: 'booking' | 'gift_card';
  bookingId?: string | null;
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

/** Starts a card payment through the gateway and records it (`payment`). */
export async function startCardPayment(_em: EntityManager, _gateway: PaymentGateway, _input: StartCardPaymentInput): Promise<StartedCardPayment> {
  throw new Error('not implemented yet');
}
