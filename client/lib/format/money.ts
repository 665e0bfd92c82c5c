import type { Language } from '#shared/i18n/languages.ts';
import { numberFormat } from './intl-formats.ts';
import { intlLocale } from './intl-locale.ts';

/**
 * A price in øre shown as kroner: `125000 → "1 250 kr"`, `125050 → "1 250,50 kr"`.
 * Whole kroner drop the decimals; anything else shows exactly two. The amount and `kr` are
 * joined by a no-break space so a price never wraps over two lines.
 */
export function formatMoney(ore: number, language: Language = 'nb'): string {
  const rounded = Math.round(ore);
  const fractionDigits = rounded % 100 === 0 ? 0 : 2;
  const format = numberFormat(intlLocale(language), { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  return `${format.format(rounded / 100)}\u00a0kr`;
}
