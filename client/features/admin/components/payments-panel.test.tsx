// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminLedgerRow, AdminLedgerSummary } from '#shared/payments/admin-ledger.schema.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { apiErrorAnswer, fakeApi } from '../../../test/dom.tsx';
import { aBooking as aSharedBooking, aUser, noBookingActions, userJson } from '../../../test/fixtures.ts';
import { authConfigAnswer, renderApp } from '../../../test/render-app.tsx';

const aBooking = aSharedBooking({
  id: '00000000-0000-4000-8000-0000000000f1',
  orderNumber: 'AB12CD34',
  status: 'done',
  serviceTitle: 'Flyttevask',
  providerName: 'Glans Vask',
  customerName: 'Kari Nordmann',
  viewerRole: 'admin',
  actions: noBookingActions,
});

const row = (index: number, overrides: Partial<AdminLedgerRow> = {}): AdminLedgerRow => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  kind: 'charge',
  amountOre: 129_000,
  reference: `local_AB12CD34_${index}`,
  createdAt: new Date(Date.UTC(2026, 10, 21, 12, 0) - index * 60_000).toISOString(),
  bookingId: aBooking.id,
  orderNumber: 'AB12CD34',
  serviceTitle: 'Flyttevask',
  ...overrides,
});

const cleanSummary: AdminLedgerSummary = { chargesOre: 1_290_000, refundsOre: 64_550, feesOre: 0, payoutsOre: 0, reconciles: true, problemCount: 0 };

function renderPayments(path: string, options: { summary?: AdminLedgerSummary; refund?: (body: unknown, attempt: number) => { status?: number; body: unknown } } = {}) {
  let refundAttempts = 0;
  const api = fakeApi({
    '/api/auth/config': authConfigAnswer,
    '/api/user': { body: userJson(aUser({ isAdmin: true })) },
    '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
    '/api/admin/ledger/summary': { body: options.summary ?? cleanSummary },
    '/api/admin/ledger': (url) => {
      const kind = url.searchParams.get('kind');
      if (kind === 'refund') return { body: { data: [row(90, { kind: 'refund', amountOre: 64_550, reference: null })], next: null } };
      if (url.searchParams.get('next') === 'page-2') return { body: { data: [row(60, { orderNumber: 'ZZ99YY88', serviceTitle: 'Hagearbeid' })], next: null } };
      return { body: { data: Array.from({ length: 50 }, (_, index) => row(index)), next: 'page-2' } };
    },
    '/api/admin/bookings': (url) =>
      url.searchParams.get('orderNumber') === 'AB12CD34' ? { body: aBooking } : { status: 404, body: { message: 'Not found', status: 404 } },
    [`/api/admin/bookings/${aBooking.id}/refund`]: (_url, request) => {
      refundAttempts++;
      return options.refund ? options.refund(request.body, refundAttempts) : { body: { ...aBooking, refund: true } };
    },
  });
  renderApp(path);
  return api;
}

afterEach(() => {
  useToastStore.setState({ toasts: [] });
});

describe('admin payments', () => {
  it('shows the totals, that the ledger reconciles, and the movements a page at a time', async () => {
    const user = userEvent.setup();
    const api = renderPayments('/admin/betalinger');
    expect(await screen.findByRole('heading', { level: 2, name: 'Betalinger' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Betalinger' }).getAttribute('aria-current')).toBe('page');

    const totals = await screen.findByText('Betalt inn');
    expect(totals.nextElementSibling?.textContent).toMatch(/^12\s900\skr$/);
    expect(screen.getByText('Refundert').nextElementSibling?.textContent).toMatch(/^645,50\skr$/);
    // The header's notification bell has a status line of its own.
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes('Regnskapet stemmer'))).toBe(true);

    const table = await screen.findByRole('table', { name: 'Pengebevegelser, nyeste først' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Når', 'Type', 'Beløp', 'Bestilling', 'Referanse']);
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Betaling')).toBeTruthy();
    expect(within(first).getByText(/^1\s290\skr$/)).toBeTruthy();
    expect(within(first).getByText('21. november 2026 kl. 13:00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(await within(table).findByText('ZZ99YY88')).toBeTruthy();
    expect(api.calls).toContain('/api/admin/ledger?next=page-2');
    expect(screen.queryByRole('button', { name: 'Vis flere' })).toBeNull();

    const filter = screen.getByRole('group', { name: 'Type' });
    await user.click(within(filter).getByRole('button', { name: 'Refusjon' }));
    const refunds = await screen.findByRole('table', { name: 'Refusjon, nyeste først' });
    expect(within(refunds).getAllByRole('row')).toHaveLength(2);
    expect(within(refunds).getByText('–')).toBeTruthy();
    expect(api.calls).toContain('/api/admin/ledger?kind=refund');
    expect(within(filter).getByRole('button', { name: 'Refusjon' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says how many problems there are when the ledger does not reconcile', async () => {
    renderPayments('/admin/betalinger', { summary: { ...cleanSummary, reconciles: false, problemCount: 2 } });
    expect(await screen.findByText('Regnskapet stemmer ikke: 2 problemer')).toBeTruthy();
  });

  it('opens the booking of a movement in the bookings tab', async () => {
    const user = userEvent.setup();
    renderPayments('/admin/betalinger?type=refund');
    const table = await screen.findByRole('table', { name: 'Refusjon, nyeste først' });
    await user.click(within(table).getByRole('link', { name: 'Åpne bestilling AB12CD34' }));
    expect(await screen.findByRole('heading', { name: 'AB12CD34 · Flyttevask' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Ordrenummer' }) as HTMLInputElement).value).toBe('AB12CD34');
    expect(screen.getByRole('link', { name: 'Bestillinger' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('goodwill refund', () => {
  it('checks the amount and the reason, and refunds a done booking with one request id across retries', async () => {
    const user = userEvent.setup();
    const api = renderPayments('/admin/bestillinger?ordrenummer=AB12CD34', {
      refund: (_body, attempt) => (attempt === 1 ? { status: 500, body: { message: 'Gateway down', status: 500 } } : { body: { ...aBooking, refund: true } }),
    });
    expect(await screen.findByRole('heading', { name: 'AB12CD34 · Flyttevask' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avlys bestillingen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refunder' }));
    const dialog = screen.getByRole('dialog', { name: 'Refunder for bestilling AB12CD34' });
    const amount = within(dialog).getByRole('textbox', { name: 'Beløp til kunden (kr)' });
    await user.type(amount, '2 000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'Flekker');
    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    expect(within(dialog).getByText(/Beløpet kan ikke være mer enn 1\s290\s*kr/)).toBeTruthy();
    expect(within(dialog).getByText('Minimum 10 tegn')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    expect(within(dialog).getByText('Beløpet må være minst 0,01 kr.')).toBeTruthy();
    expect(api.requests.some((request) => request.path.endsWith('/refund'))).toBe(false);

    await user.clear(amount);
    await user.type(amount, '300,50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), ' på sofaen etter vasken.');
    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    await waitFor(() => expect(api.requests.filter((request) => request.path.endsWith('/refund'))).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const sent = api.requests.filter((request) => request.path === `/api/admin/bookings/${aBooking.id}/refund`).map((request) => request.body as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ amountOre: 30_050, reason: 'Flekker på sofaen etter vasken.' });
    expect(sent[0]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toEqual(sent[0]);
    expect(useToastStore.getState().toasts.map((toast) => toast.title).join('|')).toMatch(/300,50\skr er refundert for bestilling AB12CD34/);
  });

  it('says how much is left when the server refuses more than is still paid in', async () => {
    const user = userEvent.setup();
    renderPayments('/admin/bestillinger?ordrenummer=AB12CD34', {
      refund: () => apiErrorAnswer(409, 'error.booking.refund_above_price', 'The refund cannot be more than the price.', { heldOre: 50_000 }) as { status: number; body: unknown },
    });
    await user.click(await screen.findByRole('button', { name: 'Refunder' }));
    const dialog = screen.getByRole('dialog', { name: 'Refunder for bestilling AB12CD34' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Beløp til kunden (kr)' }), '600');
    await user.type(within(dialog).getByRole('textbox', { name: 'Begrunnelse' }), 'Kunden klaget på resultatet.');
    await user.click(within(dialog).getByRole('button', { name: 'Refunder' }));
    expect(await within(dialog).findByText(/Det er bare 500\skr igjen å refundere for denne bestillingen\./)).toBeTruthy();
  });
});
