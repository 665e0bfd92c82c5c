// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/dom.tsx';
import { CardGridSkeleton } from './card-grid.tsx';
import { initials, roundResponseTime } from './listing-format.ts';
import { aProviderListing, aServiceCard } from './listing.fixtures.ts';
import { ProviderCard } from './provider-card.tsx';
import { RatingStars } from './rating-stars.tsx';
import { ServiceCard } from './service-card.tsx';

/** Intl separates groups and units with no-break spaces; compare with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderInRouter(ui: ReactElement) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('ServiceCard', () => {
  it('is one link to the service page named by its title, with price, provider, rating and category', () => {
    const service = aServiceCard({ slug: 'fast-vask-3f9a2c', title: 'Fast vask', priceType: 'fixed', basePriceOre: 120_000 });
    renderInRouter(<ServiceCard service={service} />);

    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/service/fast-vask-3f9a2c');
    expect(screen.getByRole('heading', { level: 3, name: 'Fast vask' })).toBeTruthy();

    const article = screen.getByRole('article');
    expect(plain(article.textContent)).toContain('Pris: 1 200 kr');
    expect(plain(article.textContent)).not.toContain('Fra');
    expect(screen.getByText('Levert av Kari Vask')).toBeTruthy();
    expect(screen.getByText('Rengjøring')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4,6 av 5 stjerner' })).toBeTruthy();
    expect(screen.getByText('12 vurderinger')).toBeTruthy();
    expect(screen.getByText('Bestill direkte')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ren stue' }).getAttribute('src')).toBe('/media/vask-square.jpg');
  });

  it('says "Fra" before a from-price and leaves out the instant-booking badge for on-request providers', () => {
    const base = aServiceCard();
    const service = aServiceCard({ priceType: 'from', basePriceOre: 99_950, provider: { ...base.provider, instantBooking: false } });
    renderInRouter(<ServiceCard service={service} />);
    expect(plain(screen.getByRole('article').textContent)).toContain('Fra 999,50 kr');
    expect(screen.queryByText('Bestill direkte')).toBeNull();
  });

  it('draws a placeholder instead of a broken picture when the service has none', () => {
    const { container } = renderInRouter(<ServiceCard service={aServiceCard({ picture: null })} />);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('[data-placeholder="picture"]');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
  });

  it('follows the interface language for category, price and labels', async () => {
    await i18n.changeLanguage('en');
    renderInRouter(<ServiceCard service={aServiceCard({ priceType: 'from', basePriceOre: 125_000 })} />);
    expect(screen.getByText('Cleaning')).toBeTruthy();
    expect(plain(screen.getByRole('article').textContent)).toContain('From 1,250 kr');
    expect(screen.getByRole('img', { name: '4.6 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Instant booking')).toBeTruthy();
  });
});

describe('ProviderCard', () => {
  it('links to the profile and shows lowest price, acceptance, reply time and cancel rate', () => {
    const provider = aProviderListing({ slug: 'kari-vask', acceptanceRate: 0.92, cancelRate: 0.02, averageResponseTimeSec: 7200 });
    renderInRouter(<ProviderCard provider={provider} />);

    const link = screen.getByRole('link', { name: 'Kari Vask' });
    expect(link.getAttribute('href')).toBe('/tilbyder/kari-vask');
    expect(screen.getByText('ID verifisert')).toBeTruthy();
    expect(screen.getByText('Grundig og blid vask i hele Oslo')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4,8 av 5 stjerner' })).toBeTruthy();

    const facts = Object.fromEntries(
      within(screen.getByRole('article'))
        .getAllByRole('term')
        .map((term) => [term.textContent, plain(term.nextElementSibling?.textContent)]),
    );
    expect(facts).toEqual({
      Pris: 'Fra 600 kr',
      'Godtar forespørsler': '92 %',
      'Svarer vanligvis': 'innen 2 timer',
      Avlyser: '2 %',
    });
  });

  it('shows an acceptance rate below 30 % as "under 30 %" (spec §9), at 30 % the figure itself', () => {
    const { unmount } = renderInRouter(<ProviderCard provider={aProviderListing({ acceptanceRate: 0.12 })} />);
    expect(plain(screen.getByText(/under/).textContent)).toBe('under 30 %');
    expect(screen.queryByText(/12/)).toBeNull();
    unmount();

    renderInRouter(<ProviderCard provider={aProviderListing({ acceptanceRate: 0.3 })} />);
    expect(screen.queryByText(/under/)).toBeNull();
    expect(screen.getAllByText((_, element) => plain(element?.textContent) === '30 %').length).toBeGreaterThan(0);
  });

  it('says "under 30%" the English way', async () => {
    await i18n.changeLanguage('en');
    renderInRouter(<ProviderCard provider={aProviderListing({ acceptanceRate: 0.05 })} />);
    expect(screen.getByText('under 30%')).toBeTruthy();
    expect(screen.getByText('Accepts requests')).toBeTruthy();
  });

  it('shows initials without a photo, and "Ny" for figures with too little history, saying why to screen readers', () => {
    const base = aProviderListing();
    const provider = aProviderListing({
      profile: { ...base.profile, displayName: 'Ola Nordmann Musikk', photo: null, tagline: null },
      acceptanceRate: null,
      averageResponseTimeSec: null,
      cancelRate: null,
      minPriceOre: null,
      rating: { average: null, count: 0 },
      idVerified: false,
    });
    const { container } = renderInRouter(<ProviderCard provider={provider} />);
    expect(container.querySelector('[data-placeholder="initials"]')?.textContent).toBe('ON');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Ingen vurderinger ennå')).toBeTruthy();
    expect(screen.queryByText('ID verifisert')).toBeNull();
    const facts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling]));
    expect(Object.keys(facts)).toEqual(['Godtar forespørsler', 'Svarer vanligvis', 'Avlyser']);
    for (const value of Object.values(facts)) {
      expect(value?.textContent).toBe('Ny (for få hendelser til å vise et tall ennå)');
      expect(value?.querySelector('.sr-only')?.textContent).toBe(' (for få hendelser til å vise et tall ennå)');
    }
  });

  it('says "New" in English, and keeps a known figure beside a new one', async () => {
    await i18n.changeLanguage('en');
    renderInRouter(<ProviderCard provider={aProviderListing({ acceptanceRate: 0.12, cancelRate: null, averageResponseTimeSec: 600 })} />);
    const facts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, plain(term.nextElementSibling?.textContent)]));
    expect(facts).toMatchObject({ 'Accepts requests': 'under 30%', 'Usually replies': 'within 10 minutes', Cancels: 'New (too few events to show a figure yet)' });
  });
});

describe('RatingStars', () => {
  it('reads one sentence with the average and the number of ratings', () => {
    renderWithProviders(<RatingStars rating={{ average: 5, count: 1 }} />);
    expect(screen.getByRole('img', { name: '5 av 5 stjerner' })).toBeTruthy();
    expect(screen.getByText('1 vurdering')).toBeTruthy();
  });
});

describe('CardGridSkeleton', () => {
  it('announces loading once, in the interface language', () => {
    renderWithProviders(<CardGridSkeleton kind="provider" count={2} />);
    expect(screen.getByRole('status', { name: 'Laster leverandører' })).toBeTruthy();
  });
});

describe('listing formats', () => {
  it.each([
    [30, { unit: 'minutes', count: 1 }],
    [60 * 14 + 5, { unit: 'minutes', count: 15 }],
    [3600, { unit: 'hours', count: 1 }],
    [3600 * 5.4, { unit: 'hours', count: 5 }],
    [86_400 * 2.6, { unit: 'days', count: 3 }],
  ])('%i s of average reply time reads as %o', (seconds, expected) => {
    expect(roundResponseTime(seconds)).toEqual(expected);
  });

  it('takes initials from the first two words', () => {
    expect(initials('kari vask AS')).toBe('KV');
    expect(initials('Øystein')).toBe('Ø');
    expect(initials('  ')).toBe('');
  });
});
