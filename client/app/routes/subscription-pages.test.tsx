// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { aProviderMe, providerJson } from '../../features/provider-dashboard/provider-dashboard.fixtures.ts';
import { aSubscription, aSubscriptionDetail, aProviderSubscription, subscriptionId } from '../../features/subscriptions/subscriptions.fixtures.ts';
import { fakeApi } from '../../test/dom.tsx';
import { fixTodayAt } from '../../test/fixed-today.ts';
import { aUser, userJson } from '../../test/fixtures.ts';
import { authConfigAnswer, renderApp } from '../../test/render-app.tsx';

fixTodayAt('2026-11-26T10:00:00Z');

const notFound = { status: 404, body: { message: 'Not found', status: 404 } };
const signedIn = {
  '/api/auth/config': authConfigAnswer,
  '/api/user': { body: userJson(aUser({ firstName: 'Ola' })) },
  '/api/provider/me': notFound,
  '/api/explore/categories': { body: [] },
};
const signedOut = { status: 403, body: { message: 'Forbidden', status: 403 } };

afterEach(() => {
  useModalStore.setState({ current: null });
  useAuthStore.setState({ user: null, returnTo: null });
});

describe('the subscription pages', () => {
  it('are linked from the account page', async () => {
    fakeApi(signedIn);
    renderApp('/konto');
    expect((await screen.findByRole('link', { name: 'Abonnementer' })).getAttribute('href')).toBe('/account/abonnementer');
  });

  it('lists the signed-in customer’s subscriptions at /account/abonnementer', async () => {
    fakeApi({ ...signedIn, '/api/subscriptions': { body: { data: [aSubscription()] } } });
    renderApp('/account/abonnementer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnementer' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Fast vask av leilighet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tilbake til kontoen' }).getAttribute('href')).toBe('/account');
  });

  it('asks a signed-out visitor to log in first', async () => {
    fakeApi({ '/api/user': signedOut, '/api/explore/categories': { body: [] } });
    const { router } = renderApp('/account/abonnementer');
    expect(await screen.findByRole('dialog', { name: 'Logg inn' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows one subscription under its title, and says so when it is not the customer’s', async () => {
    fakeApi({ ...signedIn, [`/api/subscriptions/${subscriptionId}`]: { body: aSubscriptionDetail() } });
    const { unmount } = renderApp(`/account/abonnementer/${subscriptionId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast vask av leilighet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alle abonnementer' }).getAttribute('href')).toBe('/account/abonnementer');
    unmount();

    fakeApi({ ...signedIn, [`/api/subscriptions/${subscriptionId}`]: notFound });
    renderApp(`/account/abonnementer/${subscriptionId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fant ikke abonnementet' })).toBeTruthy();
  });

  it('shows a provider their subscribers at /agent/abonnementer instead of the coming-soon page', async () => {
    fakeApi({
      ...signedIn,
      '/api/provider/me': { body: providerJson(aProviderMe()) },
      '/api/provider/subscriptions': { body: { data: [aProviderSubscription()] } },
    });
    renderApp('/agent/abonnementer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnenter' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ola' })).toBeTruthy();
    expect(screen.queryByText('Denne delen kommer snart.')).toBeNull();
  });
});
