import { useEffect, useEffectEvent } from 'react';
import { io, type Socket } from 'socket.io-client';
import { type ClientToServerEvents, type ServerToClientEvents, socketPath } from '#shared/socket-events.ts';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * One Socket.IO connection per tab, shared by every part of the page that listens for live
 * events. It opens with the first listener and closes with the last, so a signed-out visitor
 * never holds one; the server reads the session cookie when it connects, which is why a sign-in
 * (a new listener after the old ones left) gets a fresh connection.
 */
let socket: LiveSocket | null = null;
let listeners = 0;

function acquire(): LiveSocket {
  if (!socket) socket = io({ path: socketPath, transports: ['websocket', 'polling'] });
  listeners += 1;
  return socket;
}

function release(): void {
  listeners -= 1;
  if (listeners > 0 || !socket) return;
  socket.disconnect();
  socket = null;
}

/**
 * Calls `handler` for every `event` the server pushes while `enabled`; `onReconnect` runs when a
 * dropped connection comes back, so the caller can fetch what it may have missed.
 */
export function useLiveEvent<Event extends keyof ServerToClientEvents>(
  event: Event,
  handler: (...args: Parameters<ServerToClientEvents[Event]>) => void,
  options: { enabled: boolean; onReconnect?: () => void },
): void {
  const onEvent = useEffectEvent(handler);
  const onReconnect = useEffectEvent(() => options.onReconnect?.());
  const { enabled } = options;
  useEffect(() => {
    if (!enabled) return undefined;
    const live = acquire();
    const listener = ((...args: Parameters<ServerToClientEvents[Event]>) => onEvent(...args)) as never;
    const reconnected = () => onReconnect();
    live.on(event, listener);
    live.io.on('reconnect', reconnected);
    return () => {
      live.off(event, listener);
      live.io.off('reconnect', reconnected);
      release();
    };
  }, [event, enabled]);
}

/** No live connection is open, or it is down: the caller should use the REST call instead. */
export class LiveUnavailableError extends Error {
  constructor() {
    super('The live connection is not open');
    this.name = 'LiveUnavailableError';
  }
}

type AckEvent = {
  [Event in keyof ClientToServerEvents]: Parameters<ClientToServerEvents[Event]> extends [infer _Payload, (reply: infer _Reply) => void] ? Event : never;
}[keyof ClientToServerEvents];
type AckPayload<Event extends AckEvent> = Parameters<ClientToServerEvents[Event]>[0];
type AckReply<Event extends AckEvent> = Parameters<ClientToServerEvents[Event]>[1] extends (reply: infer Reply) => void ? Reply : never;

/**
 * Sends `event` over the tab's connection and waits for the server's acknowledgement. Rejects at
 * once with `LiveUnavailableError` when nobody holds the connection or it is down (Socket.IO
 * would queue the event until it comes back, which a person waiting for "sent" cannot tell from
 * a hang), and with a timeout error when no answer comes within `timeoutMs`.
 */
export function emitLiveWithAck<Event extends AckEvent>(event: Event, payload: AckPayload<Event>, timeoutMs: number): Promise<AckReply<Event>> {
  if (!socket?.connected) return Promise.reject(new LiveUnavailableError());
  // Called on its operator: `emitWithAck` reads `this`.
  const timed = socket.timeout(timeoutMs) as unknown as { emitWithAck(event: string, payload: unknown): Promise<AckReply<Event>> };
  return timed.emitWithAck(event, payload);
}

type PlainEvent = Exclude<keyof ClientToServerEvents, AckEvent>;

/** Sends a fire-and-forget event (`chat:typing`) when the connection is up; dropped otherwise, as it would be worthless later. */
export function emitLive<Event extends PlainEvent>(event: Event, ...args: Parameters<ClientToServerEvents[Event]>): void {
  if (!socket?.connected) return;
  (socket.emit as (event: string, ...rest: unknown[]) => void)(event, ...args);
}
