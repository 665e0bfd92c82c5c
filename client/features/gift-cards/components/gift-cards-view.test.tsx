// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as paymentsApi from '../../../components/payments/payments-api.ts';
import { goToCheckout } from '../../../components/payments/payments-api.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { GiftCardsView } from './gift-cards-view.tsx';

vi.mock('../../../components/payments/payments-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof paymentsApi>()),
  goToCheckout: vi.fn(),
}));

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const paidCard = {
  id: '90000000-0000-4000-8000-000000000001',
  amountOre: 50_000,
  recipientName: 'Ola',
  recipientEmail: 'ola@eksempel.no',
  message: 'Gratulerer!',
  deliverOn: '2026-12-24',
  status: 'paid',
  code: 'K7QM-3XWD-P9TA',
  codeLast4: 'P9TA',
  paidAt: '2026-11-22T10:00:00.000Z',
  deliveredAt: null,
  redeemedAt: null,
  createdAt: '2026-11-22T09:59:00.000Z',
};
const unpaidCard = { ...paidCard, id: '90000000-0000-4000-8000-000000000002', status: 'awaiting_payment', code: null, paidAt: null, recipientName: null, recipientEmail: 'kari@eksempel.no' };
const redeemedCard = { id: '90000000-0000-4000-8000-000000000003', amountOre: 25_000, codeLast4: 'WXYZ', fromName: 'Berit', redeemedAt: '2026-11-20T12:00:00.000Z' };

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/api/payments/balance': { body: { balanceOre: 25_000 } },
    '/api/gift-cards': { body: { bought: [paidCard, unpaidCard], redeemed: [redeemedCard] } },
    '/api/coupons/available': { body: { data: [] } },
    ...overrides,
  });
}

function renderPage(url = '/account/gavekort') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <GiftCardsView />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.mocked(goToCheckout).mockReset();
  useToastStore.setState({ toasts: [] });
});

describe('the gift cards page', () => {
  it('shows the balance, the cards bought with the code once paid, and the cards redeemed', async () => {
    api();
    renderPage();
    expect(plain((await screen.findByTestId('gift-card-balance')).textContent)).toBe('Saldoen din er 250 kr');
    const bought = await screen.findByRole('list', { name: 'Gavekortene du har kjøpt' });
    const [paid, unpaid] = within(bought).getAllByRole('listitem').map((item) => plain(item.textContent));
    expect(paid).toContain('500 kr');
    expect(paid).toContain('Betalt');
    expect(paid).toContain('Til Ola (ola@eksempel.no)');
    expect(paid).toContain('Sendes 24. desember 2026');
    expect(paid).toContain('Kode: K7QM-3XWD-P9TA');
    expect(unpaid).toContain('Ikke betalt');
    expect(unpaid).not.toContain('Kode');
    const redeemed = screen.getByRole('list', { name: 'Gavekortene du har løst inn' });
    expect(plain(redeemed.textContent)).toContain('Fra Berit, løst inn 20. november 2026');
    expect(plain(redeemed.textContent)).toContain('+250 kr');
    expect(screen.getByRole('region', { name: 'Kuponger' })).toBeTruthy();
  });

  it('redeems the code from the e-mail link and shows the new balance', async () => {
    const { requests } = api({ '/api/gift-cards/redeem': { body: { amountOre: 50_000, balanceOre: 75_000 } } });
    renderPage('/account/gavekort?kode=K7QM-3XWD-P9TA');
    const field = screen.getByLabelText<HTMLInputElement>('Gavekortkode');
    expect(field.value).toBe('K7QM-3XWD-P9TA');
    await userEvent.click(screen.getByRole('button', { name: 'Løs inn' }));
    await waitFor(() => expect(plain(screen.getByTestId('gift-card-balance').textContent)).toBe('Saldoen din er 750 kr'));
    expect(requests.find((request) => request.path === '/api/gift-cards/redeem')?.body).toEqual({ code: 'K7QM-3XWD-P9TA' });
    expect(plain(useToastStore.getState().toasts[0]?.title)).toBe('500 kr er lagt til saldoen din.');
    expect(screen.getByLabelText<HTMLInputElement>('Gavekortkode').value).toBe('');
  });

  it('says a wrong or used code in the words of the spec', async () => {
    api({ '/api/gift-cards/redeem': apiErrorAnswer(409, 'error.promo.used_or_missing', 'The code has already been used or does not exist.') });
    renderPage();
    await userEvent.type(screen.getByLabelText('Gavekortkode'), 'ABCD EFGH JKLM');
    await userEvent.click(screen.getByRole('button', { name: 'Løs inn' }));
    expect(await screen.findByText('Koden er allerede brukt eller finnes ikke.')).toBeTruthy();
  });

  it('buys a gift card and goes to the checkout', async () => {
    const { requests } = api({
      '/api/gift-cards': (_url, request) =>
        request.method === 'POST'
          ? { status: 201, body: { giftCard: unpaidCard, checkout: { paymentId: '70000000-0000-4000-8000-000000000001', url: '/testbetaling/abc' } } }
          : { body: { bought: [], redeemed: [] } },
    });
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: /1\s000\skr/ }));
    await userEvent.type(screen.getByLabelText('Mottakerens navn (valgfritt)'), 'Ola');
    await userEvent.type(screen.getByLabelText('Mottakerens e-post'), 'ola@eksempel.no');
    await userEvent.type(screen.getByLabelText('Hilsen (valgfritt)'), 'God jul!');
    await userEvent.click(screen.getByRole('button', { name: /Gå til betaling \(1\s000\skr\)/ }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/testbetaling/abc'));
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/api/gift-cards')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ amountOre: 100_000, recipientName: 'Ola', recipientEmail: 'ola@eksempel.no', message: 'God jul!' });
    expect(sent.deliverOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an amount outside 100–10 000 kr before anything is sent', async () => {
    const { requests } = api();
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Annet beløp' }));
    await userEvent.type(screen.getByLabelText('Beløp i kroner'), '50');
    await userEvent.type(screen.getByLabelText('Mottakerens e-post'), 'ola@eksempel.no');
    await userEvent.click(screen.getByRole('button', { name: /Gå til betaling/ }));
    expect(await screen.findByText('Velg et beløp fra 100 til 10 000 kr, i hele kroner.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('says when the payment failed, back from the checkout', async () => {
    api({
      '/api/payments/70000000-0000-4000-8000-000000000001/refresh': {
        body: { id: '70000000-0000-4000-8000-000000000001', purpose: 'gift_card', status: 'failed', failureCode: 'card_declined', amountOre: 50_000, bookingId: null, giftCardId: unpaidCard.id, checkoutUrl: null },
      },
    });
    renderPage('/account/gavekort?betaling=70000000-0000-4000-8000-000000000001');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Noe gikk galt med betalingen!');
    expect(alert.textContent).toContain('Sjekk betalingsmåten og prøv igjen.');
  });

  it('says when the payment went through', async () => {
    api({
      '/api/payments/70000000-0000-4000-8000-000000000001/refresh': {
        body: { id: '70000000-0000-4000-8000-000000000001', purpose: 'gift_card', status: 'succeeded', failureCode: null, amountOre: 50_000, bookingId: null, giftCardId: paidCard.id, checkoutUrl: null },
      },
    });
    renderPage('/account/gavekort?betaling=70000000-0000-4000-8000-000000000001');
    expect((await screen.findByTestId('gift-card-paid')).textContent).toContain('Takk! Gavekortet er betalt.');
  });
});
