import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type SessionData, SessionStore } from '#server/modules/auth/session-store.ts';
import type { AppConfig } from '#server/config/config.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { Redis } from 'ioredis';

export const sessionCookieName = 'sid';
/** Touching the session on every request would write to Redis each time; once a minute is plenty. */
const touchIntervalMs = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionData | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /** Starts a session for the data under a new id (sign-in): the old id stops working. */
    rotateSession(request: FastifyRequest, reply: FastifyReply, data: Omit<SessionData, 'createdAt' | 'lastSeenAt'>): Promise<void>;
    /** Ends the session server side and clears the cookie (sign-out). */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

interface SessionPluginOptions {
  config: AppConfig;
  redis: Redis;
  clock: Clock;
}

async function sessionPlugin(app: FastifyInstance, { config, redis, clock }: SessionPluginOptions): Promise<void> {
  const store = new SessionStore(redis, config.redisKeyPrefix, config.session, clock);
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.secureCookie,
    maxAge: Math.floor(config.session.absoluteTimeoutMs / 1000),
  };

  app.decorate('sessions', store);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request, reply) => {
    const id = request.cookies[sessionCookieName];
    // Only API calls act for a person; the app shell and its assets are the same for everyone,
    // so they cost no session lookup. Sockets load the session on their own handshake.
    if (!id || !request.url.startsWith('/api/')) return;
    const data = await store.load(id);
    if (!data) {
      reply.clearCookie(sessionCookieName, { path: '/' });
      return;
    }
    request.session = data;
    request.sessionId = id;
    const now = clock.now().getTime();
    if (now - data.lastSeenAt > touchIntervalMs) {
      data.lastSeenAt = now;
      await store.save(id, data);
    }
  });

  app.decorate('rotateSession', async (request: FastifyRequest, reply: FastifyReply, data: Omit<SessionData, 'createdAt' | 'lastSeenAt'>) => {
    const now = clock.now().getTime();
    const session: SessionData = { ...data, createdAt: now, lastSeenAt: now };
    const id = await store.rotate(request.sessionId, session);
    request.session = session;
    request.sessionId = id;
    reply.setCookie(sessionCookieName, id, cookieOptions);
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionId) await store.destroy(request.sessionId);
    request.session = null;
    request.sessionId = null;
    reply.clearCookie(sessionCookieName, { path: '/' });
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
