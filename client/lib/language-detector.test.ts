// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { languageDetector } from './language-detector.ts';

const detector = languageDetector({ query: 'lng', storageKey: 'language', cookie: 'language', convert: (found) => (found.startsWith('en') ? 'en' : 'nb') });

afterEach(() => {
  localStorage.clear();
  document.cookie = 'language=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});

describe('the language chosen before', () => {
  it('is Norwegian unless something says otherwise: the browser language is not asked', () => {
    expect(detector.detect()).toBeUndefined();
  });

  it('comes from a ?lng= link first, then this browser, then the cookie the server reads', () => {
    document.cookie = 'language=en-GB; path=/';
    expect(detector.detect()).toBe('en');
    localStorage.setItem('language', 'no');
    expect(detector.detect()).toBe('nb');
    window.history.replaceState(null, '', '/?lng=en');
    expect(detector.detect()).toBe('en');
  });

  it('is remembered in this browser and in the cookie', () => {
    detector.cacheUserLanguage?.('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('language=en');
  });
});
