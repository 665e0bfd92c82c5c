// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aProviderListing, aServiceCard } from '../../../components/listing/listing.fixtures.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { aPublicProvider, aRating } from '../provider-profile.fixtures.ts';
import { ProviderProfileView } from './provider-profile-view.tsx';

// Radix Select asks for pointer capture and scrolls the chosen option into view; jsdom has neither.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  useToastStore.setState({ toasts: [] });
  vi.unstubAllGlobals();
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

type Routes = Parameters<typeof fakeApi>[0];

function api(provider = aPublicProvider(), extra: Routes = {}) {
  return fakeApi({
    '/api/provider/public/kari-vask': { body: provider },
    '/api/provider/public/kari-vask/services': { body: [aServiceCard({ title: 'Flyttevask' }), aServiceCard({ title: 'Fast vask' })] },
    [`/api/ratings/${provider.id}`]: { body: { data: [aRating()], next: null } },
    ...extra,
  });
}

function renderProfile(idOrSlug = 'kari-vask') {
  return renderWithProviders(
    <MemoryRouter>
      <ProviderProfileView idOrSlug={idOrSlug} />
    </MemoryRouter>,
  );
}

describe('ProviderProfileView', () => {
  it('shows the profile: name, tagline, badges, description, figures, services and a page title', async () => {
    const provider = aPublicProvider({
      profile: { ...aProviderListing().profile, displayName: 'Kari Vask', satisfactionGuarantee: true, isRecommended: true },
      idVerified: true,
    });
    const calls = api(provider);
    renderProfile();
    expect(screen.getByRole('status', { name: 'Laster profilen' })).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Kari Vask' })).toBeTruthy();
    expect(screen.getByText('Grundig og blid vask i hele Oslo')).toBeTruthy();
    const badges = screen.getByRole('list', { name: 'Merker' });
    expect(within(badges).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ID verifisert', 'Fornøydgaranti', 'Anbefalt']);
    expect(screen.getByRole('region', { name: 'Om Kari Vask' }).textContent).toContain('Jeg har vasket hjem i Oslo i ti år.');

    const figures = screen.getByRole('complementary', { name: 'Nøkkeltall' });
    expect(within(figures).getByText('innen 2 timer')).toBeTruthy();
    expect(plain(within(figures).getByText(/92/).textContent)).toBe('92 %');
    expect(plain(within(figures).getByText(/^2/).textContent)).toBe('2 %');
    expect(within(figures).getByText('Oslo')).toBeTruthy();
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['man.', 'tir.', 'fre.']);
    expect(within(figures).getByText('Medlem siden 14. mars 2025')).toBeTruthy();

    const services = screen.getByRole('region', { name: 'Tjenester' });
    expect(await within(services).findByRole('heading', { level: 3, name: 'Flyttevask' })).toBeTruthy();
    expect(within(services).getByRole('heading', { level: 3, name: 'Fast vask' })).toBeTruthy();
    expect(calls.calls).toContain('/api/provider/public/kari-vask/services');

    // With several services, booking starts by choosing one of them.
    expect(screen.getByRole('link', { name: 'Bestill eller send forespørsel' }).getAttribute('href')).toBe('#tjenester');
    expect(screen.getByRole('link', { name: 'Send en tilpasset forespørsel' }).getAttribute('href')).toBe('/foresporsel');
    await waitFor(() => expect(document.title).toBe('Kari Vask – Tjenestetorget'));
  });

  it('shows an acceptance rate below 30 % as "under 30 %"', async () => {
    api(aPublicProvider({ acceptanceRate: 0.12 }));
    renderProfile();
    const figures = await screen.findByRole('complementary', { name: 'Nøkkeltall' });
    expect(plain(within(figures).getByText(/under/).textContent)).toBe('under 30 %');
    expect(within(figures).queryByText(/12\s?%/)).toBeNull();

    await i18n.changeLanguage('en');
    expect(await within(figures).findByText('under 30%')).toBeTruthy();
  });

  it('shows "Ny" for figures without enough history, says what that means, and leaves out badges the provider has not earned', async () => {
    api(aPublicProvider({ acceptanceRate: null, averageResponseTimeSec: null, idVerified: false, profile: { ...aProviderListing().profile, satisfactionGuarantee: false, isRecommended: false } }));
    renderProfile();
    const figures = await screen.findByRole('complementary', { name: 'Nøkkeltall' });
    const values = (term: string) => {
      const row = within(figures).getByText(term).closest('div');
      return within(row as HTMLElement).getAllByRole('definition').map((definition) => plain(definition.textContent));
    };
    expect(values('Godtar forespørsler')).toEqual([
      'Ny',
      'Andel forespørsler godtatt eller besvart med tilbud, av dem som ble besvart eller gikk ut på tid, siste 12 måneder. «Ny» betyr færre enn 3 slike hendelser så langt.',
    ]);
    expect(values('Svarer vanligvis')[0]).toBe('Ny');
    expect(values('Avlyser')).toEqual(['2 %', 'Andel bekreftede oppdrag leverandøren avlyste eller ikke møtte til, siste 12 måneder. Kundens avlysninger teller ikke mot leverandøren.']);
    expect(screen.queryByRole('list', { name: 'Merker' })).toBeNull();
  });

  it('shows the content sections with links (no embedded players) and hides the empty ones', async () => {
    api();
    const first = renderProfile();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: 'Erfaring' }).textContent).toContain('Ti år som renholder');
    const music = screen.getByRole('region', { name: 'Musikk' });
    const link = within(music).getByRole('link', { name: /Vår spilleliste/ });
    expect(link.getAttribute('href')).toBe('https://open.spotify.com/playlist/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(screen.getByRole('region', { name: 'Videoer' })).getByRole('link', { name: /Slik jobber vi/ })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('region', { name: 'Praktisk informasjon' }).textContent).toContain('Vi tar med alt utstyr.');
    const socials = screen.getByRole('region', { name: 'Sosiale medier' });
    expect(within(socials).getAllByRole('link').map((anchor) => anchor.getAttribute('href'))).toEqual([
      'https://instagram.com/karivask',
      'https://karivask.no',
    ]);
    first.unmount();

    api(
      aPublicProvider({
        description: '',
        pictures: [],
        content: {
          experience: '  ',
          music: [],
          videos: [],
          socials: { instagram: null, facebook: null, tiktok: null, youtube: null, website: null },
          practicalInfo: null,
        },
      }),
    );
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Om Kari Vask', 'Bilder', 'Erfaring', 'Musikk', 'Videoer', 'Praktisk informasjon', 'Sosiale medier']) {
      expect(screen.queryByRole('region', { name }), name).toBeNull();
    }
    expect(screen.getByRole('region', { name: 'Tjenester' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vurderinger' })).toBeTruthy();
  });

  it('asks the API again with the chosen sort when the rating sort changes', async () => {
    const provider = aPublicProvider();
    const calls = api(provider, {
      [`/api/ratings/${provider.id}`]: (url) =>
        url.searchParams.get('sort') === 'low_high'
          ? { body: { data: [aRating({ numStars: 2, comment: 'Kom for sent.', customerFirstname: null })], next: null } }
          : { body: { data: [aRating({ numStars: 5, comment: 'Veldig fornøyd!' })], next: null } },
    });
    renderProfile();
    const ratings = await screen.findByRole('region', { name: 'Vurderinger' });
    expect(await within(ratings).findByText('Veldig fornøyd!')).toBeTruthy();
    expect(calls.calls).toContain(`/api/ratings/${provider.id}?sort=latest&max=5`);

    const user = userEvent.setup();
    await user.click(within(ratings).getByRole('combobox', { name: 'Sorter' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Nyeste først', 'Eldste først', 'Høyest vurdering først', 'Lavest vurdering først']);
    await user.click(screen.getByRole('option', { name: 'Lavest vurdering først' }));

    expect(await within(ratings).findByText('Kom for sent.')).toBeTruthy();
    expect(within(ratings).getByText('Anonym kunde')).toBeTruthy();
    expect(within(ratings).queryByText('Veldig fornøyd!')).toBeNull();
    expect(calls.calls).toContain(`/api/ratings/${provider.id}?sort=low_high&max=5`);
  });

  it('shows the provider\'s reply under a rating, and marks one imported from another platform', async () => {
    const provider = aPublicProvider();
    api(provider, {
      [`/api/ratings/${provider.id}`]: {
        body: {
          data: [
            aRating({ comment: 'Litt sent, men grundig.', customerFirstname: 'Åse', reply: { text: 'Takk, Åse! Vi kommer presis neste gang.', created: '2026-11-22T10:00:00.000Z' as unknown as Date } }),
            aRating({ comment: 'Fra før vi kom hit.', customerFirstname: 'Per', externalId: 'mittanbud-17' }),
          ],
          next: null,
        },
      },
    });
    renderProfile();
    const ratings = await screen.findByRole('region', { name: 'Vurderinger' });
    const [replied, imported] = await within(ratings).findAllByRole('listitem');
    expect(replied!.textContent).toContain('Svar fra leverandøren');
    expect(replied!.textContent).toContain('Takk, Åse! Vi kommer presis neste gang.');
    expect(replied!.textContent).not.toContain('importert');
    expect(imported!.textContent).toContain('Per · ');
    expect(imported!.textContent).toContain('importert fra en annen plattform');
  });

  it('loads more ratings with the cursor from the previous page', async () => {
    const provider = aPublicProvider();
    const calls = api(provider, {
      [`/api/ratings/${provider.id}`]: (url) =>
        url.searchParams.get('next') === 'page2'
          ? { body: { data: [aRating({ comment: 'Andre side' })], next: null } }
          : { body: { data: [aRating({ comment: 'Første side' })], next: 'page2' } },
    });
    renderProfile();
    const ratings = await screen.findByRole('region', { name: 'Vurderinger' });
    expect(await within(ratings).findByText('Første side')).toBeTruthy();

    await userEvent.setup().click(within(ratings).getByRole('button', { name: 'Vis flere vurderinger' }));
    expect(await within(ratings).findByText('Andre side')).toBeTruthy();
    expect(within(ratings).getByText('Første side')).toBeTruthy();
    expect(calls.calls).toContain(`/api/ratings/${provider.id}?sort=latest&max=5&next=page2`);
    expect(within(ratings).queryByRole('button', { name: 'Vis flere vurderinger' })).toBeNull();
  });

  it('says so when there are no ratings yet, without a sort', async () => {
    const provider = aPublicProvider({ rating: { average: null, count: 0 } });
    api(provider, { [`/api/ratings/${provider.id}`]: { body: { data: [], next: null } } });
    renderProfile();
    const ratings = await screen.findByRole('region', { name: 'Vurderinger' });
    expect(await within(ratings).findByText(/Ingen vurderinger ennå\. Vurderinger kommer/)).toBeTruthy();
    expect(within(ratings).queryByRole('combobox')).toBeNull();
  });

  it('goes straight to the only service from "Bestill eller send forespørsel"', async () => {
    api(aPublicProvider(), { '/api/provider/public/kari-vask/services': { body: [aServiceCard({ slug: 'flyttevask-1' })] } });
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Bestill eller send forespørsel' }).getAttribute('href')).toBe('/service/flyttevask-1'));
  });

  it('copies the link and says so when the browser cannot share', async () => {
    api();
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    expect(navigator.share).toBeUndefined();
    // user-event puts its own clipboard on the navigator; read back what the button wrote there.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Del' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Lenken er kopiert']));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/tilbyder/kari-vask`);
  });

  it('uses the share sheet where there is one', async () => {
    api();
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderProfile();
    await screen.findByRole('heading', { level: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Del' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Kari Vask', url: `${window.location.origin}/tilbyder/kari-vask` }));
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('shows "Vi fant ikke leverandøren" with a way back when the provider does not exist', async () => {
    fakeApi({ '/api/provider/public/borte': apiErrorAnswer(404, 'error.http.not_found', 'Not found') });
    renderProfile('borte');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vi fant ikke leverandøren' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Utforsk tjenester' }).getAttribute('href')).toBe('/utforsk');
  });
});
