import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, type Language } from '#shared/i18n/languages.ts';
import { defaultNamespace, fallbackNamespace, namespaces, resources } from '#shared/i18n/resources.ts';

/** Where the chosen language is remembered between visits. */
export const languageStorageKey = 'language';

/**
 * Maps what a browser or link says (`no`, `nb-NO`, `nn`, `en-US`) to an interface language.
 * The spec calls Norwegian `no`; bokmål is what we ship.
 */
export function toLanguage(value: string | undefined | null): Language {
  const lower = (value ?? '').toLowerCase();
  if (lower === 'no' || lower.startsWith('nb') || lower.startsWith('nn') || lower.startsWith('no-')) return 'nb';
  if (lower.startsWith('en')) return 'en';
  return defaultLanguage;
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language);
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', applyDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: namespaces,
    defaultNS: defaultNamespace,
    fallbackNS: fallbackNamespace,
    supportedLngs: [...languages],
    fallbackLng: defaultLanguage,
    load: 'languageOnly',
    // Resources are bundled, so initialise synchronously: the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      // Norwegian is the product's default (spec §2), so the browser's language is not consulted:
      // only an explicit `?lng=` link or an earlier choice on this device switches to English.
      order: ['querystring', 'localStorage'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: languageStorageKey,
      caches: ['localStorage'],
      convertDetectedLanguage: (language: string) => toLanguage(language),
    },
    react: { useSuspense: false },
  });

applyDocumentLanguage(i18n.language);

/** The current interface language, always one we ship. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}
