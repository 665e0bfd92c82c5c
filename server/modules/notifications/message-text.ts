import en from '#shared/i18n/locales/en/messages.json' with { type: 'json' };
import nb from '#shared/i18n/locales/nb/messages.json' with { type: 'json' };
import { interpolate } from '#shared/errors/error-catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { UserLanguage } from '#shared/accounts/user.schema.ts';

export type Messages = typeof nb;
const catalogues: Record<Language, Messages> = { nb, en };

/** The interface language of a user's stored language setting. */
export function languageOf(language: UserLanguage | null | undefined): Language {
  return language === 'en_us' ? 'en' : 'nb';
}

/** Texts of the SMS and e-mails the server sends, in the recipient's language. */
export function messageText(language: Language, pick: (messages: Messages) => string, params: Record<string, string | number> = {}): string {
  return interpolate(pick(catalogues[language]), params);
}
