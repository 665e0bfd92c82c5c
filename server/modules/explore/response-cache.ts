import type { Clock } from '#server/lib/clock.ts';

export interface ResponseCacheOptions {
  ttlMs: number;
  /** Most answers kept at once; the oldest goes first. */
  maxEntries: number;
  /** Most characters of answers kept at once, so a run of large pages cannot grow the heap without bound. */
  maxChars: number;
  clock: Clock;
}

interface Entry {
  body: Promise<string>;
  expiresAt: number;
  chars: number;
}

/**
 * Finished response bodies (JSON text) for a few seconds, per canonical request key. A hit costs
 * a map lookup: no query, no serialization. Concurrent misses of one key share one load, and a
 * failed load is forgotten at once so the next request tries again. Bounded by entries and by
 * size; the oldest entry is evicted first.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: ResponseCacheOptions;
  #chars = 0;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, load: () => Promise<string>): Promise<string> {
    const now = this.#options.clock.now().getTime();
    const found = this.#entries.get(key);
    if (found && found.expiresAt > now) return found.body;
    if (found) this.#remove(key, found);

    const body = load();
    const entry: Entry = { body, expiresAt: now + this.#options.ttlMs, chars: 0 };
    this.#entries.set(key, entry);
    this.#evict();
    body.then(
      (text) => {
        if (this.#entries.get(key) !== entry) return;
        entry.chars = text.length;
        this.#chars += text.length;
        this.#evict();
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return body;
  }

  clear(): void {
    this.#entries.clear();
    this.#chars = 0;
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#chars -= entry.chars;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#options.maxEntries && this.#chars <= this.#options.maxChars) return;
      this.#remove(key, entry);
    }
  }
}

function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, entry]) => [name, canonical(entry)]),
    );
  }
  return value;
}

/**
 * The cache key of a request: the route and its validated parameters with names sorted. Built
 * from the values the handler reads (after defaults and trimming), so two requests share a key
 * exactly when they ask for the same answer.
 */
export function requestKey(route: string, ...parts: unknown[]): string {
  return JSON.stringify([route, ...parts.map(canonical)]);
}
