// @vitest-environment jsdom
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/dom.tsx';
import { initialPaymentChoice, paymentFields, type PaymentChoice, type PaymentOptions } from './payment-choice.ts';
import { PaymentChoiceFields } from './payment-choice-fields.tsx';

const visa = { id: '10000000-0000-4000-8000-000000000001', brand: 'visa', last4: '4242', expMonth: 3, expYear: 2029, isDefault: true };
const master = { id: '10000000-0000-4000-8000-000000000002', brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2030, isDefault: false };

/** The fields with their state, and what would be sent, shown for the test to read. */
function Harness({ options }: { options: PaymentOptions }) {
  const [choice, setChoice] = useState<PaymentChoice>(initialPaymentChoice);
  return (
    <MemoryRouter>
      <PaymentChoiceFields choice={choice} onChange={setChoice} options={{ ...options, loading: false }} />
      <output data-testid="sent">{JSON.stringify(paymentFields(choice, options))}</output>
    </MemoryRouter>
  );
}

const sent = () => JSON.parse(screen.getByTestId('sent').textContent ?? '{}') as unknown;
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('choosing how to pay', () => {
  it('lists the saved cards with the default chosen, and a new card that can be saved', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness options={{ cards: [visa, master], invoiceAllowed: false, balanceOre: 0 }} />);
    const group = screen.getByRole('radiogroup', { name: 'Betalingsmåte' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Visa •••• 4242Utløper 03/29 · Standardkort',
      'Mastercard •••• 4444Utløper 11/30',
      'Nytt kortDu legger inn kortet på neste side.',
    ]);
    expect(within(group).getByRole('radio', { name: 'Visa •••• 4242' }).getAttribute('aria-checked')).toBe('true');
    expect(sent()).toEqual({ paymentMethod: 'card', savedCardId: visa.id, useBalance: false });
    expect(screen.queryByRole('checkbox', { name: 'Lagre kortet til senere' })).toBeNull();

    await user.click(within(group).getByRole('radio', { name: 'Nytt kort' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lagre kortet til senere' }));
    expect(sent()).toEqual({ paymentMethod: 'card', saveCard: true, useBalance: false });
  });

  it('offers invoice only when the account may use it; otherwise it says where to add a business', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Harness options={{ cards: [], invoiceAllowed: false, balanceOre: 0 }} />);
    expect(screen.queryByRole('radio', { name: 'Faktura' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Kort' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Legg til bedrift' }).getAttribute('href')).toBe('/konto#business');
    unmount();

    renderWithProviders(<Harness options={{ cards: [], invoiceAllowed: true, balanceOre: 0 }} />);
    expect(screen.queryByRole('link', { name: 'Legg til bedrift' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Faktura' }));
    expect(sent()).toEqual({ paymentMethod: 'invoice', useBalance: false });
  });

  it('offers the balance when there is one, used unless unticked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness options={{ cards: [], invoiceAllowed: false, balanceOre: 25_000 }} />);
    const balance = screen.getByRole('checkbox', { name: /Bruk saldo/ });
    expect(plain(balance.parentElement?.textContent)).toContain('Bruk saldo (250 kr)');
    expect(balance.getAttribute('aria-checked')).toBe('true');
    expect(sent()).toMatchObject({ useBalance: true });
    await user.click(balance);
    expect(sent()).toMatchObject({ useBalance: false });
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<Harness options={{ cards: [visa], invoiceAllowed: false, balanceOre: 10_000 }} />);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'New card' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Use balance/ })).toBeTruthy();
  });
});
