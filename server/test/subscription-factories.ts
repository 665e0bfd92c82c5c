import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { SavedCardEntity } from '#server/modules/payments/saved-card.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { SubscriptionEntity } from '#server/modules/subscriptions/subscription.entity.ts';

type SubscriptionOverrides = Partial<Pick<SubscriptionEntity, 'frequency' | 'firstDay' | 'startMinutes' | 'durationMinutes' | 'priceOre' | 'vatOre' | 'firstVisitPromoPercentage' | 'status'>>;

/**
 * An active subscription of `customer` to `service`: every other Friday 4 December 2026 on, 10:00
 * for 3 hours at 1 800 kr without a promo, at Storgata 1 in Oslo, Simple policy; its visits not generated yet.
 */
export async function createSubscription(
  em: EntityManager,
  parties: { customer: UserEntity; provider: ProviderEntity; service: ServiceEntity; savedCard?: SavedCardEntity | null; now: Date },
  overrides: SubscriptionOverrides = {},
): Promise<SubscriptionEntity> {
  const subscription = em.create(SubscriptionEntity, {
    customer: parties.customer,
    provider: parties.provider,
    service: parties.service,
    serviceTitle: parties.service.title,
    frequency: 'every_two_weeks',
    firstDay: '2026-12-04',
    startMinutes: 10 * 60,
    durationMinutes: 180,
    priceOre: 180_000,
    vatOre: 36_000,
    firstVisitPromoPercentage: null,
    cancellationPolicy: 'simple',
    deliveryStreet: 'Storgata 1',
    deliveryPostalCode: '0155',
    deliveryPlace: 'Oslo',
    deliveryAreaId: 'oslo',
    savedCard: parties.savedCard ?? null,
    generatedUntil: parties.now,
    createdAt: parties.now,
    updatedAt: parties.now,
    ...overrides,
  });
  await em.flush();
  return subscription;
}
