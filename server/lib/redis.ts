import { Redis, type RedisOptions } from 'ioredis';

/**
 * One Redis connection. `forQueues` connections follow BullMQ's requirement of no per-command
 * retry limit; key prefixes are applied by each user (BullMQ, sessions, rate limits) so one
 * Redis can hold several isolated environments.
 */
export function createRedis(url: string, options: { forQueues?: boolean; name?: string } = {}): Redis {
  const redisOptions: RedisOptions = {
    connectionName: options.name,
    lazyConnect: false,
    enableOfflineQueue: true,
    ...(options.forQueues ? { maxRetriesPerRequest: null } : { maxRetriesPerRequest: 2 }),
  };
  return new Redis(url, redisOptions);
}

/** Closes a connection, falling back to a hard disconnect when Redis is already gone. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
