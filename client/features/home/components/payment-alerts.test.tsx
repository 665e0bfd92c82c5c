// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { aBooking, aBookingListItem } from '../../../test/fixtures.ts';
import { PaymentAlerts } from './payment-alerts.tsx';

const dueBy = new Date(Date.now() + 50 * 3_600_000);

function waiting(index: number, overrides: { serviceTitle?: string; paymentDueBy?: string } = {}) {
  const id = `00000000-0000-4000-8000-0000000000${String(10 + index)}`;
  return aBookingListItem({ status: 'awaiting_payment', paymentDueBy: dueBy.toISOString(), ...overrides }, aBooking({ id }));
}

function renderAlerts(signedIn: boolean, items: unknown[], next: string | null = null) {
  const api = fakeApi({ '/api/booking/customer': { body: { data: items, next } } });
  renderWithProviders(
    <MemoryRouter>
      <PaymentAlerts signedIn={signedIn} />
    </MemoryRouter>,
  );
  return api;
}

describe('front page: accepted requests waiting for payment', () => {
  it('tells the customer who accepted what, by when to pay, and links to the booking', async () => {
    const api = renderAlerts(true, [waiting(1)]);
    const alert = await screen.findByRole('status', { name: 'En forespørsel er godtatt og venter på betaling' });
    expect(api.calls).toEqual(['/api/booking/customer?tab=active&status=awaiting_payment']);
    expect(within(alert).getByText('Flyttevask av leilighet er godtatt av Kari Vask.')).toBeTruthy();
    expect(alert.textContent).toContain(`Betal innen ${formatDate(dueBy, 'nb')} kl. ${formatTime(dueBy, 'nb')}, ellers utløper bestillingen.`);
    const pay = within(alert).getByRole('link', { name: 'Betal nå for Flyttevask av leilighet' });
    expect(pay.getAttribute('href')).toBe('/account/bestillinger/00000000-0000-4000-8000-000000000011');
    expect(within(alert).queryByRole('link', { name: /bestillingene dine/ })).toBeNull();

    await i18n.changeLanguage('en');
    const english = await screen.findByRole('status', { name: 'A request was accepted and waits for payment' });
    expect(english.textContent).toContain('Flyttevask av leilighet was accepted by Kari Vask.');
    expect(english.textContent).toContain(`Pay by ${formatDate(dueBy, 'en')} at ${formatTime(dueBy, 'en')}, or the booking expires.`);
    expect(within(english).getByRole('link', { name: 'Pay now for Flyttevask av leilighet' })).toBeTruthy();
  });

  it('lists three in one alert and links the rest to the bookings page', async () => {
    renderAlerts(true, [1, 2, 3, 4, 5].map((index) => waiting(index, { serviceTitle: `Tjeneste ${index}` })));
    const alert = await screen.findByRole('status', { name: '5 forespørsler er godtatt og venter på betaling' });
    expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
    expect(within(alert).getAllByRole('link', { name: /^Betal nå/ }).map((link) => link.getAttribute('aria-label'))).toEqual(['Betal nå for Tjeneste 1', 'Betal nå for Tjeneste 2', 'Betal nå for Tjeneste 3']);
    expect(within(alert).getByRole('link', { name: 'Se 2 til under bestillingene dine' }).getAttribute('href')).toBe('/account/bestillinger');
  });

  it('points to all bookings when the server has more than one page of them', async () => {
    renderAlerts(true, [waiting(1)], 'page-2');
    const alert = await screen.findByRole('status');
    expect(within(alert).getByRole('link', { name: 'Se alle under bestillingene dine' }).getAttribute('href')).toBe('/account/bestillinger');
  });

  it('asks nothing and shows nothing for a visitor who is signed out', async () => {
    const api = renderAlerts(false, [waiting(1)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing when nothing waits, or only requests whose deadline has passed', async () => {
    const api = renderAlerts(true, [waiting(1, { paymentDueBy: new Date(Date.now() - 60_000).toISOString() })]);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
