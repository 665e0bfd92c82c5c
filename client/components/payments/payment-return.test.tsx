// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/bookings/booking.schema.ts';
import type { PaymentView } from '#shared/payments/payment.schema.ts';
import { i18n } from '../../lib/i18n.ts';
import { fakeApi } from '../../test/dom.tsx';
import { aBooking, aUser, noBookingActions, userJson } from '../../test/fixtures.ts';
import { authConfigAnswer, renderApp } from '../../test/render-app.tsx';

const paymentId = '90000000-0000-4000-8000-000000000001';
const signedIn = {
  '/api/auth/config': authConfigAnswer,
  '/api/user': { body: userJson(aUser({ firstName: 'Ola' })) },
  '/api/provider/me': { status: 404, body: { message: 'Not found', status: 404 } },
  '/api/explore/categories': { body: [] },
  '/api/booking/customer': { body: { data: [], next: null } },
  '/api/payments/cards': { body: [] },
  '/api/payments/balance': { body: { balanceOre: 0 } },
};

const held = aBooking({ status: 'hold', providerAnswerBy: null, actions: { ...noBookingActions, pay: true } });

function aPayment(status: PaymentView['status']): PaymentView {
  return { id: paymentId, purpose: 'booking', status, failureCode: status === 'failed' ? 'card_declined' : null, amountOre: 129_000, bookingId: held.id, giftCardId: null, checkoutUrl: null };
}

/** The booking and the payment as the server answers them; `answers` are the refresh answers in turn. */
function paymentApi(answers: PaymentView['status'][], bookingAfter: (refreshes: number) => Booking) {
  let refreshes = 0;
  return fakeApi({
    ...signedIn,
    [`/api/booking/${held.id}`]: () => ({ body: bookingAfter(refreshes) }),
    [`/api/payments/${paymentId}/refresh`]: () => {
      const status = answers[Math.min(refreshes, answers.length - 1)] ?? 'created';
      refreshes += 1;
      return { body: aPayment(status) };
    },
  });
}

describe('back from the card checkout', () => {
  it('says the payment failed and what to do, and "Prøv igjen" opens the payment', async () => {
    const user = userEvent.setup();
    const api = paymentApi(['failed'], () => held);
    renderApp(`/bestilling/${held.id}?betaling=${paymentId}`);

    const failed = await screen.findByTestId('payment-failed');
    expect(within(failed).getByRole('heading', { level: 1, name: 'Noe gikk galt med betalingen!' })).toBeTruthy();
    expect(within(failed).getByText('Sjekk betalingsmåten og prøv igjen.')).toBeTruthy();
    expect(api.requests.find((request) => request.path === `/api/payments/${paymentId}/refresh`)?.method).toBe('POST');

    await user.click(within(failed).getByRole('button', { name: 'Prøv igjen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Betal og bekreft bestillingen' });
    expect(within(dialog).getByRole('radio', { name: 'Kort' })).toBeTruthy();
  });

  it('asks again while the gateway has not decided, then shows the confirmation', async () => {
    const confirmed = { ...held, status: 'confirmed' as const, actions: noBookingActions };
    const api = paymentApi(['created', 'succeeded'], (refreshes) => (refreshes >= 2 ? confirmed : held));
    renderApp(`/bestilling/${held.id}?betaling=${paymentId}`);

    expect(await screen.findByText('Vi sjekker betalingen …')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' }, { timeout: 4000 })).toBeTruthy();
    expect(api.requests.filter((request) => request.path.endsWith('/refresh'))).toHaveLength(2);
    expect(screen.queryByTestId('payment-failed')).toBeNull();
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    paymentApi(['failed'], () => held);
    renderApp(`/bestilling/${held.id}?betaling=${paymentId}`);
    const failed = await screen.findByTestId('payment-failed');
    expect(within(failed).getByRole('heading', { name: 'Something went wrong processing your payment!' })).toBeTruthy();
    expect(within(failed).getByText('Please check your payment method and try again.')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the failure above the booking on its detail page too', async () => {
    const awaiting = { ...held, status: 'awaiting_payment' as const };
    paymentApi(['failed'], () => awaiting);
    renderApp(`/account/bestillinger/${held.id}?betaling=${paymentId}`);
    const failed = await screen.findByTestId('payment-failed');
    expect(within(failed).getByRole('heading', { level: 2, name: 'Noe gikk galt med betalingen!' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: awaiting.serviceTitle })).toBeTruthy());
  });
});
