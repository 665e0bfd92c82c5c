import { afterEach, describe, expect, it } from 'vitest';
import { languages } from '#shared/i18n/languages.ts';
import { namespaces, resources } from '#shared/i18n/resources.ts';
import { nbFirstResources } from '#shared/i18n/resources-nb-first.ts';
import { nbLaterResources } from '#shared/i18n/resources-nb-later.ts';
import { changeLanguage, currentLanguage, i18n, isLanguageLoaded, toLanguage, withLaterTexts } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [child, text] of leaves(value, path)) result.set(child, text);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  afterEach(async () => {
    await changeLanguage('nb');
  });

  it("has the first view's Norwegian texts at start, and the rest once a later part of the app loads", async () => {
    expect([...Object.keys(nbFirstResources), ...Object.keys(nbLaterResources)].sort()).toEqual([...namespaces].sort());
    expect(i18n.hasResourceBundle('nb', 'home')).toBe(true);
    expect(i18n.hasResourceBundle('nb', 'agent')).toBe(false);
    const page = await withLaterTexts(() => Promise.resolve('the page'))();
    expect(page).toBe('the page');
    expect(i18n.t('agent:loadError')).toBe(resources.nb.agent.loadError);
  });

  it('starts with Norwegian only and fetches English when it is chosen', async () => {
    expect(currentLanguage()).toBe('nb');
    expect(isLanguageLoaded('nb')).toBe(true);
    expect(isLanguageLoaded('en')).toBe(false);
    expect(i18n.t('action.close')).toBe(resources.nb.common.action.close);

    await changeLanguage('en');

    expect(isLanguageLoaded('en')).toBe(true);
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('action.close')).toBe(resources.en.common.action.close);
  });

  it.each(namespaces)('namespace "%s" has the same keys and placeholders in nb and en', (namespace) => {
    const nb = leaves(resources.nb[namespace] as Tree);
    const en = leaves(resources.en[namespace] as Tree);
    expect([...en.keys()].sort()).toEqual([...nb.keys()].sort());
    for (const [key, text] of nb) {
      expect({ key, placeholders: placeholders(en.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
    }
  });

  it('has no empty texts', () => {
    for (const language of languages) {
      for (const namespace of namespaces) {
        for (const [key, text] of leaves(resources[language][namespace] as Tree)) {
          expect({ language, namespace, key, empty: text.trim() === '' }).toMatchObject({ empty: false });
        }
      }
    }
  });

  it('resolves error keys from any namespace through the errors fallback', async () => {
    await changeLanguage('en');
    expect(i18n.getFixedT('nb', 'home')('error.generic.unexpected')).toBe(resources.nb.errors.error.generic.unexpected);
    expect(i18n.getFixedT('en', 'layout')('error.booking.time_already_booked')).toBe(
      resources.en.errors.error.booking.time_already_booked,
    );
  });

  it('falls back to Norwegian and maps Norwegian variants to bokmål', () => {
    expect(i18n.options.fallbackLng).toEqual(['nb']);
    expect(toLanguage('no')).toBe('nb');
    expect(toLanguage('nb-NO')).toBe('nb');
    expect(toLanguage('nn')).toBe('nb');
    expect(toLanguage('en-US')).toBe('en');
    expect(toLanguage('de')).toBe('nb');
    expect(toLanguage(undefined)).toBe('nb');
  });
});
