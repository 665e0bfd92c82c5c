// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderRequest } from '#shared/requests/custom-request.schema.ts';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, renderWithProviders, type FakeRequest } from '../../../test/dom.tsx';
import { fixTodayAt } from '../../../test/fixed-today.ts';
import { anOffer, aProviderRequest, aRequestItem, requestId } from '../provider-offers.fixtures.ts';
import { OffersArea } from './offers-area.tsx';

// Monday 9 February 2026, 11:00 in Oslo; the request is for Saturday 14 February, 10:00.
fixTodayAt('2026-02-09T10:00:00Z');

const detailPath = `/api/customRequests/provider/${requestId}`;
const bookingId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function renderArea(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/agent/tilbud/*" element={<OffersArea categoryTitle={() => 'Rengjøring'} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const sent = (requests: FakeRequest[], method: string, suffix: string) => requests.filter((request) => request.method === method && request.path.endsWith(suffix));

afterEach(async () => {
  if (i18n.language !== 'nb') await i18n.changeLanguage('nb');
});

describe('provider offers list', () => {
  it('opens the tab the address names, pages with "show more" and shows each state', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/customRequests/provider': (url) => {
        const tab = url.searchParams.get('tab');
        if (tab === 'offers_sent' && !url.searchParams.get('next')) {
          return { body: { data: [aRequestItem({ state: 'offer_sent', offer: anOffer({ seenAt: '2026-02-09T09:30:00.000Z' }), price: null })], next: 'side-2' } };
        }
        if (tab === 'offers_sent') {
          return { body: { data: [aRequestItem({ id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', title: 'Vask av trapp', startTime: null, place: null, state: 'offer_sent', offer: anOffer({ price: 1249.5 }) })], next: null } };
        }
        return { body: { data: [], next: null } };
      },
    });
    renderArea('/agent/tilbud?fane=sendte');

    expect(await screen.findByRole('tab', { name: 'Sendte tilbud', selected: true })).toBeTruthy();
    const first = (await screen.findByRole('link', { name: 'Flyttevask av treromsleilighet' })).closest('li') as HTMLElement;
    expect(within(first).getByText('Sett av kunden')).toBeTruthy();
    expect(within(first).getByText('Ditt tilbud: 2 500 kr')).toBeTruthy();
    expect(within(first).getByText('Rengjøring · Kari')).toBeTruthy();
    expect(within(first).getByText(/lør\. 14\. feb\.? 10:00/)).toBeTruthy();
    expect(api.calls[0]).toBe('/api/customRequests/provider?tab=offers_sent');

    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    const second = (await screen.findByRole('link', { name: 'Vask av trapp' })).closest('li') as HTMLElement;
    expect(api.calls).toContain('/api/customRequests/provider?tab=offers_sent&next=side-2');
    expect(within(second).getByText('Tilbud sendt')).toBeTruthy();
    expect(within(second).getByText('Ditt tilbud: 1 249,50 kr')).toBeTruthy();
    expect(within(second).getByText('Tid ikke bestemt · Sted ikke bestemt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Tidligere' }));
    expect(await screen.findByText('Ingen tidligere forespørsler')).toBeTruthy();
    expect(api.calls).toContain('/api/customRequests/provider?tab=previous');
  });

  it('opens the open requests without a tab in the address, with a new request badge', async () => {
    fakeApi({ '/api/customRequests/provider': (url) => ({ body: { data: url.searchParams.get('tab') === 'open' ? [aRequestItem()] : [], next: null } }) });
    renderArea('/agent/tilbud');
    expect(await screen.findByRole('tab', { name: 'Åpne', selected: true })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'Flyttevask av treromsleilighet' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Ny')).toBeTruthy();
  });
});

describe('the price-offer form', () => {
  it('checks the price and the expiry, shows the payout for the price and sends the offer', async () => {
    const user = userEvent.setup();
    let request = aProviderRequest();
    const api = fakeApi({
      [detailPath]: () => ({ body: request }),
      '/api/priceOffers/provider': (_url, sentRequest) => {
        const body = sentRequest.body as { amount: number; conditions: string; expiresAt: string };
        request = { ...request, state: 'offer_sent', offer: anOffer({ price: body.amount, conditions: body.conditions, expiresAt: body.expiresAt }) };
        return { status: 201, body: { ...request.offer, customRequestId: requestId, providerId: request.ownerId } };
      },
    });
    renderArea(`/agent/tilbud/${requestId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Flyttevask av treromsleilighet' })).toBeTruthy();
    expect(screen.getByText(/Ovnen trenger ekstra kjærlighet/)).toBeTruthy();
    expect(screen.getByText('Hvor mange rom?')).toBeTruthy();
    expect(screen.getByText('3 rom')).toBeTruthy();
    expect(screen.getByText('Kari')).toBeTruthy();
    expect(screen.getByText('0150 Oslo')).toBeTruthy();
    expect(screen.getByText('Skriv inn en pris for å se hva du får utbetalt.')).toBeTruthy();

    const amount = screen.getByRole('textbox', { name: 'Pris i kroner (inkl. mva.)' });
    const send = screen.getByRole('button', { name: 'Send tilbud' });
    await user.type(amount, '0,5');
    await user.click(send);
    expect(await screen.findByText('Prisen må være minst 1 kr.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '12,345');
    expect(await screen.findByText('Oppgi prisen i kroner med høyst 2 desimaler.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '2 500');
    // A company with 25 % VAT and a 10 % fee: 2 500 − 500 VAT − 200 fee + 500 VAT back = 2 300.
    expect(await screen.findByText('Du får utbetalt 2 300 kr når kunden betaler 2 500 kr.')).toBeTruthy();
    const fee = screen.getByRole('rowheader', { name: /Administrasjonsgebyr/ }).closest('tr') as HTMLElement;
    expect(fee.textContent?.replace(/\s/g, ' ')).toMatch(/10 %\).*200 kr/);

    // The default deadline is two days on; one after the job is refused in words.
    expect((screen.getByLabelText('Dato') as HTMLInputElement).value).toBe('2026-02-11');
    fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2026-02-15' } });
    expect(await screen.findByText('Utløpsdatoen kan ikke være etter det avtalte leveringstidspunktet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Dato'), { target: { value: '2026-02-13' } });
    fireEvent.change(screen.getByLabelText('Klokkeslett'), { target: { value: '18:00' } });
    await user.type(screen.getByRole('textbox', { name: 'Vilkår (valgfritt)' }), 'Inkludert vaskemidler.');
    await user.click(send);

    await waitFor(() => expect(sent(api.requests, 'POST', '/priceOffers/provider')).toHaveLength(1));
    expect(sent(api.requests, 'POST', '/priceOffers/provider')[0]?.body).toEqual({
      customRequestId: requestId,
      amount: 2500,
      conditions: 'Inkludert vaskemidler.',
      expiresAt: '2026-02-13T18:00:00+01:00',
    });
    expect(await screen.findByRole('button', { name: 'Endre tilbudet' })).toBeTruthy();
    expect(screen.getByText('Kunden har ikke sett tilbudet ennå.')).toBeTruthy();
  });

  it('asks for a start when the request has no date, and sends it with the duration', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [detailPath]: { body: aProviderRequest({ startTime: null, deliveryPlace: null }) },
      '/api/priceOffers/provider': { status: 201, body: {} },
    });
    renderArea(`/agent/tilbud/${requestId}`);

    // Neither the time nor the place is decided yet.
    expect(await screen.findAllByText('Ikke bestemt ennå')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Pris i kroner (inkl. mva.)' }), '900');
    await user.click(screen.getByRole('button', { name: 'Send tilbud' }));
    expect(await screen.findByText('Forespørselen har ingen dato ennå. Foreslå et starttidspunkt i tilbudet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Startdato'), { target: { value: '2026-02-10' } });
    fireEvent.change(screen.getByLabelText('Starttid'), { target: { value: '08:00' } });
    // The deadline (11 February) is now after the proposed start.
    expect(await screen.findByText('Utløpsdatoen kan ikke være etter det avtalte leveringstidspunktet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Startdato'), { target: { value: '2026-02-20' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hvor lenge tar oppdraget?' }), '3 t');
    await user.click(screen.getByRole('button', { name: 'Send tilbud' }));
    await waitFor(() => expect(sent(api.requests, 'POST', '/priceOffers/provider')).toHaveLength(1));
    expect(sent(api.requests, 'POST', '/priceOffers/provider')[0]?.body).toMatchObject({
      amount: 900,
      startTime: '2026-02-20T08:00:00+01:00',
      durationMinutes: 180,
      expiresAt: '2026-02-11T11:00:00+01:00',
    });
  });
});

describe('an offer that was sent', () => {
  it('shows that the customer saw it and sends only what changed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [detailPath]: { body: aProviderRequest({ state: 'offer_sent', offer: anOffer({ seenAt: '2026-02-09T09:30:00.000Z' }) }) },
      [`/api/price-offer/${anOffer().id}`]: (_url, request) => ({ body: { ...anOffer(), ...(request.body as object) } }),
    });
    renderArea(`/agent/tilbud/${requestId}`);

    expect(await screen.findByText('Sett av kunden man. 9. feb. 10:30')).toBeTruthy();
    expect(screen.getByText('Inkludert vaskemidler.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avslå forespørselen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Endre tilbudet' }));
    const amount = screen.getByRole('textbox', { name: 'Pris i kroner (inkl. mva.)' });
    expect((amount as HTMLInputElement).value).toBe('2500');
    await user.clear(amount);
    await user.type(amount, '2800');
    await user.click(screen.getByRole('button', { name: 'Lagre endringene' }));
    await waitFor(() => expect(sent(api.requests, 'PATCH', `/price-offer/${anOffer().id}`)).toHaveLength(1));
    expect(sent(api.requests, 'PATCH', `/price-offer/${anOffer().id}`)[0]?.body).toEqual({ amount: 2800 });
  });

  it('keeps the price of a replacement request and says why', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [detailPath]: { body: aProviderRequest({ isReplacement: true, price: 2500, state: 'offer_sent', offer: anOffer() }) },
      [`/api/price-offer/${anOffer().id}`]: { body: anOffer() },
    });
    renderArea(`/agent/tilbud/${requestId}`);

    await user.click(await screen.findByRole('button', { name: 'Endre tilbudet' }));
    const amount = screen.getByRole('textbox', { name: 'Pris i kroner (inkl. mva.)' }) as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    expect(screen.getByText('Prisen er fast fordi dette er en erstatning for en leverandør som falt fra.')).toBeTruthy();
    const conditions = screen.getByRole('textbox', { name: 'Vilkår (valgfritt)' });
    await user.clear(conditions);
    await user.type(conditions, 'Ta med egen stige.');
    await user.click(screen.getByRole('button', { name: 'Lagre endringene' }));
    await waitFor(() => expect(sent(api.requests, 'PATCH', '/price-offer/' + anOffer().id)).toHaveLength(1));
    expect(sent(api.requests, 'PATCH', '/price-offer/' + anOffer().id)[0]?.body).toEqual({ conditions: 'Ta med egen stige.' });
  });
});

describe('declining and how a request ended', () => {
  it('declines with a reason of at least 10 characters and then shows the decline', async () => {
    const user = userEvent.setup();
    let request: ProviderRequest = aProviderRequest();
    const api = fakeApi({
      [detailPath]: () => ({ body: request }),
      '/api/customRequests/reject': (_url, sentRequest) => {
        const body = sentRequest.body as { rejectReason: string };
        request = { ...request, state: 'rejected', rejectReason: body.rejectReason };
        return { body: { customRequestId: requestId, providerId: request.ownerId, rejectReason: body.rejectReason, rejectedAt: '2026-02-09T10:00:00.000Z' } };
      },
    });
    renderArea(`/agent/tilbud/${requestId}`);

    await user.click(await screen.findByRole('button', { name: 'Avslå forespørselen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avslå forespørselen' });
    const reason = within(dialog).getByRole('textbox', { name: 'Begrunnelse' });
    await user.type(reason, 'Opptatt');
    await user.click(within(dialog).getByRole('button', { name: 'Avslå forespørselen' }));
    expect(await within(dialog).findByText('Skriv minst 10 tegn, så kunden forstår hvorfor.')).toBeTruthy();
    expect(sent(api.requests, 'POST', '/reject')).toHaveLength(0);
    await user.type(reason, ' hele februar');
    await user.click(within(dialog).getByRole('button', { name: 'Avslå forespørselen' }));
    await waitFor(() => expect(sent(api.requests, 'POST', '/reject')).toHaveLength(1));
    expect(sent(api.requests, 'POST', '/reject')[0]?.body).toEqual({ customRequestId: requestId, rejectReason: 'Opptatt hele februar' });
    expect(await screen.findByText('Du avslo denne forespørselen')).toBeTruthy();
    expect(screen.getByText('Opptatt hele februar')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links an accepted offer to its booking, and says plainly when a request is closed or the offer expired', async () => {
    fakeApi({ [detailPath]: { body: aProviderRequest({ state: 'accepted', status: 'CLOSED', offer: anOffer({ status: 'accepted', resultingBookingId: bookingId }) }) } });
    const first = renderArea(`/agent/tilbud/${requestId}`);
    expect(await screen.findByText('Kunden godtok tilbudet ditt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til bestillingen' }).getAttribute('href')).toBe(`/agent/bestillinger/${bookingId}`);
    expect(screen.getByText('Din utbetaling')).toBeTruthy();
    first.unmount();

    fakeApi({ [detailPath]: { body: aProviderRequest({ state: 'closed', status: 'CANCELLED' }) } });
    const second = renderArea(`/agent/tilbud/${requestId}`);
    expect(await screen.findByText('Kunden har trukket forespørselen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send tilbud' })).toBeNull();
    second.unmount();

    // Another provider's offer won: the lost offer is shown, without a payout that will not come.
    fakeApi({ [detailPath]: { body: aProviderRequest({ state: 'closed', status: 'CLOSED', offer: anOffer({ status: 'closed' }) }) } });
    const third = renderArea(`/agent/tilbud/${requestId}`);
    expect(await screen.findByText('Kunden valgte et annet tilbud')).toBeTruthy();
    expect(screen.getByText('Pris')).toBeTruthy();
    expect(screen.queryByText('Din utbetaling')).toBeNull();
    third.unmount();

    fakeApi({ [detailPath]: { body: aProviderRequest({ state: 'expired', offer: anOffer({ status: 'expired' }) }) } });
    renderArea(`/agent/tilbud/${requestId}`);
    expect(await screen.findByText('Tilbudet ditt har utløpt')).toBeTruthy();
    expect(screen.getByText('Utløpt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send tilbud' })).toBeTruthy();
  });

  it('speaks English to a provider who reads English', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    fakeApi({ [detailPath]: { body: aProviderRequest({ startTime: null }) } });
    renderArea(`/agent/tilbud/${requestId}`);
    expect(await screen.findByText('How many rooms?')).toBeTruthy();
    expect(screen.getByText('3 rooms')).toBeTruthy();
    expect(screen.getByText('Not decided yet')).toBeTruthy();
    expect(screen.getByText(/The street shows once your offer is accepted\./)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Price in kroner (incl. VAT)' }), '2500');
    expect(await screen.findByText('You are paid 2,300 kr when the customer pays 2,500 kr.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('The request has no date yet. Propose a start time with your offer.')).toBeTruthy();
  });
});
