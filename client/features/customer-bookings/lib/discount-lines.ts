import { applyDiscounts } from '#shared/payments/discounts.ts';

export type BookedDiscountLine = { kind: 'promo' | 'coupon' | 'discount'; amountOre: number };

/**
 * A booking's discount as lines. The booking stores only the total cut; with both a code and a
 * coupon, the code's share is worked out again from its percentage (the code comes first), and
 * without that percentage the cut stays one line.
 */
export function bookedDiscountLines(
  booking: { listPriceOre: number; discountOre: number; promoCode: string | null; couponId: string | null },
  promoPercentage: number | null,
): BookedDiscountLine[] {
  const { listPriceOre, discountOre, promoCode, couponId } = booking;
  if (discountOre <= 0 && !promoCode && !couponId) return [];
  if (promoCode && couponId) {
    if (promoPercentage === null) return [{ kind: 'discount', amountOre: discountOre }];
    const promoOre = Math.min(discountOre, applyDiscounts({ listPriceOre, taxRatePercent: 0, promo: { percentage: promoPercentage } }).discountOre);
    return [
      { kind: 'promo', amountOre: promoOre },
      { kind: 'coupon', amountOre: discountOre - promoOre },
    ];
  }
  if (promoCode) return [{ kind: 'promo', amountOre: discountOre }];
  if (couponId) return [{ kind: 'coupon', amountOre: discountOre }];
  return [{ kind: 'discount', amountOre: discountOre }];
}
