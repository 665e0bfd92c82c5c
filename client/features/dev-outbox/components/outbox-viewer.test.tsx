// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { OutboxViewer } from './outbox-viewer.tsx';

describe('OutboxViewer', () => {
  it('lists the messages to one recipient newest first, with e-mails in a sandboxed frame', async () => {
    const api = fakeApi({
      '/api/dev/outbox': (url) => ({
        body: {
          data:
            url.searchParams.get('to') === 'kari@example.no'
              ? [
                  { channel: 'sms', to: 'kari@example.no', text: 'Koden din er 123456', createdAt: '2026-11-21T13:00:00.000Z' },
                  {
                    channel: 'email',
                    to: 'kari@example.no',
                    subject: 'Logg inn',
                    text: 'Trykk på lenken',
                    html: '<p>Trykk på <a href="/verify?token=abc">lenken</a></p><script>parent.hacked = true</script>',
                    createdAt: '2026-11-21T13:30:00.000Z',
                  },
                ]
              : [],
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OutboxViewer />);
    expect(screen.getByText('Utviklerverktøy')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Til' }), 'kari@example.no');
    await user.click(screen.getByRole('button', { name: 'Vis meldinger' }));

    const list = await screen.findByRole('region', { name: 'Meldinger til kari@example.no' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading').textContent).toContain('Logg inn');
    expect(within(items[1]!).getByText('Koden din er 123456')).toBeTruthy();
    expect(within(items[1]!).getByText(/lør\. 21\. nov\. 14:00/)).toBeTruthy();

    const frame = within(items[0]!).getByTitle('E-post: Logg inn') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('lenken');
    expect(api.calls).toContain('/api/dev/outbox?to=kari%40example.no');
  });

  it('says so when nothing was sent', async () => {
    fakeApi({ '/api/dev/outbox': { body: { data: [] } } });
    renderWithProviders(<OutboxViewer initialTo="+4791234567" />);
    expect(await screen.findByRole('heading', { name: 'Ingen meldinger' })).toBeTruthy();
  });

  it('explains that the outbox is missing when the server runs in production', async () => {
    fakeApi({});
    renderWithProviders(<OutboxViewer initialTo="+4791234567" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Utboksen er ikke tilgjengelig');
  });
});
