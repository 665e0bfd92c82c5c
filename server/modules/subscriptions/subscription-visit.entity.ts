import { defineEntity, p } from '@mikro-orm/core';
import { visitStates } from '#shared/subscriptions/subscription.schema.ts';
import { randomUUID } from 'node:crypto';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { SubscriptionEntity } from './subscription.entity.ts';


/**
 * One planned visit of a subscription, at its planned start: generating the same window again finds
 * it (unique per subscription and start), so no visit is made twice. `booked`: its booking holds
 * the time and waits for the charge at `chargeAt`; `collided`: the time was taken when it was
 * generated, so there is no booking and both sides were told, with free times to choose from;
 * `paid`, `unpaid` (still unpaid at its start: the booking is paused), `skipped` by the customer,
 * `cancelled` with the subscription. A refused charge keeps its tries here: the first and last, the
 * next one planned and whether the decline was hard.
 */
export const SubscriptionVisitSchema = defineEntity({
  name: 'SubscriptionVisit',
  tableName: 'subscription_visit',
  uniques: [{ properties: ['subscription', 'plannedStartsAt'] }],
  indexes: [{ properties: ['state', 'chargeAt'] }, { properties: ['state', 'nextTryAt'] }, { properties: ['booking'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    subscription: () => p.manyToOne(SubscriptionEntity).deleteRule('cascade'),
    booking: () => p.manyToOne(BookingEntity).nullable().deleteRule('set null'),
    plannedStartsAt: p.datetime(),
    state: p.enum(visitStates),
    /** The visit's price: the subscription's, less the first visit's promo. */
    priceOre: p.integer(),
    chargeAt: p.datetime(),
    firstTryAt: p.datetime().nullable(),
    lastTryAt: p.datetime().nullable(),
    nextTryAt: p.datetime().nullable(),
    declineCode: p.string().nullable(),
    hardDecline: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class SubscriptionVisitEntity extends SubscriptionVisitSchema.class {}
SubscriptionVisitSchema.setClass(SubscriptionVisitEntity);
