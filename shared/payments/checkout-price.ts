import { type DiscountInput, type DiscountedPrice, applyDiscounts } from './discounts.ts';

export type CheckoutPriceInput = DiscountInput & {
  /** The customer's account balance (gift cards redeemed, refunds returned), whole øre. */
  balanceAvailableOre: number;
  /** The customer chose to pay with their balance first. */
  useBalance: boolean;
};

export type CheckoutPrice = DiscountedPrice & {
  listPriceOre: number;
  /** Paid from the account balance. */
  balanceOre: number;
  /** Left to pay by card or invoice after the balance. */
  toPayOre: number;
};

/**
 * How much of a price the account balance pays: the customer's choice, never more than the
 * balance or the price. The screens, `checkoutPrice` and the server's balance spending (under the
 * customer's row lock) all split by this.
 */
export function balancePart(priceOre: number, balanceAvailableOre: number, useBalance: boolean): number {
  return useBalance ? Math.max(0, Math.min(balanceAvailableOre, priceOre)) : 0;
}

/**
 * What a booking costs and how it is paid, in one place: the list price (base, add-ons and
 * participants, from `bookingPrice`), the promo code and coupon (`applyDiscounts`, each rounded
 * halves up), then the account balance, used first and never more than the price, then the rest
 * by card or invoice. VAT is the part of the discounted price at the category's rate; paying part
 * of it with the balance does not change the VAT (the balance is money, not a discount). The
 * booking dialog, the booking, the invoice and the receipt all read their amounts from here.
 */
export function checkoutPrice(input: CheckoutPriceInput): CheckoutPrice {
  if (!Number.isSafeInteger(input.balanceAvailableOre) || input.balanceAvailableOre < 0) throw new RangeError('balanceAvailableOre must be whole, non-negative øre');
  const discounted = applyDiscounts(input);
  const balanceOre = balancePart(discounted.priceOre, input.balanceAvailableOre, input.useBalance);
  return { ...discounted, listPriceOre: input.listPriceOre, balanceOre, toPayOre: discounted.priceOre - balanceOre };
}
