import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { testConfig } from '#server/test/test-config.ts';
import { newSessionId, SessionStore } from './session-store.ts';

const config = testConfig();
const redis = new Redis(config.redisUrl);
afterAll(() => redis.disconnect());

const minutes = (n: number) => n * 60_000;

function storeAt(clock: ManualClock) {
  return new SessionStore(redis, `${config.redisKeyPrefix}store-test:`, { idleTimeoutMs: minutes(30), absoluteTimeoutMs: minutes(120) }, clock);
}

describe('server-side sessions', () => {
  it('issues ids of 256 random bits that never repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, newSessionId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(32);
  });

  it('rotation moves the data to a new id and the old id stops working', async () => {
    const clock = new ManualClock();
    const store = storeAt(clock);
    const now = clock.now().getTime();
    const anonymous = await store.rotate(null, { userId: null, createdAt: now, lastSeenAt: now });
    const signedIn = await store.rotate(anonymous, { userId: 'user-1', createdAt: now, lastSeenAt: now });
    expect(signedIn).not.toBe(anonymous);
    expect(await store.load(anonymous)).toBeNull();
    expect(await store.load(signedIn)).toMatchObject({ userId: 'user-1' });
  });

  it('ends a session left idle longer than the idle timeout', async () => {
    const clock = new ManualClock('2026-03-29T00:30:00Z');
    const store = storeAt(clock);
    const start = clock.now().getTime();
    const id = await store.rotate(null, { userId: 'user-2', createdAt: start, lastSeenAt: start });
    clock.advance(minutes(29));
    expect(await store.load(id)).not.toBeNull();
    clock.advance(minutes(2));
    expect(await store.load(id)).toBeNull();
  });

  it('ends an active session at the absolute timeout', async () => {
    const clock = new ManualClock();
    const store = storeAt(clock);
    const start = clock.now().getTime();
    const id = await store.rotate(null, { userId: 'user-3', createdAt: start, lastSeenAt: start });
    for (let elapsed = 20; elapsed <= 100; elapsed += 20) {
      clock.advance(minutes(20));
      const data = await store.load(id);
      expect(data).not.toBeNull();
      await store.save(id, { ...data!, lastSeenAt: clock.now().getTime() });
    }
    clock.set(new Date(start + minutes(120)));
    expect(await store.load(id)).toBeNull();
  });

  it('ignores ids that are not of the issued form', async () => {
    const store = storeAt(new ManualClock());
    expect(await store.load('../../etc/passwd')).toBeNull();
    expect(await store.load('')).toBeNull();
  });
});
