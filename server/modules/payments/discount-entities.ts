import { CouponEntity } from './coupon.entity.ts';
import { PromoCodeUseEntity } from './promo-code-use.entity.ts';
import { PromoCodeEntity } from './promo-code.entity.ts';

/** The discounts' entities, for the ORM's list. */
export const discountEntities = [CouponEntity, PromoCodeEntity, PromoCodeUseEntity];
