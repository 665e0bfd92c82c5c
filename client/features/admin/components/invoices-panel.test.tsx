// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminInvoiceRow, InvoiceImportResult } from '#shared/payments/invoice.schema.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { fakeApi } from '../../../test/dom.tsx';
import { aUser, userJson } from '../../../test/fixtures.ts';
import { authConfigAnswer, renderApp } from '../../../test/render-app.tsx';

const invoice = (overrides: Partial<AdminInvoiceRow> = {}): AdminInvoiceRow => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  number: 100_001,
  kid: '0001000017',
  amountOre: 125_000,
  vatOre: 25_000,
  issuedAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2026-12-04T22:59:59.999Z',
  status: 'open',
  bookingId: '00000000-0000-4000-8000-0000000000b1',
  orderNumber: 'AB12CD34',
  customerName: 'Berit Bedrift',
  customerEmail: 'berit@eksempel.no',
  companyName: 'EQUINOR ASA',
  orgNumber: '923609016',
  paidAt: null,
  paidBy: null,
  paymentReference: null,
  remindersSent: 1,
  overdue: true,
  ...overrides,
});

const importResult: InvoiceImportResult = {
  matched: [{ line: 3, kid: '0001000017', amountOre: 125_000, invoiceId: invoice().id, invoiceNumber: 100_001, reference: '2011260100000001' }],
  unmatched: [{ line: 5, kid: '0000000018', amountOre: 5_000, reason: 'unknown_kid', detail: null }],
};

function renderInvoices(path: string) {
  let paid = false;
  const api = fakeApi({
    '/api/auth/config': authConfigAnswer,
    '/api/user': { body: userJson(aUser({ isAdmin: true })) },
    '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
    '/api/admin/invoices': (url) => {
      const status = url.searchParams.get('status');
      const row = invoice(paid ? { status: 'paid', overdue: false, paidBy: 'admin:x', paidAt: '2026-12-05T10:00:00.000Z' } : {});
      return { body: { data: status && status !== row.status ? [] : [row], next: null } };
    },
    [`/api/admin/invoices/${invoice().id}/mark-paid`]: () => {
      paid = true;
      return { body: { ...invoice(), status: 'paid' } };
    },
    '/api/admin/invoices/import': () => ({ body: importResult }),
  });
  renderApp(path);
  return api;
}

afterEach(() => {
  useToastStore.setState({ toasts: [] });
});

describe('admin invoices', () => {
  it('lists invoices with their customer, amount, due date and status, and marks one paid after confirming', async () => {
    const user = userEvent.setup();
    const api = renderInvoices('/admin/fakturaer');
    // The first render loads the admin console's code.
    expect(await screen.findByRole('heading', { level: 2, name: 'Fakturaer' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fakturaer' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Fakturaer, nyeste først' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Last ned faktura 100001 som PDF' }).getAttribute('href')).toBe(`/api/invoices/${invoice().id}/pdf`);
    expect(within(row).getByText('EQUINOR ASA')).toBeTruthy();
    expect(within(row).getByText(/^1\s250\skr$/)).toBeTruthy();
    expect(within(row).getByText('Forfalt')).toBeTruthy();
    expect(within(row).getByText('1 påminnelse sendt')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Merk som betalt – faktura 100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merke faktura 100001 som betalt?' });
    expect(api.requests.some((request) => request.path.endsWith('/mark-paid'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, merk som betalt' }));
    await waitFor(() => expect(api.requests.filter((request) => request.path.endsWith('/mark-paid'))).toHaveLength(1));
    expect((await screen.findAllByText('Faktura 100001 er merket som betalt.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Merk som betalt – faktura 100001' })).toBeNull());
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    const api = renderInvoices('/admin/fakturaer');
    await screen.findByRole('table', { name: 'Fakturaer, nyeste først' });
    await user.click(screen.getByRole('button', { name: 'Betalt' }));
    expect(await screen.findByText('Ingen fakturaer her.')).toBeTruthy();
    expect(api.requests.some((request) => request.path === '/api/admin/invoices?status=paid')).toBe(true);
  });

  it('imports an OCR file pasted in and sums up what was registered and what was not', async () => {
    const user = userEvent.setup();
    const api = renderInvoices('/admin/fakturaer');
    await screen.findByRole('heading', { level: 3, name: 'Importer OCR-fil' });
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText('Velg en fil eller lim inn innholdet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Innholdet i OCR-filen' }), 'NY000010');
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    const summary = await screen.findByText('Registrert som betalt: 1. Ikke registrert: 1.');
    expect(summary).toBeTruthy();
    expect(screen.getByText(/Faktura 100001: 1\s250\skr \(KID 0001000017\)/)).toBeTruthy();
    expect(screen.getByText(/Linje 5: KID 0000000018, 50\skr – ingen faktura har denne KID-en/)).toBeTruthy();
    expect(api.requests.find((request) => request.path === '/api/admin/invoices/import')?.body).toEqual({ text: 'NY000010' });
  });
});
