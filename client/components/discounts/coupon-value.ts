import type { Coupon } from '#shared/payments/discounts.schema.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { formatNumber } from '../../lib/format/number.ts';

/** "10 %" or "200 kr": what a coupon or promo code takes off, in the person's language. */
export function percentText(percentage: number, language: Language): string {
  // Norwegian sets a space before the sign, English none.
  return language === 'en' ? `${formatNumber(percentage, language)}%` : `${formatNumber(percentage, language)}\u00a0%`;
}

export function couponValueText(coupon: Pick<Coupon, 'percentage' | 'amountOre'>, language: Language): string {
  return coupon.amountOre !== null ? formatMoney(coupon.amountOre, language) : percentText(coupon.percentage ?? 0, language);
}
