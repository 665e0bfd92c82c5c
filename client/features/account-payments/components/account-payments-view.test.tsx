// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { goToCheckout } from '../../../components/payments/payments-api.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { AccountPaymentsView } from './account-payments-view.tsx';

vi.mock('../../../components/payments/payments-api.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  goToCheckout: vi.fn(),
}));

const visa = { id: '10000000-0000-4000-8000-000000000001', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029, isDefault: true };
const master = { id: '10000000-0000-4000-8000-000000000002', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2030, isDefault: false };
const receipt = (n: number) => ({
  bookingId: `20000000-0000-4000-8000-00000000000${n}`,
  orderNumber: `TT10${n}`,
  serviceTitle: `Vask ${n}`,
  providerName: 'Kari Vask',
  paidAt: '2026-11-20T10:00:00.000Z',
  totalOre: 120_000,
  paymentMethod: 'card',
});

function paymentsApi() {
  let cards = [visa, master];
  return fakeApi({
    '/api/payments/cards': () => ({ body: cards }),
    [`/api/payments/cards/${master.id}`]: () => {
      cards = cards.filter((card) => card.id !== master.id);
      return { status: 204, body: null };
    },
    '/api/payments/cards/setup': { body: { checkoutUrl: '/testbetaling/tgw_setup_1' } },
    '/api/payments/receipts': (url) => ({ body: url.searchParams.get('next') ? { data: [receipt(3)], next: null } : { data: [receipt(1), receipt(2)], next: 'p2' } }),
  });
}

const renderView = (isProvider = false) =>
  renderWithProviders(
    <MemoryRouter>
      <AccountPaymentsView isProvider={isProvider} />
    </MemoryRouter>,
  );

describe('payments and payouts', () => {
  it('lists the saved cards; a card is removed after asking, and a new one is added at the checkout', async () => {
    const user = userEvent.setup();
    const api = paymentsApi();
    renderView();
    const cards = await screen.findByRole('list', { name: 'Lagrede kort' });
    expect(within(cards).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Visa •••• 4242Standard'),
      expect.stringContaining('Mastercard •••• 4444'),
    ]);
    await user.click(within(cards).getByRole('button', { name: 'Fjern: Mastercard •••• 4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fjerne kortet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Fjern kortet' }));
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(1));
    expect(api.requests.some((request) => request.method === 'DELETE' && request.path === `/api/payments/cards/${master.id}`)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Legg til et annet kort' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/testbetaling/tgw_setup_1'));
  });

  it('lists receipts with more on request, links each to its receipt, and has no invoices where there are none', async () => {
    const user = userEvent.setup();
    paymentsApi();
    renderView(true);
    const receipts = await screen.findByRole('list', { name: 'Kvitteringer' });
    expect(within(receipts).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/account/betalinger/kvitteringer/20000000-0000-4000-8000-000000000001',
      '/account/betalinger/kvitteringer/20000000-0000-4000-8000-000000000002',
    ]);
    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    await waitFor(() => expect(within(receipts).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();
    expect(await screen.findByText('Du har ingen fakturaer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til utbetalinger' }).getAttribute('href')).toBe('/agent/utbetalinger');
  });
});
