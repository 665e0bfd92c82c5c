import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { parseCookie } from 'cookie';
import {
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketData,
  socketPath,
  socketRooms,
} from '#shared/socket-events.ts';
import type { AppConfig } from '#server/config/config.ts';
import { closeRedis, duplicateRedis } from '#server/lib/redis.ts';
import { type SocketSender, socketEventGuard } from '#server/access/socket-access.ts';
import { preparedQuery, sql } from '#server/db/sql.ts';
import { type UserNotifier, socketNotifier } from '#server/modules/notifications/user-notifier.ts';
import { isSameSiteRequest } from './origin-check.plugin.ts';
import { sessionCookieName } from './session.plugin.ts';

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
    /** Stores in-app notifications and pushes them to their people (user-notifier.ts). */
    notifier: UserNotifier;
  }
}

/** The Redis channel prefix shared by every server and the workers' emitter. */
export function socketChannelKey(config: AppConfig): string {
  return `${config.redisKeyPrefix}socket.io`;
}

/**
 * Socket.IO on the app's own port. The Redis adapter fans events out to every server process;
 * a connection is authenticated by the same `sid` cookie as the REST calls.
 */
async function socketsPlugin(
  app: FastifyInstance,
  options: { config: AppConfig; redis: Redis; allowedOrigins: string[]; onRedisError: (error: Error) => void },
): Promise<void> {
  const pub = duplicateRedis(options.redis, options.onRedisError);
  const sub = duplicateRedis(options.redis, options.onRedisError);
  const io: SocketServer = new Server(app.server, {
    path: socketPath,
    serveClient: false,
    allowRequest: (request, callback) => {
      callback(null, isSameSiteRequest({ origin: request.headers.origin }, options.allowedOrigins));
    },
  });
  io.adapter(createAdapter(pub, sub, { key: socketChannelKey(options.config) }));

  io.use(async (socket, next) => {
    try {
      const cookieHeader = socket.request.headers.cookie;
      const sessionId = cookieHeader ? parseCookie(cookieHeader)[sessionCookieName] : undefined;
      const session = sessionId ? await app.sessions.load(sessionId) : null;
      socket.data.userId = session?.userId ?? null;
      next();
    } catch (error) {
      app.log.warn({ err: error }, 'socket authentication failed');
      next(new Error('error.http.service_unavailable'));
    }
  });

  // Every event passes the access and text rules first (server/access/socket-access.ts).
  const loadSender = async (userId: string): Promise<SocketSender> => {
    const [user] = await preparedQuery<{ is_blocked: boolean; is_admin: boolean }>(app.orm.em.fork(), sql`select is_blocked, is_admin from app_user where id = ${userId}`);
    return user ? { isBlocked: user.is_blocked, isAdmin: user.is_admin } : null;
  };
  io.on('connection', (socket) => {
    socket.use(socketEventGuard(socket, recentSender(loadSender), (error) => app.log.error({ err: error }, 'socket event check failed')));
    if (socket.data.userId) void socket.join(socketRooms.user(socket.data.userId));
    socket.on('connection:ping', (ack) => {
      if (typeof ack === 'function') ack({ at: new Date().toISOString(), signedIn: socket.data.userId !== null });
    });
  });

  app.decorate('io', io);
  app.decorate('notifier', socketNotifier(io, () => app.clock.now()));
  // Open sockets would keep the HTTP server from closing; end them before Fastify closes it.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await Promise.all([closeRedis(pub), closeRedis(sub)]);
  });
}

export default fp(socketsPlugin, { name: 'sockets', dependencies: ['session', 'orm'] });

/** How long a connection trusts what it last read of its user (blocked, admin). */
export const senderFreshMs = 5_000;

/**
 * The sender as read at most `senderFreshMs` ago on this connection, so a burst of events costs one
 * lookup. The lag is harmless: writing a message checks a blocked sender again in its own statement,
 * so at most a few seconds of typing hints get through after support blocks someone.
 */
export function recentSender(load: (userId: string) => Promise<SocketSender>, now: () => number = Date.now): (userId: string) => Promise<SocketSender> {
  let last: { userId: string; at: number; sender: Promise<SocketSender> } | null = null;
  return (userId) => {
    const at = now();
    if (last && last.userId === userId && at - last.at < senderFreshMs) return last.sender;
    const sender = load(userId);
    last = { userId, at, sender };
    // A failed lookup is not remembered: the next event asks again.
    sender.catch(() => {
      if (last?.sender === sender) last = null;
    });
    return sender;
  };
}
