import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { requestKey, ResponseCache } from './response-cache.ts';

function counter(prefix = 'svar') {
  let calls = 0;
  const load = async () => `${prefix}-${++calls}`;
  return { load, calls: () => calls };
}

describe('ResponseCache', () => {
  it('keeps an answer once its request comes again, until the time to live has passed', async () => {
    const clock = new ManualClock();
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 10_000, clock });
    const { load, calls } = counter();
    // Asked once: answered, only the question is noted.
    expect(String(await cache.get('a', load))).toBe('svar-1');
    // Asked again: answered and kept.
    expect(String(await cache.get('a', load))).toBe('svar-2');
    clock.advance(4_999);
    expect(String(await cache.get('a', load))).toBe('svar-2');
    clock.advance(1);
    // Expired, but asked for lately: the new answer is kept at once.
    expect(String(await cache.get('a', load))).toBe('svar-3');
    expect(String(await cache.get('a', load))).toBe('svar-3');
    expect(calls()).toBe(3);
  });

  it('never keeps the answer to a request that does not come again, however many others come', async () => {
    const clock = new ManualClock();
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 3, maxBytes: 10_000, clock });
    for (let price = 1000; price < 1100; price += 1) await cache.get(`search ${price}`, async () => `svar ${price}`);
    expect(cache.size).toBe(0);
    // A question asked long ago counts as new.
    await cache.get('a', async () => 'A');
    clock.advance(10_000);
    await cache.get('a', async () => 'A');
    expect(cache.size).toBe(0);
  });

  it('keeps different keys apart', async () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 10_000, clock: new ManualClock() });
    for (let round = 0; round < 2; round += 1) {
      expect(String(await cache.get('a', async () => 'A'))).toBe('A');
      expect(String(await cache.get('b', async () => 'B'))).toBe('B');
    }
    expect(String(await cache.get('a', async () => 'other'))).toBe('A');
  });

  it('shares one load between concurrent misses of a question asked before', async () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 10_000, clock: new ManualClock() });
    const { load, calls } = counter();
    await cache.get('a', load);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('a', load)));
    expect(new Set(answers.map(String))).toEqual(new Set(['svar-2']));
    expect(calls()).toBe(2);
  });

  it('forgets a failed load so the next request tries again', async () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 10_000, clock: new ManualClock() });
    await cache.get('a', async () => 'first');
    await expect(cache.get('a', async () => Promise.reject(new Error('nede')))).rejects.toThrow('nede');
    expect(String(await cache.get('a', async () => 'A'))).toBe('A');
    expect(String(await cache.get('a', async () => 'other'))).toBe('A');
  });

  it('evicts the oldest entries beyond the entry bound', async () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 3, maxBytes: 10_000, clock: new ManualClock() });
    for (const key of ['a', 'b', 'c', 'd']) {
      await cache.get(key, async () => key);
      await cache.get(key, async () => key);
    }
    expect(cache.size).toBe(3);
    expect(String(await cache.get('d', async () => 'new d'))).toBe('d');
    expect(String(await cache.get('a', async () => 'new a'))).toBe('new a');
  });

  it('evicts the oldest entries beyond the size bound', async () => {
    const cache = new ResponseCache({ ttlMs: 5_000, maxEntries: 100, maxBytes: 25, clock: new ManualClock() });
    for (const [key, text] of [['a', 'x'], ['b', 'y'], ['c', 'z']] as const) {
      await cache.get(key, async () => text.repeat(10));
      await cache.get(key, async () => text.repeat(10));
    }
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
