import type { CallSignal } from '#shared/calls/call.schema.ts';

/** What a call needs of a WebRTC connection to the other device; kept small so tests can stand in for it. */
export interface CallPeer {
  /** Applies an offer, answer or ICE candidate from the other device. */
  signal(signal: CallSignal): void;
  /** Starts an ICE restart after the network changed; the initiating side renegotiates. */
  restartIce(): void;
  destroy(): void;
}

export type CallPeerHandlers = {
  /** Signalling to relay to the other device. */
  onSignal: (signal: CallSignal) => void;
  /** The other side's media arrived. */
  onStream: (stream: MediaStream) => void;
  onConnect: () => void;
  onIceState: (state: RTCIceConnectionState) => void;
  onError: (error: Error & { code?: string }) => void;
  onClose: () => void;
};

export type CreatePeerOptions = {
  initiator: boolean;
  stream: MediaStream;
  iceServers: RTCIceServer[];
} & CallPeerHandlers;

type HexBytes = Uint8Array & { toHex?: () => string };

/**
 * simple-peer names its connections with `Uint8Array.prototype.toHex` (Chrome 140, Safari 18.2,
 * Firefox 133); older browsers that can call get it here.
 */
function provideToHex(): void {
  const prototype = Uint8Array.prototype as HexBytes;
  if (typeof prototype.toHex === 'function') return;
  Object.defineProperty(Uint8Array.prototype, 'toHex', {
    configurable: true,
    writable: true,
    value(this: Uint8Array) {
      return Array.from(this, (byte) => byte.toString(16).padStart(2, '0')).join('');
    },
  });
}

/**
 * The one place that touches simple-peer. It is loaded when a call connects, so the conversation
 * and the rest of the app never download WebRTC code.
 */
export async function createPeer({ initiator, stream, iceServers, onSignal, onStream, onConnect, onIceState, onError, onClose }: CreatePeerOptions): Promise<CallPeer> {
  provideToHex();
  const { default: SimplePeer } = await import('@thaunknown/simple-peer');
  const peer = new SimplePeer({ initiator, stream, config: { iceServers }, trickle: true });
  peer.on('signal', (signal) => onSignal(signal as CallSignal));
  peer.on('stream', onStream);
  peer.on('connect', onConnect);
  peer.on('iceStateChange', (state) => onIceState(state));
  peer.on('error', onError);
  peer.on('close', onClose);
  return {
    signal: (signal) => {
      if (!peer.destroyed) peer.signal(signal);
    },
    restartIce: () => {
      if (peer.destroyed) return;
      peer._pc?.restartIce?.();
      // The initiator makes a new offer with fresh credentials; the other side asks it to.
      peer.negotiate();
    },
    destroy: () => peer.destroy(),
  };
}
