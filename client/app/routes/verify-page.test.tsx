// @vitest-environment jsdom
import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../test/dom.tsx';
import { aUser, userJson } from '../../test/fixtures.ts';
import { routes } from '../router.tsx';

const signedOut = { status: 403, body: { message: 'Forbidden', status: 403 } };

function renderVerify(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Strict mode mounts every component twice, as development builds do.
  const view = renderWithProviders(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { router, ...view };
}

afterEach(() => {
  useModalStore.setState({ current: null });
  useAuthStore.setState({ user: null, returnTo: null, email: null, newAccount: false });
});

describe('/verify', () => {
  it('offers a new link when the link was used or ran out, opening the e-mail sign-in', async () => {
    fakeApi({
      '/api/user': signedOut,
      '/api/auth/check/used': apiErrorAnswer(410, 'error.auth.link_expired', 'The link has expired.'),
      '/api/explore/categories': { body: [] },
    });
    const user = userEvent.setup();
    const { router } = renderVerify('/verify?token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lenken virker ikke lenger' })).toBeTruthy();
    expect(screen.getByText('Lenken har utløpt. Lenker gjelder i 15 minutter, så be om en ny.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Få ny lenke' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const dialog = await screen.findByRole('dialog', { name: 'Logg inn' });
    expect(dialog.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Lenke på e-post');
    expect(screen.getByRole('textbox', { name: 'E-postadresse' })).toBeTruthy();
  });

  it('signs in the owner of the link, using it once, and continues to the page they came from', async () => {
    let signedIn = false;
    const kari = aUser({ firstName: 'Kari' });
    const api = fakeApi({
      '/api/user': () => (signedIn ? { body: userJson(kari) } : signedOut),
      '/api/auth/check/good': () => {
        signedIn = true;
        return { body: { newAccount: false, user: userJson(kari), returnTo: '/konto' } };
      },
    });
    const { router } = renderVerify('/verify?token=good');
    await waitFor(() => expect(router.state.location.pathname).toBe('/konto'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei, Kari' })).toBeTruthy();
    expect(api.calls.filter((path) => path === '/api/auth/check/good')).toHaveLength(1);
  });

  it('lets a new e-mail create an account with the address filled in', async () => {
    fakeApi({
      '/api/user': signedOut,
      '/api/auth/check/new': { body: { newAccount: true, email: 'ny@eksempel.no', returnTo: '/konto' } },
    });
    renderVerify('/verify?token=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Opprett konto' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'E-postadresse' }) as HTMLInputElement).value).toBe('ny@eksempel.no');
    expect(useAuthStore.getState()).toMatchObject({ email: 'ny@eksempel.no', newAccount: true });
  });

  it('lets a new person from the third-party login create an account with what the provider told us', async () => {
    let signedIn = false;
    const nora = aUser({ firstName: 'Nora', email: 'nora@eksempel.no' });
    const api = fakeApi({
      '/api/user': () => (signedIn ? { body: userJson(nora) } : signedOut),
      '/api/auth/oidc/pending': {
        body: { email: 'nora@eksempel.no', firstName: 'Nora', lastName: 'Lie', phone: null, returnTo: '/konto' },
      },
      '/api/auth/oidc/user': () => {
        signedIn = true;
        return { body: userJson(nora) };
      },
    });
    const user = userEvent.setup();
    const { router } = renderVerify('/verify?oidc=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Opprett konto' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Fornavn' }) as HTMLInputElement).value).toBe('Nora');
    expect((screen.getByRole('textbox', { name: 'E-postadresse' }) as HTMLInputElement).readOnly).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Mobilnummer' }), '41234567');
    await user.click(screen.getByRole('checkbox', { name: /Jeg godtar brukervilkårene/ }));
    await user.click(screen.getByRole('button', { name: 'Opprett konto' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/konto'));
    expect(api.requests.find((request) => request.path === '/api/auth/oidc/user')?.body).toMatchObject({
      email: 'nora@eksempel.no',
      firstName: 'Nora',
      lastName: 'Lie',
      phone: '+4741234567',
      acceptTerms: true,
    });
  });

  it('explains a failed third-party login and offers to try again', async () => {
    fakeApi({
      '/api/user': signedOut,
      '/api/auth/config': { body: { captcha: { provider: 'local' }, oidc: { enabled: true, providerName: 'ID-porten' }, supportEmail: 'hjelp@eksempel.no' } },
    });
    renderVerify('/verify?oidc=error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Innloggingen ble ikke fullført' })).toBeTruthy();
    expect(await screen.findByText(/Vi fikk ikke logget deg inn med ID-porten/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prøv igjen' }).getAttribute('href')).toBe('/api/auth/oidc/start?returnTo=%2F');
  });
});
