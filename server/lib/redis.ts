import { Redis, type RedisOptions } from 'ioredis';

/**
 * One Redis connection. `forQueues` connections follow BullMQ's requirement of no per-command
 * retry limit; key prefixes are applied by each user (BullMQ, sessions, rate limits) so one
 * Redis can hold several isolated environments.
 */
export function createRedis(
  url: string,
  options: { forQueues?: boolean; name?: string; onError?: (error: Error) => void } = {},
): Redis {
  const redisOptions: RedisOptions = {
    connectionName: options.name,
    lazyConnect: false,
    enableOfflineQueue: true,
    ...(options.forQueues ? { maxRetriesPerRequest: null } : { maxRetriesPerRequest: 2 }),
  };
  const redis = new Redis(url, redisOptions);
  // ioredis reconnects by itself; without a listener each failed attempt is an "unhandled error".
  redis.on('error', options.onError ?? (() => undefined));
  return redis;
}

/**
 * A second connection for pub/sub, errors handled alike. Its commands wait out a Redis outage
 * instead of failing: the socket adapter does not catch a failed subscribe.
 */
export function duplicateRedis(redis: Redis, onError: (error: Error) => void = () => undefined): Redis {
  const copy = redis.duplicate({ maxRetriesPerRequest: null });
  copy.on('error', onError);
  return copy;
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
