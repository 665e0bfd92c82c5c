import { applyDiscounts, type DiscountedPrice } from '#shared/payments/discounts.ts';
import type { Coupon, PromoCode } from '#shared/payments/discounts.schema.ts';
import { couponDiscount } from '../../../components/discounts/discounts-api.ts';
import type { DiscountFields, PriceSummary } from './booking-form.ts';

/**
 * The draft's price after the checked promo code and the chosen coupon, by the same function the
 * server stores the price with; null while the price itself cannot be worked out.
 */
export function discountedPrice(
  summary: PriceSummary,
  taxRatePercent: number,
  promo: Pick<PromoCode, 'percentage'> | null,
  coupon: Pick<Coupon, 'percentage' | 'amountOre'> | null,
): DiscountedPrice | null {
  if (!summary.ok) return null;
  return applyDiscounts({
    listPriceOre: summary.price.totalOre,
    taxRatePercent,
    promo: promo ? { percentage: promo.percentage } : null,
    coupon: coupon ? couponDiscount(coupon) : null,
  });
}

/** What the booking body carries of the discounts: only what is checked or chosen. */
export function discountFields(promo: Pick<PromoCode, 'code'> | null, couponId: string | null): DiscountFields {
  return { ...(promo ? { promoCode: promo.code } : {}), ...(couponId ? { couponId } : {}) };
}
