import type { AddressInfo } from 'node:net';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClientToServerEvents, NotificationEvent, ServerToClientEvents } from '#shared/socket-events.ts';
import { socketRooms } from '#shared/socket-events.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { testConfig } from '#server/test/test-config.ts';
import { socketChannelKey } from './sockets.plugin.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

async function listen(app: Awaited<ReturnType<typeof buildTestApp>>): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const clients: ClientSocket[] = [];
function open(url: string, cookie?: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
  });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
afterAll(() => clients.forEach((socket) => socket.close()));

function nextNotification(socket: ClientSocket): Promise<NotificationEvent> {
  return new Promise((resolve) => socket.once('notification:new', resolve));
}

const notification = (id: string): NotificationEvent => ({ id, key: 'notification.test', createdAt: new Date().toISOString() });

describe('real-time events across server instances', async () => {
  const first = await buildTestApp();
  const second = await buildTestApp();
  const firstUrl = await listen(first);
  await listen(second);

  const userId = crypto.randomUUID();
  const now = Date.now();
  const sessionId = 'a'.repeat(43);
  await first.sessions.save(sessionId, { userId, createdAt: now, lastSeenAt: now });

  it('authenticates a socket with the session cookie', async () => {
    const signedIn = await open(firstUrl, `sid=${sessionId}`);
    const anonymous = await open(firstUrl);
    await expect(signedIn.emitWithAck('connection:ping')).resolves.toMatchObject({ signedIn: true });
    await expect(anonymous.emitWithAck('connection:ping')).resolves.toMatchObject({ signedIn: false });
  });

  it('delivers an event emitted on one instance to a client connected to another', async () => {
    const client = await open(firstUrl, `sid=${sessionId}`);
    const received = nextNotification(client);
    // Give the adapter a moment to subscribe the new room on the other instance's side.
    await new Promise((resolve) => setTimeout(resolve, 100));
    second.io.to(socketRooms.user(userId)).emit('notification:new', notification('from-second-instance'));
    await expect(received).resolves.toMatchObject({ id: 'from-second-instance' });
  });

  it('delivers an event a worker emits through Redis', async () => {
    const client = await open(firstUrl, `sid=${sessionId}`);
    const received = nextNotification(client);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const redis = new Redis(testConfig().redisUrl);
    const emitter = new Emitter<ServerToClientEvents>(redis, { key: socketChannelKey(testConfig()) });
    emitter.to(socketRooms.user(userId)).emit('notification:new', notification('from-worker'));
    await expect(received).resolves.toMatchObject({ id: 'from-worker' });
    redis.disconnect();
  });

  it('does not deliver one person\'s events to another', async () => {
    const stranger = await open(firstUrl);
    let leaked = false;
    stranger.on('notification:new', () => {
      leaked = true;
    });
    const owner = await open(firstUrl, `sid=${sessionId}`);
    const received = nextNotification(owner);
    await new Promise((resolve) => setTimeout(resolve, 100));
    second.io.to(socketRooms.user(userId)).emit('notification:new', notification('private'));
    await received;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(leaked).toBe(false);
  });

  it('refuses a socket opened from another site', async () => {
    await expect(
      new Promise((resolve, reject) => {
        const socket = connect(firstUrl, { transports: ['websocket'], extraHeaders: { origin: 'https://evil.example' }, reconnection: false });
        clients.push(socket);
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', reject);
      }),
    ).rejects.toThrow();
  });

  it('holds every incoming event to the text rule and refuses events that have no access rule', async () => {
    const client = await open(firstUrl, `sid=${sessionId}`);
    // The typed map only knows valid events; a client is free to send anything.
    const raw = client as unknown as { emitWithAck: (event: string, ...args: unknown[]) => Promise<unknown> };
    await expect(raw.emitWithAck('connection:ping', { text: 'a\u0000b' })).resolves.toMatchObject({
      ok: false,
      error: { status: 400, data: { key: 'error.validation.failed', issues: [{ key: 'error.text.control_characters' }] } },
    });
    await expect(raw.emitWithAck('chat:anything', { text: 'hei' })).resolves.toMatchObject({ ok: false, error: { status: 404, data: { key: 'error.http.not_found' } } });
    await expect(client.emitWithAck('connection:ping')).resolves.toMatchObject({ signedIn: true });
  });
});
