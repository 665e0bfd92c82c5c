import type { Clock } from '#server/lib/clock.ts';
import { TtlCache } from '#server/lib/ttl-cache.ts';

export interface ResponseCacheOptions {
  ttlMs: number;
  /** Most answers kept at once; the oldest goes first. */
  maxEntries: number;
  /** Most bytes of answers kept at once, so a run of large pages cannot grow the heap without bound. */
  maxBytes: number;
  clock: Clock;
}

/**
 * Finished response bodies (JSON text) for a few seconds, per canonical request key: the
 * project's TtlCache (shared loads, failures forgotten), bounded, holding UTF-8 bytes. A hit
 * costs a map lookup: no query, no serialization, and no text encoding either (encoding a 20 KB
 * page on every hit was the largest cost of a hit).
 *
 * An answer is kept only when its request came before, within twice the time to live: the first
 * time only the key is noted, so a page asked for again and again stays kept while searches that
 * are each a little different are never kept. Keeping every one of them (a 15 KB page each, for
 * a few seconds) made the garbage collector sweep the whole heap about twice a second under
 * load, which was most of a search's slowest answers.
 */
export class ResponseCache {
  readonly #cache: TtlCache<string, Buffer>;
  /** Keys asked for lately, and until when a repeat keeps its answer; oldest first, bounded like the answers. */
  readonly #asked = new Map<string, number>();
  readonly #options: ResponseCacheOptions;

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
    this.#cache = new TtlCache(options.ttlMs, options.clock, {
      maxEntries: options.maxEntries,
      maxSize: options.maxBytes,
      sizeOf: (body) => body.length,
    });
  }

  get size(): number {
    return this.#cache.count;
  }

  get(key: string, load: () => Promise<string>): Promise<Buffer> {
    const kept = this.#cache.peek(key);
    if (kept) return kept;
    const encoded = async () => Buffer.from(await load(), 'utf8');
    return this.#askedBefore(key) ? this.#cache.get(key, encoded) : encoded();
  }

  /** Forgets every answer, so the next request reads the database again. */
  clear(): void {
    this.#cache.invalidate();
    this.#asked.clear();
  }

  /** Whether the key was asked for lately; notes this request either way. */
  #askedBefore(key: string): boolean {
    const now = this.#options.clock.now().getTime();
    const until = this.#asked.get(key);
    this.#asked.delete(key);
    this.#asked.set(key, now + 2 * this.#options.ttlMs);
    for (const oldest of this.#asked.keys()) {
      if (this.#asked.size <= this.#options.maxEntries) break;
      this.#asked.delete(oldest);
    }
    return until !== undefined && until > now;
  }
}

/**
 * The process's caches of public answers (explore lists, availability, the sitemap), made through
 * one group so a change that hides or shows a provider at once (a block, an unblock) can empty them
 * all together. Other processes catch up when their answers expire, within the cache's few seconds.
 */
export class ResponseCacheGroup {
  readonly #clears = new Set<() => void>();

  create(options: ResponseCacheOptions): ResponseCache {
    const cache = new ResponseCache(options);
    this.#clears.add(() => cache.clear());
    return cache;
  }

  /** Another cache of public answers (the sitemap) to empty with the rest. */
  onClear(clear: () => void): void {
    this.#clears.add(clear);
  }

  clear(): void {
    for (const clear of this.#clears) clear();
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
