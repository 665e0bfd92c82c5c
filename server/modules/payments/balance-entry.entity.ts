import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { GiftCardEntity } from './gift-card.entity.ts';

export const balanceEntryKinds = ['gift_card', 'booking_payment', 'booking_refund'] as const;
export type BalanceEntryKind = (typeof balanceEntryKinds)[number];

/**
 * One change of a customer's account balance, in signed øre: + for a gift card redeemed or a
 * refund returned to the balance, − for balance used to pay a booking. The balance is the sum;
 * rows are never changed. `idempotencyKey` makes a repeated redeem or payment write once.
 */
export const BalanceEntrySchema = defineEntity({
  name: 'BalanceEntry',
  tableName: 'balance_entry',
  checks: [{ name: 'balance_entry_amount_check', expression: 'amount_ore <> 0' }],
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(UserEntity).deleteRule('restrict'),
    kind: p.enum(balanceEntryKinds),
    amountOre: p.integer(),
    giftCard: () => p.manyToOne(GiftCardEntity).nullable().deleteRule('restrict'),
    booking: () => p.manyToOne(BookingEntity).nullable().deleteRule('restrict'),
    idempotencyKey: p.string().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class BalanceEntryEntity extends BalanceEntrySchema.class {}
BalanceEntrySchema.setClass(BalanceEntryEntity);
