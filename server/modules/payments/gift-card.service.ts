import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Language } from '#shared/i18n/languages.ts';
import { isWellFormedGiftCardCode, normaliseGiftCardCode } from '#shared/payments/gift-card-code.ts';
import { redeemableGiftCardStatuses } from '#shared/payments/gift-card-status.ts';
import type { GiftCardPurchase } from '#shared/payments/gift-card.schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { dayNumberOf, instantOfWallTime } from '#server/modules/availability/zoned-time.ts';
import { balanceOf, creditBalance } from './balance.service.ts';
import { giftCardCodeColumns, hashGiftCardCode } from './gift-card-code.service.ts';
import { GiftCardEntity } from './gift-card.entity.ts';

/** A gift card goes out at 07:00 Oslo time on its delivery day (at once when paid later that day). */
const deliveryMinuteOfDay = 7 * 60;

/** The instant a card chosen for `deliverOn` ("YYYY-MM-DD") is e-mailed from. */
export function deliverAtOf(deliverOn: string): Date {
  // 07:00 exists on every Oslo day (the clocks change at 02:00 and 03:00), so this is never null.
  return new Date(instantOfWallTime(dayNumberOf(deliverOn), deliveryMinuteOfDay, 'jump') ?? 0);
}

/** The payment's idempotency key for a card; the ledger's sale row carries it too. */
export const giftCardChargeKey = (giftCardId: string) => `gift_card:${giftCardId}:charge`;
export const giftCardRedeemKey = (giftCardId: string) => `gift_card:${giftCardId}:redeem`;

/** A new card waiting for its payment; its code is derived from its id (gift-card-code.service.ts). */
export async function createGiftCard(
  em: EntityManager,
  input: { buyerId: string; purchase: GiftCardPurchase; locale: Language; secret: string },
): Promise<GiftCardEntity> {
  const id = randomUUID();
  const card = em.create(GiftCardEntity, {
    id,
    ...giftCardCodeColumns(id, input.secret),
    amountOre: input.purchase.amountOre,
    buyer: input.buyerId,
    recipientName: input.purchase.recipientName,
    recipientEmail: input.purchase.recipientEmail,
    message: input.purchase.message,
    locale: input.locale,
    deliverAt: deliverAtOf(input.purchase.deliverOn),
    status: 'awaiting_payment',
  });
  await em.flush();
  return card;
}

const listLimit = 100;

/** The cards a customer bought and the ones they redeemed, newest first. */
export async function giftCardsOf(em: EntityManager, userId: string): Promise<{ bought: GiftCardEntity[]; redeemed: GiftCardEntity[] }> {
  const [bought, redeemed] = await Promise.all([
    em.find(GiftCardEntity, { buyer: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: listLimit }),
    em.find(GiftCardEntity, { redeemedBy: userId }, { orderBy: { redeemedAt: 'desc', id: 'desc' }, limit: listLimit, populate: ['buyer'] }),
  ]);
  return { bought, redeemed };
}

const usedOrMissing = () => new AppError(409, 'error.promo.used_or_missing');

/**
 * Moves a gift card's whole amount into the redeemer's balance and marks it redeemed. The card's
 * row is locked from the check to the update, so of two people redeeming one code at once exactly
 * one gets the money; the balance entry's key makes a replay write nothing more. A code that is
 * wrong, not paid yet, cancelled or used already gets the same answer, so the answer tells a
 * guesser nothing.
 */
export async function redeemGiftCard(em: EntityManager, input: { userId: string; code: string; now: Date }): Promise<{ amountOre: number; balanceOre: number }> {
  const code = normaliseGiftCardCode(input.code);
  if (!isWellFormedGiftCardCode(code)) throw usedOrMissing();
  const codeHash = hashGiftCardCode(code);
  return em.transactional(async (tx) => {
    const card = await tx.findOne(GiftCardEntity, { codeHash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!card || !redeemableGiftCardStatuses.includes(card.status)) throw usedOrMissing();
    await creditBalance(tx, {
      userId: input.userId,
      kind: 'gift_card',
      amountOre: card.amountOre,
      giftCardId: card.id,
      idempotencyKey: giftCardRedeemKey(card.id),
    });
    tx.assign(card, { status: 'redeemed', redeemedBy: input.userId, redeemedAt: input.now });
    await tx.flush();
    return { amountOre: card.amountOre, balanceOre: Math.max(0, await balanceOf(tx, input.userId)) };
  });
}
