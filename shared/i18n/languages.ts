/** Interface languages. Norwegian bokmål is the default (spec §2 "Locales: no (default) and en"). */
export const languages = ['nb', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'nb';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The time zone every rule a person reads is computed in. */
export const appTimeZone = 'Europe/Oslo';

/** The cookie mirroring the visitor's chosen language, so the server renders public pages in it. */
export const languageCookieName = 'language';
