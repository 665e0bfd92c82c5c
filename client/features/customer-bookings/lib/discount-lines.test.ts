import { describe, expect, it } from 'vitest';
import { bookedDiscountLines } from './discount-lines.ts';

const booking = { listPriceOre: 150_000, discountOre: 0, promoCode: null, couponId: null };

describe('bookedDiscountLines', () => {
  it('has no lines without a discount', () => {
    expect(bookedDiscountLines(booking, null)).toEqual([]);
  });

  it('gives the whole cut to the one discount there is', () => {
    expect(bookedDiscountLines({ ...booking, discountOre: 15_000, promoCode: 'VELKOMMEN10' }, null)).toEqual([{ kind: 'promo', amountOre: 15_000 }]);
    expect(bookedDiscountLines({ ...booking, discountOre: 20_000, couponId: 'c' }, null)).toEqual([{ kind: 'coupon', amountOre: 20_000 }]);
  });

  it('splits a code and a coupon by the code percentage, the code first', () => {
    // 10 % of 1 500 kr is 150 kr; a 200 kr coupon takes the next 200 kr.
    expect(bookedDiscountLines({ ...booking, discountOre: 35_000, promoCode: 'VELKOMMEN10', couponId: 'c' }, 10)).toEqual([
      { kind: 'promo', amountOre: 15_000 },
      { kind: 'coupon', amountOre: 20_000 },
    ]);
  });

  it('keeps one line when the code percentage is unknown', () => {
    expect(bookedDiscountLines({ ...booking, discountOre: 35_000, promoCode: 'GONE', couponId: 'c' }, null)).toEqual([{ kind: 'discount', amountOre: 35_000 }]);
  });
});
