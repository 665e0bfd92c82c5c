// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aProviderListing, aServiceCard } from '../../../components/listing/listing.fixtures.ts';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { PopularProviders, PopularServices } from './popular-listings.tsx';

function renderSections() {
  return renderWithProviders(
    <MemoryRouter>
      <PopularServices />
      <PopularProviders />
    </MemoryRouter>,
  );
}

describe('front page: popular services and providers', () => {
  it('asks for the most popular services and the promoted providers and shows them as cards', async () => {
    const api = fakeApi({
      '/api/explore/services': {
        body: { data: [aServiceCard({ title: 'Flyttevask', slug: 'flyttevask-1' }), aServiceCard({ title: 'DJ til fest' })], next: 'more' },
      },
      '/api/explore/promo/providers': { body: [aProviderListing({ slug: 'kari-vask', profile: { ...aProviderListing().profile, displayName: 'Kari Vask' } })] },
    });
    renderSections();
    expect(screen.getByRole('status', { name: 'Laster populære tjenester' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Laster populære leverandører' })).toBeTruthy();

    const services = await screen.findByRole('region', { name: 'Populære tjenester' });
    const serviceLink = await within(services).findByRole('link', { name: 'Flyttevask' });
    expect(serviceLink.getAttribute('href')).toBe('/service/flyttevask-1');
    expect(within(services).getByRole('heading', { level: 3, name: 'DJ til fest' })).toBeTruthy();
    expect(api.calls).toContain('/api/explore/services?sort=popularity&max=8');

    const providers = await screen.findByRole('region', { name: 'Populære leverandører' });
    const providerLink = await within(providers).findByRole('link', { name: 'Kari Vask' });
    expect(providerLink.getAttribute('href')).toBe('/tilbyder/kari-vask');
    expect(within(services).getByRole('link', { name: /Se alle tjenester/ }).getAttribute('href')).toBe('/utforsk');

    await i18n.changeLanguage('en');
    expect(await screen.findByRole('region', { name: 'Popular services' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Popular providers' })).toBeTruthy();
  });

  it('leaves both sections out while there is nothing to show', async () => {
    const api = fakeApi({
      '/api/explore/services': { body: { data: [], next: null } },
      '/api/explore/promo/providers': { body: [] },
    });
    renderSections();
    await waitFor(() => expect(api.calls).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Populære tjenester' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Populære leverandører' })).toBeNull();
  });

  it('explains a failed load and tries again on "Prøv igjen"', async () => {
    let fail = true;
    fakeApi({
      '/api/explore/services': () => (fail ? { status: 503, body: { message: 'Unavailable', status: 503 } } : { body: { data: [aServiceCard({ title: 'Flyttevask' })], next: null } }),
      '/api/explore/promo/providers': { body: [aProviderListing()] },
    });
    renderSections();
    const services = await screen.findByRole('region', { name: 'Populære tjenester' });
    expect((await within(services).findByRole('alert')).textContent).toContain('Vi fikk ikke hentet de populære tjenestene');
    fail = false;
    await userEvent.setup().click(within(services).getByRole('button', { name: 'Prøv igjen' }));
    expect(await within(services).findByRole('link', { name: 'Flyttevask' })).toBeTruthy();
  });
});
