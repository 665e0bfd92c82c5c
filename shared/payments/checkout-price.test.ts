import { describe, expect, it } from 'vitest';
import { balancePart, checkoutPrice } from './checkout-price.ts';

const base = { listPriceOre: 100_000, taxRatePercent: 25, balanceAvailableOre: 0, useBalance: true };

describe('checkoutPrice', () => {
  it('charges the list price with its VAT when nothing else applies', () => {
    expect(checkoutPrice(base)).toMatchObject({ listPriceOre: 100_000, discountOre: 0, priceOre: 100_000, vatOre: 20_000, balanceOre: 0, toPayOre: 100_000 });
  });

  it('takes the balance after discounts and leaves the rest to the card', () => {
    const price = checkoutPrice({ ...base, promo: { percentage: 10 }, balanceAvailableOre: 50_000 });
    expect(price).toMatchObject({ discountOre: 10_000, priceOre: 90_000, balanceOre: 50_000, toPayOre: 40_000 });
    // The balance is money, not a discount: VAT stays on the whole discounted price.
    expect(price.vatOre).toBe(18_000);
  });

  it('never takes more balance than the price', () => {
    expect(checkoutPrice({ ...base, balanceAvailableOre: 250_000 })).toMatchObject({ balanceOre: 100_000, toPayOre: 0 });
  });

  it('leaves the balance alone when the customer does not use it', () => {
    expect(checkoutPrice({ ...base, balanceAvailableOre: 50_000, useBalance: false })).toMatchObject({ balanceOre: 0, toPayOre: 100_000 });
  });

  it('uses no balance on a booking made free by a coupon', () => {
    expect(checkoutPrice({ ...base, coupon: { percentage: 100 }, balanceAvailableOre: 50_000 })).toMatchObject({ priceOre: 0, balanceOre: 0, toPayOre: 0, vatOre: 0 });
  });

  it('refuses a negative or fractional balance', () => {
    expect(() => checkoutPrice({ ...base, balanceAvailableOre: -1 })).toThrow(RangeError);
    expect(() => checkoutPrice({ ...base, balanceAvailableOre: 0.5 })).toThrow(RangeError);
  });
});

describe('balancePart', () => {
  it('pays with the balance up to the price, only when the customer chooses to', () => {
    expect(balancePart(100_000, 30_000, true)).toBe(30_000);
    expect(balancePart(100_000, 250_000, true)).toBe(100_000);
    expect(balancePart(100_000, 30_000, false)).toBe(0);
    expect(balancePart(0, 30_000, true)).toBe(0);
  });
});
