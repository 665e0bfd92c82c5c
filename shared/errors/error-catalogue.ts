import type { Language } from '#shared/i18n/languages.ts';
import en from '../i18n/locales/en/errors.json' with { type: 'json' };
import nb from '../i18n/locales/nb/errors.json' with { type: 'json' };

/** Every dotted path to a message in a nested message file. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & string];

/** Key of a user-facing error message (spec §8); clients translate the key, never English text. */
export type ErrorKey = LeafPaths<typeof en>;

// Fails to compile when the bokmål catalogue lacks a message the English one has.
const bokmal: typeof en = nb;

type MessageTree = { readonly [key: string]: string | MessageTree };

function flatten(tree: MessageTree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

const messages: Record<Language, ReadonlyMap<string, string>> = {
  en: flatten(en),
  nb: flatten(bokmal),
};

/** Every error key, in catalogue order. */
export const errorKeys: readonly ErrorKey[] = [...messages.en.keys()] as ErrorKey[];

const knownKeys: ReadonlySet<string> = new Set(errorKeys);

/** Whether a string (for example a zod issue message) is a key of the error catalogue (spec §8). */
export function isErrorKey(value: string): value is ErrorKey {
  return knownKeys.has(value);
}

/**
 * Fills `{{name}}` placeholders from `params` (spec §8). A placeholder without a value is left as written
 * so a missing parameter shows up instead of silently disappearing.
 */
export function interpolate(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * The message for an error key in the person's language (spec §8), with `{{name}}` placeholders
 * filled from `params`. A message missing in that language falls back to English, and then to the
 * key itself, so a person always sees something.
 */
export function errorMessage(
  key: ErrorKey,
  language: Language,
  params?: Readonly<Record<string, string | number>>,
): string {
  const template = messages[language].get(key) ?? messages.en.get(key) ?? key;
  return interpolate(template, params);
}
