import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { giftCardStatuses, type GiftCardStatus } from '#shared/payments/gift-card-status.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';

export { giftCardStatuses, type GiftCardStatus };

/**
 * A gift card someone bought: paid by card, e-mailed to the recipient on `deliverAt` by a job,
 * and redeemed once by anyone holding the code, which moves its whole amount into their account
 * balance (`balance_entry`). The code is stored as its SHA-256 hash; `codeLast4` is what lists
 * show. The buyer sees the whole code in their list once it is paid: it is derived again from the
 * card's id and the server secret (gift-card-code.service.ts), never stored.
 */
export const GiftCardSchema = defineEntity({
  name: 'GiftCard',
  tableName: 'gift_card',
  checks: [{ name: 'gift_card_amount_check', expression: 'amount_ore > 0' }],
  indexes: [{ properties: ['buyer', 'createdAt'] }, { properties: ['status', 'deliverAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    codeHash: p.string().unique(),
    codeLast4: p.string(),
    amountOre: p.integer(),
    buyer: () => p.manyToOne(UserEntity).deleteRule('restrict'),
    recipientName: p.string().nullable(),
    recipientEmail: p.string(),
    message: p.text().nullable(),
    /** The buyer's language, for the e-mail to the recipient. */
    locale: p.string().default('nb'),
    deliverAt: p.datetime(),
    status: p.enum(giftCardStatuses).default('awaiting_payment'),
    paidAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    redeemedBy: () => p.manyToOne(UserEntity).nullable().deleteRule('set null'),
    redeemedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class GiftCardEntity extends GiftCardSchema.class {}
GiftCardSchema.setClass(GiftCardEntity);
