// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/notifications/notification.schema.ts';
import type { NotificationEvent } from '#shared/socket-events.ts';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { NotificationBell } from './notification-bell.tsx';

// The socket is replaced by a hand the test pushes with, as the server would.
const live = vi.hoisted(() => ({ push: null as null | ((event: NotificationEvent) => void) }));
vi.mock('../../../lib/live-connection.ts', () => ({
  useLiveEvent: (_event: string, handler: (event: NotificationEvent) => void, options: { enabled: boolean }) => {
    if (options.enabled) live.push = handler;
  },
}));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const aNotification = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: id(n),
  key: 'notifications:booking.request',
  params: { service: `Vask ${n}`, orderNumber: `10${n}` },
  link: `/agent/bestillinger/${id(n)}`,
  readAt: null,
  createdAt: `2026-11-2${n % 10}T10:00:00.000Z`,
  ...overrides,
});

function serve(initial: { count: number; notifications: Notification[]; more?: Notification[] }) {
  let count = initial.count;
  return fakeApi({
    '/api/notifications/unread-count': () => ({ body: { count } }),
    '/api/notifications': (url) => {
      const unreadOnly = url.searchParams.get('filter') === 'unread';
      if (url.searchParams.get('next') === 'page-2') return { body: { data: initial.more ?? [], next: null } };
      const data = initial.notifications.filter((item) => !unreadOnly || !item.readAt);
      return { body: { data, next: initial.more && !unreadOnly ? 'page-2' : null } };
    },
    '/api/notifications/read-all': () => {
      count = 0;
      return { body: { marked: 2 } };
    },
    [`/api/notifications/${id(2)}/read`]: () => {
      count -= 1;
      return { body: { ...aNotification(2), readAt: '2026-11-26T10:00:00.000Z' } };
    },
  });
}

function renderBell() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/agent']}>
      <NotificationBell />
      <Routes>
        <Route path="/agent" element={<p>Oversikt</p>} />
        <Route path="/agent/bestillinger/:id" element={<p>Bestillingen</p>} />
        <Route path="/account/varsler" element={<p>Alle varsler</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NotificationBell', () => {
  it('shows the unread count, for screen readers too, and counts a pushed notification without a reload', async () => {
    const { calls } = serve({ count: 2, notifications: [] });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Varsler, 2 uleste varsler' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');
    const countCalls = calls.filter((call) => call === '/api/notifications/unread-count').length;

    act(() => live.push?.({ id: id(9), key: 'notifications:booking.request', params: { service: 'Vask', orderNumber: '1' }, createdAt: '2026-11-26T10:00:00.000Z' }));

    expect(await screen.findByRole('button', { name: 'Varsler, 3 uleste varsler' })).toBe(bell);
    expect(screen.getByRole('status').textContent).toBe('3 uleste varsler');
    expect(calls.filter((call) => call === '/api/notifications/unread-count')).toHaveLength(countCalls);
  });

  it('opens the centre with the texts in the reader\'s language, filters unread, and follows a notification after marking it read', async () => {
    const user = userEvent.setup();
    const { requests } = serve({ count: 1, notifications: [aNotification(2), aNotification(1, { key: 'requests:notification.newOffer', params: { title: 'Hekk' }, readAt: '2026-11-25T10:00:00.000Z' })] });
    renderBell();
    const bell = await screen.findByRole('button', { name: /^Varsler/ });
    await user.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');

    const centre = await screen.findByRole('dialog', { name: 'Varsler' });
    const list = await within(centre).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Ulest: Ny bestillingsforespørsel på «Vask 2» (ordre 102). Svar kunden.');
    expect(items[1]?.textContent).toContain('Nytt tilbud på «Hekk»');

    await user.click(within(centre).getByRole('button', { name: 'Uleste' }));
    expect(within(centre).getByRole('button', { name: 'Uleste' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(within(centre).getAllByRole('listitem')).toHaveLength(1));

    await user.click(within(centre).getByRole('link', { name: /Vask 2/ }));
    expect(await screen.findByText('Bestillingen')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === `/api/notifications/${id(2)}/read`)).toBe(true));
    expect(await screen.findByRole('button', { name: 'Varsler' })).toBe(bell);
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it('marks all read, loads more, and speaks English to an English reader', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('en');
    const { requests } = serve({ count: 2, notifications: [aNotification(3), aNotification(2)], more: [aNotification(1, { key: 'notifications:booking.confirmedCustomer' })] });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread notifications' }));
    const centre = await screen.findByRole('dialog', { name: 'Notifications' });
    expect((await within(centre).findAllByRole('listitem'))[0]?.textContent).toContain('New booking request for “Vask 3” (order 103)');

    await user.click(within(centre).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(centre).getAllByRole('listitem')).toHaveLength(3));
    expect(within(centre).getAllByRole('listitem')[2]?.textContent).toContain('Your booking of “Vask 1” is confirmed.');

    await user.click(within(centre).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/api/notifications/read-all']);
    expect(within(centre).queryByText(/^Unread:/)).toBeNull();
    expect(within(centre).getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });
});
