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

  /** The set of a user's session keys, so "sign out everywhere" can find them all. */
  #userKey(userId: string): string {
    return `${this.#prefix}user:${userId}`;
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
    const key = this.#key(id);
    const write = this.#redis.multi().set(key, JSON.stringify(data), 'PX', ttl);
    if (data.userId) {
      const userKey = this.#userKey(data.userId);
      write.sadd(userKey, key).pexpire(userKey, this.#timeouts.absoluteTimeoutMs);
    }
    await write.exec();
  }

  async destroy(id: string): Promise<void> {
    const key = this.#key(id);
    const raw = await this.#redis.get(key);
    const userId = raw ? (JSON.parse(raw) as SessionData).userId : null;
    const write = this.#redis.multi().del(key);
    if (userId) write.srem(this.#userKey(userId), key);
    await write.exec();
  }

  /** When each of a user's live sessions began and was last used (for the personal data export). */
  async listForUser(userId: string): Promise<{ createdAt: Date; lastSeenAt: Date }[]> {
    const keys = await this.#redis.smembers(this.#userKey(userId));
    const values = keys.length > 0 ? await this.#redis.mget(...keys) : [];
    return values
      .filter((raw): raw is string => raw !== null)
      .map((raw) => JSON.parse(raw) as SessionData)
      .filter((data) => data.userId === userId)
      .map((data) => ({ createdAt: new Date(data.createdAt), lastSeenAt: new Date(data.lastSeenAt) }));
  }

  /** Ends every session of a user on every device (sign out everywhere, blocking, deletion). */
  async destroyAllForUser(userId: string): Promise<number> {
    const userKey = this.#userKey(userId);
    const keys = await this.#redis.smembers(userKey);
    await this.#redis.del(...keys, userKey);
    return keys.length;
  }

  /** Ends every other use of the old id: the data moves to a fresh id (call at sign-in). */
  async rotate(oldId: string | null, data: SessionData): Promise<string> {
    const id = newSessionId();
    await this.save(id, data);
    if (oldId) await this.destroy(oldId);
    return id;
  }
}
