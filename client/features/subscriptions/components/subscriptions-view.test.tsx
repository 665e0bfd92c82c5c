// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { fixTodayAt } from '../../../test/fixed-today.ts';
import { aSubscription } from '../subscriptions.fixtures.ts';
import { SubscriptionsView } from './subscriptions-view.tsx';

fixTodayAt('2026-11-26T10:00:00Z');

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const paused = aSubscription({
  id: '5b000000-0000-4000-8000-000000000002',
  status: 'paused',
  pauseReason: 'unpaid_visits',
  frequency: 'every_two_weeks',
  serviceTitle: 'Vask annenhver uke',
  card: null,
  nextVisit: null,
  nextChargeAt: null,
});

function renderList(url = '/account/abonnementer') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <SubscriptionsView />
    </MemoryRouter>,
  );
}

describe('the customer subscriptions list', () => {
  it('shows each running subscription with its rhythm, price, next visit and charge, and card', async () => {
    const { calls } = fakeApi({ '/api/subscriptions': (url) => ({ body: { data: url.searchParams.get('state') === 'active' ? [aSubscription(), paused] : [] } }) });
    renderList();
    const list = await screen.findByRole('list', { name: 'Aktive' });
    const [active, pausedCard] = within(list).getAllByTestId('subscription-card-item');
    const first = within(active as HTMLElement);
    expect(first.getByRole('heading', { level: 2, name: 'Fast vask av leilighet' })).toBeTruthy();
    expect(first.getByText('Hos Kari Vask')).toBeTruthy();
    expect(first.getByText('Aktiv')).toBeTruthy();
    expect(first.getByTestId('subscription-rhythm').textContent).toBe('Hver fredag kl. 10:00');
    expect(plain(first.getByTestId('subscription-price').textContent)).toBe('890 kr per besøk');
    expect(first.getByTestId('subscription-next-visit').textContent).toBe('Neste besøk: fre. 4. des. kl. 10:00');
    expect(first.getByTestId('subscription-next-charge').textContent).toBe('Neste trekk: ons. 2. des.');
    expect(first.getByTestId('subscription-card').textContent).toBe('Kort: Visa •••• 4242');
    expect(first.getByRole('link', { name: 'Se abonnementet: Fast vask av leilighet' }).getAttribute('href')).toBe('/account/abonnementer/5b000000-0000-4000-8000-000000000001');

    const second = within(pausedCard as HTMLElement);
    expect(second.getByText('Satt på pause')).toBeTruthy();
    expect(second.getByTestId('subscription-rhythm').textContent).toBe('Annenhver fredag kl. 10:00');
    expect(second.getByTestId('subscription-paused').textContent).toBe(
      'Satt på pause fordi to besøk på rad ikke ble betalt. Bytt kort, så starter abonnementet igjen.',
    );
    expect(second.getByTestId('subscription-no-card').textContent).toContain('Ingen kort');
    expect(second.queryByTestId('subscription-next-charge')).toBeNull();
    expect(calls).toEqual(['/api/subscriptions?state=active']);
  });

  it('opens the ended ones in their own tab, kept in the address', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ '/api/subscriptions': (url) => ({ body: { data: url.searchParams.get('state') === 'active' ? [aSubscription()] : [] } }) });
    renderList();
    await screen.findByRole('list', { name: 'Aktive' });
    await user.click(screen.getByRole('tab', { name: 'Avsluttede' }));
    expect(await screen.findByRole('heading', { name: 'Ingen avsluttede abonnementer' })).toBeTruthy();
    expect(calls).toContain('/api/subscriptions?state=inactive');
  });

  it('opens the tab the address names and shows when an ended one ended', async () => {
    const ended = aSubscription({ status: 'cancelled', cancelledAt: '2026-11-20T12:00:00.000Z', nextVisit: null, nextChargeAt: null });
    fakeApi({ '/api/subscriptions': (url) => ({ body: { data: url.searchParams.get('state') === 'inactive' ? [ended] : [] } }) });
    renderList('/account/abonnementer?fane=avsluttede');
    const list = await screen.findByRole('list', { name: 'Avsluttede' });
    expect(within(list).getAllByText('Avsluttet')).toHaveLength(1);
    expect(within(list).getByText('Avsluttet fre. 20. nov.')).toBeTruthy();
    expect(within(list).queryByText(/Ingen kort/)).toBeNull();
  });

  it('says the rhythm and the money in English too', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeApi({ '/api/subscriptions': { body: { data: [aSubscription(), aSubscription({ id: '5b000000-0000-4000-8000-000000000003', frequency: 'every_four_weeks' })] } } });
    renderList();
    const [weekly, fourWeekly] = await screen.findAllByTestId('subscription-rhythm');
    expect(weekly?.textContent).toBe('Every Friday at 10:00');
    expect(fourWeekly?.textContent).toBe('Every 4th Friday at 10:00');
    expect(plain(screen.getAllByTestId('subscription-price')[0]?.textContent)).toBe('890 kr per visit');
    expect(screen.getAllByTestId('subscription-next-charge')[0]?.textContent).toBe('Next charge: Wed 2 Dec');
  });
});
