import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { addonOfferStatuses } from '#shared/bookings/addon-offer-status.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { BookingEntity } from './booking.entity.ts';

/**
 * Spec §3 Addon status: an add-on the provider offers on a confirmed booking from the chat, which
 * the customer accepts and pays or denies. Only `nextAddonOfferStatus` decides a status change.
 * Once paid, its price is added to the booking's price and a `booking_addon` row (the receipt's
 * line) is written in the same transaction; `chargeKey` is the ledger's key for its charge.
 */
export const AddonOfferSchema = defineEntity({
  name: 'AddonOffer',
  tableName: 'addon_offer',
  checks: [{ name: 'addon_offer_unit_price_check', expression: 'unit_price_ore >= 100' }],
  indexes: [{ properties: ['booking', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    booking: () => p.manyToOne(BookingEntity).deleteRule('cascade'),
    title: p.string().length(fieldTextLimits.addonTitle),
    description: p.string().length(fieldTextLimits.addonDescription).default(''),
    unitPriceOre: p.integer(),
    status: p.enum(addonOfferStatuses).default('awaiting_response'),
    /** The idempotency key the charge was made with, once the customer accepted. */
    chargeKey: p.string().nullable(),
    answeredAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class AddonOfferEntity extends AddonOfferSchema.class {}
AddonOfferSchema.setClass(AddonOfferEntity);
