import type { Language } from '#shared/i18n/languages.ts';

/** The Intl locale used to format for each interface language. English follows British style. */
export function intlLocale(language: Language): string {
  return language === 'en' ? 'en-GB' : 'nb-NO';
}
