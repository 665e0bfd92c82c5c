import { redeemableGiftCardStatuses } from '#shared/payments/gift-card-status.ts';
import { type BoughtGiftCard, type RedeemedGiftCard, osloDateOf } from '#shared/payments/gift-card.schema.ts';
import { visibleGiftCardCode } from './gift-card-code.service.ts';
import type { GiftCardEntity } from './gift-card.entity.ts';

/** A card as its buyer sees it: the whole code only while it is paid and not yet redeemed. */
export function presentBoughtGiftCard(card: GiftCardEntity, secret: string): BoughtGiftCard {
  return {
    id: card.id,
    amountOre: card.amountOre,
    recipientName: card.recipientName ?? null,
    recipientEmail: card.recipientEmail,
    message: card.message ?? null,
    deliverOn: osloDateOf(card.deliverAt),
    status: card.status,
    code: redeemableGiftCardStatuses.includes(card.status) ? visibleGiftCardCode(card, secret) : null,
    codeLast4: card.codeLast4,
    paidAt: card.paidAt?.toISOString() ?? null,
    deliveredAt: card.deliveredAt?.toISOString() ?? null,
    redeemedAt: card.redeemedAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
  };
}

/** A card as the person who redeemed it sees it (the buyer's first name; nothing the buyer wrote to someone else). */
export function presentRedeemedGiftCard(card: GiftCardEntity): RedeemedGiftCard {
  return {
    id: card.id,
    amountOre: card.amountOre,
    codeLast4: card.codeLast4,
    fromName: card.buyer.firstName,
    redeemedAt: (card.redeemedAt ?? card.createdAt).toISOString(),
  };
}
