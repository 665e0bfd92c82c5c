// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PayoutLine, PayoutStatement as Statement } from '#shared/payments/payout-statement.schema.ts';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { PayoutStatement } from './payout-statement.tsx';

// 10:00 on 3 December 2026 in Oslo.
const now = new Date('2026-12-03T09:00:00Z');

/** The spec example (payout.test.ts): 1 000 kr, individual, 30 % tax → 417,18 kr. */
const example: Omit<PayoutLine, 'bookingId' | 'orderNumber' | 'serviceTitle' | 'doneAt'> = {
  salesPriceOre: 100_000,
  vatOre: 20_000,
  adminFeeOre: 12_000,
  grossProfitOre: 68_000,
  employerContributionOre: 8_403,
  grossSalaryOre: 59_597,
  paidOutOre: 41_718,
};

function statement(month: string, lines: PayoutLine[], orgType: Statement['orgType'] = 'individual'): Statement {
  const totals = { ...example };
  for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] = lines.reduce((sum, line) => sum + line[key], 0);
  return { month, orgType, lines, totals };
}

const line = (id: number, doneAt: string): PayoutLine => ({
  bookingId: `00000000-0000-4000-8000-00000000000${id}`,
  orderNumber: `AB12CD3${id}`,
  serviceTitle: `Plenklipp ${id}`,
  doneAt,
  ...example,
});

/** Text as read: Norwegian spaces made plain, soft hyphens (which only break long headers) dropped. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\u00ad/g, '').trim();

function renderStatement() {
  return renderWithProviders(
    <MemoryRouter>
      <PayoutStatement serviceFeePercent={15} now={now} />
    </MemoryRouter>,
  );
}

describe('PayoutStatement', () => {
  it('shows one row per done booking with the spec example, and the sums', async () => {
    const api = fakeApi({
      '/api/provider/payouts': (url) => ({
        body: statement(url.searchParams.get('month') ?? '', [line(1, '2026-12-01T10:00:00Z'), line(2, '2026-12-02T10:00:00Z')]),
      }),
    });
    renderStatement();
    const table = await screen.findByRole('table', { name: 'Utbetalinger per oppdrag, Desember 2026' });
    expect(api.calls).toContain('/api/provider/payouts?month=2026-12');
    const headers = within(table).getAllByRole('columnheader').map((cell) => plain(cell.textContent));
    expect(headers).toEqual(['Oppdrag', 'Salgspris', 'Merverdiavgift', 'Administrasjonsgebyr', 'Bruttofortjeneste', 'Arbeidsgiveravgift', 'Bruttolønn', 'Utbetalt']);

    const first = screen.getByRole('rowheader', { name: /Plenklipp 1/ }).closest('tr')!;
    expect(plain(within(first).getByRole('rowheader').textContent)).toBe('Plenklipp 1Utført tir. 1. des.Ordrenr. AB12CD31');
    expect(within(first).getAllByRole('cell').map((cell) => plain(cell.textContent))).toEqual([
      '1 000 kr',
      '200 kr',
      '120 kr',
      '680 kr',
      '84,03 kr',
      '595,97 kr',
      '417,18 kr',
    ]);
    const total = screen.getByRole('rowheader', { name: 'Sum, 2 oppdrag' }).closest('tr')!;
    expect(within(total).getAllByRole('cell').map((cell) => plain(cell.textContent))).toEqual([
      '2 000 kr',
      '400 kr',
      '240 kr',
      '1 360 kr',
      '168,06 kr',
      '1 191,94 kr',
      '834,36 kr',
    ]);
    expect(plain(screen.getByText(/utførte oppdrag gir/).textContent)).toBe('2 utførte oppdrag gir 834,36 kr i utbetaling.');
    expect(screen.getByText('Bruttolønnen minus skattetrekk på 30 %.')).toBeTruthy();
  });

  it('leaves out the salary columns for a company', async () => {
    fakeApi({
      '/api/provider/payouts': {
        body: statement('2026-12', [{ ...line(1, '2026-12-01T10:00:00Z'), employerContributionOre: 0, grossSalaryOre: 0, paidOutOre: 88_000 }], 'company'),
      },
    });
    renderStatement();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => plain(cell.textContent))).not.toContain('Bruttolønn');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    expect(screen.getByText('Bruttofortjenesten pluss merverdiavgiften, som du fører selv.')).toBeTruthy();
  });

  it('shows an empty month and steps back, never into the future', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/provider/payouts': (url) => {
        const month = url.searchParams.get('month') ?? '';
        return { body: statement(month, month === '2026-11' ? [line(3, '2026-11-20T10:00:00Z')] : []) };
      },
    });
    renderStatement();
    expect(await screen.findByRole('heading', { name: 'Ingen utbetalinger for Desember 2026' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Neste måned' });
    expect(next.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Forrige måned' }));
    expect(await screen.findByRole('table', { name: 'Utbetalinger per oppdrag, November 2026' })).toBeTruthy();
    expect(api.calls).toContain('/api/provider/payouts?month=2026-11');
    expect(next.hasAttribute('disabled')).toBe(false);
    await user.click(next);
    expect(await screen.findByRole('heading', { name: 'Ingen utbetalinger for Desember 2026' })).toBeTruthy();
  });

  it('goes back at most 24 months', async () => {
    const user = userEvent.setup();
    fakeApi({ '/api/provider/payouts': (url) => ({ body: statement(url.searchParams.get('month') ?? '', []) }) });
    renderStatement();
    const previous = screen.getByRole('button', { name: 'Forrige måned' });
    for (let step = 0; step < 24; step += 1) await user.click(previous);
    expect(await screen.findByRole('heading', { name: 'Ingen utbetalinger for Desember 2024' })).toBeTruthy();
    expect(previous.hasAttribute('disabled')).toBe(true);
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    fakeApi({ '/api/provider/payouts': { body: statement('2026-12', [line(1, '2026-12-01T10:00:00Z')]) } });
    renderStatement();
    expect(await screen.findByRole('table', { name: 'Payouts per job, December 2026' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Total, 1 job' })).toBeTruthy();
    expect(screen.getByText(/1 completed job pays out/)).toBeTruthy();
  });
});
