import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { ChatMessage } from '#shared/chats/chat.schema.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/socket-events.ts';
import { buildTestApp } from './test-app.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Real Socket.IO clients for integration tests, signed in by a session cookie, each closed by
 * `closeAll` (call it in `afterAll`).
 */
export function liveSockets() {
  const sockets: ClientSocket[] = [];
  return {
    /**
     * A connected socket of the session. With `ping` (the default) a round trip follows, so the
     * user room joined on connection is there before the test goes on.
     */
    async open(url: string, sessionId: string, options: { ping?: boolean } = {}): Promise<ClientSocket> {
      const socket: ClientSocket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: `sid=${sessionId}` }, reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      if (options.ping ?? true) await socket.emitWithAck('connection:ping');
      return socket;
    },
    closeAll(): void {
      sockets.forEach((socket) => socket.close());
    },
  };
}

/** Collects every `chat:message` a socket receives. */
export function inbox(socket: ClientSocket): ChatMessage[] {
  const received: ChatMessage[] = [];
  socket.on('chat:message', (message) => received.push(message));
  return received;
}

/** Waits up to 3 s for a condition, then fails naming what did not happen. */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 3_000; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Gives the Redis adapter a moment to subscribe new sockets' rooms on every server instance. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Two server instances sharing PostgreSQL and Redis, as behind a load balancer, listening on free ports. */
export async function twoServers() {
  const first = await buildTestApp();
  const second = await buildTestApp();
  const listen = async (app: typeof first): Promise<string> => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  return { first, second, firstUrl: await listen(first), secondUrl: await listen(second) };
}
