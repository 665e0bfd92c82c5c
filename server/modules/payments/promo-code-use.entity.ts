import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { PromoCodeEntity } from './promo-code.entity.ts';

/**
 * One use of a promo code: one booking (at most one code each) by one customer. The limits count
 * these rows; the row goes when its booking ends unpaid or takes another code.
 */
export const PromoCodeUseSchema = defineEntity({
  name: 'PromoCodeUse',
  tableName: 'promo_code_use',
  indexes: [{ properties: ['promoCode', 'user'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    promoCode: () => p.manyToOne(PromoCodeEntity).deleteRule('restrict'),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    booking: () => p.manyToOne(BookingEntity).unique().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class PromoCodeUseEntity extends PromoCodeUseSchema.class {}
PromoCodeUseSchema.setClass(PromoCodeUseEntity);
