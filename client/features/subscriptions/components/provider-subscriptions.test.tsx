// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { aProviderSubscription } from '../subscriptions.fixtures.ts';
import { ProviderSubscriptions } from './provider-subscriptions.tsx';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderList() {
  return renderWithProviders(
    <MemoryRouter>
      <ProviderSubscriptions />
    </MemoryRouter>,
  );
}

describe("the provider's subscribers", () => {
  it('shows each subscriber with the rhythm, length, price, payout, address and next visits', async () => {
    fakeApi({ '/api/provider/subscriptions': { body: { data: [aProviderSubscription()] } } });
    renderList();
    const list = await screen.findByRole('list', { name: 'Abonnenter' });
    const item = within(list).getByTestId('subscriber');
    const card = within(item);
    const text = plain(item.textContent);
    expect(card.getByRole('heading', { level: 2, name: 'Ola' })).toBeTruthy();
    expect(card.getByText('Fast vask av leilighet')).toBeTruthy();
    expect(card.getByText('Aktiv')).toBeTruthy();
    expect(text).toContain('Annenhver fredag kl. 10:00');
    expect(text).toContain('2 t 30 min per besøk');
    expect(text).toContain('890 kr per besøk');
    expect(plain(card.getByTestId('subscriber-payout').textContent)).toBe('Du får utbetalt 756,50 kr per besøk');
    expect(text).toContain('Storgata 1, 0155 Oslo');
    const visits = card.getByRole('list', { name: 'Neste besøk' });
    const rows = within(visits).getAllByRole('listitem').map((item) => plain(item.textContent));
    expect(rows[0]).toContain('fre. 4. des. kl. 10:00');
    expect(rows[1]).toContain('fre. 18. des. kl. 10:00');
    const links = within(visits).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/agent/bestillinger/b0000000-0000-4000-8000-000000000004');
    expect(links[0]?.textContent).toMatch(/^Se bestillingen/);
  });

  it('says a visit whose time was taken waits for the customer to choose a new time', async () => {
    const subscriber = aProviderSubscription();
    const collided = { ...subscriber.nextVisits[1]!, state: 'collided' as const };
    fakeApi({ '/api/provider/subscriptions': { body: { data: [{ ...subscriber, nextVisits: [subscriber.nextVisits[0]!, collided] }] } } });
    renderList();
    const visits = await screen.findByRole('list', { name: 'Neste besøk' });
    expect(plain(within(visits).getAllByRole('listitem')[1]!.textContent)).toContain('fre. 18. des. kl. 10:00 · Tiden var opptatt – kunden får velge ny tid');
  });

  it('says when there are none yet', async () => {
    fakeApi({ '/api/provider/subscriptions': { body: { data: [] } } });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Ingen abonnenter ennå' })).toBeTruthy();
  });

  it('reads in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeApi({ '/api/provider/subscriptions': { body: { data: [aProviderSubscription({ frequency: 'weekly', status: 'paused' })] } } });
    renderList();
    expect(plain((await screen.findByTestId('subscriber-payout')).textContent)).toBe('You are paid 756.50 kr per visit');
    expect(screen.getByText('Every Friday at 10:00')).toBeTruthy();
    expect(screen.getByText('Paused')).toBeTruthy();
  });
});
