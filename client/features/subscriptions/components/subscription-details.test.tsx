// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionDetail } from '#shared/subscriptions/subscription.schema.ts';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { i18n } from '../../../lib/i18n.ts';
import { apiErrorAnswer, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { fixTodayAt } from '../../../test/fixed-today.ts';
import { useSubscription } from '../api/subscriptions-api.ts';
import { aSubscriptionDetail, aVisit, cardId, otherCardId, subscriptionId } from '../subscriptions.fixtures.ts';
import { SubscriptionDetails } from './subscription-details.tsx';

fixTodayAt('2026-11-26T10:00:00Z');

afterEach(() => useToastStore.setState({ toasts: [] }));

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const base = `/api/subscriptions/${subscriptionId}`;
const nextVisitId = 'a1000000-0000-4000-8000-000000000004';
const cards = [
  { id: cardId, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028, isDefault: true },
  { id: otherCardId, brand: 'mastercard', last4: '5555', expMonth: 3, expYear: 2029, isDefault: false },
];

/** The subscription page's body fed from the query, as the route does. */
function Page() {
  const query = useSubscription(subscriptionId);
  return query.data ? <SubscriptionDetails subscription={query.data} /> : null;
}

/** A tiny stand-in for the server: the detail as it stands, changed by the answers to the actions. */
function server(start: SubscriptionDetail = aSubscriptionDetail(), routes: Parameters<typeof fakeApi>[0] = {}) {
  let current = start;
  const bare = (): Subscription => {
    const { visits: _visits, ...rest } = current;
    return rest;
  };
  return fakeApi({
    [base]: () => ({ body: current }),
    [`${base}/pause`]: () => {
      current = { ...current, status: 'paused', pauseReason: 'customer' };
      return { body: bare() };
    },
    [`${base}/resume`]: () => {
      current = { ...current, status: 'active', pauseReason: null };
      return { body: bare() };
    },
    [`${base}/card`]: (_url, request) => {
      const chosen = cards.find((card) => card.id === (request.body as { savedCardId: string }).savedCardId);
      current = { ...current, card: chosen ? { id: chosen.id, brand: chosen.brand, last4: chosen.last4, expMonth: chosen.expMonth, expYear: chosen.expYear } : null };
      return { body: bare() };
    },
    [`${base}/visits/${nextVisitId}/skip`]: () => {
      const visits = current.visits.map((visit) => (visit.id === nextVisitId ? { ...visit, state: 'skipped' as const, canSkip: false, bookingId: null } : visit));
      current = { ...current, visits, nextVisit: visits[3] ?? null, nextChargeAt: null };
      return { body: current };
    },
    [`${base}/cancel`]: () => {
      const visits = current.visits.map((visit) => (visit.state === 'booked' || visit.state === 'collided' ? { ...visit, state: 'cancelled' as const, canSkip: false } : visit));
      current = { ...current, visits, status: 'cancelled', cancelledAt: '2026-11-26T10:00:00.000Z', nextVisit: null, nextChargeAt: null };
      return { body: current };
    },
    '/api/payments/cards': { body: cards },
    '/api/subscriptions': { body: { data: [] } },
    ...routes,
  });
}

function renderPage() {
  return renderWithProviders(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

const visitRows = (name: string) => within(screen.getByRole('list', { name })).getAllByTestId('subscription-visit').map((row) => plain(row.textContent));

describe('one subscription', () => {
  it('shows where it stands and its coming and past visits in words', async () => {
    server();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast vask av leilighet' })).toBeTruthy();
    expect(screen.getByText('Storgata 1, 0155 Oslo · 3 t')).toBeTruthy();
    expect(screen.getByTestId('subscription-next-charge').textContent).toBe('Neste trekk: ons. 2. des.');
    expect(screen.getByRole('heading', { level: 2, name: 'Besøk' })).toBeTruthy();

    const coming = visitRows('Kommende besøk');
    expect(coming).toHaveLength(2);
    expect(coming[0]).toContain('fre. 4. des. kl. 10:00');
    expect(coming[0]).toContain('Planlagt');
    expect(coming[0]).toContain('890 kr');
    expect(coming[1]).toContain('Tiden var opptatt – velg ny tid');

    const past = visitRows('Tidligere besøk');
    expect(past[0]).toContain('fre. 20. nov. kl. 10:00');
    expect(past[0]).toContain('Betalt');
    expect(past[1]).toContain('Ikke betalt – satt på pause');
    expect(past[1]).toContain('Kortet ble avvist – bytt kort for å betale besøket');
    expect(screen.getByRole('link', { name: 'Se bestillingen: fre. 20. nov. kl. 10:00' }).getAttribute('href')).toBe(
      '/account/bestillinger/b0000000-0000-4000-8000-000000000002',
    );
  });

  it('says when a refused card is tried again', async () => {
    const retried = aVisit({ declined: true, nextTryAt: '2026-11-27T17:00:00.000Z' });
    server(aSubscriptionDetail({ nextVisit: retried, visits: [retried] }));
    renderPage();
    expect(await screen.findByText('Kortet ble avvist – vi prøver igjen fre. 27. nov. kl. 18:00')).toBeTruthy();
  });

  it('skips the next visit after asking, and shows it skipped', async () => {
    const user = userEvent.setup();
    const { requests } = server();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Hopp over neste besøk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hoppe over neste besøk?' });
    expect(within(dialog).getByText(/Besøket fre\. 4\. des\. kl\. 10:00 blir ikke noe av/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Hopp over besøket' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.method === 'POST' && request.path === `${base}/visits/${nextVisitId}/skip`)).toBe(true);
    expect(visitRows('Kommende besøk')[0]).toContain('Hoppet over');
    expect(screen.queryByRole('button', { name: 'Hopp over fre. 4. des. kl. 10:00' })).toBeNull();
    expect(useToastStore.getState().toasts[0]?.title).toBe('Besøket er hoppet over.');
  });

  it('skips a later visit from its own row, named by its date', async () => {
    const user = userEvent.setup();
    const laterId = 'a1000000-0000-4000-8000-000000000006';
    const start = aSubscriptionDetail();
    const later = aVisit({ id: laterId, startsAt: '2026-12-18T09:00:00.000Z', chargeAt: '2026-12-16T09:00:00.000Z', bookingId: 'b0000000-0000-4000-8000-000000000006' });
    let skipped = false;
    const { requests } = server(
      { ...start, visits: [...start.visits, later] },
      {
        [`${base}/visits/${laterId}/skip`]: () => {
          skipped = true;
          const visits = [...start.visits, { ...later, state: 'skipped' as const, canSkip: false, bookingStatus: 'cancelled' as const }];
          return { body: { ...start, visits } };
        },
      },
    );
    renderPage();
    // The next visit has its row button too, besides the one among the actions.
    expect(await screen.findByRole('button', { name: 'Hopp over fre. 4. des. kl. 10:00' })).toBeTruthy();
    // The collided visit before its deadline can be skipped too.
    expect(screen.getByRole('button', { name: 'Hopp over fre. 11. des. kl. 10:00' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hopp over fre. 18. des. kl. 10:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hoppe over besøket?' });
    expect(within(dialog).getByText(/Besøket fre\. 18\. des\. kl\. 10:00 blir ikke noe av/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Hopp over besøket' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(skipped).toBe(true);
    expect(requests.some((request) => request.method === 'POST' && request.path === `${base}/visits/${laterId}/skip`)).toBe(true);
    expect(visitRows('Kommende besøk')[2]).toContain('Hoppet over');
    expect(screen.queryByRole('button', { name: 'Hopp over fre. 18. des. kl. 10:00' })).toBeNull();
    // The next visit can still be skipped.
    expect(screen.getByRole('button', { name: 'Hopp over neste besøk' })).toBeTruthy();
  });

  it('offers a collided visit its suggested free times, and books the one chosen', async () => {
    const user = userEvent.setup();
    const collidedId = 'a1000000-0000-4000-8000-000000000005';
    const start = aSubscriptionDetail();
    const { requests } = server(start, {
      [`${base}/visits/${collidedId}/move`]: (_url, request) => {
        const startsAt = (request.body as { startTime: string }).startTime;
        const visits = start.visits.map((visit) =>
          visit.id === collidedId ? { ...visit, state: 'booked' as const, startsAt, suggestedTimes: [], bookingId: 'b0000000-0000-4000-8000-000000000005', bookingStatus: 'awaiting_payment' as const } : visit,
        );
        return { body: { ...start, visits } };
      },
    });
    renderPage();
    const choices = await screen.findByRole('group', { name: 'Velg en ny tid for besøket, eller hopp over det.' });
    expect(within(choices).getAllByRole('button').map((button) => plain(button.textContent))).toEqual([
      'Velg fre. 11. des. kl. 08:00',
      'Velg fre. 11. des. kl. 12:00',
      'Velg man. 14. des. kl. 10:00',
    ]);
    await user.click(within(choices).getByRole('button', { name: /Velg fre\. 11\. des\. kl\. 12:00/ }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Velg en ny tid for besøket, eller hopp over det.' })).toBeNull());
    expect(requests.find((request) => request.path === `${base}/visits/${collidedId}/move`)?.body).toEqual({ startTime: '2026-12-11T11:00:00.000Z' });
    expect(visitRows('Kommende besøk')[1]).toContain('fre. 11. des. kl. 12:00');
    expect(visitRows('Kommende besøk')[1]).toContain('Planlagt');
    expect(plain(useToastStore.getState().toasts[0]?.title)).toBe('Besøket er flyttet til fre. 11. des. kl. 12:00.');
  });

  it('says so when a suggested time was taken meanwhile', async () => {
    const user = userEvent.setup();
    server(undefined, {
      [`${base}/visits/a1000000-0000-4000-8000-000000000005/move`]: apiErrorAnswer(409, 'error.subscription.visit_time_taken', 'Taken'),
    });
    renderPage();
    const choices = await screen.findByRole('group', { name: 'Velg en ny tid for besøket, eller hopp over det.' });
    await user.click(within(choices).getAllByRole('button')[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe('Tiden er ikke ledig lenger. Velg en annen tid.');
  });

  it('says when a collided visit has no free time before the next one', async () => {
    const start = aSubscriptionDetail();
    server({ ...start, visits: start.visits.map((visit) => (visit.state === 'collided' ? { ...visit, suggestedTimes: [] } : visit)) });
    renderPage();
    expect(await screen.findByText('Ingen ledige tider før neste besøk. Du kan hoppe over besøket.')).toBeTruthy();
  });

  it('says so when the visit can no longer be skipped', async () => {
    const user = userEvent.setup();
    server(undefined, { [`${base}/visits/${nextVisitId}/skip`]: apiErrorAnswer(409, 'error.subscription.visit_not_skippable', 'Not skippable') });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Hopp over neste besøk' }));
    await user.click(await screen.findByRole('button', { name: 'Hopp over besøket' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Dette besøket kan ikke lenger hoppes over: avbestillingsfristen har gått ut.');
  });

  it('offers no skip when the next visit is past its deadline', async () => {
    const late = aVisit({ canSkip: false });
    server(aSubscriptionDetail({ nextVisit: late }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Sett på pause' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hopp over neste besøk' })).toBeNull();
  });

  it('pauses and starts again', async () => {
    const user = userEvent.setup();
    const { requests } = server();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sett på pause' }));
    expect(await screen.findByRole('button', { name: 'Start igjen' })).toBeTruthy();
    expect(screen.getByText('Satt på pause')).toBeTruthy();
    expect(screen.getByTestId('subscription-paused').textContent).toContain('Du har satt abonnementet på pause.');
    await user.click(screen.getByRole('button', { name: 'Start igjen' }));
    expect(await screen.findByRole('button', { name: 'Sett på pause' })).toBeTruthy();
    expect(screen.getByText('Aktiv')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([`${base}/pause`, `${base}/resume`]);
  });

  it('does not offer to start one paused for unpaid visits: changing the card does', async () => {
    server(aSubscriptionDetail({ status: 'paused', pauseReason: 'unpaid_visits' }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Bytt kort' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start igjen' })).toBeNull();
    expect(screen.getByTestId('subscription-paused').textContent).toContain('Bytt kort, så starter abonnementet igjen.');
  });

  it('changes the card to another saved one', async () => {
    const user = userEvent.setup();
    const { requests } = server();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bytt kort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bytt kort' });
    expect(within(dialog).getByRole('link', { name: 'Legg til et kort under Betalinger' }).getAttribute('href')).toBe('/account/betalinger');
    const visa = await within(dialog).findByRole('radio', { name: 'Visa •••• 4242' });
    expect(visa.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Bruk kortet' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Mastercard •••• 5555' }));
    await user.click(within(dialog).getByRole('button', { name: 'Bruk kortet' }));
    await waitFor(() => expect(screen.getByTestId('subscription-card').textContent).toBe('Kort: Mastercard •••• 5555'));
    expect(requests.find((request) => request.path === `${base}/card`)?.body).toEqual({ savedCardId: otherCardId });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends it, saying first that visits past their deadline stay and are charged', async () => {
    const user = userEvent.setup();
    const { requests } = server();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Avslutt abonnementet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avslutte abonnementet?' });
    const upcoming = within(dialog).getByRole('checkbox', { name: 'Avbestill også kommende besøk' });
    expect(upcoming.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByTestId('cancel-deadline-note').textContent).toBe(
      'Besøk som har passert avbestillingsfristen, blir ikke avbestilt og belastes som vanlig.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Avslutt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.path === `${base}/cancel`)?.body).toEqual({ cancelUpcoming: true });
    expect(screen.getByText('Avsluttet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sett på pause' })).toBeNull();
    expect(visitRows('Kommende besøk')[0]).toContain('Avbestilt');
  });

  it('keeps the coming visits when the box is unticked', async () => {
    const user = userEvent.setup();
    const { requests } = server();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Avslutt abonnementet' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Avbestill også kommende besøk' }));
    await user.click(screen.getByRole('button', { name: 'Avslutt' }));
    await waitFor(() => expect(requests.find((request) => request.path === `${base}/cancel`)?.body).toEqual({ cancelUpcoming: false }));
  });

  it('reads in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    server();
    renderPage();
    expect((await screen.findByTestId('subscription-rhythm')).textContent).toBe('Every Friday at 10:00');
    expect(screen.getByRole('button', { name: 'Skip the next visit' })).toBeTruthy();
    expect(visitRows('Past visits')[1]).toContain('The card was declined – change the card to pay for the visit');
  });
});
