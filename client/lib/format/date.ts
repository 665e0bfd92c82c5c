import { appTimeZone, type Language } from '#shared/i18n/languages.ts';
import { dateTimeFormat } from './intl-formats.ts';
import { intlLocale } from './intl-locale.ts';

/**
 * Short date with weekday as people read it in Oslo, whatever the device's time zone:
 * `lør. 21. nov.` (nb), `Sat 21 Nov` (en).
 */
export function formatDate(date: Date, language: Language = 'nb'): string {
  return dateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: appTimeZone,
  }).format(date);
}

/** Full date with year for receipts and confirmations: `21. november 2026`. */
export function formatLongDate(date: Date, language: Language = 'nb'): string {
  return dateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: appTimeZone,
  }).format(date);
}

/** Date with a short month and the year, for lists that span more than a year: `21. nov. 2025`. */
export function formatShortDate(date: Date, language: Language = 'nb'): string {
  return dateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: appTimeZone,
  }).format(date);
}
