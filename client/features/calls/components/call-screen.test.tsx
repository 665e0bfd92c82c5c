// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallView } from '#shared/calls/call.schema.ts';
import type { CallAck } from '#shared/socket-events.ts';
import { fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import type { CreatePeerOptions } from '../lib/create-peer.ts';
import type { CallRequest } from '../lib/call-session.ts';
import { useCall } from '../use-call.ts';
import { CallScreen } from './call-screen.tsx';

// The socket is replaced by hands: the test answers each call event as the server would.
const live = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  sent: [] as { event: string; payload: Record<string, unknown> }[],
  signals: [] as Record<string, unknown>[],
  answer: (_event: string, _payload: Record<string, unknown>): Promise<CallAck> => new Promise(() => {}),
}));
vi.mock('../../../lib/live-connection.ts', () => ({
  useLiveEvent: (event: string, handler: (payload: unknown) => void, options: { enabled: boolean }) => {
    if (options.enabled) live.handlers.set(event, handler);
  },
  emitLiveWithAck: (event: string, payload: Record<string, unknown>) => {
    live.sent.push({ event, payload });
    return live.answer(event, payload);
  },
  emitLive: (_event: string, payload: Record<string, unknown>) => live.signals.push(payload),
  LiveUnavailableError: class extends Error {},
}));
// WebRTC itself is tested in a real browser; here the peer only records what it is given.
const peers = vi.hoisted(() => ({ made: [] as { options: CreatePeerOptions; signals: unknown[]; destroyed: boolean }[] }));
vi.mock('../lib/create-peer.ts', () => ({
  createPeer: (options: CreatePeerOptions) => {
    const peer = { options, signals: [] as unknown[], destroyed: false };
    peers.made.push(peer);
    return Promise.resolve({ signal: (signal: unknown) => peer.signals.push(signal), restartIce: () => {}, destroy: () => (peer.destroyed = true) });
  },
}));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const chatId = id(100);
const callId = id(500);

const aCall = (overrides: Partial<CallView> = {}): CallView => ({
  id: callId,
  chatId,
  callerId: id(1),
  calleeId: id(2),
  callerName: 'Ola Kunde',
  calleeName: 'Kari Vask',
  video: false,
  status: 'calling',
  outcome: null,
  reason: null,
  callerPartyId: 'callerdevice01',
  calleePartyId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-11-26T10:00:45.000Z',
  answeredAt: null,
  connectedAt: null,
  endedAt: null,
  ...overrides,
});

type FakeTrack = { kind: string; enabled: boolean; stopped: boolean; stop: () => void };
function fakeStream(video: boolean) {
  const track = (kind: string): FakeTrack => ({ kind, enabled: true, stopped: false, stop() { this.stopped = true; } });
  const tracks = [track('audio'), ...(video ? [track('video')] : [])];
  return {
    tracks,
    stream: {
      getTracks: () => tracks,
      getAudioTracks: () => tracks.filter((item) => item.kind === 'audio'),
      getVideoTracks: () => tracks.filter((item) => item.kind === 'video'),
    } as unknown as MediaStream,
  };
}

const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

function Call({ request }: { request: CallRequest }) {
  const session = useCall(request);
  return <CallScreen request={request} session={session} counterpart={{ name: 'Kari Vask', picture: null, backTo: `/account/chat/${chatId}` }} />;
}

function renderCall(request: CallRequest) {
  return renderWithProviders(
    <MemoryRouter>
      <Call request={request} />
    </MemoryRouter>,
  );
}

const push = (event: string, payload: unknown) => act(() => live.handlers.get(event)!(payload));
const status = () => screen.getByTestId('call-status').textContent;
const sentEvents = () => live.sent.map((sent) => sent.event);

beforeEach(() => {
  live.handlers.clear();
  live.sent = [];
  live.signals = [];
  live.answer = () => new Promise(() => {});
  peers.made = [];
  getUserMedia.mockReset();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  fakeApi({ '/api/calls/ice-servers': { body: { iceServers: [{ urls: 'stun:stun.example.org' }], expiresAt: null } } });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the call screen', () => {
  it('explains how to allow the microphone when the browser refuses it, and tries again', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    renderCall({ kind: 'place', chatId, video: false });

    expect(await screen.findByRole('heading', { name: 'Du har ikke gitt tilgang til mikrofonen' })).toBeTruthy();
    expect(screen.getByTestId('call-media-problem').textContent).toContain('innstillinger for nettstedet');
    expect(sentEvents()).toEqual([]);

    const { stream } = fakeStream(false);
    getUserMedia.mockResolvedValueOnce(stream);
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    await waitFor(() => expect(sentEvents()).toEqual(['call:invite']));
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(getUserMedia.mock.calls[1]![0]).toMatchObject({ video: false });
  });

  it('says no microphone was found when there is none', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('Requested device not found', 'NotFoundError'));
    renderCall({ kind: 'place', chatId, video: true });
    expect(await screen.findByRole('heading', { name: 'Fant ingen mikrofon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
  });

  it('rings, then shows how the call ended in words and stops the microphone', async () => {
    const { stream, tracks } = fakeStream(false);
    getUserMedia.mockResolvedValue(stream);
    live.answer = (_event, payload) => Promise.resolve({ ok: true, call: aCall({ id: payload.callId as string, callerPartyId: payload.partyId as string }) });
    renderCall({ kind: 'place', chatId, video: false });

    await waitFor(() => expect(status()).toBe('Ringer …'));
    const invite = live.sent[0]!;
    expect(invite).toEqual({ event: 'call:invite', payload: { callId: expect.any(String), chatId, partyId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), video: false } });
    expect(screen.getByRole('heading').textContent).toContain('Kari Vask');

    push('call:updated', aCall({ id: invite.payload.callId as string, status: 'ended', outcome: 'declined', reason: 'user_declined', endedAt: '2026-11-26T10:00:05.000Z' }));
    expect(status()).toBe('Avvist');
    expect(screen.getByTestId('call-ended').textContent).toContain('Anropet ble avvist.');
    expect(screen.getByRole('link', { name: 'Tilbake til meldingene' }).getAttribute('href')).toBe(`/account/chat/${chatId}`);
    expect(tracks.every((track) => track.stopped)).toBe(true);
  });

  it('says nobody answered when the other person has no device online', async () => {
    getUserMedia.mockResolvedValue(fakeStream(false).stream);
    live.answer = (_event, payload) =>
      Promise.resolve({ ok: true, call: aCall({ id: payload.callId as string, status: 'ended', outcome: 'missed', reason: 'callee_offline', endedAt: '2026-11-26T10:00:00.000Z' }) });
    renderCall({ kind: 'place', chatId, video: false });
    await waitFor(() => expect(status()).toBe('Ingen svarte'));
    expect(screen.getByTestId('call-ended').textContent).toContain('Kari Vask er ikke pålogget akkurat nå.');
  });

  it('shows the server’s refusal in words', async () => {
    getUserMedia.mockResolvedValue(fakeStream(false).stream);
    live.answer = () => Promise.resolve({ ok: false, error: { message: 'Busy', status: 409, data: { key: 'error.call.busy' } } });
    renderCall({ kind: 'place', chatId, video: false });
    expect(await screen.findByText('Personen er allerede i en samtale. Prøv igjen om litt.')).toBeTruthy();
    expect(status()).toBe('Samtalen kunne ikke startes');
  });

  it('answers the other call when both called at once', async () => {
    getUserMedia.mockResolvedValue(fakeStream(false).stream);
    const otherCall = id(777);
    live.answer = (event, payload) =>
      event === 'call:invite'
        ? Promise.resolve({ ok: false, error: { message: 'Glare', status: 409, data: { key: 'error.call.glare', callId: otherCall } } })
        : Promise.resolve({ ok: true, call: aCall({ id: otherCall, status: 'connecting', calleePartyId: payload.partyId as string }) });
    renderCall({ kind: 'place', chatId, video: false });
    await waitFor(() => expect(sentEvents()).toEqual(['call:invite', 'call:accept']));
    expect(live.sent[1]!.payload).toEqual({ callId: otherCall, partyId: live.sent[0]!.payload.partyId });
    await waitFor(() => expect(peers.made).toHaveLength(1));
    expect(peers.made[0]!.options.initiator).toBe(false);
  });

  it('answers a call: accepts, connects without initiating, relays signalling, and counts the time once media flows', async () => {
    const { stream, tracks } = fakeStream(true);
    getUserMedia.mockResolvedValue(stream);
    fakeApi({
      '/api/calls/ice-servers': { body: { iceServers: [{ urls: 'stun:stun.example.org' }], expiresAt: null } },
      [`/api/calls/${callId}`]: { body: aCall({ video: true }) },
    });
    let partyId = '';
    live.answer = (event, payload) => {
      partyId = payload.partyId as string;
      if (event === 'call:accept') return Promise.resolve({ ok: true, call: aCall({ video: true, status: 'connecting', calleePartyId: partyId }) });
      if (event === 'call:connected') return Promise.resolve({ ok: true, call: aCall({ video: true, status: 'ongoing', calleePartyId: partyId, connectedAt: new Date().toISOString() }) });
      return Promise.resolve({ ok: true, call: aCall({ video: true, status: 'ended', outcome: 'completed', reason: 'user_hangup', calleePartyId: partyId }) });
    };
    renderCall({ kind: 'answer', callId });

    await waitFor(() => expect(peers.made).toHaveLength(1));
    expect(getUserMedia.mock.calls[0]![0]).toMatchObject({ video: { facingMode: 'user' } });
    expect(status()).toBe('Kobler til …');
    const peer = peers.made[0]!;
    expect(peer.options).toMatchObject({ initiator: false, iceServers: [{ urls: 'stun:stun.example.org' }] });

    // Signalling for another device or another call is not applied.
    const offer = { type: 'offer', sdp: 'v=0' };
    push('call:signal', { callId, fromPartyId: 'callerdevice01', toPartyId: 'someone-else', signal: offer });
    push('call:signal', { callId, fromPartyId: 'callerdevice01', toPartyId: partyId, signal: offer });
    expect(peer.signals).toEqual([offer]);
    act(() => peer.options.onSignal({ type: 'answer', sdp: 'v=0' }));
    expect(live.signals).toEqual([{ callId, partyId, signal: { type: 'answer', sdp: 'v=0' } }]);

    act(() => peer.options.onStream(fakeStream(true).stream));
    await waitFor(() => expect(status()).toBe('I samtale'));
    expect(screen.getByTestId('call-elapsed').textContent).toMatch(/^00:0\d$/);
    expect(screen.getByRole('timer')).toBeTruthy();

    const mute = screen.getByRole('button', { name: 'Demp' });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(tracks[0]!.enabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Skru av kamera' }));
    expect(tracks[1]!.enabled).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Legg på' }));
    expect(live.sent.at(-1)).toEqual({ event: 'call:hangup', payload: { callId, partyId, reason: 'user_hangup' } });
    await waitFor(() => expect(status()).toBe('Samtalen er avsluttet'));
    expect(peer.destroyed).toBe(true);
    expect(tracks.every((track) => track.stopped)).toBe(true);
  });

  it('hangs up when the page goes away during a call', async () => {
    getUserMedia.mockResolvedValue(fakeStream(false).stream);
    live.answer = (event, payload) =>
      Promise.resolve({ ok: true, call: aCall({ id: payload.callId as string, callerPartyId: payload.partyId as string }) });
    const view = renderCall({ kind: 'place', chatId, video: false });
    await waitFor(() => expect(status()).toBe('Ringer …'));
    view.unmount();
    expect(sentEvents()).toEqual(['call:invite', 'call:hangup']);
    expect(live.sent[1]!.payload).toMatchObject({ callId: live.sent[0]!.payload.callId, reason: 'user_hangup' });
  });
});
