import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { cancellationPolicies } from '#shared/bookings/cancellation-policy.ts';
import { subscriptionFrequencies } from '#shared/subscriptions/subscription-frequency.ts';
import { subscriptionStatuses } from '#shared/subscriptions/subscription-status.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { SavedCardEntity } from '#server/modules/payments/saved-card.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';

/**
 * Spec §3 Subscription: a recurring cleaning. Its visits come every `frequency` from `firstDay` (a
 * date in Oslo) at `startMinutes` after midnight, Oslo wall time; each is a real booking generated
 * ahead (up to `generatedUntil`) and charged to `savedCard` at its cancellation deadline. The
 * price per visit is fixed when subscribing; the first visit gets `firstVisitPromoPercentage` off.
 * Only `nextSubscriptionStatus` decides a status change.
 */
export const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  tableName: 'subscription',
  checks: [
    { name: 'subscription_times_check', expression: 'start_minutes >= 0 and start_minutes < 1440 and duration_minutes > 0' },
    { name: 'subscription_price_check', expression: 'price_ore > 0 and (first_visit_promo_percentage is null or (first_visit_promo_percentage >= 1 and first_visit_promo_percentage <= 100))' },
  ],
  indexes: [{ properties: ['customer', 'createdAt'] }, { properties: ['provider', 'status'] }, { properties: ['status', 'generatedUntil'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    customer: () => p.manyToOne(UserEntity).deleteRule('restrict'),
    provider: () => p.manyToOne(ProviderEntity).deleteRule('restrict'),
    service: () => p.manyToOne(ServiceEntity).nullable().deleteRule('set null'),
    serviceTitle: p.string(),
    status: p.enum(subscriptionStatuses).default('active'),
    pauseReason: p.enum(['customer', 'unpaid_visits'] as const).nullable(),
    frequency: p.enum(subscriptionFrequencies),
    /** The first visit's day in Oslo, YYYY-MM-DD: every later visit is a whole number of periods after it. */
    firstDay: p.string().length(10),
    startMinutes: p.integer(),
    durationMinutes: p.integer(),
    priceOre: p.integer(),
    vatOre: p.integer(),
    firstVisitPromoPercentage: p.integer().nullable(),
    cancellationPolicy: p.enum(cancellationPolicies),
    deliveryStreet: p.string(),
    deliveryPostalCode: p.string().length(4),
    deliveryPlace: p.string(),
    deliveryAreaId: p.string().nullable(),
    /** The card each visit is charged to, off-session; null once it was removed (charges then fail until a new one is given). */
    savedCard: () => p.manyToOne(SavedCardEntity).nullable().deleteRule('set null'),
    /** Visits exist for every start before this instant. */
    generatedUntil: p.datetime(),
    pausedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});

export class SubscriptionEntity extends SubscriptionSchema.class {}
SubscriptionSchema.setClass(SubscriptionEntity);
