import type { EntityManager } from '@mikro-orm/postgresql';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { CouponEntity } from './coupon.entity.ts';
import { PromoCodeEntity } from './promo-code.entity.ts';

const dayMs = 86_400_000;

/** Demo promo codes: a welcome code once per customer, and the cleaning brand's campaign code. */
export const demoPromoCodes = [
  { code: 'VELKOMMEN10', tag: null, description: '10 % rabatt på din første bestilling.', percentage: 10, maxUsesPerCustomer: 1 },
  { code: 'RENT15', tag: 'cleaning', description: '15 % rabatt på rengjøring.', percentage: 15, maxUsesPerCustomer: 1 },
] as const;

/**
 * Promo codes anyone can try, and two coupons for the demo customer (when there is one): 10 % off,
 * and 200 kr off that runs out in 30 days.
 */
export function seedDemoDiscounts(em: EntityManager, input: { customer: UserEntity | null; now: Date }): void {
  const { customer, now } = input;
  for (const promo of demoPromoCodes) em.create(PromoCodeEntity, { ...promo, enabled: true, maxUses: null, createdAt: now });
  if (!customer) return;
  const coupon = { user: customer, createdBy: 'Tjenestetorget', spentAt: null, reservedBooking: null };
  em.create(CouponEntity, {
    ...coupon,
    percentage: 10,
    amountOre: null,
    title: '10 % rabatt',
    description: 'Takk for at du bestilte hos oss. Gjelder én bestilling.',
    expiresAt: null,
    createdAt: new Date(now.getTime() - 2 * dayMs),
  });
  em.create(CouponEntity, {
    ...coupon,
    percentage: null,
    amountOre: 20_000,
    title: '200 kr rabatt',
    description: 'Gjelder én bestilling innen 30 dager.',
    expiresAt: new Date(now.getTime() + 30 * dayMs),
    createdAt: now,
  });
}
