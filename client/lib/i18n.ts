import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languageCookieName, languages, type Language } from '#shared/i18n/languages.ts';
import { defaultNamespace, fallbackNamespace, namespaces } from '#shared/i18n/namespaces.ts';
import { nbFirstResources } from '#shared/i18n/resources-nb-first.ts';
import { languageDetector } from './language-detector.ts';

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

/** The texts of one language, namespace by namespace. */
type LanguageResources = Record<string, object>;

/**
 * Norwegian is bundled; every other language is its own chunk, fetched the first time it is
 * needed, so most visitors never download texts they do not read.
 */
const languageLoaders: Partial<Record<Language, () => Promise<LanguageResources>>> = {
  en: () => import('#shared/i18n/resources-en.ts').then((module) => module.enResources),
};

export const i18n = i18next.createInstance();

/** `<html lang>` names the language the texts are in: until English has arrived, that is Norwegian. */
function applyDocumentLanguage(): void {
  if (typeof document === 'undefined') return;
  // Written only when it changes: Chromium restyles the whole page for any write of `lang`, even
  // of the value it has (a page of service cards took a 50 ms task on a desktop for it).
  const language = currentLanguage();
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

i18n.on('languageChanged', applyDocumentLanguage);

void i18n
  // Norwegian is the product's default (spec §2), so the browser's language is not consulted:
  // only an explicit `?lng=` link or an earlier choice on this device switches to English. The
  // cookie mirrors the choice for the server, which renders public pages in it (cookies page);
  // the browser's own store decides here, so a page rendered otherwise is redrawn.
  .use(languageDetector({ query: 'lng', storageKey: languageStorageKey, cookie: languageCookieName, convert: toLanguage }))
  .use(initReactI18next)
  .init({
    // The first view's Norwegian texts; the rest follow (`loadLaterTexts`).
    resources: { nb: nbFirstResources },
    ns: namespaces,
    defaultNS: defaultNamespace,
    fallbackNS: fallbackNamespace,
    supportedLngs: [...languages],
    fallbackLng: defaultLanguage,
    load: 'languageOnly',
    // Norwegian is bundled, so initialise synchronously: the first render is already translated.
    // When the detected language is English, `loadDetectedLanguage` fetches it before that render.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Texts that arrive later (the rest of Norwegian, English) render where they are used.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });

applyDocumentLanguage();

/** The current interface language, always one we ship. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}

/** Whether a language's texts are in place. */
export function isLanguageLoaded(language: Language): boolean {
  return i18n.hasResourceBundle(language, defaultNamespace);
}

/** Puts a language's texts in place (tests add English this way instead of fetching it). */
export function addLanguage(language: Language, bundle: LanguageResources): void {
  for (const [namespace, texts] of Object.entries(bundle)) i18n.addResourceBundle(language, namespace, texts, true, true);
}

let laterTexts: Promise<void> | null = null;

/**
 * Fetches the Norwegian texts the first view does not need (`resources-nb-later.ts`), once: every
 * page but the front page, and every dialog, fetches them beside its own code and shows once both
 * are in (`withLaterTexts`). Not fetched ahead on the front page: parsing them while it settles
 * cost it more than it saved a later click. A failed fetch is forgotten so a later call tries again.
 */
export function loadLaterTexts(): Promise<void> {
  laterTexts ??= import('#shared/i18n/resources-nb-later.ts').then(
    (module) => addLanguage('nb', module.nbLaterResources),
    (error: unknown) => {
      laterTexts = null;
      throw error;
    },
  );
  return laterTexts;
}

/** A lazily loaded part of the app (a page, a dialog) that shows once the later texts are in place too. */
export function withLaterTexts<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => Promise.all([load(), loadLaterTexts()]).then(([module]) => module);
}

const loading = new Map<Language, Promise<void>>();

/** Fetches a language's texts once; a failed fetch is forgotten so a later call tries again. */
export function loadLanguage(language: Language): Promise<void> {
  const loader = languageLoaders[language];
  if (!loader || isLanguageLoaded(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loader().then(
      (bundle) => addLanguage(language, bundle),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Switches the interface language once its texts are in place, so the page never shows a mix.
 * A language already loaded switches at once, without waiting for a later turn.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (!isLanguageLoaded(language)) await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Fetches the texts of the language found at start (`?lng=` or an earlier choice) when they are
 * not bundled; the app renders after this, so an English visitor's first view is in English.
 * Never fails: without the texts the page shows in Norwegian, and the choice stays remembered.
 */
export async function loadDetectedLanguage(): Promise<void> {
  const detected = toLanguage(i18n.language);
  if (isLanguageLoaded(detected)) return;
  try {
    await changeLanguage(detected);
  } catch {
    // Norwegian stays on screen; the language switch can try again.
  }
}
