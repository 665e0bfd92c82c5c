// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/ui/toast-store.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';

const feedPath = '/api/provider/calendar-feed';
const feedUrl = 'https://tjenestetorget.no/api/calendar/c2VjcmV0LXRva2VuLWZvci10ZXN0cw.ics';

/** The feed endpoint as the server keeps it: only whether a link exists and when it was made. */
function feedServer(initial: { active: boolean; createdAt: string | null }) {
  let state = initial;
  return fakeApi({
    [feedPath]: (_url, request) => {
      if (request.method === 'POST') {
        state = { active: true, createdAt: '2026-11-21T10:00:00.000Z' };
        return { body: { url: feedUrl } };
      }
      if (request.method === 'DELETE') {
        state = { active: false, createdAt: null };
        return { status: 204, body: null };
      }
      return { body: state };
    },
  });
}

describe('calendar feed panel', () => {
  it('creates the link, shows it once with a webcal link, and copies it', async () => {
    const user = userEvent.setup();
    const api = feedServer({ active: false, createdAt: null });
    renderWithProviders(<CalendarFeedPanel />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Abonner på kalenderen' })).toBeTruthy();
    expect(screen.getByText(/Alle som har lenken, kan se bestillingene dine/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Lag kalenderlenke' }));

    const field = await screen.findByRole('textbox', { name: 'Din kalenderlenke' });
    expect((field as HTMLInputElement).value).toBe(feedUrl);
    expect(field.hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('link', { name: 'Åpne i kalenderappen' }).getAttribute('href')).toBe(
      'webcal://tjenestetorget.no/api/calendar/c2VjcmV0LXRva2VuLWZvci10ZXN0cw.ics',
    );
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Kalenderlenken er laget.');
    expect(await screen.findByText('Du har en aktiv kalenderlenke, laget 21. november 2026.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Kopier' }));
    const copied = await screen.findByText('Kopiert');
    expect(copied.closest('[aria-live="polite"]')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(feedUrl);
  });

  it('asks before turning the link off, and keeps it when the provider cancels', async () => {
    const user = userEvent.setup();
    const api = feedServer({ active: true, createdAt: '2026-11-01T09:00:00.000Z' });
    renderWithProviders(<CalendarFeedPanel />);

    expect(await screen.findByText(/Du har en aktiv kalenderlenke, laget/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Slå av' }));
    let dialog = await screen.findByRole('dialog', { name: 'Slå av kalenderlenken?' });
    expect(within(dialog).getByText(/slutter å virke med en gang/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Slå av' }));
    dialog = await screen.findByRole('dialog', { name: 'Slå av kalenderlenken?' });
    await user.click(within(dialog).getByRole('button', { name: 'Slå av lenken' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Lag kalenderlenke' })).toBeTruthy();
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Kalenderlenken er slått av.');
  });

  it('asks before replacing the link, since the old one stops working', async () => {
    const user = userEvent.setup();
    const api = feedServer({ active: true, createdAt: '2026-11-01T09:00:00.000Z' });
    renderWithProviders(<CalendarFeedPanel />);

    await user.click(await screen.findByRole('button', { name: 'Lag ny lenke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lage ny kalenderlenke?' });
    expect(within(dialog).getByText(/Den gamle lenken slutter å virke/)).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Lag ny lenke' }));
    expect(((await screen.findByRole('textbox', { name: 'Din kalenderlenke' })) as HTMLInputElement).value).toBe(feedUrl);
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
