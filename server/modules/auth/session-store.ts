import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Clock } from '#server/lib/clock.ts';

/** What the server remembers about a browser between requests. */
export interface SessionData {
  userId: string | null;
  createdAt: number;
  lastSeenAt: number;
  /** Short-lived values of flows in progress (e.g. an OpenID Connect state). */
  flow?: Record<string, string>;
}

export interface SessionTimeouts {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

/** 32 random bytes: 256 bits, well above the 128 the session id needs. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Sessions live in Redis under a hash of their id, so a copy of Redis holds no usable cookie.
 * Idle expiry is the key's time to live; the absolute limit is checked against `createdAt`.
 */
export class SessionStore {
  readonly #redis: Redis;
  readonly #prefix: string;
  readonly #timeouts: SessionTimeouts;
  readonly #clock: Clock;

  constructor(redis: Redis, prefix: string, timeouts: SessionTimeouts, clock: Clock) {
    this.#redis = redis;
    this.#prefix = `${prefix}sess:`;
    this.#timeouts = timeouts;
    this.#clock = clock;
  }

  #key(id: string): string {
    return this.#prefix + createHash('sha256').update(id).digest('base64url');
  }

  async load(id: string): Promise<SessionData | null> {
    if (!/^[\w-]{43}$/.test(id)) return null;
    const raw = await this.#redis.get(this.#key(id));
    if (!raw) return null;
    const data = JSON.parse(raw) as SessionData;
    const now = this.#clock.now().getTime();
    if (now - data.createdAt >= this.#timeouts.absoluteTimeoutMs || now - data.lastSeenAt >= this.#timeouts.idleTimeoutMs) {
      await this.destroy(id);
      return null;
    }
    return data;
  }

  async save(id: string, data: SessionData): Promise<void> {
    const now = this.#clock.now().getTime();
    const remainingAbsolute = data.createdAt + this.#timeouts.absoluteTimeoutMs - now;
    const ttl = Math.max(1, Math.min(this.#timeouts.idleTimeoutMs, remainingAbsolute));
    await this.#redis.set(this.#key(id), JSON.stringify(data), 'PX', ttl);
  }

  async destroy(id: string): Promise<void> {
    await this.#redis.del(this.#key(id));
  }

  /** Ends every other use of the old id: the data moves to a fresh id (call at sign-in). */
  async rotate(oldId: string | null, data: SessionData): Promise<string> {
    const id = newSessionId();
    await this.save(id, data);
    if (oldId) await this.destroy(oldId);
    return id;
  }
}
