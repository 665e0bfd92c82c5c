// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/?lng=en" }
import { describe, expect, it } from 'vitest';
import { resources } from '#shared/i18n/resources.ts';
import { currentLanguage, i18n, isLanguageLoaded, loadDetectedLanguage } from './i18n.ts';

describe('start in English', () => {
  it('fetches English before the first render when a link asks for it', async () => {
    // Detected, not yet loaded: nothing claims to be English while the texts are Norwegian.
    expect(i18n.language).toBe('en');
    expect(isLanguageLoaded('en')).toBe(false);
    expect(currentLanguage()).toBe('nb');
    expect(document.documentElement.lang).toBe('nb');

    await loadDetectedLanguage();

    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('action.close')).toBe(resources.en.common.action.close);
    expect(localStorage.getItem('language')).toBe('en');
  });
});
