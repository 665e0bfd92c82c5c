import type { PaymentView } from '#shared/payments/payment.schema.ts';
import { isOpenPayment } from '#shared/payments/payment-status.ts';
import type { PaymentEntity } from './payment.entity.ts';

/** A payment as its customer sees it; the checkout address only while it can still be used. */
export function presentPayment(payment: PaymentEntity): PaymentView {
  const usable = isOpenPayment(payment.status) || payment.status === 'failed';
  return {
    id: payment.id,
    purpose: payment.purpose,
    status: payment.status,
    failureCode: payment.failureCode ?? null,
    amountOre: payment.amountOre,
    bookingId: payment.booking?.id ?? null,
    giftCardId: payment.giftCard?.id ?? null,
    checkoutUrl: usable ? (payment.checkoutUrl ?? null) : null,
  };
}
