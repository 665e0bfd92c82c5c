import { appTimeZone, type Language } from '#shared/i18n/languages.ts';
import { intlLocale } from '../../../lib/format/intl-locale.ts';

/** Noon UTC lies on the same date in Oslo all year, so a plain day formats as itself. */
export const dayAsDate = (day: string) => new Date(`${day}T12:00:00Z`);

function format(day: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: appTimeZone }).format(dayAsDate(day));
}

/** `mandag 23. november` — a day's heading, read out in full. */
export const formatDayLong = (day: string, language: Language) => format(day, language, { weekday: 'long', day: 'numeric', month: 'long' });

/** `man.` — a column's short weekday. */
export const formatWeekdayShort = (day: string, language: Language) => format(day, language, { weekday: 'short' });

/** `november 2026`. */
export const formatMonthYear = (day: string, language: Language) => format(day, language, { month: 'long', year: 'numeric' });

/** `23. nov.` */
export const formatDayShort = (day: string, language: Language) => format(day, language, { day: 'numeric', month: 'short' });
