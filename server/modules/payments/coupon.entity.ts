import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';

/**
 * A coupon given to one customer: a percentage or a fixed amount off one booking, used once.
 *
 * Life of a coupon: applying it to an unpaid booking reserves it (`reservedBooking`, taken under a
 * row lock so two bookings cannot both reserve it); paying that booking spends it (`spentAt`);
 * cancelling, declining or expiring the unpaid booking releases it. A spent coupon stays spent,
 * also when the paid booking is later cancelled: the refund follows the price that was paid.
 */
export const CouponSchema = defineEntity({
  name: 'Coupon',
  tableName: 'coupon',
  checks: [
    {
      name: 'coupon_discount_check',
      expression:
        '(percentage is null) <> (amount_ore is null) and (percentage is null or (percentage >= 1 and percentage <= 100)) and (amount_ore is null or amount_ore > 0)',
    },
  ],
  indexes: [{ properties: ['user', 'createdAt'] }, { properties: ['reservedBooking'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    percentage: p.integer().nullable(),
    amountOre: p.integer().nullable(),
    title: p.string(),
    description: p.text(),
    /** Who gave it: the campaign or support person, as text, so it survives the giver's account. */
    createdBy: p.string(),
    expiresAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    spentAt: p.datetime().nullable(),
    /** The unpaid booking that holds it now, or the paid booking that spent it. */
    reservedBooking: () => p.manyToOne(BookingEntity).nullable().deleteRule('set null'),
  },
});

export class CouponEntity extends CouponSchema.class {}
CouponSchema.setClass(CouponEntity);
