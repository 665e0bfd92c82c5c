import type { Clock } from './clock.ts';

/**
 * Remembers one value per key for a short time. Concurrent misses share one load, so a burst
 * of requests after expiry costs one query, not one per request. For data that changes rarely
 * and may be a few seconds old (the catalogue); `invalidate` after a write in this process.
 */
export class TtlCache<Key, Value> {
  readonly #entries = new Map<Key, { value: Promise<Value>; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #clock: Clock;

  constructor(ttlMs: number, clock: Clock) {
    this.#ttlMs = ttlMs;
    this.#clock = clock;
  }

  get(key: Key, load: () => Promise<Value>): Promise<Value> {
    const now = this.#clock.now().getTime();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    const value = load();
    this.#entries.set(key, { value, expiresAt: now + this.#ttlMs });
    // A failed load must not be remembered: the next request tries again.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  invalidate(key?: Key): void {
    if (key === undefined) this.#entries.clear();
    else this.#entries.delete(key);
  }
}
