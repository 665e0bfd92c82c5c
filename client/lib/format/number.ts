import type { Language } from '#shared/i18n/languages.ts';
import { numberFormat } from './intl-formats.ts';
import { intlLocale } from './intl-locale.ts';

/** A count or measure with the language's grouping, e.g. `12 500` or `12,500`. */
export function formatNumber(value: number, language: Language = 'nb', maximumFractionDigits = 2): string {
  return numberFormat(intlLocale(language), { maximumFractionDigits }).format(value);
}
