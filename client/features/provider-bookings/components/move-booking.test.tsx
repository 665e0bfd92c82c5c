// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/bookings/booking.schema.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { aBooking, confirmedActions } from '../provider-bookings.fixtures.ts';
import { BookingsArea } from './bookings-area.tsx';
import { fixTodayAt } from '../../../test/fixed-today.ts';

// The booking is in December 2026: today is fixed before it, so its days are still to come.
fixTodayAt('2026-11-26T10:00:00Z');

describe('provider moves a booking', () => {
  it('offers the free times of a day and sends the new span with the booking’s length', async () => {
    const user = userEvent.setup();
    // 09:00–12:00 UTC: three hours.
    let booking: Booking = aBooking({ status: 'confirmed', providerAnswerBy: null, actions: { ...confirmedActions, markDone: false, changeTime: true } });
    const api = fakeApi({
      [`/api/booking/${booking.id}`]: () => ({ body: booking }),
      [`/api/provider/${booking.id}/dates`]: (url) => ({ body: { days: url.searchParams.get('year') === '2026' ? ['2026-12-02', '2026-12-03'] : [] } }),
      [`/api/provider/${booking.id}/time`]: { body: { times: ['2026-12-03T07:00:00.000Z', '2026-12-03T11:30:00.000Z'] } },
      [`/api/booking/${booking.id}/time`]: (_url, request) => {
        const span = request.body as { from: string; to: string };
        booking = { ...booking, startsAt: span.from, endsAt: span.to };
        return { body: booking };
      },
    });
    renderWithProviders(
      <MemoryRouter initialEntries={[`/agent/bestillinger/${booking.id}`]}>
        <Routes>
          <Route path="/agent/bestillinger/*" element={<BookingsArea supportEmail="hjelp@eksempel.no" />} />
        </Routes>
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Endre bestillingen' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Flytt til et annet tidspunkt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Velg ny dato og tid' });
    expect(within(dialog).getByText('Bestillingen beholder lengden sin: 3 timer.')).toBeTruthy();
    await user.click(await within(dialog).findByRole('button', { name: /^torsdag 3\. desember/ }));
    await user.click(await within(dialog).findByRole('radio', { name: '12:30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Flytt bestillingen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/api/booking/${booking.id}/time`);
    expect(put?.body).toEqual({ from: '2026-12-03T11:30:00.000Z', to: '2026-12-03T14:30:00.000Z' });
    expect(await screen.findByText(/12:30–15:30/)).toBeTruthy();
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Bestillingen er flyttet til tor. 3. des. kl. 12:30.');
  });

  it('has no move button when the booking may not be moved', async () => {
    const booking = aBooking();
    fakeApi({ [`/api/booking/${booking.id}`]: { body: booking } });
    renderWithProviders(
      <MemoryRouter initialEntries={[`/agent/bestillinger/${booking.id}`]}>
        <Routes>
          <Route path="/agent/bestillinger/*" element={<BookingsArea supportEmail="hjelp@eksempel.no" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Godta forespørselen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flytt til et annet tidspunkt' })).toBeNull();
  });
});
