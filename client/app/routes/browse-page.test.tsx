// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Category } from '#shared/catalogue/category.schema.ts';
import type { ServiceCard } from '#shared/explore/service.schema.ts';
import { aProviderListing, aServiceCard } from '../../components/listing/listing.fixtures.ts';
import { i18n } from '../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../test/dom.tsx';
import { BrowsePage } from './browse-page.tsx';

const moveOutItem = '3f1c2b7e-9d4a-4c1e-8b2f-0a1b2c3d4e5f';

const cleaning: Category = {
  id: '0b8a4c1e-4f5e-4d2a-9c3b-1a2b3c4d5e6f',
  name: 'cleaning',
  slug: 'rengjoring',
  title: { nb: 'Rengjøring', en: 'Cleaning' },
  uiTitle: { nb: 'Rengjøring', en: 'Cleaning' },
  description: { nb: 'Fast vask og flyttevask.', en: 'Regular and move-out cleaning.' },
  questionTitleHint: null,
  image: null,
  taxRate: 25,
  type: 'dailylife',
  enableParticipants: false,
  sortIndex: 1,
  subcategories: [
    {
      id: '1b8a4c1e-4f5e-4d2a-9c3b-1a2b3c4d5e6f',
      name: 'type',
      titleNo: 'Type vask',
      titleEn: 'Type of cleaning',
      sortIndex: 1,
      subCategoryItems: [{ id: moveOutItem, name: 'move-out', titleNo: 'Flyttevask', titleEn: 'Move-out cleaning', sortIndex: 1 }],
    },
  ],
};

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

const currentUrl = () => screen.getByTestId('location').textContent ?? '';

type Page = { data: unknown[]; next: string | null };

/** Answers the explore calls; `services` sees each call's query so a test can answer per filter. */
function fakeExplore(options: { services?: (query: URLSearchParams) => Page | { status: number; body: unknown }; providers?: Page } = {}) {
  const services = options.services ?? (() => ({ data: [], next: null }));
  return fakeApi({
    '/api/explore/categories': { body: [cleaning] },
    '/api/explore/services': (url) => {
      const answer = services(url.searchParams);
      return 'status' in answer ? answer : { body: answer };
    },
    '/api/explore/providers': { body: options.providers ?? { data: [], next: null } },
    '/api/location/lookup': (url) =>
      url.searchParams.get('q') === 'Tromsø'
        ? apiErrorAnswer(400, 'error.location.unsupported', 'Delivery outside Oslo, Trondheim and Bergen unsupported')
        : {
            body: { areaId: 'oslo-frogner', areaName: { nb: 'Frogner', en: 'Frogner' }, city: 'oslo', postalCode: '0257', place: 'Oslo', municipality: { number: '0301', name: 'Oslo' } },
          },
  });
}

function renderBrowse(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/utforsk',
        element: (
          <>
            <BrowsePage />
            <LocationProbe />
          </>
        ),
      },
      { path: '/service/:slug', element: <p>Tjenestesiden</p> },
    ],
    { initialEntries: [url] },
  );
  const rendered = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...rendered };
}

/** The query strings of the calls made to one API path. */
const callsTo = (calls: string[], path: string) =>
  calls.filter((call) => call.startsWith(`${path}?`) || call === path).map((call) => new URLSearchParams(call.split('?')[1] ?? ''));
const lastCallTo = (calls: string[], path: string) => callsTo(calls, path).at(-1);

const washA = aServiceCard({ title: 'Fast vask', slug: 'fast-vask' });
const washB = aServiceCard({ title: 'Vindusvask', slug: 'vindusvask', priceType: 'from', basePriceOre: 90_000 });
const washC = aServiceCard({ title: 'Flyttevask', slug: 'flyttevask' });

function pagedWashes(query: URLSearchParams): Page {
  return query.get('next') === 'side2' ? { data: [washC], next: null } : { data: [washA, washB], next: 'side2' };
}

describe('BrowsePage', () => {
  it('searches services from a front-page link and shows the results with a live count and a title', async () => {
    const api = fakeExplore({ services: pagedWashes });
    renderBrowse('/utforsk?q=vask');

    expect(screen.getByRole('tab', { name: 'Tjenester' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status', { name: 'Laster tjenester' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Fast vask' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vindusvask' }).getAttribute('href')).toBe('/service/vindusvask');
    expect(screen.getByText('Viser 2 tjenester. Det finnes flere.').getAttribute('role')).toBe('status');
    expect(screen.getByText('Du søkte etter «vask».')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Søk etter tjenester og leverandører' }) as HTMLInputElement).value).toBe('vask');

    const query = lastCallTo(api.calls, '/api/explore/services');
    expect(Object.fromEntries(query ?? [])).toEqual({ query: 'vask', sort: 'popularity', max: '12' });
    await waitFor(() => expect(document.title).toBe('«vask» – Utforsk tjenester – Tjenestetorget'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Oslo, Trondheim og Bergen');
  });

  it('puts each filter in the URL and in the API call, and the back button undoes it', async () => {
    const user = userEvent.setup();
    const api = fakeExplore({ services: pagedWashes });
    const { router } = renderBrowse('/utforsk?q=vask');
    await screen.findByRole('link', { name: 'Fast vask' });

    await user.click(screen.getByRole('radio', { name: 'Oslo' }));
    await waitFor(() => expect(currentUrl()).toBe('/utforsk?q=vask&omrade=oslo'));
    await waitFor(() => expect(lastCallTo(api.calls, '/api/explore/services')?.get('location')).toBe('oslo'));

    await user.type(screen.getByRole('textbox', { name: 'Fra kr' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Til kr' }), '2 000{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/utforsk?q=vask&omrade=oslo&minPris=500&maksPris=2000'));

    await user.click(screen.getByRole('radio', { name: 'Bestill direkte' }));
    await waitFor(() => expect(currentUrl()).toContain('&type=direkte'));
    await waitFor(() => {
      const query = lastCallTo(api.calls, '/api/explore/services');
      expect(Object.fromEntries(query ?? [])).toEqual({
        query: 'vask',
        location: 'oslo',
        minPrice: '500',
        maxPrice: '2000',
        direct: 'true',
        sort: 'popularity',
        max: '12',
      });
    });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(currentUrl()).toBe('/utforsk?q=vask&omrade=oslo&minPris=500&maksPris=2000'));
    expect((screen.getByRole('radio', { name: 'Begge deler' }) as HTMLInputElement).checked).toBe(true);
    await act(() => router.navigate(-1));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Til kr' }) as HTMLInputElement).value).toBe(''));
    expect((screen.getByRole('textbox', { name: 'Fra kr' }) as HTMLInputElement).value).toBe('500');
  });

  it('says when the lowest price is above the highest and does not send that range', async () => {
    const user = userEvent.setup();
    const api = fakeExplore({ services: pagedWashes });
    renderBrowse('/utforsk?q=vask&minPris=3000');
    await screen.findByRole('link', { name: 'Fast vask' });

    await user.type(screen.getByRole('textbox', { name: 'Til kr' }), '1000');
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe('Laveste pris kan ikke være høyere enn høyeste pris.');
    expect(screen.getByRole('textbox', { name: 'Til kr' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.includes('maxPrice'))).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: 'Fra kr' }));
    await user.type(screen.getByRole('textbox', { name: 'Fra kr' }), 'mye');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Skriv et helt beløp i kroner, for eksempel 1500.');
  });

  it('shows the subcategories of the chosen category and filters by them', async () => {
    const user = userEvent.setup();
    const api = fakeExplore({ services: pagedWashes });
    renderBrowse('/utforsk?kategori=rengjoring');
    const item = await screen.findByRole('checkbox', { name: 'Flyttevask' });
    await user.click(item);
    await waitFor(() => expect(currentUrl()).toBe(`/utforsk?kategori=rengjoring&underkategori=${moveOutItem}`));
    await waitFor(() => {
      const query = lastCallTo(api.calls, '/api/explore/services');
      expect(query?.get('subCategoryFilters')).toBe(moveOutItem);
      expect(query?.get('category')).toBe('rengjoring');
    });
  });

  it('loads the next page with "Last inn flere", appends it and moves focus to the first new result', async () => {
    const user = userEvent.setup();
    const api = fakeExplore({ services: pagedWashes });
    renderBrowse('/utforsk?q=vask');
    await screen.findByRole('link', { name: 'Fast vask' });

    await user.click(screen.getByRole('button', { name: 'Last inn flere' }));
    const third = await screen.findByRole('link', { name: 'Flyttevask' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('3 tjenester')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Last inn flere' })).toBeNull();
    expect(lastCallTo(api.calls, '/api/explore/services')?.get('next')).toBe('side2');
    await waitFor(() => expect(document.activeElement).toBe(third));
  });

  it('offers a way out of an empty result: clear everything, or send a custom request', async () => {
    const user = userEvent.setup();
    fakeExplore({ services: (query) => (query.get('query') ? { data: [], next: null } : { data: [washA], next: null }) });
    renderBrowse('/utforsk?q=ingenting&omrade=bergen&type=foresporsel');

    expect(await screen.findByRole('heading', { name: 'Ingen tjenester passer søket' })).toBeTruthy();
    expect(screen.getByText('Ingen tjenester passer søket', { selector: '[role="status"]' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send en forespørsel' }).getAttribute('href')).toBe('/foresporsel');

    await user.click(screen.getByRole('button', { name: 'Nullstill søk og filtre' }));
    await waitFor(() => expect(currentUrl()).toBe('/utforsk?fane=tjenester'));
    expect(await screen.findByRole('link', { name: 'Fast vask' })).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('explains a failed search and tries again on "Prøv igjen"', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeExplore({ services: (query) => (fail ? { status: 503, body: { message: 'Unavailable', status: 503 } } : pagedWashes(query)) });
    renderBrowse('/utforsk?q=vask');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Vi fikk ikke hentet resultatene');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('link', { name: 'Fast vask' })).toBeTruthy();
  });

  it('checks a typed address: an unsupported place is explained under the field and not searched for', async () => {
    const user = userEvent.setup();
    const api = fakeExplore({ services: pagedWashes });
    renderBrowse('/utforsk?q=vask');
    await screen.findByRole('link', { name: 'Fast vask' });

    const address = screen.getByRole('textbox', { name: 'Eller skriv adresse eller postnummer' });
    await user.type(address, 'Tromsø{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/utforsk?q=vask&adresse=Troms%C3%B8'));
    expect(await screen.findByText('Vi leverer bare i Oslo, Trondheim og Bergen')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(api.calls, '/api/explore/services').some((query) => query.has('location'))).toBe(false);

    await user.clear(address);
    await user.type(address, 'Bygdøy allé 2, 0257 Oslo');
    await user.click(screen.getByRole('button', { name: 'Bruk' }));
    expect(await screen.findByText('Adressen ligger i Frogner, Oslo.')).toBeTruthy();
    await waitFor(() => expect(lastCallTo(api.calls, '/api/explore/services')?.get('location')).toBe('Bygdøy allé 2, 0257 Oslo'));
    expect(address.getAttribute('aria-invalid')).toBeNull();
  });

  it('switches to providers, keeping the search, and puts the tab in the URL', async () => {
    const user = userEvent.setup();
    const api = fakeExplore({ services: pagedWashes, providers: { data: [aProviderListing({ acceptanceRate: 0.1 })], next: null } });
    renderBrowse('/utforsk?q=vask&kategori=rengjoring&type=direkte');
    await screen.findByRole('link', { name: 'Fast vask' });

    await user.click(screen.getByRole('tab', { name: 'Leverandører' }));
    await waitFor(() => expect(currentUrl()).toBe('/utforsk?fane=tilbydere&q=vask&kategori=rengjoring&type=direkte'));
    expect(await screen.findByRole('link', { name: 'Kari Vask' })).toBeTruthy();
    expect(screen.getByText('1 leverandør')).toBeTruthy();
    expect(Object.fromEntries(lastCallTo(api.calls, '/api/explore/providers') ?? [])).toEqual({
      query: 'vask',
      categories: 'rengjoring',
      max: '12',
    });
    // Price and booking type do not apply to providers, so they are not offered there.
    expect(screen.queryByRole('radio', { name: 'Bestill direkte' })).toBeNull();
  });

  it('opens on the categories for a bare or garbled URL without crashing', async () => {
    const api = fakeExplore();
    renderBrowse('/utforsk?fane=%E2%9C%93&minPris=abc&omrade=narnia&fra=i%20morgen');
    expect(screen.getByRole('tab', { name: 'Kategorier' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Rengjøring' })).toBeTruthy();
    expect(callsTo(api.calls, '/api/explore/services')).toHaveLength(0);
  });

  it('speaks English when the visitor chose it', async () => {
    await i18n.changeLanguage('en');
    fakeExplore({ services: () => ({ data: [washA as ServiceCard], next: null }) });
    renderBrowse('/utforsk?q=vask');
    expect(await screen.findByText('1 service')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Explore services' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Providers' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Area' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Instant booking' })).toBeTruthy();
  });
});
