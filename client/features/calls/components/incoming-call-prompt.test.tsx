// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallView } from '#shared/calls/call.schema.ts';
import type { CallAck } from '#shared/socket-events.ts';
import { renderWithProviders } from '../../../test/dom.tsx';
import { IncomingCallPrompt } from './incoming-call-prompt.tsx';

// The socket is replaced by hands the test pushes events with and reads what was sent from.
const live = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  sent: [] as { event: string; payload: Record<string, unknown> }[],
}));
vi.mock('../../../lib/live-connection.ts', () => ({
  useLiveEvent: (event: string, handler: (payload: unknown) => void, options: { enabled: boolean }) => {
    if (options.enabled) live.handlers.set(event, handler);
  },
  emitLiveWithAck: (event: string, payload: Record<string, unknown>) => {
    live.sent.push({ event, payload });
    return Promise.resolve({ ok: false, error: { message: 'Ended', status: 409, data: { key: 'error.call.ended' } } } satisfies CallAck);
  },
  emitLive: () => {},
  LiveUnavailableError: class extends Error {},
}));
const ring = vi.hoisted(() => ({ playing: 0 }));
vi.mock('../lib/ring-tone.ts', () => ({
  startRingTone: () => {
    ring.playing += 1;
    return () => (ring.playing -= 1);
  },
}));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const callId = id(500);

const aCall = (overrides: Partial<CallView> = {}): CallView => ({
  id: callId,
  chatId: id(100),
  callerId: id(2),
  calleeId: id(1),
  callerName: 'Kari Vask',
  calleeName: 'Ola Kunde',
  video: true,
  status: 'calling',
  outcome: null,
  reason: null,
  callerPartyId: 'callerdevice01',
  calleePartyId: null,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 45_000).toISOString(),
  answeredAt: null,
  connectedAt: null,
  endedAt: null,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPrompt(at = '/account') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[at]}>
      <IncomingCallPrompt />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const push = (event: string, payload: unknown) => act(() => live.handlers.get(event)!(payload));

beforeEach(() => {
  live.handlers.clear();
  live.sent = [];
  ring.playing = 0;
});

describe('IncomingCallPrompt', () => {
  it('rings as an alert dialog on call:invite, with focus on Answer', async () => {
    renderPrompt();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    push('call:invite', aCall());
    const dialog = await screen.findByRole('alertdialog', { name: 'Kari Vask ringer deg' });
    expect(dialog.textContent).toContain('Videosamtale');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Svar' })));
    expect(ring.playing).toBe(1);
  });

  it('declines with call:decline, and stops ringing', async () => {
    renderPrompt();
    push('call:invite', aCall({ video: false }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Lydsamtale');

    await userEvent.click(screen.getByRole('button', { name: 'Avvis' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(live.sent).toEqual([{ event: 'call:decline', payload: { callId, partyId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) } }]));
    expect(ring.playing).toBe(0);
  });

  it('declines on Escape', async () => {
    renderPrompt();
    push('call:invite', aCall());
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(live.sent.map((sent) => sent.event)).toEqual(['call:decline']));
  });

  it('answers by opening the call page for that call', async () => {
    renderPrompt();
    push('call:invite', aCall());
    await userEvent.click(await screen.findByRole('button', { name: 'Svar' }));
    expect(screen.getByTestId('where').textContent).toBe(`/account/chat/call?call=${callId}`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(live.sent).toEqual([]);
    expect(ring.playing).toBe(0);
  });

  it('closes by itself when the call stops ringing, and says so when another device took it', async () => {
    renderPrompt();
    push('call:invite', aCall());
    await screen.findByRole('alertdialog');
    push('call:updated', aCall({ status: 'ended', outcome: 'cancelled', reason: 'user_hangup' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ring.playing).toBe(0);

    push('call:invite', aCall({ id: id(501) }));
    await screen.findByRole('alertdialog');
    // An update of another call changes nothing.
    push('call:updated', aCall({ id: id(999), status: 'ended', outcome: 'missed', reason: 'invite_timeout' }));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    push('call:updated', aCall({ id: id(501), status: 'connecting', calleePartyId: 'otherdevice01' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(live.sent).toEqual([]);
  });

  it('stays away on the call page that answers this call', () => {
    renderPrompt(`/account/chat/call?call=${callId}`);
    push('call:invite', aCall());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ring.playing).toBe(0);
  });
});
