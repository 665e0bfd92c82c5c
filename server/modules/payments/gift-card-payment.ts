import type { EntityManager } from '@mikro-orm/postgresql';
import { query, sql } from '#server/db/sql.ts';
import { recordLedgerEntry } from './ledger.service.ts';

/**
 * Called once when a gift card's card payment succeeds (from the webhook or a refresh): marks the
 * card paid and writes its `gift_card_sale` ledger row under the payment's key. Delivery is left
 * to the delivery job (on `deliverAt`), which also sends the buyer's receipt.
 *
 * Safe to call again for the same payment: the status moves only from `awaiting_payment` (a card
 * already paid, delivered or redeemed keeps its status and paid time), and the ledger row is
 * written once per key. The sale is recorded whatever the card's status, because the money was
 * taken. Answers whether this call marked the card paid.
 */
export async function markGiftCardPaid(
  em: EntityManager,
  input: { giftCardId: string; paymentId: string; amountOre: number; idempotencyKey: string; now: Date },
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const changed = await query<{ id: string }>(
      tx,
      sql`update gift_card set status = 'paid', paid_at = ${input.now} where id = ${input.giftCardId} and status = 'awaiting_payment' returning id`,
    );
    const [exists] = changed.length > 0 ? changed : await query<{ id: string }>(tx, sql`select id from gift_card where id = ${input.giftCardId}`);
    if (!exists) return false;
    await recordLedgerEntry(tx, {
      bookingId: null,
      giftCardId: input.giftCardId,
      kind: 'gift_card_sale',
      amountOre: input.amountOre,
      idempotencyKey: input.idempotencyKey,
      reference: input.paymentId,
    });
    return changed.length > 0;
  });
}
