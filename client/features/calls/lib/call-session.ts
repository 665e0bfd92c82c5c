import { callActions, callStatuses, callTimings, type ClientHangupReason, nextCallState } from '#shared/calls/call-status.ts';
import type { CallSignal, CallView } from '#shared/calls/call.schema.ts';
import type { ServerToClientEvents } from '#shared/socket-events.ts';
import { ApiError, apiErrorOf } from '../../../lib/api-error.ts';
import { emitLive } from '../../../lib/live-connection.ts';
import { fetchCall, fetchIceServers } from '../api/calls.ts';
import { type CallPeer, createPeer } from './create-peer.ts';
import { type MediaProblem, mediaProblemOf, openCallMedia, stopTracks } from './media.ts';
import { sendCallEvent } from './send-call-event.ts';

export type CallRole = 'caller' | 'callee';

/** Place a call in a chat, or answer a call that rings this person. */
export type CallRequest = { kind: 'place'; chatId: string; video: boolean } | { kind: 'answer'; callId: string };

/** What the call screen shows; exactly one of `problem`, `error` and `call` decides the screen. */
export type CallSessionView = {
  role: CallRole | null;
  /** The call as the server last told it (or as this device ended it, until the server confirms). */
  call: CallView | null;
  /** The microphone or camera could not be used. */
  problem: MediaProblem | null;
  /** The server refused the call (busy, chat closed, answered on another device) or it could not be loaded. */
  error: unknown;
  local: MediaStream | null;
  remote: MediaStream | null;
};

export const idleCallView: CallSessionView = { role: null, call: null, problem: null, error: null, local: null, remote: null };

type SignalEvent = Parameters<ServerToClientEvents['call:signal']>[0];

/** How long a lost peer connection waits for the server to say the other side hung up, before ending the call as failed. */
const peerLostGraceMs = 3_000;
const answeredElsewhere = () => new ApiError(409, 'The call was answered on another device', { key: 'error.call.answered_elsewhere' });
const glareKey = 'error.call.glare';

/**
 * One call on this page, from asking for the microphone to the last track stopped: invites or
 * accepts over the live connection, relays WebRTC signalling, reports when media flows, restarts
 * ICE after a network change, and hangs up when the page goes. Kept apart from React so that
 * every `await` can check whether the page still wants the call.
 */
export class CallSession {
  private view: CallSessionView = idleCallView;
  /** The call whose events this session follows. */
  private callId: string | null = null;
  /** This device took part in the call (sent its invite or accept), so leaving hangs it up. */
  private joined = false;
  private stream: MediaStream | null = null;
  private peer: CallPeer | null = null;
  private peerStarted = false;
  private pendingSignals: CallSignal[] = [];
  private iceServers: Promise<RTCIceServer[]> | null = null;
  private connectedSent = false;
  private iceRestartTimer: ReturnType<typeof setTimeout> | null = null;
  private peerLostTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  private readonly request: CallRequest;
  private readonly partyId: string;
  private readonly onChange: (view: CallSessionView) => void;

  constructor(request: CallRequest, partyId: string, onChange: (view: CallSessionView) => void) {
    this.request = request;
    this.partyId = partyId;
    this.onChange = onChange;
  }

  async start(): Promise<void> {
    this.iceServers = fetchIceServers().then(
      (answer) => answer.iceServers,
      () => [],
    );
    if (this.request.kind === 'answer') {
      await this.answer(this.request.callId);
    } else {
      await this.place(this.request.chatId, this.request.video);
    }
  }

  private async place(chatId: string, video: boolean): Promise<void> {
    this.set({ role: 'caller' });
    if (!(await this.openMedia(video))) return;
    const callId = crypto.randomUUID();
    this.callId = callId;
    this.joined = true;
    let reply;
    try {
      reply = await sendCallEvent('call:invite', { callId, chatId, partyId: this.partyId, video });
    } catch (error) {
      this.refuse(error);
      return;
    }
    if (this.disposed) return;
    if (reply.ok) {
      this.update(reply.call);
      return;
    }
    const otherCallId = reply.error.data?.callId;
    if (reply.error.data?.key === glareKey && typeof otherCallId === 'string') {
      // Both called at once: the other call already rings here, so this side takes it.
      this.callId = otherCallId;
      this.joined = false;
      this.set({ role: 'callee' });
      await this.accept(otherCallId);
      return;
    }
    this.joined = false;
    this.refuse(apiErrorOf(reply.error));
  }

  private async answer(callId: string): Promise<void> {
    this.callId = callId;
    this.set({ role: 'callee' });
    let call: CallView;
    try {
      call = await fetchCall(callId);
    } catch (error) {
      this.refuse(error);
      return;
    }
    if (this.disposed) return;
    this.update(call);
    if (call.status !== 'calling') return;
    if (!(await this.openMedia(call.video))) return;
    await this.accept(callId);
  }

  private async accept(callId: string): Promise<void> {
    if (this.disposed || this.isEnded()) return;
    this.joined = true;
    let reply;
    try {
      reply = await sendCallEvent('call:accept', { callId, partyId: this.partyId });
    } catch (error) {
      this.joined = false;
      this.refuse(error);
      return;
    }
    if (this.disposed) return;
    if (!reply.ok) {
      this.joined = false;
      this.refuse(apiErrorOf(reply.error));
      return;
    }
    this.update(reply.call);
  }

  /** Asks for the microphone (and camera); false when refused or no longer wanted. */
  private async openMedia(video: boolean): Promise<boolean> {
    try {
      const stream = await openCallMedia(video);
      if (this.disposed || this.isEnded() || this.view.error) {
        stopTracks(stream);
        return false;
      }
      this.stream = stream;
      this.set({ local: stream });
      return true;
    } catch (error) {
      if (this.disposed) return false;
      const call = this.view.call;
      if (call && this.view.role && callActions(call.status, this.view.role).hangUp) this.hangUp('user_media_failed');
      this.set({ problem: mediaProblemOf(error) });
      return false;
    }
  }

  /** A call as the server reports it (acknowledgement, push or reload); older news is ignored. */
  update(call: CallView): void {
    if (this.disposed || call.id !== this.callId) return;
    const current = this.view.call;
    if (current && callStatuses.indexOf(call.status) < callStatuses.indexOf(current.status)) return;
    if (current?.status === 'ended' && current.endedAt !== null) return;
    this.set({ call });
    if (call.status === 'ended') {
      this.release();
      return;
    }
    if (call.status === 'calling') return;
    const mine = this.view.role === 'caller' ? call.callerPartyId === this.partyId : call.calleePartyId === this.partyId;
    if (!mine) {
      // Another of this person's devices took the call.
      this.joined = false;
      this.release();
      this.set({ error: answeredElsewhere() });
      return;
    }
    void this.startPeer(call);
  }

  /** Signalling from the other device, for this device only. */
  signal(event: SignalEvent): void {
    if (this.disposed || event.callId !== this.callId || event.toPartyId !== this.partyId) return;
    if (this.peer) this.peer.signal(event.signal);
    else this.pendingSignals.push(event.signal);
  }

  /** After the connection came back: the call may have changed while it was down. */
  refresh(): void {
    const callId = this.callId;
    if (!callId || this.disposed || this.isEnded()) return;
    fetchCall(callId).then(
      (call) => this.update(call),
      () => {},
    );
  }

  /** The red button: cancels, declines or ends the call, whichever applies now. */
  end(): void {
    const { call, role } = this.view;
    if (!call || !role) return;
    const actions = callActions(call.status, role);
    if (actions.decline && !this.joined) this.decline();
    else if (actions.hangUp || this.joined) this.hangUp('user_hangup');
  }

  private decline(): void {
    const callId = this.callId;
    if (!callId) return;
    sendCallEvent('call:decline', { callId, partyId: this.partyId }).then(
      (reply) => (reply.ok ? this.update(reply.call) : undefined),
      () => {},
    );
  }

  hangUp(reason: ClientHangupReason): void {
    const callId = this.callId;
    const { call, role } = this.view;
    if (!callId || !this.joined || call?.status === 'ended') {
      this.release();
      return;
    }
    this.joined = false;
    sendCallEvent('call:hangup', { callId, partyId: this.partyId, reason }).then(
      (reply) => (reply.ok ? this.update(reply.call) : undefined),
      () => {},
    );
    // Shown at once as the server will decide it, so a lost connection does not leave the screen hanging.
    if (call && role) {
      const next = nextCallState(call.status, { type: 'hangup', by: role, reason });
      if (next) this.set({ call: { ...call, ...next } });
    }
    this.release();
  }

  /** The page is going: a call this device is in ends with it. */
  dispose(): void {
    if (this.disposed) return;
    if (this.joined && this.callId && !this.isEnded()) {
      this.hangUp('user_hangup');
    }
    this.disposed = true;
    this.release();
  }

  private async startPeer(call: CallView): Promise<void> {
    const stream = this.stream;
    if (this.peerStarted || !stream) return;
    this.peerStarted = true;
    const iceServers = await (this.iceServers ?? Promise.resolve([]));
    if (this.disposed || this.isEnded()) return;
    const callId = call.id;
    try {
      const peer = await createPeer({
        initiator: call.callerPartyId === this.partyId,
        stream,
        iceServers,
        onSignal: (signal) => emitLive('call:signal', { callId, partyId: this.partyId, signal }),
        onStream: (remote) => {
          this.set({ remote });
          this.mediaFlows();
        },
        onConnect: () => this.mediaFlows(),
        onIceState: (state) => this.iceStateChanged(state),
        onError: (error) => this.peerFailed(error),
        // Closed without an error: the other device left (or crashed) without a word yet.
        onClose: () => this.peerFailed(Object.assign(new Error('The peer connection closed'), { code: 'ERR_ICE_CONNECTION_CLOSED' })),
      });
      if (this.disposed || this.isEnded()) {
        peer.destroy();
        return;
      }
      this.peer = peer;
      for (const signal of this.pendingSignals.splice(0)) peer.signal(signal);
    } catch {
      this.hangUp('unknown_error');
    }
  }

  private mediaFlows(): void {
    this.clearIceRestart();
    const callId = this.callId;
    if (this.connectedSent || !callId || this.disposed) return;
    this.connectedSent = true;
    sendCallEvent('call:connected', { callId, partyId: this.partyId }).then(
      (reply) => (reply.ok ? this.update(reply.call) : undefined),
      () => {},
    );
  }

  private iceStateChanged(state: RTCIceConnectionState): void {
    if (state === 'connected' || state === 'completed') {
      this.clearIceRestart();
      return;
    }
    if (state !== 'disconnected' || this.iceRestartTimer) return;
    // A network change (Wi-Fi to mobile): try new routes for a while before giving up.
    this.iceRestartTimer = setTimeout(() => {
      this.iceRestartTimer = null;
      this.hangUp('ice_failed');
    }, callTimings.iceRestartGraceMs);
    try {
      this.peer?.restartIce();
    } catch {
      // The grace timer ends the call if the restart cannot happen.
    }
  }

  private peerFailed(error: Error & { code?: string }): void {
    if (this.disposed || this.isEnded() || this.peerLostTimer) return;
    const iceProblem = error.code?.startsWith('ERR_ICE') || error.code === 'ERR_CONNECTION_FAILURE';
    // The other side hanging up closes the connection here a moment before the server says so;
    // its word decides how the call ended, unless it does not come.
    this.peerLostTimer = setTimeout(() => {
      this.peerLostTimer = null;
      if (!this.disposed && !this.isEnded()) this.hangUp(iceProblem ? 'ice_failed' : 'unknown_error');
    }, peerLostGraceMs);
  }

  private isEnded(): boolean {
    return this.view.call?.status === 'ended';
  }

  private clearIceRestart(): void {
    if (this.iceRestartTimer) clearTimeout(this.iceRestartTimer);
    this.iceRestartTimer = null;
    if (this.peerLostTimer) clearTimeout(this.peerLostTimer);
    this.peerLostTimer = null;
  }

  /** Stops the connection, the timers and every track of the microphone and camera. */
  private release(): void {
    this.clearIceRestart();
    this.pendingSignals = [];
    const peer = this.peer;
    this.peer = null;
    peer?.destroy();
    stopTracks(this.stream);
    this.stream = null;
    if (this.view.local || this.view.remote) this.set({ local: null, remote: null });
  }

  private refuse(error: unknown): void {
    if (this.disposed) return;
    this.release();
    this.set({ error });
  }

  private set(change: Partial<CallSessionView>): void {
    this.view = { ...this.view, ...change };
    if (!this.disposed) this.onChange(this.view);
  }
}
