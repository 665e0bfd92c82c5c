import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';

/**
 * Spec §3 Rating as shown on a provider: stars, comment, the service it was for and the
 * customer's first name unless they chose to stay anonymous. `externalId` marks ratings
 * brought over from another platform. A customer's rating links the booking it rates.
 */
export const ProviderRatingSchema = defineEntity({
  name: 'ProviderRating',
  tableName: 'provider_rating',
  checks: [{ name: 'provider_rating_stars_check', expression: 'num_stars >= 1 and num_stars <= 5' }],
  indexes: [
    { properties: ['provider', 'createdAt', 'id'] },
    { properties: ['provider', 'numStars', 'createdAt', 'id'] },
    { properties: ['service'] },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    provider: () => p.manyToOne(ProviderEntity).deleteRule('cascade'),
    service: () => p.manyToOne(ServiceEntity).nullable().deleteRule('set null'),
    customer: () => p.manyToOne(UserEntity).nullable().deleteRule('set null'),
    /** The booking rated: one rating per booking; null for imported and demo ratings. */
    booking: () => p.manyToOne(BookingEntity).nullable().unique().deleteRule('set null'),
    serviceTitle: p.string().nullable(),
    numStars: p.smallint(),
    comment: p.text().nullable(),
    customerFirstname: p.string().nullable(),
    anonymous: p.boolean().default(false),
    externalId: p.string().nullable(),
    /** The provider's one public answer to the rating, and when it was given. */
    reply: p.text().nullable(),
    repliedAt: p.datetime().nullable(),
    /** Set when support hid the rating for breaking the rules: out of every public list and figure. */
    hiddenAt: p.datetime().nullable(),
    hiddenReason: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ProviderRatingEntity extends ProviderRatingSchema.class {}
ProviderRatingSchema.setClass(ProviderRatingEntity);
