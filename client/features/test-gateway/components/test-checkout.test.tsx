// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestGatewaySession } from '#shared/payments/test-gateway.schema.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { leaveCheckout } from '../lib/leave-checkout.ts';
import { TestCheckoutView } from './test-checkout.tsx';

vi.mock('../lib/leave-checkout.ts', () => ({ leaveCheckout: vi.fn() }));

const sessionId = 'tgw_pay_10000000-0000-4000-8000-000000000001';
const base = `/api/test-gateway/sessions/${sessionId}`;
const back = 'http://localhost/bestilling/b1?betaling=p1';
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function aSession(overrides: Partial<TestGatewaySession> = {}): TestGatewaySession {
  return {
    id: sessionId,
    kind: 'payment',
    amountOre: 155_000,
    description: 'Flyttevask, ordre TT-10042',
    status: 'open',
    returnUrl: back,
    locale: 'nb',
    canSaveCard: true,
    ...overrides,
  };
}

afterEach(() => vi.mocked(leaveCheckout).mockReset());

async function renderCheckout(session = aSession(), pay: Parameters<typeof fakeApi>[0][string] = { body: { outcome: 'succeeded', redirectUrl: back } }) {
  const api = fakeApi({
    [base]: { body: session },
    [`${base}/pay`]: pay,
    [`${base}/authenticate`]: (_url, request) => ({ body: { outcome: (request.body as { approve: boolean }).approve ? 'succeeded' : 'failed', redirectUrl: back } }),
    [`${base}/cancel`]: { body: { redirectUrl: back } },
  });
  renderWithProviders(<TestCheckoutView sessionId={sessionId} />);
  await screen.findByTestId('checkout-amount');
  return { api, user: userEvent.setup() };
}

describe('test checkout', () => {
  it('says plainly that no real money is taken, and shows what is paid for', async () => {
    await renderCheckout();
    expect(screen.getByRole('note').textContent).toBe('Testbetaling – ingen ekte penger trekkes');
    expect(screen.getByRole('heading', { level: 1, name: 'Testbetaling' })).toBeTruthy();
    expect(plain(screen.getByTestId('checkout-amount').textContent)).toBe('1 550 kr');
    expect(screen.getByText('Flyttevask, ordre TT-10042')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Betal 1\s550\skr/ })).toBeTruthy();
  });

  it('checks each field beside it and sends nothing while one is wrong', async () => {
    const { api, user } = await renderCheckout();
    await user.click(screen.getByRole('button', { name: /Betal/ }));
    expect(screen.getAllByText('Feltet er påkrevd')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText('Kortnummer'));

    await user.type(screen.getByLabelText('Kortnummer'), '4242424242424241');
    expect(screen.getByLabelText<HTMLInputElement>('Kortnummer').value).toBe('4242 4242 4242 4241');
    expect(await screen.findByText('Sjekk kortnummeret.')).toBeTruthy();
    await user.type(screen.getByLabelText('Utløpsdato (MM/ÅÅ)'), '1330');
    expect(screen.getByLabelText<HTMLInputElement>('Utløpsdato (MM/ÅÅ)').value).toBe('13/30');
    expect(screen.getByText('Skriv utløpsdatoen som MM/ÅÅ.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Utløpsdato (MM/ÅÅ)'));
    await user.type(screen.getByLabelText('Utløpsdato (MM/ÅÅ)'), '0120');
    expect(screen.getByText('Kortet er utløpt.')).toBeTruthy();
    await user.type(screen.getByLabelText('CVC'), '12');
    expect(screen.getByText('CVC er de tre sifrene bak på kortet.')).toBeTruthy();
    expect(screen.getByLabelText('CVC').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: /Betal/ }));
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    // Corrected, each message goes as the field is fixed.
    await user.clear(screen.getByLabelText('Kortnummer'));
    await user.type(screen.getByLabelText('Kortnummer'), '4242424242424242');
    expect(screen.queryByText('Sjekk kortnummeret.')).toBeNull();
  });

  it('fills in a test card with one click and goes back to the shop with the outcome', async () => {
    const { api, user } = await renderCheckout(aSession(), { body: { outcome: 'failed', failureCode: 'card_declined', redirectUrl: back } });
    const cards = screen.getByRole('region', { name: 'Testkort' });
    expect(within(cards).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Godkjent4242 4242 4242 4242'),
      expect.stringContaining('Avvist4000 0000 0000 0002'),
      expect.stringContaining('Ikke dekning4000 0000 0000 9995'),
      expect.stringContaining('Krever godkjenning (3-D Secure)4000 0027 6000 3184'),
    ]);
    await user.click(within(cards).getByRole('button', { name: 'Bruk: Avvist' }));
    expect(screen.getByLabelText<HTMLInputElement>('Kortnummer').value).toBe('4000 0000 0000 0002');
    expect(screen.getByLabelText<HTMLInputElement>('Utløpsdato (MM/ÅÅ)').value).toMatch(/^12\/\d\d$/);
    expect(screen.getByLabelText<HTMLInputElement>('CVC').value).toBe('123');
    await user.click(screen.getByRole('checkbox', { name: 'Lagre kortet til senere' }));
    await user.click(screen.getByRole('button', { name: /Betal/ }));

    await waitFor(() => expect(leaveCheckout).toHaveBeenCalledWith(back));
    const sent = api.requests.find((request) => request.path === `${base}/pay`);
    expect(sent?.body).toEqual({ cardNumber: '4000000000000002', expiry: screen.getByLabelText<HTMLInputElement>('Utløpsdato (MM/ÅÅ)').value, cvc: '123', saveCard: true });
  });

  it('asks for 3-D Secure when the card needs it, and the answer decides', async () => {
    const { api, user } = await renderCheckout(aSession(), { body: { outcome: 'requires_action' } });
    await user.click(within(screen.getByRole('region', { name: 'Testkort' })).getByRole('button', { name: 'Bruk: Krever godkjenning (3-D Secure)' }));
    await user.click(screen.getByRole('button', { name: /Betal/ }));
    expect(await screen.findByRole('heading', { name: 'Godkjenn betalingen' })).toBeTruthy();
    expect(leaveCheckout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Godkjenn' }));
    await waitFor(() => expect(leaveCheckout).toHaveBeenCalledWith(back));
    expect(api.requests.find((request) => request.path === `${base}/authenticate`)?.body).toEqual({ approve: true });
  });

  it('gives up and goes back on Cancel', async () => {
    const { api, user } = await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(leaveCheckout).toHaveBeenCalledWith(back));
    expect(api.requests.some((request) => request.path === `${base}/pay`)).toBe(false);
  });

  it('shows a number the gateway refuses beside the card number', async () => {
    const { user } = await renderCheckout(aSession(), {
      ...apiErrorAnswer(400, 'error.validation.failed', 'Invalid', { issues: [{ path: ['cardNumber'], key: 'error.payment.card_number_invalid', message: 'Invalid' }] }),
    });
    await user.click(within(screen.getByRole('region', { name: 'Testkort' })).getByRole('button', { name: 'Bruk: Godkjent' }));
    await user.click(screen.getByRole('button', { name: /Betal/ }));
    expect(await screen.findByText('Sjekk kortnummeret.')).toBeTruthy();
    expect(leaveCheckout).not.toHaveBeenCalled();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    await renderCheckout(aSession({ canSaveCard: false }));
    expect(screen.getByRole('note').textContent).toBe('Test payment – no real money is taken');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Save card for later' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use: Declined' })).toBeTruthy();
  });
});
