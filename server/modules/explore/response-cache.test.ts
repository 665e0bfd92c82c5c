import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { requestKey, ResponseCache } from './response-cache.ts';

function counter(prefix = 'svar') {
  let calls = 0;
  const load = async () => `${prefix}-${++calls}`;
  return { load, calls: () => calls };
}

describe('ResponseCache', () => {
  it('answers from memory until the time to live has passed, then loads again', async () => {
    const clock = new ManualClock();
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 10_000, clock });
    const { load, calls } = counter();
    expect(String(await cache.get('a', load))).toBe('svar-1');
    clock.advance(4_999);
    expect(String(await cache.get('a', load))).toBe('svar-1');
    clock.advance(1);
    expect(String(await cache.get('a', load))).toBe('svar-2');
    expect(calls()).toBe(2);
  });

  it('keeps different keys apart', async () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 10_000, clock: new ManualClock() });
    expect(String(await cache.get('a', async () => 'A'))).toBe('A');
    expect(String(await cache.get('b', async () => 'B'))).toBe('B');
    expect(String(await cache.get('a', async () => 'other'))).toBe('A');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 10_000, clock: new ManualClock() });
    const { load, calls } = counter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('a', load)));
    expect(new Set(answers.map(String))).toEqual(new Set(['svar-1']));
    expect(calls()).toBe(1);
  });

  it('forgets a failed load so the next request tries again', async () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 10_000, clock: new ManualClock() });
    await expect(cache.get('a', async () => Promise.reject(new Error('nede')))).rejects.toThrow('nede');
    expect(String(await cache.get('a', async () => 'A'))).toBe('A');
  });

  it('evicts the oldest entries beyond the entry bound', async () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 3, maxBytes: 10_000, clock: new ManualClock() });
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    expect(String(await cache.get('a', async () => 'new a'))).toBe('new a');
    expect(String(await cache.get('d', async () => 'new d'))).toBe('d');
  });

  it('evicts the oldest entries beyond the size bound', async () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 100, maxBytes: 25, clock: new ManualClock() });
    await cache.get('a', async () => 'x'.repeat(10));
    await cache.get('b', async () => 'y'.repeat(10));
    await cache.get('c', async () => 'z'.repeat(10));
    expect(cache.size).toBe(2);
    expect(String(await cache.get('a', async () => 'reloaded'))).toBe('reloaded');
  });
});

describe('requestKey', () => {
  it('is the same for the same values in any order and differs for any other value', () => {
    const from = new Date('2026-01-05T10:00:00Z');
    expect(requestKey('services', { tag: 'a', max: 20, from })).toBe(requestKey('services', { from: new Date(from), max: 20, tag: 'a', query: undefined }));
    expect(requestKey('services', { tag: 'a' })).not.toBe(requestKey('services', { tag: 'b' }));
    expect(requestKey('services', { tag: 'a' })).not.toBe(requestKey('providers', { tag: 'a' }));
    expect(requestKey('services', { from })).not.toBe(requestKey('services', { to: from }));
    expect(requestKey('services', { subCategoryFilters: ['x', 'y'] })).not.toBe(requestKey('services', { subCategoryFilters: ['x'] }));
    expect(requestKey('services', { direct: true })).not.toBe(requestKey('services', { direct: 'true' }));
  });
});
