// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '#shared/accounts/user.schema.ts';
import { useAuthStore } from '../../features/auth/store.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { fakeApi, renderWithProviders, type FakeRequest } from '../../test/dom.tsx';
import { aUser, userJson } from '../../test/fixtures.ts';
import { routes } from '../router.tsx';

const config = { body: { captcha: { provider: 'local' }, oidc: { enabled: false, providerName: null }, supportEmail: 'hjelp@eksempel.no' } };

function renderAccount(path: string, initial: User, onChange: (request: FakeRequest) => User | undefined = () => undefined) {
  let current = initial;
  const api = fakeApi({
    '/api/auth/config': config,
    '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
    '/api/user': (_url, request) => {
      current = onChange(request) ?? current;
      return { body: userJson(current) };
    },
    '/api/user/deletion': (_url, request) => {
      current = onChange(request) ?? current;
      return { body: userJson(current) };
    },
    '/api/user/consents': (_url, request) => {
      current = { ...current, ...(request.body as Partial<User>) };
      return { body: userJson(current) };
    },
    '/api/user/notification-settings': (_url, request) => {
      current = { ...current, notificationSettings: request.body as User['notificationSettings'] };
      return { body: userJson(current) };
    },
    '/api/explore/categories': { body: [] },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { api, router, ...view };
}

afterEach(() => {
  useModalStore.setState({ current: null });
  useAuthStore.setState({ user: null, returnTo: null });
});

describe('account page', () => {
  it('shows the same account area on /konto and /account', async () => {
    for (const path of ['/konto', '/account']) {
      const view = renderAccount(path, aUser({ firstName: 'Kari' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Hei, Kari' })).toBeTruthy();
      for (const title of ['Personlig informasjon', 'Personvern', 'Innlogging og sikkerhet', 'Varsler', 'Betaling', 'Gavekort og kuponger', 'Slett konto']) {
        expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
      }
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/konto$/);
      view.unmount();
    }
  });

  it('asks for confirmation, requests deletion, shows the date of erasure and can withdraw it', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('/konto', aUser(), (request) =>
      request.method !== 'DELETE'
        ? undefined
        : request.path === '/api/user/deletion'
          ? aUser()
          : aUser({ delete: { requestedAt: new Date('2026-03-14T09:30:00Z'), erasesAt: new Date('2026-04-13T09:30:00Z') } }),
    );
    const section = await screen.findByRole('region', { name: 'Slett konto' });
    await user.click(within(section).getByRole('button', { name: 'Slett kontoen min' }));
    const dialog = screen.getByRole('dialog', { name: 'Vil du slette kontoen?' });
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Ja, slett kontoen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getByText('Kontoen slettes 13. april 2026')).toBeTruthy();
    expect(within(section).getByText(/Du ba om sletting 14\. mars 2026/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Slett kontoen min' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Angre sletting' }));
    expect(await within(section).findByRole('button', { name: 'Slett kontoen min' })).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'DELETE' && request.path === '/api/user/deletion')).toBe(true);
  });

  it('saves a privacy choice with both consents', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('/konto', aUser({ consentAnalytics: false, consentCrashlytics: true }));
    const analytics = await screen.findByRole('switch', { name: 'Bruksstatistikk' });
    await user.click(analytics);
    await waitFor(() => expect(analytics.getAttribute('aria-checked')).toBe('true'));
    expect(api.requests.find((request) => request.path === '/api/user/consents')).toMatchObject({
      method: 'PUT',
      body: { consentAnalytics: true, consentCrashlytics: true },
    });
  });

  it('turns off booking text messages and keeps every other choice as it was', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('/konto', aUser());
    const bookings = await screen.findByRole('group', { name: 'Bestillinger' });
    const sms = within(bookings).getByRole('switch', { name: 'SMS' });
    expect(sms.getAttribute('aria-checked')).toBe('true');
    await user.click(sms);
    await waitFor(() => expect(sms.getAttribute('aria-checked')).toBe('false'));
    expect(api.requests.find((request) => request.path === '/api/user/notification-settings')).toMatchObject({
      method: 'PUT',
      body: { bookings: { email: true, sms: false }, requests: { email: true, sms: true }, messages: { email: true, sms: true } },
    });
    expect(within(screen.getByRole('group', { name: 'Meldinger' })).getByRole('switch', { name: 'E-post' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/Kvitteringer, fakturaer og innloggingskoder sender vi alltid/)).toBeTruthy();
  });

  it('changes personal information and shows field problems from the schema', async () => {
    const user = userEvent.setup();
    const { api } = renderAccount('/konto', aUser({ firstName: 'Kari' }), (request) =>
      request.method === 'PATCH' ? aUser({ firstName: 'Karianne' }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Endre opplysninger' }));
    const firstName = screen.getByRole('textbox', { name: 'Fornavn' });
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Lagre endringene' }));
    expect(await screen.findByText('Feltet er påkrevd')).toBeTruthy();

    await user.type(firstName, 'Karianne');
    await user.click(screen.getByRole('button', { name: 'Lagre endringene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hei, Karianne' })).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({ firstName: 'Karianne', phone: '+4791234567' });
  });

  it('signs out, goes home and does not ask to log in again', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    const api = fakeApi({
      '/api/auth/config': config,
      '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
      '/api/user': () => (signedIn ? { body: userJson(aUser({ firstName: 'Kari' })) } : { status: 403, body: { message: 'Forbidden', status: 403 } }),
      '/api/logout': () => {
        signedIn = false;
        return { status: 204, body: null };
      },
      '/api/explore/categories': { body: [] },
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/konto'] });
    renderWithProviders(<RouterProvider router={router} />);
    const security = await screen.findByRole('region', { name: 'Innlogging og sikkerhet' });
    await user.click(within(security).getByRole('button', { name: 'Logg ut' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Logg inn' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAuthStore.getState().returnTo).toBeNull();
    expect(api.requests.find((request) => request.path === '/api/logout')?.method).toBe('POST');
  });

  it('tells a blocked person on /account why, with the support address from the server', async () => {
    renderAccount('/account', aUser({ isBlocked: true, blockedMessage: 'Gjentatte uteblivelser.' }));
    expect(await screen.findByText('Kontoen din er sperret')).toBeTruthy();
    expect(screen.getByText('Gjentatte uteblivelser.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Kontakt kundeservice' }).getAttribute('href')).toBe('mailto:hjelp@eksempel.no'),
    );
  });
});
