import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { paymentStatuses } from '#shared/payments/payment-status.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { AddonOfferEntity } from '#server/modules/bookings/addon-offer.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { GiftCardEntity } from './gift-card.entity.ts';

export const paymentPurposes = ['booking', 'addon', 'gift_card', 'card_setup'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/**
 * One attempt to take money by card through the gateway: for a booking, for an add-on offered on a
 * booking afterwards, for a gift card bought,
 * or (amount 0) for saving a card. `idempotencyKey` is what the gateway was called with, derived
 * from the booking or gift card, so a doubled click starts one payment. `status` changes only by
 * guarded transition (shared/payments/payment-status.ts). The ledger gets its charge row when the
 * payment succeeds, under the same key.
 */
export const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payment',
  checks: [
    { name: 'payment_amount_check', expression: 'amount_ore >= 0' },
    {
      name: 'payment_subject_check',
      expression:
        "(purpose = 'booking' and booking_id is not null) or (purpose = 'addon' and booking_id is not null and addon_offer_id is not null) or (purpose = 'gift_card' and gift_card_id is not null) or (purpose = 'card_setup' and amount_ore = 0)",
    },
  ],
  indexes: [{ properties: ['booking', 'createdAt'] }, { properties: ['customer', 'createdAt'] }],
  uniques: [{ properties: ['gateway', 'gatewayRef'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    purpose: p.enum(paymentPurposes),
    booking: () => p.manyToOne(BookingEntity).nullable().deleteRule('restrict'),
    /** The add-on offered on the booking that this payment pays (purpose `addon`). */
    addonOffer: () => p.manyToOne(AddonOfferEntity).nullable().deleteRule('restrict'),
    giftCard: () => p.manyToOne(GiftCardEntity).nullable().deleteRule('restrict'),
    customer: () => p.manyToOne(UserEntity).deleteRule('restrict'),
    amountOre: p.integer(),
    gateway: p.string(),
    gatewayRef: p.string().nullable(),
    status: p.enum(paymentStatuses).default('created'),
    capture: p.enum(['immediate', 'manual'] as const).default('immediate'),
    failureCode: p.string().nullable(),
    checkoutUrl: p.text().nullable(),
    /** The saved card charged off-session, if one was. */
    savedCardRef: p.string().nullable(),
    saveCard: p.boolean().default(false),
    idempotencyKey: p.string().unique(),
    succeededAt: p.datetime().nullable(),
    capturedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class PaymentEntity extends PaymentSchema.class {}
PaymentSchema.setClass(PaymentEntity);
