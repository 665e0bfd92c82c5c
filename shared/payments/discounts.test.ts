import { describe, expect, it } from 'vitest';
import { vatIncluded } from '#shared/bookings/booking-price.ts';
import { type DiscountInput, applyDiscounts } from './discounts.ts';

const input = (overrides: Partial<DiscountInput> = {}): DiscountInput => ({ listPriceOre: 100_000, taxRatePercent: 25, ...overrides });

describe('applyDiscounts', () => {
  it('leaves the price alone without a discount', () => {
    expect(applyDiscounts(input())).toEqual({ lines: [], discountOre: 0, priceOre: 100_000, vatOre: 20_000 });
  });

  it('takes the promo percentage of the list price, then the coupon percentage of what remains', () => {
    // 10 % of 1 000 kr = 100 kr; 20 % of the remaining 900 kr = 180 kr.
    expect(applyDiscounts(input({ promo: { percentage: 10 }, coupon: { percentage: 20 } }))).toEqual({
      lines: [
        { kind: 'promo', amountOre: 10_000 },
        { kind: 'coupon', amountOre: 18_000 },
      ],
      discountOre: 28_000,
      priceOre: 72_000,
      vatOre: 14_400,
    });
  });

  it.each([
    // [list price, percentage, øre off]: exact halves round up, just below half rounds down.
    [12_345, 10, 1_235], // 1 234.5
    [12_344, 10, 1_234], // 1 234.4
    [12_346, 10, 1_235], // 1 234.6
    [1, 50, 1], // 0.5
    [1, 49, 0], // 0.49
    [3, 50, 2], // 1.5
    [5, 10, 1], // 0.5
    [4, 10, 0], // 0.4
    [29, 15, 4], // 4.35
    [30, 15, 5], // 4.5
    [100_000, 100, 100_000],
  ])('rounds a promo of %i øre at %i %% to %i øre off, halves up', (listPriceOre, percentage, off) => {
    const result = applyDiscounts(input({ listPriceOre, promo: { percentage } }));
    expect(result.discountOre).toBe(off);
    expect(result.priceOre).toBe(listPriceOre - off);
    expect(result.vatOre).toBe(vatIncluded(listPriceOre - off, 25));
  });

  it('rounds the coupon percentage on the remainder, not on the list price', () => {
    // 10 % of 12 345 = 1 235 (half up) leaves 11 110; 15 % of that = 1 666.5 → 1 667.
    const result = applyDiscounts(input({ listPriceOre: 12_345, promo: { percentage: 10 }, coupon: { percentage: 15 } }));
    expect(result.lines).toEqual([
      { kind: 'promo', amountOre: 1_235 },
      { kind: 'coupon', amountOre: 1_667 },
    ]);
    expect(result.priceOre).toBe(9_443);
  });

  it('caps a fixed coupon at what remains, so the price never goes below 0', () => {
    expect(applyDiscounts(input({ listPriceOre: 15_000, coupon: { amountOre: 20_000 } }))).toEqual({
      lines: [{ kind: 'coupon', amountOre: 15_000 }],
      discountOre: 15_000,
      priceOre: 0,
      vatOre: 0,
    });
    // Exactly the remainder, one øre under it, and one over it.
    expect(applyDiscounts(input({ listPriceOre: 20_000, coupon: { amountOre: 20_000 } })).priceOre).toBe(0);
    expect(applyDiscounts(input({ listPriceOre: 20_001, coupon: { amountOre: 20_000 } })).priceOre).toBe(1);
    expect(applyDiscounts(input({ listPriceOre: 19_999, coupon: { amountOre: 20_000 } })).discountOre).toBe(19_999);
  });

  it('applies a fixed coupon after the promo code', () => {
    const result = applyDiscounts(input({ listPriceOre: 25_000, promo: { percentage: 15 }, coupon: { amountOre: 20_000 } }));
    // 15 % of 250 kr = 37.50 kr leaves 212.50 kr; 200 kr off leaves 12.50 kr, of which 2.50 kr VAT.
    expect(result).toEqual({
      lines: [
        { kind: 'promo', amountOre: 3_750 },
        { kind: 'coupon', amountOre: 20_000 },
      ],
      discountOre: 23_750,
      priceOre: 1_250,
      vatOre: 250,
    });
  });

  it('takes nothing off a free booking and reports the lines at 0', () => {
    expect(applyDiscounts(input({ listPriceOre: 0, promo: { percentage: 10 }, coupon: { amountOre: 100 } }))).toEqual({
      lines: [
        { kind: 'promo', amountOre: 0 },
        { kind: 'coupon', amountOre: 0 },
      ],
      discountOre: 0,
      priceOre: 0,
      vatOre: 0,
    });
  });

  it('computes VAT on the discounted price at the category rate, halves up', () => {
    // 10 % off 125 øre = 12.5 → 13, leaving 112; VAT 112 × 25 / 125 = 22.4 → 22.
    expect(applyDiscounts(input({ listPriceOre: 125, promo: { percentage: 10 } }))).toMatchObject({ priceOre: 112, vatOre: 22 });
    // At 15 %: 10 % off 2 300 leaves 2 070; VAT 2 070 × 15 / 115 = 270.
    expect(applyDiscounts(input({ listPriceOre: 2_300, taxRatePercent: 15, promo: { percentage: 10 } }))).toMatchObject({ priceOre: 2_070, vatOre: 270 });
    expect(applyDiscounts(input({ listPriceOre: 2_300, taxRatePercent: 0, promo: { percentage: 10 } }))).toMatchObject({ priceOre: 2_070, vatOre: 0 });
  });

  it('refuses inputs no stored discount can have', () => {
    expect(() => applyDiscounts(input({ listPriceOre: -1 }))).toThrow(RangeError);
    expect(() => applyDiscounts(input({ listPriceOre: 1.5 }))).toThrow(RangeError);
    expect(() => applyDiscounts(input({ taxRatePercent: -1 }))).toThrow(RangeError);
    expect(() => applyDiscounts(input({ promo: { percentage: 0 } }))).toThrow(RangeError);
    expect(() => applyDiscounts(input({ promo: { percentage: 101 } }))).toThrow(RangeError);
    expect(() => applyDiscounts(input({ coupon: { percentage: 0 } }))).toThrow(RangeError);
    expect(() => applyDiscounts(input({ coupon: { amountOre: 0 } }))).toThrow(RangeError);
    expect(() => applyDiscounts(input({ coupon: { amountOre: 10.5 } }))).toThrow(RangeError);
  });
});
