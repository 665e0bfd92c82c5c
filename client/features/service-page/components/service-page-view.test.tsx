// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aProviderListing } from '../../../components/listing/listing.fixtures.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { anAddon, aPublicService } from '../service-page.fixtures.ts';
import { ServicePageView } from './service-page-view.tsx';

/** Intl joins thousands and "kr" with no-break spaces; tests read them as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderPage(idOrSlug = 'flyttevask-3-roms') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/service/${idOrSlug}`]}>
      <Routes>
        <Route path="/service/:id" element={<ServicePageView idOrSlug={idOrSlug} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const bookingCard = () => screen.getByRole('complementary', { name: 'Bestilling' });

describe('ServicePageView', () => {
  it('shows the service: breadcrumb, title, provider, description, pictures and a page title', async () => {
    const service = aPublicService();
    const api = fakeApi({ '/api/service/public/flyttevask-3-roms': { body: service } });
    renderPage();
    expect(screen.getByRole('status', { name: 'Laster tjenesten' })).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeTruthy();
    expect(api.calls).toContain('/api/service/public/flyttevask-3-roms');

    const breadcrumb = screen.getByRole('navigation', { name: 'Du er her' });
    expect(within(breadcrumb).getByRole('link', { name: 'Rengjøring' }).getAttribute('href')).toBe('/utforsk?kategori=rengjoring');
    expect(within(breadcrumb).getByText('Flyttevask av leilighet').getAttribute('aria-current')).toBe('page');

    const profileLink = screen.getByRole('link', { name: 'Se profilen til Kari Vask' });
    expect(profileLink.getAttribute('href')).toBe('/tilbyder/kari-vask');
    expect(screen.getByText('Grundig flyttevask etter sjekklisten fra utleier.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Blank kjøkkenbenk' }).getAttribute('src')).toBe('/media/a-wide.jpg');
    // An untitled picture still gets a description.
    expect(screen.getByRole('img', { name: 'Flyttevask av leilighet, bilde 2' })).toBeTruthy();

    await waitFor(() => expect(document.title).toBe('Flyttevask av leilighet – Tjenestetorget'));
    expect(document.head.querySelector('meta[name="description"][content^="Grundig flyttevask"]')).toBeTruthy();
  });

  it('shows a from-price as "Fra 1 200 kr" with a note that the final price depends on the job', async () => {
    fakeApi({ '/api/service/public/flyttevask-3-roms': { body: aPublicService({ priceType: 'from', basePriceOre: 120_000, baseDurationMinutes: 150 }) } });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const card = bookingCard();
    expect(plain(within(card).getByTestId('booking-price').textContent)).toBe('Fra 1 200 kr');
    expect(within(card).getByText(/Endelig pris avhenger av oppdraget/)).toBeTruthy();
    expect(within(card).getByText('2 t 30 min')).toBeTruthy();
    expect(plain(screen.getByTestId('booking-bar').textContent)).toContain('Fra 1 200 kr');
  });

  it('shows a fixed price without "Fra"', async () => {
    fakeApi({ '/api/service/public/flyttevask-3-roms': { body: aPublicService({ priceType: 'fixed', basePriceOre: 125_050, baseDurationMinutes: 180 }) } });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const card = bookingCard();
    expect(plain(within(card).getByTestId('booking-price').textContent)).toBe('1 250,50 kr');
    expect(within(card).getByText('Fast pris, inkludert mva.')).toBeTruthy();
    expect(within(card).getByText('3 t')).toBeTruthy();
  });

  it('lists add-ons with unit price, extra time, maximum and units included', async () => {
    const addons = [
      anAddon({ title: 'Ekstra musiker', description: null, unitType: 'participant', unitPriceOre: 150_000, unitTimeMinutes: 0, maxUnits: 3, unitsInBasePrice: 1, sortIndex: 2 }),
      anAddon({ title: 'Vask av ovn', description: 'Innvendig, med rist og plater.', unitType: 'custom', unitPriceOre: 35_000, unitTimeMinutes: 45, maxUnits: 1, unitsInBasePrice: 0, sortIndex: 1 }),
    ];
    fakeApi({ '/api/service/public/flyttevask-3-roms': { body: aPublicService({ addons }) } });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Tillegg' });
    const items = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(items).toEqual(['Vask av ovn', 'Ekstra musiker']);

    const oven = within(section).getByRole('heading', { name: 'Vask av ovn' }).closest('li') as HTMLElement;
    expect(plain(oven.textContent)).toContain('350 kr per enhet');
    expect(within(oven).getByText('Innvendig, med rist og plater.')).toBeTruthy();
    expect(within(oven).getByText('+45 min per enhet')).toBeTruthy();
    expect(within(oven).getByText('Maks 1 enhet')).toBeTruthy();

    const musician = within(section).getByRole('heading', { name: 'Ekstra musiker' }).closest('li') as HTMLElement;
    expect(plain(musician.textContent)).toContain('1 500 kr per deltaker');
    expect(within(musician).getByText('Maks 3 deltakere')).toBeTruthy();
    expect(within(musician).getByText('1 deltaker inkludert i prisen')).toBeTruthy();
  });

  it('shows what is included and the customer checklist, and hides both when empty', async () => {
    fakeApi({ '/api/service/public/flyttevask-3-roms': { body: aPublicService() } });
    const first = renderPage();
    const included = await screen.findByRole('region', { name: 'Dette er inkludert' });
    expect(within(included).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Vask av alle rom', 'Vinduer innvendig']);
    const checklist = screen.getByRole('region', { name: 'Kunden må sørge for' });
    expect(within(checklist).getByText('Tilgang til varmt vann')).toBeTruthy();
    expect(within(checklist).getByText('Tom leilighet')).toBeTruthy();
    first.unmount();

    fakeApi({ '/api/service/public/flyttevask-3-roms': { body: aPublicService({ included: [], customerChecklist: [], addons: [] }) } });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Dette er inkludert' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Kunden må sørge for' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tillegg' })).toBeNull();
  });

  it('shows max participants and the areas by name in the interface language', async () => {
    fakeApi({
      '/api/service/public/flyttevask-3-roms': { body: aPublicService({ maxBaseParticipants: 8, areas: ['oslo-sentrum', 'bergen', 'unknown-area'] }) },
    });
    renderPage();
    const practical = await screen.findByRole('region', { name: 'Praktisk informasjon' });
    expect(within(practical).getByText('Opptil 8 deltakere')).toBeTruthy();
    expect(within(practical).getByText('Sentrum')).toBeTruthy();
    expect(within(practical).getByText('Bergen')).toBeTruthy();
    expect(within(practical).getByText('unknown-area')).toBeTruthy();

    await i18n.changeLanguage('en');
    const english = await screen.findByRole('region', { name: 'Practical information' });
    expect(within(english).getByText('City centre')).toBeTruthy();
    expect(within(english).getByText('Up to 8 participants')).toBeTruthy();
  });

  it('says "Bestill" for instant booking and opens the booking dialog, with a custom-request link', async () => {
    const service = aPublicService({ provider: aProviderListing({ profile: { ...aProviderListing().profile, instantBooking: true } }) });
    fakeApi({ '/api/service/public/flyttevask-3-roms': { body: service } });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    const book = within(bookingCard()).getByRole('button', { name: 'Bestill' });
    expect(within(bookingCard()).queryByRole('button', { name: 'Send forespørsel' })).toBeNull();

    await user.click(book);
    const dialog = await screen.findByRole('dialog', { name: 'Bestill Flyttevask av leilighet' });
    expect((await within(dialog).findByRole('link', { name: 'Send en tilpasset forespørsel' })).getAttribute('href')).toBe('/foresporsel');
    await user.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(book);
  });

  it('says "Send forespørsel" when the provider answers requests, also in the phone bar, and "Request booking" in English', async () => {
    const base = aProviderListing();
    fakeApi({ '/api/service/public/flyttevask-3-roms': { body: aPublicService({ provider: { ...base, profile: { ...base.profile, instantBooking: false } } }) } });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(within(bookingCard()).getByRole('button', { name: 'Send forespørsel' })).toBeTruthy();
    expect(within(bookingCard()).getByText(/svarer innen 72 timer/)).toBeTruthy();
    const bar = screen.getByTestId('booking-bar');
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Send forespørsel' }));
    expect(await screen.findByRole('dialog', { name: 'Send forespørsel om Flyttevask av leilighet' })).toBeTruthy();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await i18n.changeLanguage('en');
    expect(await within(bar).findByRole('button', { name: 'Request booking' })).toBeTruthy();
  });

  it('shows "Vi fant ikke tjenesten" with a way back to browsing when the service does not exist', async () => {
    fakeApi({ '/api/service/public/finnes-ikke': apiErrorAnswer(404, 'error.http.not_found', 'Not found') });
    renderPage('finnes-ikke');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vi fant ikke tjenesten' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Utforsk tjenester' }).getAttribute('href')).toBe('/utforsk');
    await waitFor(() => expect(document.title).toBe('Vi fant ikke tjenesten – Tjenestetorget'));
  });

  it('explains a failed load and loads again on "Prøv igjen"', async () => {
    let fail = true;
    fakeApi({
      '/api/service/public/flyttevask-3-roms': () => (fail ? { status: 503, body: { message: 'Unavailable', status: 503 } } : { body: aPublicService() }),
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Vi fikk ikke hentet tjenesten');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeTruthy();
  });

  it('shows a placeholder instead of a broken picture, and when there are no pictures', async () => {
    fakeApi({ '/api/service/public/flyttevask-3-roms': { body: aPublicService() } });
    const first = renderPage();
    const picture = await screen.findByRole('img', { name: 'Blank kjøkkenbenk' });
    fireEvent.error(picture);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Blank kjøkkenbenk' })).toBeNull());
    expect(first.container.querySelector('[data-placeholder="picture"]')).toBeTruthy();
    first.unmount();

    fakeApi({ '/api/service/public/flyttevask-3-roms': { body: aPublicService({ pictures: [] }) } });
    const second = renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(second.container.querySelector('[data-placeholder="picture"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Vis alle bilder/ })).toBeNull();
  });
});
