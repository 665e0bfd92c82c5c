import { roundOre, vatIncluded } from '#shared/bookings/booking-price.ts';

/** A promo code's cut: a percentage of the list price. */
export type PromoDiscount = { percentage: number };

/** A coupon is either a percentage or a fixed amount in øre, never both. */
export type CouponDiscount = { percentage: number; amountOre?: undefined } | { amountOre: number; percentage?: undefined };

export type DiscountInput = {
  /** The booking's price before discounts (base and add-ons), whole øre, VAT included. */
  listPriceOre: number;
  /** The category's VAT in percent (25 for 25 %). */
  taxRatePercent: number;
  promo?: PromoDiscount | null;
  coupon?: CouponDiscount | null;
};

export type DiscountLine = { kind: 'promo' | 'coupon'; amountOre: number };

export type DiscountedPrice = {
  lines: DiscountLine[];
  discountOre: number;
  /** What the customer pays. */
  priceOre: number;
  /** The VAT inside `priceOre`. */
  vatOre: number;
};

function checkPercentage(percentage: number, what: string): void {
  if (!Number.isFinite(percentage) || percentage <= 0 || percentage > 100) throw new RangeError(`${what} percentage must be above 0 and at most 100`);
}

/**
 * What a booking costs after its promo code and coupon (one of each at most).
 *
 * - The promo code comes first: its percentage of the list price, rounded to whole øre, halves up
 *   (10 % of 12 345 øre = 1 234.5 → 1 235 øre off).
 * - The coupon then applies to what remains: a percentage of the remainder, rounded the same way,
 *   or a fixed amount capped at the remainder, so the price never goes below 0.
 * - Each step is rounded on its own, so the lines always add up to `discountOre` and
 *   `priceOre = listPriceOre - discountOre` exactly.
 * - VAT is the part of the final price at the category's rate (`vatIncluded`: price × rate /
 *   (100 + rate), halves up); a price of 0 carries 0 VAT.
 * - A discount that takes nothing off (a promo on a free booking) still gets its line, at 0.
 */
export function applyDiscounts(input: DiscountInput): DiscountedPrice {
  const { listPriceOre, taxRatePercent, promo, coupon } = input;
  if (!Number.isSafeInteger(listPriceOre) || listPriceOre < 0) throw new RangeError('listPriceOre must be whole, non-negative øre');
  if (!Number.isFinite(taxRatePercent) || taxRatePercent < 0 || taxRatePercent > 100) throw new RangeError('taxRatePercent must be 0 to 100');

  const lines: DiscountLine[] = [];
  let remaining = listPriceOre;
  if (promo) {
    checkPercentage(promo.percentage, 'promo');
    const amountOre = Math.min(remaining, roundOre((listPriceOre * promo.percentage) / 100));
    lines.push({ kind: 'promo', amountOre });
    remaining -= amountOre;
  }
  if (coupon) {
    let amountOre: number;
    if (coupon.amountOre !== undefined) {
      if (!Number.isSafeInteger(coupon.amountOre) || coupon.amountOre <= 0) throw new RangeError('coupon amountOre must be whole øre above 0');
      amountOre = Math.min(remaining, coupon.amountOre);
    } else {
      checkPercentage(coupon.percentage, 'coupon');
      amountOre = Math.min(remaining, roundOre((remaining * coupon.percentage) / 100));
    }
    lines.push({ kind: 'coupon', amountOre });
    remaining -= amountOre;
  }
  const discountOre = listPriceOre - remaining;
  return { lines, discountOre, priceOre: remaining, vatOre: vatIncluded(remaining, taxRatePercent) };
}
