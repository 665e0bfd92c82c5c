import { appTimeZone, type Language } from '#shared/i18n/languages.ts';
import { dateTimeFormat } from './intl-formats.ts';
import { intlLocale } from './intl-locale.ts';

/** Time of day on the 24-hour clock in Oslo: `14:30`. */
export function formatTime(date: Date, language: Language = 'nb'): string {
  return dateTimeFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: appTimeZone,
  }).format(date);
}
