import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { TtlCache } from './ttl-cache.ts';

describe('short-lived cache', () => {
  it('loads once within the time to live, and again after it', async () => {
    const clock = new ManualClock();
    const cache = new TtlCache<string, number>(10_000, clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock.advance(9_999);
    expect(await cache.get('k', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shows the fresh value it holds for a key without loading one', async () => {
    const clock = new ManualClock();
    const cache = new TtlCache<string, number>(10_000, clock);
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => 1);
    expect(await cache.peek('k')).toBe(1);
    clock.advance(10_000);
    expect(cache.peek('k')).toBeUndefined();
  });

  it('shares one load between concurrent requests', async () => {
    const cache = new TtlCache<string, number>(10_000, new ManualClock());
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
  });

  it('does not remember a failed load', async () => {
    const cache = new TtlCache<string, number>(10_000, new ManualClock());
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('forgets a value when told to', async () => {
    const cache = new TtlCache<string, number>(10_000, new ManualClock());
    await cache.get('k', async () => 1);
    cache.invalidate('k');
    expect(await cache.get('k', async () => 2)).toBe(2);
  });
});
