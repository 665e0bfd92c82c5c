import type { Redis } from 'ioredis';

/** Removes everything a bench run left in Redis under its own prefix: sessions, queues, socket channels. */
export async function dropBenchKeys(redis: Redis, prefix: string): Promise<void> {
  for (const pattern of [`${prefix}*`, `{${prefix}bull}*`, `*${prefix}*`]) {
    for await (const keys of redis.scanStream({ match: pattern, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length) await redis.del(...keys);
    }
  }
}
