import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { GiftCardEntity } from './gift-card.entity.ts';

export const ledgerEntryKinds = ['charge', 'refund', 'fee', 'payout', 'balance_use', 'balance_return', 'gift_card_sale'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/**
 * One movement of money for a booking, or the sale of a gift card (shared/payments/ledger.ts
 * explains the kinds), in positive
 * whole øre. `idempotencyKey` is the key the gateway was called with, unique here too, so a
 * retried or doubled charge or refund that the gateway answers once is also written once.
 * `reference` is the gateway's reference where it gives one. Rows are never changed or deleted,
 * and a booking with money on it cannot be deleted (restrict).
 */
export const LedgerEntrySchema = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entry',
  checks: [
    { name: 'ledger_entry_amount_check', expression: 'amount_ore > 0' },
    {
      name: 'ledger_entry_subject_check',
      expression: "(kind = 'gift_card_sale' and gift_card_id is not null and booking_id is null) or (kind <> 'gift_card_sale' and booking_id is not null)",
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.manyToOne(BookingEntity).nullable().deleteRule('restrict').index(),
    giftCard: () => p.manyToOne(GiftCardEntity).nullable().deleteRule('restrict').index(),
    kind: p.enum(ledgerEntryKinds),
    amountOre: p.integer(),
    reference: p.string().nullable(),
    idempotencyKey: p.string().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LedgerEntryEntity extends LedgerEntrySchema.class {}
LedgerEntrySchema.setClass(LedgerEntryEntity);
