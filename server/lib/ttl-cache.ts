import type { Clock } from './clock.ts';

/** Optional bounds: most entries at once, and most total size (as `sizeOf` measures a value). */
export interface TtlCacheLimits<Value> {
  maxEntries: number;
  maxSize: number;
  sizeOf: (value: Value) => number;
}

interface Entry<Value> {
  value: Promise<Value>;
  expiresAt: number;
  /** Known once the load has finished; until then the entry counts as empty. */
  size: number;
}

/**
 * Remembers one value per key for a short time. Concurrent misses share one load, so a burst
 * of requests after expiry costs one query, not one per request. For data that changes rarely
 * and may be a few seconds old (the catalogue, explore answers); `invalidate` after a write in
 * this process. With limits, the oldest entries go first once either bound is passed, so many
 * different keys cannot grow the heap without bound.
 */
export class TtlCache<Key, Value> {
  readonly #entries = new Map<Key, Entry<Value>>();
  readonly #ttlMs: number;
  readonly #clock: Clock;
  readonly #limits: TtlCacheLimits<Value> | undefined;
  #size = 0;

  constructor(ttlMs: number, clock: Clock, limits?: TtlCacheLimits<Value>) {
    this.#ttlMs = ttlMs;
    this.#clock = clock;
    this.#limits = limits;
  }

  get count(): number {
    return this.#entries.size;
  }

  /** The fresh value held for the key (or its load under way), without loading it. */
  peek(key: Key): Promise<Value> | undefined {
    const found = this.#entries.get(key);
    return found && found.expiresAt > this.#clock.now().getTime() ? found.value : undefined;
  }

  get(key: Key, load: () => Promise<Value>): Promise<Value> {
    const now = this.#clock.now().getTime();
    const found = this.#entries.get(key);
    if (found && found.expiresAt > now) return found.value;
    if (found) this.#remove(key, found);

    const value = load();
    const entry: Entry<Value> = { value, expiresAt: now + this.#ttlMs, size: 0 };
    this.#entries.set(key, entry);
    this.#evict();
    value.then(
      (loaded) => {
        if (!this.#limits || this.#entries.get(key) !== entry) return;
        entry.size = this.#limits.sizeOf(loaded);
        this.#size += entry.size;
        this.#evict();
      },
      // A failed load must not be remembered: the next request tries again.
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return value;
  }

  invalidate(key?: Key): void {
    if (key === undefined) {
      this.#entries.clear();
      this.#size = 0;
      return;
    }
    const entry = this.#entries.get(key);
    if (entry) this.#remove(key, entry);
  }

  #remove(key: Key, entry: Entry<Value>): void {
    this.#entries.delete(key);
    this.#size -= entry.size;
  }

  #evict(): void {
    if (!this.#limits) return;
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#size <= this.#limits.maxSize) return;
      this.#remove(key, entry);
    }
  }
}
