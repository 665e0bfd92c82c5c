import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { priceOfferStatuses } from '#shared/requests/custom-request.schema.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';

/**
 * Spec §3 Price offer: a provider's price for a custom request, in øre. Status sent → accepted |
 * closed | expired; only `custom-request-state.ts` changes it. Two partial unique indexes hold the
 * rules the database can hold by itself: one open offer per provider and request, and one accepted
 * offer per request.
 */
export const PriceOfferSchema = defineEntity({
  name: 'PriceOffer',
  tableName: 'price_offer',
  checks: [
    { name: 'price_offer_amount_check', expression: 'amount_ore >= 100' },
    { name: 'price_offer_duration_check', expression: 'duration_minutes >= 15 and duration_minutes <= 1440' },
  ],
  indexes: [
    { properties: ['request', 'createdAt'] },
    { properties: ['status', 'expiresAt'] },
    { name: 'price_offer_one_open_index', expression: 'create unique index "price_offer_one_open_index" on "price_offer" ("request_id", "provider_id") where "status" = \'sent\'' },
    { name: 'price_offer_one_accepted_index', expression: 'create unique index "price_offer_one_accepted_index" on "price_offer" ("request_id") where "status" = \'accepted\'' },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    request: () => p.manyToOne(CustomRequestEntity).deleteRule('cascade'),
    provider: () => p.manyToOne(ProviderEntity).deleteRule('cascade'),
    amountOre: p.integer(),
    conditions: p.text().default(''),
    expiresAt: p.datetime(),
    /** The start the provider proposed for a request without a date. */
    startsAt: p.datetime().nullable(),
    durationMinutes: p.smallint().default(120),
    status: p.enum(priceOfferStatuses).default('sent'),
    /** When the customer saw it (`PATCH /api/price-offer/seen/{id}`). */
    seenAt: p.datetime().nullable(),
    resultingBooking: () => p.manyToOne(BookingEntity).nullable().deleteRule('set null'),
    acceptedAt: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    expiredAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class PriceOfferEntity extends PriceOfferSchema.class {}
PriceOfferSchema.setClass(PriceOfferEntity);
