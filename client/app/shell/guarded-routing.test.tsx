// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { fakeApi, renderWithProviders } from '../../test/dom.tsx';
import { aUser, userJson } from '../../test/fixtures.ts';
import { routes } from '../router.tsx';

const signedOut = { status: 403, body: { message: 'Forbidden', status: 403 } };
const customer = { body: userJson(aUser({ firstName: 'Kari' })) };
const blocked = { body: userJson(aUser({ firstName: 'Ola', isBlocked: true, blockedMessage: null })) };

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}

afterEach(() => {
  useModalStore.setState({ current: null });
  useAuthStore.setState({ user: null, returnTo: null });
});

describe('route guards in the running app', () => {
  it('sends a signed-out visitor from /konto to the front page and opens the login dialog', async () => {
    fakeApi({ '/api/user': signedOut, '/api/explore/categories': { body: [] } });
    const { router } = renderApp('/konto?tab=2');

    const dialog = await screen.findByRole('dialog', { name: 'Logg inn' });
    expect(dialog.textContent).toContain('Kode på SMS');
    expect(dialog.textContent).toContain('Lenke på e-post');
    expect(router.state.location.pathname).toBe('/');
    expect(useAuthStore.getState().returnTo).toBe('/konto?tab=2');
  });

  it('returns to the remembered page once the visitor is signed in', async () => {
    let user: { status?: number; body: unknown } = signedOut;
    fakeApi({ '/api/user': () => user, '/api/explore/categories': { body: [] } });
    const { router, queryClient } = renderApp('/konto');
    await screen.findByRole('dialog', { name: 'Logg inn' });

    user = customer;
    await act(() => queryClient.invalidateQueries({ queryKey: ['user'] }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/konto'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei, Kari' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confines a blocked user to /blokkert', async () => {
    fakeApi({ '/api/user': blocked, '/api/explore/categories': { body: [] } });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blokkert'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontoen din er sperret' })).toBeTruthy();
  });

  it('sends a signed-in provider from /register to the provider area', async () => {
    fakeApi({ '/api/user': customer, '/api/provider/me': { body: { id: 'p1' } } });
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(await screen.findByRole('navigation', { name: 'Leverandørmeny' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logg inn' })).toBeNull();
  });

  it('shows the 404 page inside the normal layout for an unknown path', async () => {
    fakeApi({ '/api/user': signedOut });
    renderApp('/finnes-ikke');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vi fant ikke siden' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('asks for the current user only once per load and never retries a 403', async () => {
    const api = fakeApi({ '/api/user': signedOut, '/api/explore/categories': { body: [] } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((call) => call === '/api/user')).toHaveLength(1);
  });
});
