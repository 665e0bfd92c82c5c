import type { Language } from '#shared/i18n/languages.ts';

// Formatters are made once: making one costs more than formatting, and a broadcast formats thousands of messages.
const timeFormats: Record<Language, Intl.DateTimeFormat> = {
  nb: new Intl.DateTimeFormat('nb-NO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' }),
};

/** A date and time as people in Norway read it, in the message's language ("4. des. 2026, 10:00"). */
export const osloTime = (date: Date, language: Language): string => timeFormats[language].format(date);

/** An amount in kroner with its currency, øre only when there are any ("1 800 kr"). */
export const kroner = (ore: number, language: Language): string =>
  new Intl.NumberFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { style: 'currency', currency: 'NOK', maximumFractionDigits: ore % 100 === 0 ? 0 : 2 }).format(ore / 100);
