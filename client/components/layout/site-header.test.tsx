// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/dom.tsx';
import { SiteHeader } from './site-header.tsx';

describe('SiteHeader phone menu', () => {
  it('opens the navigation sheet on demand and gives focus back to the menu button on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <SiteHeader isSignedIn={false} onLogin={() => {}} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Åpne meny' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);

    const sheet = await screen.findByRole('dialog', { name: 'Meny' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(sheet.id);
    expect(within(sheet).getByRole('link', { name: 'Utforsk' })).toBeTruthy();

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(button));

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Meny' })).toBeTruthy();
  });
});
