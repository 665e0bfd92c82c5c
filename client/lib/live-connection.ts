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
