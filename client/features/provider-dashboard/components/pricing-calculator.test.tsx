// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/dom.tsx';
import { PricingCalculator } from './pricing-calculator.tsx';

/** The amount on a line of the breakdown, with Norwegian spacing made plain. */
function line(name: RegExp): string {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  return (row?.querySelector('td')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

describe('PricingCalculator', () => {
  it('starts with the spec example: 1 000 kr for an individual taxed at 30 %', () => {
    renderWithProviders(<PricingCalculator orgType="individual" serviceFeePercent={15} vatRate={0.25} />);
    expect(line(/^Salgspris/)).toBe('1 000 kr');
    expect(line(/^Merverdiavgift/)).toBe('−200 kr');
    expect(line(/^Administrasjonsgebyr/)).toBe('−120 kr');
    expect(line(/^Bruttofortjeneste/)).toBe('680 kr');
    expect(line(/^Arbeidsgiveravgift/)).toBe('−84,03 kr');
    expect(line(/^Bruttolønn/)).toBe('595,97 kr');
    expect(line(/^Skattetrekk/)).toBe('−178,79 kr');
    expect(line(/^Utbetalt/)).toBe('417,18 kr');
  });

  it('updates the paid-out line as the price and tax are typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PricingCalculator orgType="individual" serviceFeePercent={15} vatRate={0.25} />);
    const price = screen.getByRole('textbox', { name: /Salgspris/ });
    await user.clear(price);
    await user.type(price, '2 000');
    // 2 000 kr: VAT 400, fee 240, profit 1 360, salary 1 191,94, tax 357,58.
    expect(line(/^Utbetalt/)).toBe('834,36 kr');
    const tax = screen.getByRole('textbox', { name: /Skattetrekk/ });
    await user.clear(tax);
    await user.type(tax, '0');
    expect(line(/^Utbetalt/)).toBe('1 191,94 kr');

    await user.clear(price);
    await user.type(price, 'mye');
    expect(screen.getByText('Skriv inn en pris i kroner, for eksempel 1000 eller 1 000,50.')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: /^Utbetalt/ })).toBeNull();
  });

  it('pays a company the profit and the VAT, without salary lines', () => {
    renderWithProviders(<PricingCalculator orgType="company" serviceFeePercent={15} vatRate={0.25} />);
    expect(line(/^Utbetalt/)).toBe('880 kr');
    expect(screen.queryByRole('rowheader', { name: /^Bruttolønn/ })).toBeNull();
    expect(screen.getByText(/fører merverdiavgiften selv/)).toBeTruthy();
  });
});
