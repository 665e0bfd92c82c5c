// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { languageStorageKey } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/dom.tsx';
import { LanguageSwitch } from './language-switch.tsx';

describe('LanguageSwitch', () => {
  it('switches to English, sets <html lang> and remembers the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />);
    expect(document.documentElement.lang).toBe('nb');
    expect(screen.getByRole('group', { name: 'Språk' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'English' }));

    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Norsk' }));
    expect(document.documentElement.lang).toBe('nb');
    expect(localStorage.getItem(languageStorageKey)).toBe('nb');
  });
});
