// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { aProviderMe, providerJson } from '../provider-dashboard.fixtures.ts';
import { AccountOverview } from './account-overview.tsx';
import { ComingSoon } from './coming-soon.tsx';
import { OwnProviderPage } from './own-provider-page.tsx';
import { StatusBanner } from './status-banner.tsx';

function renderPage(ui: React.ReactElement) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('provider dashboard pages', () => {
  it('sends someone who is not a provider to the registration', async () => {
    fakeApi({ '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } } });
    renderPage(<OwnProviderPage title="Min profil">{() => <p>innhold</p>}</OwnProviderPage>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Du er ikke leverandør ennå' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bli leverandør' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByText('innhold')).toBeNull();
  });

  it('shows the page for a provider under its title', async () => {
    fakeApi({ '/api/provider/me': { body: providerJson(aProviderMe()) } });
    renderPage(<OwnProviderPage title="Min profil">{(provider) => <p>{provider.profile.displayName}</p>}</OwnProviderPage>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Min profil' })).toBeTruthy();
    expect(screen.getByText('Kari Vask')).toBeTruthy();
  });

  it('tells a pending provider the review takes a couple of days', () => {
    renderPage(<StatusBanner provider={aProviderMe({ status: 'pending' })} />);
    expect(screen.getByText(/vanligvis et par dager/)).toBeTruthy();
  });

  it('shows a rejected provider the reason, and an approved one the way to the public profile', () => {
    const { unmount } = renderPage(<StatusBanner provider={aProviderMe({ status: 'rejected', rejectionReason: 'ID-bildet var uleselig.' })} />);
    expect(screen.getByText('Begrunnelse: ID-bildet var uleselig.')).toBeTruthy();
    unmount();
    renderPage(<StatusBanner provider={aProviderMe()} />);
    expect(screen.getByRole('link', { name: 'Se den offentlige profilen' }).getAttribute('href')).toBe('/tilbyder/kari-vask');
  });

  it('shows the legal and payout details read only, the national id masked', () => {
    renderPage(<AccountOverview provider={aProviderMe()} />);
    expect(screen.getByText('1234 56 78903')).toBeTruthy();
    expect(screen.getByText('•••••••2345')).toBeTruthy();
    expect(screen.queryByText('01017012345')).toBeNull();
    expect(screen.getByText(/15 % av prisen uten merverdiavgift/)).toBeTruthy();
    expect(screen.getByText('Godkjent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til kundekontoen' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says what will appear in a section that is still to come', () => {
    renderPage(<ComingSoon section="subscriptions" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnementer' })).toBeTruthy();
    expect(screen.getByText(/faste avtaler med kunder/)).toBeTruthy();
  });
});
