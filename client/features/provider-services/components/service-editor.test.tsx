// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { OfferingInput } from '#shared/providers/offering.schema.ts';
import { fakeApi, renderWithProviders, type FakeRequest } from '../../../test/dom.tsx';
import { aCategory } from '../../../test/fixtures.ts';
import { ServicesArea } from './services-area.tsx';

const categoryId = '00000000-0000-4000-8000-0000000000c1';
const itemId = '00000000-0000-4000-8000-0000000000d1';

const category = aCategory({
  id: categoryId,
  subcategories: [
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      name: 'home',
      titleNo: 'Hjemme',
      titleEn: 'Home',
      sortIndex: 1,
      subCategoryItems: [{ id: itemId, name: 'windows', titleNo: 'Vinduer', titleEn: 'Windows', sortIndex: 1 }],
    },
  ],
});

function savedService(offering: OfferingInput) {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    slug: 'flyttevask',
    categoryId,
    description: '',
    subCategoryItemIds: [],
    tags: [],
    maxBaseParticipants: null,
    included: [],
    customerChecklist: [],
    enabled: true,
    ...offering,
    addons: (offering.addons ?? []).map((addon, index) => ({
      id: `00000000-0000-4000-8000-00000000010${index}`,
      description: null,
      sortIndex: index,
      ...addon,
    })),
    pictures: [],
    created: '2026-03-01T10:00:00.000Z',
    updated: '2026-03-01T10:00:00.000Z',
  };
}

const offeringSent = (request: FakeRequest) => JSON.parse(String((request.body as FormData).get('offering'))) as OfferingInput;

/** Renders the services area at `path`, answering as the server would. */
function renderServices(path: string, shownCategory = category) {
  let services: unknown[] = [];
  const api = fakeApi({
    '/api/provider/me': { body: { id: '00000000-0000-4000-8000-0000000000a1', status: 'approved', profile: { categoryId } } },
    [`/api/explore/categories/${categoryId}`]: { body: shownCategory },
    '/api/provider/me/service': () => ({ body: services }),
    '/api/service': (_url, request) => {
      services = [savedService(offeringSent(request))];
      return { status: 201, body: services[0] };
    },
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/agent/tjenester/*" element={<ServicesArea />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

describe('service editor', () => {
  it('asks for an add-on price, then sends the offering as JSON with prices in øre', async () => {
    const user = userEvent.setup();
    const api = renderServices('/agent/tjenester/ny');
    const sentForms = () => api.requests.filter((request) => request.body instanceof FormData);

    await user.type(await screen.findByRole('textbox', { name: 'Tittel' }), 'Flyttevask');
    await user.type(screen.getByRole('textbox', { name: 'Grunnpris (kr)' }), '1 290,50');
    await user.click(screen.getByRole('checkbox', { name: 'Vinduer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hele Oslo' }));
    await user.click(screen.getByRole('button', { name: 'Legg til tillegg' }));
    const addon = screen.getByRole('group', { name: 'Tillegg 1' });
    await user.type(within(addon).getByRole('textbox', { name: 'Navn på tillegget' }), 'Ovnsvask');
    await user.click(screen.getByRole('button', { name: 'Opprett tjenesten' }));

    const price = within(screen.getByRole('group', { name: 'Ovnsvask' })).getByRole('textbox', { name: 'Pris per enhet (kr)' });
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(price.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe('Skriv inn en pris');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Opprett tjenesten' }));
    expect(await screen.findByText('Prisen må være minst 1 kr')).toBeTruthy();
    expect(sentForms()).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '249,5');
    await user.click(screen.getByRole('button', { name: 'Opprett tjenesten' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Mine tjenester' })).toBeTruthy();
    expect(sentForms()).toHaveLength(1);
    const offering = offeringSent(sentForms()[0]!);
    expect(offering).toMatchObject({
      title: 'Flyttevask',
      priceType: 'fixed',
      basePriceOre: 129050,
      baseDurationMinutes: 60,
      subCategoryItemIds: [itemId],
      areas: ['oslo'],
      addons: [{ title: 'Ovnsvask', unitType: 'custom', unitPriceOre: 24950, maxUnits: 1, unitsInBasePrice: 0 }],
    });
    const listed = await screen.findByRole('list', { name: 'Tjenester' });
    expect(within(listed).getByText('Flyttevask')).toBeTruthy();
    expect(within(listed).getByText(/^1\s290,50\skr$/)).toBeTruthy();
    // It types into many fields and submits three times; the default 5 s is too tight on a busy machine.
  }, 20_000);

  it.each([
    ['', 'Skriv inn en pris'],
    ['0', 'Prisen må være minst 1 kr'],
    ['-500', 'Prisen må være minst 1 kr'],
    ['99999999', 'Prisen kan være høyst 1\u00a0000\u00a0000 kr'],
    ['tusen', 'Må være et tall'],
  ])('says what is wrong with the base price %j and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const api = renderServices('/agent/tjenester/ny');
    await user.type(await screen.findByRole('textbox', { name: 'Tittel' }), 'Flyttevask');
    const price = screen.getByRole('textbox', { name: 'Grunnpris (kr)' });
    if (typed) await user.type(price, typed);
    await user.click(screen.getByRole('checkbox', { name: 'Hele Oslo' }));
    await user.click(screen.getByRole('button', { name: 'Opprett tjenesten' }));
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${price.id}-error`)?.textContent).toBe(message);
    expect((price as HTMLInputElement).value).toBe(typed);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('counts the title against its limit, keeps a title that is too long and refuses it with the limit', async () => {
    const user = userEvent.setup();
    const api = renderServices('/agent/tjenester/ny');
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Tittel' });
    expect(screen.getByText('0 / 120')).toBeTruthy();
    await user.click(title);
    await user.paste('Flyttevask '.repeat(11) + 'med vinduer');
    expect(title.value).toHaveLength(132);
    expect(screen.getByText('132 / 120')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Grunnpris (kr)' }), '900');
    await user.click(screen.getByRole('checkbox', { name: 'Hele Oslo' }));
    await user.click(screen.getByRole('button', { name: 'Opprett tjenesten' }));
    expect(await screen.findByText('Maksimalt 120 tegn')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('asks a daily-life service (cleaning) about units, not participants', async () => {
    const user = userEvent.setup();
    renderServices('/agent/tjenester/ny');
    await screen.findByRole('textbox', { name: 'Tittel' });
    expect(screen.queryByRole('spinbutton', { name: /Maks antall deltakere/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Legg til tillegg' }));
    const addon = screen.getByRole('group', { name: 'Tillegg 1' });
    expect(within(addon).getByRole('radio', { name: 'Enhet' })).toBeTruthy();
    expect(within(addon).queryByRole('radio', { name: 'Deltaker' })).toBeNull();
    expect(screen.getByText('Ekstra ting kunden kan legge til, priset per enhet.')).toBeTruthy();
  });

  it('asks an event about participants', async () => {
    const user = userEvent.setup();
    renderServices('/agent/tjenester/ny', { ...category, type: 'event' });
    await screen.findByRole('textbox', { name: 'Tittel' });
    expect(screen.getByRole('spinbutton', { name: /Maks antall deltakere/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Legg til tillegg' }));
    expect(within(screen.getByRole('group', { name: 'Tillegg 1' })).getByRole('radio', { name: 'Deltaker' })).toBeTruthy();
  });

  it('shows a problem the server finds under the field it belongs to', async () => {
    const user = userEvent.setup();
    renderServices('/agent/tjenester/ny');
    const answer = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (init?.method === 'POST') {
        const body = {
          message: 'Validation failed',
          status: 400,
          data: { key: 'error.validation.failed', issues: [{ path: ['areas', 0], key: 'error.service.area_not_allowed', message: 'Not here' }] },
        };
        return new Response(JSON.stringify(body), { status: 400 });
      }
      return answer(input, init);
    };
    await user.type(await screen.findByRole('textbox', { name: 'Tittel' }), 'Flyttevask');
    await user.type(screen.getByRole('textbox', { name: 'Grunnpris (kr)' }), '900');
    await user.click(screen.getByRole('checkbox', { name: 'Oslo-omegn' }));
    await user.click(screen.getByRole('button', { name: 'Opprett tjenesten' }));
    expect(await screen.findByText('Denne kategorien leverer ikke i det valgte området.')).toBeTruthy();
  });
});
