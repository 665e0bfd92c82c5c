// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changeLanguage, loadDetectedLanguage } from './i18n.ts';

describe('<html lang>', () => {
  it('is written only when the language changes: a page rendered in Norwegian keeps its attribute untouched', async () => {
    document.documentElement.lang = 'nb';
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map(() => document.documentElement.lang)));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });

    await loadDetectedLanguage();
    await changeLanguage('nb');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writes).toEqual([]);

    await changeLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writes).toEqual(['en']);
    observer.disconnect();
  });
});
