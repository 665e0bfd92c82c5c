// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerRequest, CustomRequestResponse } from '#shared/requests/custom-request.schema.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi } from '../../../test/dom.tsx';
import { aBooking, aUser, userJson } from '../../../test/fixtures.ts';
import { fixTodayAt } from '../../../test/fixed-today.ts';
import { authConfigAnswer, renderApp } from '../../../test/render-app.tsx';

fixTodayAt('2026-11-26T10:00:00Z');

const signedIn = {
  '/api/auth/config': authConfigAnswer,
  '/api/user': { body: userJson(aUser({ firstName: 'Ola' })) },
  '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
  '/api/explore/categories': { body: [] },
};

const requestId = '00000000-0000-4000-8000-0000000000a1';
const category = '00000000-0000-4000-8000-0000000000c1';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function anOffer(overrides: Partial<CustomRequestResponse> = {}): CustomRequestResponse {
  return {
    id: id(501),
    providerId: id(601),
    providerName: 'Kari Vask',
    providerSlug: 'kari-vask',
    providerPhoto: null,
    ratingAverage: 4.6,
    ratingCount: 12,
    averageResponseTimeSec: 2 * 3600,
    type: 'OFFER',
    status: 'sent',
    price: 2490,
    conditions: 'Vi tar med eget utstyr.',
    expiresAt: '2026-12-01T11:00:00.000Z',
    startTime: null,
    durationMinutes: 120,
    seenAt: null,
    resultingBookingId: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

function aRequest(overrides: Partial<CustomerRequest> = {}): CustomerRequest {
  return {
    id: requestId,
    ownerId: id(1),
    categoryId: category,
    title: 'Flyttevask av treroms',
    description: 'Treroms på 70 m² med balkong.',
    tags: ['flyttevask'],
    startTime: '2026-12-04T09:00:00.000Z',
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo' },
    files: [],
    status: 'OPEN',
    sendToAll: false,
    isReplacement: false,
    price: null,
    answers: [{ questionId: id(701), type: 'NUMBER', questionNo: 'Hvor stor er boligen?', questionEn: 'How big is the home?', answer: 70, answerNo: '70 m²', answerEn: '70 m²' }],
    customerName: 'Ola Nordmann',
    created: '2026-11-24T10:00:00.000Z',
    updated: '2026-11-24T10:00:00.000Z',
    recipients: [id(601)],
    reachedCount: 3,
    broadcastAt: '2026-11-25T10:00:00.000Z',
    responses: [],
    ...overrides,
  };
}

const row = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: id(800 + n),
  title: `Forespørsel ${n}`,
  categoryId: category,
  status: 'OPEN',
  startTime: null,
  offerCount: 0,
  unseenOfferCount: 0,
  lowestPrice: null,
  created: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

afterEach(() => useToastStore.setState({ toasts: [] }));

describe('the customer\'s requests', () => {
  it('lists requests with their offers and loads more', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...signedIn,
      '/api/customRequests/customer': (url) =>
        url.searchParams.get('next') === 'page-2'
          ? { body: { data: [row(2, { title: 'Maling av stue', status: 'CLOSED' })], next: null } }
          : {
              body: {
                data: [row(1, { title: 'DJ til bryllup', startTime: '2026-12-12T17:00:00.000Z', offerCount: 3, unseenOfferCount: 2, lowestPrice: 4500.5 })],
                next: 'page-2',
              },
            },
    });
    renderApp('/account/foresporsler');

    // The page loads as its own chunk; a busy machine takes a while.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mine forespørsler' }, { timeout: 5000 })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'DJ til bryllup' });
    expect(link.getAttribute('href')).toBe(`/account/foresporsler/${id(801)}`);
    const item = link.closest('li') as HTMLElement;
    expect(within(item).getByText('Åpen')).toBeTruthy();
    expect(within(item).getByText('lør. 12. des. kl. 18:00')).toBeTruthy();
    expect(within(item).getByText('3 tilbud')).toBeTruthy();
    expect(within(item).getByText('2 nye')).toBeTruthy();
    expect(within(item).getByText('Laveste pris 4 500,50 kr', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    const second = await screen.findByRole('link', { name: 'Maling av stue' });
    expect(within(second.closest('li') as HTMLElement).getByText('Dato ikke bestemt ennå')).toBeTruthy();
    expect(within(second.closest('li') as HTMLElement).getByText('Ingen tilbud ennå')).toBeTruthy();
    expect(api.calls).toContain('/api/customRequests/customer?next=page-2');
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Trukket' }));
    await waitFor(() => expect(api.calls).toContain('/api/customRequests/customer?status=CANCELLED'));
  });

  it('says there are none yet and links to the request form', async () => {
    fakeApi({ ...signedIn, '/api/customRequests/customer': { body: { data: [], next: null } } });
    renderApp('/account/foresporsler');
    expect(await screen.findByRole('heading', { name: 'Ingen forespørsler ennå' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Send en forespørsel' });
    expect(links.every((link) => link.getAttribute('href') === '/foresporsel')).toBe(true);
  });
});

describe('one request with its offers', () => {
  it('shows the job, the offers with their providers, declines and paused offers, and marks unseen offers seen once', async () => {
    const request = aRequest({
      files: [{ id: 'f1', url: '/media/f1.webp' }],
      responses: [
        anOffer(),
        anOffer({ id: id(502), providerId: id(602), providerName: 'Per Puss', providerSlug: 'per-puss', price: 1990, seenAt: '2026-11-25T12:00:00.000Z', ratingAverage: null, ratingCount: 0, averageResponseTimeSec: null }),
        anOffer({ id: id(503), providerId: id(603), providerName: 'Pia Pause', providerSlug: 'pia-pause', status: 'PAUSED', price: 1500 }),
        anOffer({ id: id(504), providerId: id(604), providerName: 'Ola Utløpt', providerSlug: 'ola-utlopt', status: 'expired', price: 1200, expiresAt: '2026-11-25T09:00:00.000Z', seenAt: '2026-11-25T08:00:00.000Z' }),
        { ...anOffer({ id: id(505), providerId: id(605), providerName: 'Nina Nei', providerSlug: 'nina-nei' }), type: 'REJECTED', status: 'REJECTED', price: undefined, expiresAt: undefined, rejectReason: 'Fullbooket den uka.' },
      ],
    });
    const api = fakeApi({
      ...signedIn,
      [`/api/customRequests/customer/${requestId}`]: { body: request },
      '/api/customRequests/customer': { body: { data: [], next: null } },
      [`/api/price-offer/seen/${id(501)}`]: { body: {} },
      [`/api/price-offer/seen/${id(503)}`]: { body: {} },
    });
    renderApp(`/account/foresporsler/${requestId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Flyttevask av treroms' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('fre. 4. des. kl. 10:00')).toBeTruthy();
    expect(screen.getByText('Storgata 1, 0155 Oslo')).toBeTruthy();
    expect(screen.getByText('Hvor stor er boligen?')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bilde 1 av 1' })).toBeTruthy();
    expect(screen.getByText('Forespørselen har nådd 3 leverandører.')).toBeTruthy();

    const kari = screen.getByRole('article', { name: 'Kari Vask' });
    expect(within(kari).getByTestId('offer-price').textContent?.replace(/\s/g, ' ')).toBe('Pris: 2 490 kr');
    expect(within(kari).getByText('Vi tar med eget utstyr.')).toBeTruthy();
    expect(within(kari).getByText('tir. 1. des. kl. 12:00')).toBeTruthy();
    expect(within(kari).getByText('Nytt')).toBeTruthy();
    expect(within(kari).getByText('Svarer vanligvis innen 2 timer')).toBeTruthy();
    expect(within(kari).getByRole('link', { name: 'Se profil for Kari Vask' }).getAttribute('href')).toBe('/tilbyder/kari-vask');
    expect(within(kari).getByRole('button', { name: 'Godta og betal tilbudet fra Kari Vask' })).toBeTruthy();

    const per = screen.getByRole('article', { name: 'Per Puss' });
    expect(within(per).queryByText('Nytt')).toBeNull();
    expect(within(per).getByText('Ingen svartid ennå')).toBeTruthy();

    const paused = screen.getByRole('article', { name: 'Pia Pause' });
    expect(within(paused).getByText('Kan ikke godtas nå')).toBeTruthy();
    expect(within(paused).queryByRole('button', { name: /Godta og betal/ })).toBeNull();

    const expired = screen.getByRole('article', { name: 'Ola Utløpt' });
    expect(within(expired).getByText('Utløpt ons. 25. nov. kl. 10:00')).toBeTruthy();
    expect(within(expired).queryByRole('button', { name: /Godta og betal/ })).toBeNull();

    expect(screen.getByText('Nina Nei takket nei')).toBeTruthy();
    expect(screen.getByText('Begrunnelse: Fullbooket den uka.')).toBeTruthy();

    // The open offers cheapest first, then the paused one, then the expired one.
    const order = screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(order).toEqual([`offer-${id(502)}`, `offer-${id(501)}`, `offer-${id(503)}`, `offer-${id(504)}`]);

    await waitFor(() => expect(api.requests.filter((call) => call.method === 'PATCH').map((call) => call.path).sort()).toEqual([`/api/price-offer/seen/${id(501)}`, `/api/price-offer/seen/${id(503)}`]));
    // Later renders do not mark them again.
    await act(() => i18n.changeLanguage('nb'));
    expect(api.requests.filter((call) => call.method === 'PATCH')).toHaveLength(2);
  });

  it('compares the offers side by side', async () => {
    const user = userEvent.setup();
    const request = aRequest({
      responses: [anOffer({ seenAt: '2026-11-25T12:00:00.000Z' }), anOffer({ id: id(502), providerId: id(602), providerName: 'Per Puss', providerSlug: 'per-puss', price: 1990, conditions: '', seenAt: '2026-11-25T12:00:00.000Z' })],
    });
    fakeApi({ ...signedIn, [`/api/customRequests/customer/${requestId}`]: { body: request } });
    renderApp(`/account/foresporsler/${requestId}`);

    await user.click(await screen.findByRole('button', { name: 'Sammenlign' }));
    expect(screen.getByRole('button', { name: 'Sammenlign' }).getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Tilbudene side om side' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[0]).toContain('Per Puss');
    expect(headers[1]).toContain('Kari Vask');
    const priceRow = within(table).getByRole('rowheader', { name: 'Pris' }).closest('tr') as HTMLElement;
    expect(within(priceRow).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual(['1 990 kr', '2 490 kr']);
    const conditions = within(table).getByRole('rowheader', { name: 'Vilkår' }).closest('tr') as HTMLElement;
    expect(within(conditions).getByText('Ingen egne vilkår')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Godta og betal tilbudet fra/ })).toHaveLength(2);
  });

  it('accepts an offer and opens the booking\'s payment', async () => {
    const user = userEvent.setup();
    const request = aRequest({ responses: [anOffer({ seenAt: '2026-11-25T12:00:00.000Z' })] });
    const booking = aBooking({ status: 'awaiting_payment', providerAnswerBy: null, serviceTitle: 'Flyttevask av treroms', actions: { ...aBooking().actions, pay: true } });
    const api = fakeApi({
      ...signedIn,
      [`/api/customRequests/customer/${requestId}`]: { body: request },
      [`/api/priceOffers/customer/${id(501)}`]: { body: { bookingId: booking.id } },
      [`/api/booking/${booking.id}`]: { body: booking },
      '/api/customRequests/customer': { body: { data: [], next: null } },
      '/api/booking/customer': { body: { data: [], next: null } },
    });
    const { router } = renderApp(`/account/foresporsler/${requestId}`);

    await user.click(await screen.findByRole('button', { name: 'Godta og betal tilbudet fra Kari Vask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godta tilbudet fra Kari Vask' });
    expect(within(dialog).getByText('fre. 4. des. kl. 10:00')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Gateadresse' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Godta og gå til betaling' }));

    // The booking page loads as its own chunk.
    expect(await screen.findByRole('dialog', { name: 'Betal og bekreft bestillingen' }, { timeout: 5000 })).toBeTruthy();
    expect(api.requests.find((call) => call.path === `/api/priceOffers/customer/${id(501)}`)?.body).toEqual({});
    expect(router.state.location.pathname).toBe(`/account/bestillinger/${booking.id}`);
    // The address no longer asks for the payment, so going back or reloading does not open it again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('asks for the address when it was not decided, and shows the proposed time', async () => {
    const user = userEvent.setup();
    const request = aRequest({
      startTime: null,
      deliveryPlace: null,
      responses: [anOffer({ seenAt: '2026-11-25T12:00:00.000Z', startTime: '2026-12-08T08:00:00.000Z' })],
    });
    const booking = aBooking({ status: 'awaiting_payment', providerAnswerBy: null, actions: { ...aBooking().actions, pay: true } });
    const api = fakeApi({
      ...signedIn,
      [`/api/customRequests/customer/${requestId}`]: { body: request },
      [`/api/priceOffers/customer/${id(501)}`]: { body: { bookingId: booking.id } },
      [`/api/booking/${booking.id}`]: { body: booking },
      '/api/customRequests/customer': { body: { data: [], next: null } },
      '/api/booking/customer': { body: { data: [], next: null } },
    });
    renderApp(`/account/foresporsler/${requestId}`);

    const card = await screen.findByRole('article', { name: 'Kari Vask' });
    expect(within(card).getByText('Foreslått tid')).toBeTruthy();
    expect(within(card).getByText('tir. 8. des. kl. 09:00')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Godta og betal tilbudet fra Kari Vask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godta tilbudet fra Kari Vask' });
    expect(within(dialog).getByText('tir. 8. des. kl. 09:00')).toBeTruthy();
    expect(within(dialog).getByText(/dette er tiden leverandøren foreslår/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Godta og gå til betaling' }));
    expect(within(dialog).getAllByText('Velg en adresse').length).toBeGreaterThan(0);
    expect(api.requests.some((call) => call.path.startsWith('/api/priceOffers/'))).toBe(false);
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Gateadresse' }));

    await user.type(within(dialog).getByRole('textbox', { name: 'Gateadresse' }), 'Kirkeveien 3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Postnummer' }), '0368');
    await user.click(within(dialog).getByRole('button', { name: 'Godta og gå til betaling' }));
    // The booking page loads as its own chunk.
    expect(await screen.findByRole('dialog', { name: 'Betal og bekreft bestillingen' }, { timeout: 5000 })).toBeTruthy();
    expect(api.requests.find((call) => call.path === `/api/priceOffers/customer/${id(501)}`)?.body).toEqual({ deliveryPlace: { street: 'Kirkeveien 3', postalCode: '0368' } });
  });

  it('says in the dialog that the offer has expired, in Norwegian and in English', async () => {
    const user = userEvent.setup();
    const request = aRequest({ responses: [anOffer({ seenAt: '2026-11-25T12:00:00.000Z' })] });
    fakeApi({
      ...signedIn,
      [`/api/customRequests/customer/${requestId}`]: { body: request },
      [`/api/priceOffers/customer/${id(501)}`]: apiErrorAnswer(409, 'error.offer.expired', 'Offer has expired.'),
      '/api/customRequests/customer': { body: { data: [], next: null } },
      '/api/booking/customer': { body: { data: [], next: null } },
    });
    renderApp(`/account/foresporsler/${requestId}`);
    await user.click(await screen.findByRole('button', { name: 'Godta og betal tilbudet fra Kari Vask' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Godta og gå til betaling' }));
    expect(await within(dialog).findByText('Tilbudet har utløpt.')).toBeTruthy();
    try {
      await act(() => i18n.changeLanguage('en'));
      expect(within(dialog).getByText('Offer has expired.')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Accept and go to payment' })).toBeTruthy();
      expect(within(dialog).getByText('Accept the offer from Kari Vask')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByRole('heading', { level: 2, name: /^Offers/ })).toBeTruthy();
      expect(screen.getByText('Tue 1 Dec at 12:00')).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('nb'));
    }
  });

  it('withdraws the request after confirming', async () => {
    const user = userEvent.setup();
    let request = aRequest({ responses: [anOffer({ seenAt: '2026-11-25T12:00:00.000Z' })] });
    const api = fakeApi({
      ...signedIn,
      [`/api/customRequests/customer/${requestId}`]: () => ({ body: request }),
      [`/api/customRequests/customer/${requestId}/cancel`]: () => {
        request = { ...request, status: 'CANCELLED', responses: request.responses.map((offer) => ({ ...offer, status: 'closed' })) };
        return { body: request };
      },
      '/api/customRequests/customer': { body: { data: [], next: null } },
    });
    renderApp(`/account/foresporsler/${requestId}`);

    await user.click(await screen.findByRole('button', { name: 'Trekk forespørselen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vil du trekke forespørselen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Behold forespørselen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Trekk forespørselen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, trekk forespørselen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/customRequests/customer/${requestId}/cancel`]);
    expect(await screen.findByText('Trukket')).toBeTruthy();
    expect(screen.getByText('Lukket')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Godta og betal/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Trekk forespørselen' })).toBeNull();
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Forespørselen er trukket.');
  });

  it('says when the request is not the customer\'s', async () => {
    fakeApi({ ...signedIn, [`/api/customRequests/customer/${requestId}`]: apiErrorAnswer(404, 'error.http.not_found', 'Not found') });
    renderApp(`/account/foresporsler/${requestId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fant ikke forespørselen' })).toBeTruthy();
  });
});
