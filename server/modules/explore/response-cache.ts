import type { Clock } from '#server/lib/clock.ts';

export interface ResponseCacheOptions {
  ttlMs: number;
  /** Most answers kept at once; the oldest goes first. */
  maxEntries: number;
  /** Most bytes of answers kept at once, so a run of large pages cannot grow the heap without bound. */
  maxBytes: number;
  clock: Clock;
}

interface Entry {
  body: Promise<Buffer>;
  expiresAt: number;
  bytes: number;
}

/**
 * Finished response bodies (JSON text) for a few seconds, per canonical request key. A hit costs
 * a map lookup: no query, no serialization, and no text encoding either, because the body is kept
 * as UTF-8 bytes (encoding a 20 KB page on every hit was the largest cost of a hit). Concurrent misses of one key share one load, and a
 * failed load is forgotten at once so the next request tries again. Bounded by entries and by
 * size; the oldest entry is evicted first.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: ResponseCacheOptions;
  #bytes = 0;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, load: () => Promise<string>): Promise<Buffer> {
    const now = this.#options.clock.now().getTime();
    const found = this.#entries.get(key);
    if (found && found.expiresAt > now) return found.body;
    if (found) this.#remove(key, found);

    const body = load().then((text) => Buffer.from(text, 'utf8'));
    const entry: Entry = { body, expiresAt: now + this.#options.ttlMs, bytes: 0 };
    this.#entries.set(key, entry);
    this.#evict();
    body.then(
      (bytes) => {
        if (this.#entries.get(key) !== entry) return;
        entry.bytes = bytes.length;
        this.#bytes += bytes.length;
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
    this.#bytes = 0;
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#options.maxEntries && this.#bytes <= this.#options.maxBytes) return;
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
