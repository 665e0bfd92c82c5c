import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Called once when a gift card's card payment succeeds (from the webhook or a refresh): marks the
 * card paid and writes its `gift_card_sale` ledger row under the payment's key. Delivery is left
 * to the delivery job (on `deliverAt`).
 */
export async function markGiftCardPaid(
  _em: EntityManager,
  _input: { giftCardId: string; paymentId: string; amountOre: number; idempotencyKey: string; now: Date },
): Promise<void> {
  throw new Error('not implemented yet');
}
