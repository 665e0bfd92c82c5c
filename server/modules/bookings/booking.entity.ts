import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { bookingStatuses, cancelledByValues, customerCancelReasons, declineReasonKeys, notDoneReasons, timeHoldingStatuses } from '#shared/bookings/booking-status.ts';
import { cancellationPolicies } from '#shared/bookings/cancellation-policy.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { CouponEntity } from '#server/modules/payments/coupon.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { newOrderNumber } from './order-number.ts';

/** Name of the constraint that keeps a provider from being booked twice; insertBooking maps its violation. */
export const noOverlapConstraint = 'booking_no_overlap';

const holding = timeHoldingStatuses.map((status) => `'${status}'`).join(', ');

/**
 * Spec §3 Booking: one booked time of one service with one provider. Money is integer øre, VAT
 * included (`vatOre` is the part of `priceOre` that is VAT, at the category's rate then).
 * `priceOre` is what the customer pays, so charges, refunds and cancellation fees read it alone;
 * `listPriceOre` is the price before the promo code and coupon (`discountOre` = the difference,
 * shared/payments/discounts.ts).
 *
 * Times: `endsAt` is the start plus the service's duration and the add-ons' time; `busyUntil` adds
 * the provider's buffer as it was when booked, so a later change of buffer moves no booking.
 *
 * No double booking is enforced by PostgreSQL, not by a read-then-write in the code (which two
 * requests can both pass): the exclusion constraint `booking_no_overlap` refuses two bookings of
 * one provider in a time-holding status (`timeHoldingStatuses`) whose `[startsAt, busyUntil)`
 * overlap. Half-open ranges let one booking start exactly when another's buffer ends. It needs the
 * `btree_gist` extension (for `provider_id with =`), created by the migration.
 *
 * The constraint is modelled as a `checks` entry: MikroORM emits a check expression that starts
 * with `exclude` verbatim as a table constraint, and reads PostgreSQL's `contype = 'x'` constraints
 * back as checks, so the schema diff compares it like any check instead of wanting to drop it (the
 * alternatives, an index with an expression or `skipTables`, would either not round-trip or hide
 * the whole table from the diff). The status list comes from the shared constant, so changing which
 * statuses hold time shows up in the diff and needs a migration.
 *
 * Delivery address is columns, not JSON: support searches by postal code and area. Deadlines:
 * `providerAnswerBy` for a request (72 h), `paymentDueBy` for the customer's payment (72 h after
 * acceptance) or the end of a checkout hold. `version` guards the status against two writers.
 */
export const BookingSchema = defineEntity({
  name: 'Booking',
  tableName: 'booking',
  checks: [
    { name: 'booking_times_check', expression: 'ends_at > starts_at and busy_until >= ends_at' },
    { name: 'booking_money_check', expression: 'price_ore >= 0 and vat_ore >= 0 and vat_ore <= price_ore' },
    { name: 'booking_discount_check', expression: 'discount_ore >= 0 and price_ore = list_price_ore - discount_ore' },
    { name: 'booking_participants_check', expression: 'participants is null or participants >= 1' },
    {
      name: noOverlapConstraint,
      expression: `exclude using gist (provider_id with =, tstzrange(starts_at, busy_until, '[)') with &&) where (status in (${holding}))`,
    },
  ],
  indexes: [
    { properties: ['provider', 'startsAt'] },
    { properties: ['customer', 'createdAt'] },
    { properties: ['status', 'providerAnswerBy'] },
    { properties: ['status', 'paymentDueBy'] },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    orderNumber: p.string().length(8).unique().onCreate(() => newOrderNumber()),
    customer: () => p.manyToOne(UserEntity).deleteRule('restrict'),
    provider: () => p.manyToOne(ProviderEntity).deleteRule('restrict'),
    /** Kept when the service is later deleted; the title is copied for that reason. */
    service: () => p.manyToOne(ServiceEntity).nullable().deleteRule('set null'),
    serviceTitle: p.string(),
    status: p.enum(bookingStatuses),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    busyUntil: p.datetime(),
    priceOre: p.integer(),
    vatOre: p.integer(),
    listPriceOre: p.integer(),
    discountOre: p.integer().default(0),
    /** The coupon applied (reserved while unpaid, spent once paid). */
    coupon: () => p.manyToOne(CouponEntity).nullable().deleteRule('set null'),
    /** The promo code applied, as its upper-case code. */
    promoCode: p.string().length(40).nullable(),
    cancellationPolicy: p.enum(cancellationPolicies),
    paymentMethod: p.enum(['card', 'invoice'] as const),
    participants: p.integer().nullable(),
    customerNote: p.text().nullable(),
    deliveryStreet: p.string(),
    deliveryPostalCode: p.string().length(4),
    deliveryPlace: p.string(),
    /** Area id (shared/locations/areas.ts) the address resolved to when booked. */
    deliveryAreaId: p.string().nullable(),
    providerAnswerBy: p.datetime().nullable(),
    paymentDueBy: p.datetime().nullable(),
    declineReason: p.text().nullable(),
    /** Set when the system declined (the provider can no longer take the job); the reason is then this key. */
    declineReasonKey: p.enum(declineReasonKeys).nullable(),
    whoCancelled: p.enum(cancelledByValues).nullable(),
    /** One of the spec's eight "not done" reasons; null for an ordinary cancellation. */
    cancellationReason: p.enum(notDoneReasons).nullable(),
    cancellationNote: p.text().nullable(),
    /** What the customer chose as the reason when cancelling; null when they gave none. */
    customerCancelReason: p.enum(customerCancelReasons).nullable(),
    cancellationFeeOre: p.integer().nullable(),
    refund: p.boolean().nullable(),
    acceptedAt: p.datetime().nullable(),
    declinedAt: p.datetime().nullable(),
    confirmedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    doneAt: p.datetime().nullable(),
    /** When the customer of a done booking was reminded to rate it (once, three days on). */
    ratingRemindedAt: p.datetime().nullable(),
    expiredAt: p.datetime().nullable(),
    pausedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});

export class BookingEntity extends BookingSchema.class {}
BookingSchema.setClass(BookingEntity);
