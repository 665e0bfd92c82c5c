// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { renderWithProviders } from '../../test/dom.tsx';
import { browserConsent } from './browser-consent.ts';
import { parseConsentCookie } from './consent-cookie.ts';
import { ConsentHost } from './consent-host.tsx';
import { useConsentSettings } from '../../lib/consent-settings-store.ts';

const storedConsent = () => parseConsentCookie(document.cookie);

function renderHost() {
  return renderWithProviders(
    <MemoryRouter>
      <button type="button">Før banneret</button>
      <SiteFooter />
      <ConsentHost />
    </MemoryRouter>,
  );
}

afterEach(() => {
  document.cookie = 'consent=; Max-Age=0; Path=/';
  browserConsent().refresh();
  useConsentSettings.setState({ open: false });
});

describe('ConsentHost', () => {
  it('asks on the first visit in a named region that leaves the page usable', () => {
    renderHost();
    const banner = screen.getByRole('region', { name: 'Vi bruker informasjonskapsler' });
    expect(within(banner).getByRole('button', { name: 'Godta alle' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Bare nødvendige' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Innstillinger' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Les mer om informasjonskapsler' }).getAttribute('href')).toBe('/informasjonskapsler');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Før banneret' }).closest('[aria-hidden="true"]')).toBeNull();
  });

  it('"Godta alle" stores both categories and the banner goes', async () => {
    const user = userEvent.setup();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Godta alle' }));
    expect(storedConsent()).toEqual({ statistics: true, marketing: true });
    expect(browserConsent().analyticsAllowed()).toBe(true);
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('"Bare nødvendige" stores no to both and keeps analytics off', async () => {
    const user = userEvent.setup();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Bare nødvendige' }));
    expect(storedConsent()).toEqual({ statistics: false, marketing: false });
    expect(browserConsent().analyticsAllowed()).toBe(false);
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('"Innstillinger" opens a dialog with a switch per category and stores what is chosen', async () => {
    const user = userEvent.setup();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Innstillinger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Innstillinger for informasjonskapsler' });
    const statistics = within(dialog).getByRole('switch', { name: 'Statistikk' });
    const marketing = within(dialog).getByRole('switch', { name: 'Markedsføring' });
    expect(statistics.getAttribute('aria-checked')).toBe('false');
    expect(marketing.getAttribute('aria-checked')).toBe('false');

    await user.click(statistics);
    await user.click(within(dialog).getByRole('button', { name: 'Lagre valg' }));

    expect(storedConsent()).toEqual({ statistics: true, marketing: false });
    expect(browserConsent().analyticsAllowed()).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('closing the dialog unanswered keeps the banner and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderHost();
    const settings = screen.getByRole('button', { name: 'Innstillinger' });
    await user.click(settings);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedConsent()).toBeNull();
    expect(screen.getByTestId('consent-banner')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(settings));
  });

  it('the footer link reopens the settings with the stored answer after the banner is gone', async () => {
    const user = userEvent.setup();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Godta alle' }));
    await user.click(screen.getByRole('button', { name: 'Innstillinger for informasjonskapsler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Innstillinger for informasjonskapsler' });
    expect(within(dialog).getByRole('switch', { name: 'Markedsføring' }).getAttribute('aria-checked')).toBe('true');

    await user.click(within(dialog).getByRole('switch', { name: 'Markedsføring' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lagre valg' }));

    expect(storedConsent()).toEqual({ statistics: true, marketing: false });
    expect(browserConsent().analyticsAllowed()).toBe(false);
  });
});
