// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { useAuthStore } from '../store.ts';
import { LoginDialog } from './login-dialog.tsx';

const config = (oidc: { enabled: boolean; providerName: string | null }) => ({
  body: { captcha: { provider: 'local' }, oidc, supportEmail: 'hjelp@eksempel.no' },
});

function renderDialog(props: { returnTo?: string; initialTab?: 'phone' | 'email' } = {}, path = '/utforsk?q=vask') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <LoginDialog open onOpenChange={vi.fn()} {...props} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  useAuthStore.setState({ returnTo: null });
});

describe('LoginDialog', () => {
  it('offers the third-party login only when the server has one, returning to the remembered page', async () => {
    useAuthStore.setState({ returnTo: '/konto' });
    fakeApi({ '/api/auth/config': config({ enabled: true, providerName: 'ID-porten' }) });
    renderDialog();
    const link = await screen.findByRole('link', { name: 'Fortsett med ID-porten' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start?returnTo=%2Fkonto');
  });

  it('has no third-party button when it is off', async () => {
    fakeApi({ '/api/auth/config': config({ enabled: false, providerName: null }) });
    renderDialog();
    expect(await screen.findByRole('button', { name: 'Send kode' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Fortsett med/ })).toBeNull();
  });

  it('sends the login link with the page to come back to, then says to check the inbox', async () => {
    const api = fakeApi({
      '/api/auth/config': config({ enabled: false, providerName: null }),
      '/api/auth/ott/generate': { body: { sent: true } },
    });
    const user = userEvent.setup();
    renderDialog({ initialTab: 'email' });
    await user.type(screen.getByRole('textbox', { name: 'E-postadresse' }), ' Kari@Eksempel.no ');
    await user.click(screen.getByRole('button', { name: 'Send lenke' }));

    expect(await screen.findByText('Sjekk innboksen din')).toBeTruthy();
    expect(screen.getByText('Vi har sendt en lenke til kari@eksempel.no. Åpne den innen 15 minutter for å logge inn.')).toBeTruthy();
    expect(api.requests.find((request) => request.path === '/api/auth/ott/generate')?.body).toEqual({
      email: 'kari@eksempel.no',
      returnTo: '/utforsk?q=vask',
    });

    await user.click(screen.getByRole('button', { name: 'Send ny lenke' }));
    expect(await screen.findByText('Vi har sendt deg en ny lenke.')).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((path) => path === '/api/auth/ott/generate')).toHaveLength(2));
  });

  it('says what is wrong with the address before sending', async () => {
    const api = fakeApi({ '/api/auth/config': config({ enabled: false, providerName: null }) });
    const user = userEvent.setup();
    renderDialog({ initialTab: 'email' });
    await user.type(screen.getByRole('textbox', { name: 'E-postadresse' }), 'kari@');
    await user.click(screen.getByRole('button', { name: 'Send lenke' }));
    expect(await screen.findByText('Skriv inn en gyldig e-postadresse.')).toBeTruthy();
    expect(api.calls.filter((path) => path === '/api/auth/ott/generate')).toEqual([]);
  });
});
