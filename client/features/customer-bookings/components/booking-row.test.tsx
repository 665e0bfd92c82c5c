// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aBooking, aBookingListItem } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/dom.tsx';
import type { CustomerBookingRow } from '../api/booking-types.ts';
import { BookingRow } from './booking-row.tsx';

const money = () => (screen.getByTestId('booking-money').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** A list row as the API client hands it over, its times as dates. */
function rowView(overrides: Parameters<typeof aBookingListItem>[0]): CustomerBookingRow {
  const item = aBookingListItem({ priceOre: 100_000, ...overrides }, aBooking());
  return { ...item, startsAt: new Date(item.startsAt), endsAt: new Date(item.endsAt), providerAnswerBy: null, paymentDueBy: null, createdAt: new Date(item.createdAt) };
}
const row = (overrides: Parameters<typeof aBookingListItem>[0]) =>
  renderWithProviders(
    <MemoryRouter>
      <BookingRow booking={rowView(overrides)} />
    </MemoryRouter>,
  );

describe('a booking in the archive', () => {
  it('shows what a cancelled booking cost and what came back, with a badge unlike a done one', () => {
    row({ status: 'cancelled', chargedOre: 100_000, refundedOre: 70_000 });
    expect(money()).toBe('Betalt 1 000 kr · 700 kr tilbake');
    expect(screen.getByText('Avbestilt').className).toContain('danger');
  });

  it('says a request that ended before it was paid cost nothing', () => {
    row({ status: 'request_denied', chargedOre: 0, refundedOre: 0 });
    expect(money()).toBe('Ikke belastet');
  });

  it('marks a done booking as done, in green, with its price', () => {
    row({ status: 'done', chargedOre: 100_000 });
    expect(screen.queryByTestId('booking-money')).toBeNull();
    expect(screen.getByText('Utført').className).toContain('success');
  });
});

describe('a visit of a subscription', () => {
  it('is labelled a recurring cleaning, linking to its subscription', () => {
    row({ status: 'awaiting_payment', subscriptionId: '5b000000-0000-4000-8000-000000000001' });
    const link = screen.getByRole('link', { name: 'Fast rengjøring – se abonnementet' });
    expect(link.getAttribute('href')).toBe('/account/abonnementer/5b000000-0000-4000-8000-000000000001');
  });

  it('is not labelled when the booking is a one-off', () => {
    row({ status: 'confirmed' });
    expect(screen.queryByRole('link', { name: /Fast rengjøring/ })).toBeNull();
  });
});
