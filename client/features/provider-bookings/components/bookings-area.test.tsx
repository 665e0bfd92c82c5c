// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/bookings/booking.schema.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders, type FakeRequest } from '../../../test/dom.tsx';
import { aBooking, aBookingItem, confirmedActions } from '../provider-bookings.fixtures.ts';
import { BookingsArea } from './bookings-area.tsx';

const id = aBooking().id;
const detailPath = `/api/booking/${id}`;

function renderArea(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/agent/bestillinger/*" element={<BookingsArea supportEmail="hjelp@eksempel.no" />} />
      </Routes>
    </MemoryRouter>,
  );
}

const posts = (requests: FakeRequest[], suffix: string) => requests.filter((request) => request.method === 'POST' && request.path.endsWith(suffix));

describe('provider bookings', () => {
  it('lists a pending request with the time left, and accepting it from the booking sends the answer', async () => {
    const user = userEvent.setup();
    let booking: Booking = aBooking({ providerAnswerBy: new Date(Date.now() + 5 * 3_600_000).toISOString() });
    const api = fakeApi({
      '/api/booking/provider': (url) => ({
        body: { data: url.searchParams.get('tab') === 'pending' ? [aBookingItem({ providerAnswerBy: booking.providerAnswerBy })] : [], next: null },
      }),
      [detailPath]: { body: booking },
      [`${detailPath}/accept`]: () => {
        booking = { ...booking, status: 'awaiting_payment', providerAnswerBy: null, actions: { ...booking.actions, accept: false, decline: false } };
        return { body: booking };
      },
    });
    renderArea('/agent/bestillinger/liste/venter');

    expect(await screen.findByRole('tab', { name: 'Forespørsler', selected: true })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Flyttevask av leilighet' });
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('Venter på svar')).toBeTruthy();
    const left = within(row).getByText(/t \d+ min igjen/);
    expect(left.closest('.text-danger-700')).toBeTruthy();

    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeTruthy();
    expect(screen.getByText('Kari Kunde')).toBeTruthy();
    expect(screen.getByText('Nøkkelen ligger i postkassen.')).toBeTruthy();
    expect(screen.getByText('Kontakt kundeservice for å avlyse.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hjelp@eksempel.no' }).getAttribute('href')).toBe('mailto:hjelp@eksempel.no');
    await user.click(screen.getByRole('button', { name: 'Godta forespørselen' }));

    await waitFor(() => expect(posts(api.requests, '/accept')).toHaveLength(1));
    expect(await screen.findByText('Venter på betaling')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Godta forespørselen' })).toBeNull();
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Forespørselen er godtatt. Kunden får 72 timer på å betale.');
  });

  it('asks for a reason of at least 10 characters and at most 2 000 before declining', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [detailPath]: { body: aBooking() },
      [`${detailPath}/decline`]: (_url, request) => ({
        body: aBooking({ status: 'request_denied', declineReason: (request.body as { reason: string }).reason, actions: { ...confirmedActions, markDone: false } }),
      }),
    });
    renderArea(`/agent/bestillinger/${id}`);

    await user.click(await screen.findByRole('button', { name: 'Avslå' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avslå forespørselen' });
    const reason = within(dialog).getByRole('textbox', { name: 'Begrunnelse' });
    await user.type(reason, 'Opptatt');
    await user.click(within(dialog).getByRole('button', { name: 'Avslå forespørselen' }));
    expect(await within(dialog).findByText('Skriv minst 10 tegn, så kunden forstår hvorfor.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts(api.requests, '/decline')).toHaveLength(0);

    await user.type(reason, ' hele den uka');
    expect(within(dialog).getByText('20 / 2 000')).toBeTruthy();
    // Past the limit nothing is cut off: the reason stays, the dialog says so and sends nothing.
    await user.click(reason);
    await user.paste('.'.repeat(1985));
    expect(within(dialog).getByText('Maksimalt 2000 tegn')).toBeTruthy();
    expect(within(dialog).getAllByText('5 tegn for mye').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Avslå forespørselen' }));
    expect(posts(api.requests, '/decline')).toHaveLength(0);
    await user.clear(reason);
    await user.type(reason, 'Opptatt hele den uka');
    await user.click(within(dialog).getByRole('button', { name: 'Avslå forespørselen' }));
    await waitFor(() => expect(posts(api.requests, '/decline')).toHaveLength(1));
    expect(posts(api.requests, '/decline')[0]?.body).toEqual({ reason: 'Opptatt hele den uka' });
    expect(await screen.findByText('Avslått')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends who cancelled, the reason, the refund and the note when a booking was not done', async () => {
    const user = userEvent.setup();
    const confirmed = aBooking({ status: 'confirmed', providerAnswerBy: null, actions: confirmedActions });
    const api = fakeApi({
      [detailPath]: { body: confirmed },
      [`${detailPath}/not-done`]: (_url, request) => {
        const body = request.body as { whoCancelled: 'customer'; reason: 'customer_no_show'; refund: boolean; note: string };
        return { body: { ...confirmed, status: 'cancelled', whoCancelled: body.whoCancelled, cancellationReason: body.reason, refund: body.refund, cancellationNote: body.note, actions: { ...confirmedActions, markDone: false } } };
      },
    });
    renderArea(`/agent/bestillinger/${id}`);

    await user.click(await screen.findByRole('button', { name: 'Ikke utført' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestillingen ble ikke utført' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Velg en årsak', { selector: '[id$="-error"], p' })).toBeTruthy();
    expect(posts(api.requests, '/not-done')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Kunden' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Årsak' }), 'customer_no_show');
    await user.click(within(dialog).getByRole('radio', { name: 'Ja, full refusjon' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Merknad' }), 'Ingen åpnet døra.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(posts(api.requests, '/not-done')).toHaveLength(1));
    expect(posts(api.requests, '/not-done')[0]?.body).toEqual({ whoCancelled: 'customer', reason: 'customer_no_show', refund: true, note: 'Ingen åpnet døra.' });
    expect(await screen.findByText('Kunden møtte ikke opp')).toBeTruthy();
    expect(screen.queryByText('Kontakt kundeservice for å avlyse.')).toBeNull();
  });

  it("shows the reason the customer gave for cancelling", async () => {
    fakeApi({
      [detailPath]: { body: aBooking({ status: 'cancelled', providerAnswerBy: null, whoCancelled: 'customer', customerCancelReason: 'price_too_high', actions: { ...confirmedActions, markDone: false } }) },
    });
    renderArea(`/agent/bestillinger/${id}`);
    const label = await screen.findByText('Kundens grunn til å avbestille');
    expect(within(label.parentElement as HTMLElement).getByText('Prisen ble for høy')).toBeTruthy();
  });

  it('shows why marking done was refused, in words', async () => {
    const user = userEvent.setup();
    fakeApi({
      [detailPath]: { body: aBooking({ status: 'confirmed', providerAnswerBy: null, actions: confirmedActions }) },
      [`${detailPath}/done`]: apiErrorAnswer(409, 'error.booking.not_started', 'Not started'),
    });
    renderArea(`/agent/bestillinger/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Marker som utført' }));
    expect((await screen.findByRole('alert')).textContent).toContain('En bestilling kan markeres når den har startet.');
  });

  it('shows the week with each booking under its day, as links that name time, service, customer and status', async () => {
    const api = fakeApi({
      '/api/booking/provider/calendar': {
        body: {
          data: [
            aBookingItem({ id: '00000000-0000-4000-8000-00000000b002', status: 'confirmed', startsAt: '2026-03-29T07:00:00.000Z', endsAt: '2026-03-29T09:00:00.000Z' }),
            aBookingItem({ startsAt: '2026-03-23T08:00:00.000Z', endsAt: '2026-03-23T09:30:00.000Z' }),
          ],
        },
      },
    });
    renderArea('/agent/bestillinger/kalender?visning=uke&dag=2026-03-25');

    const sunday = await screen.findByRole('region', { name: 'søndag 29. mars' });
    expect(within(sunday).getByRole('link', { name: '09:00–11:00, Flyttevask av leilighet, Kari Kunde, Bekreftet' })).toBeTruthy();
    const monday = screen.getByRole('region', { name: 'mandag 23. mars' });
    expect(within(monday).getByRole('link', { name: '09:00–10:30, Flyttevask av leilighet, Kari Kunde, Venter på svar' })).toBeTruthy();
    expect(api.calls).toContain('/api/booking/provider/calendar?from=2026-03-23&to=2026-03-29');
    expect(screen.getByRole('heading', { level: 2, name: 'Uke 13, 23. mars–29. mars' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Måned' }));
    expect(await screen.findByRole('table', { name: 'mars 2026' })).toBeTruthy();
    await waitFor(() => expect(api.calls).toContain('/api/booking/provider/calendar?from=2026-02-23&to=2026-04-05'));
  });

  it('marks a subscription visit in the week as a recurring cleaning, in words and with a label', async () => {
    fakeApi({
      '/api/booking/provider/calendar': {
        body: {
          data: [
            aBookingItem({ status: 'awaiting_payment', subscriptionId: '5b000000-0000-4000-8000-000000000001', startsAt: '2026-03-27T09:00:00.000Z', endsAt: '2026-03-27T12:00:00.000Z' }),
            aBookingItem({ id: '00000000-0000-4000-8000-00000000b002', status: 'confirmed', startsAt: '2026-03-26T09:00:00.000Z', endsAt: '2026-03-26T10:00:00.000Z' }),
          ],
        },
      },
    });
    renderArea('/agent/bestillinger/kalender?visning=uke&dag=2026-03-25');
    const friday = await screen.findByRole('region', { name: 'fredag 27. mars' });
    const visit = within(friday).getByRole('link', { name: '10:00–13:00, Flyttevask av leilighet (fast rengjøring), Kari Kunde, Venter på betaling' });
    expect(within(visit).getByTestId('calendar-recurring').textContent).toBe('Fast');
    const thursday = screen.getByRole('region', { name: 'torsdag 26. mars' });
    expect(within(thursday).queryByTestId('calendar-recurring')).toBeNull();
  });
});
