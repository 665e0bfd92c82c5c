import type { Redis } from 'ioredis';
import { AppError } from '#server/lib/app-error.ts';

export interface SendLimit {
  /** What is being limited and for whom, e.g. `otp-phone:+4791234567`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one more send against each limit (fixed windows in Redis) and refuses with 429 and the
 * seconds to wait when any is used up. Limits sends of codes and links per phone, e-mail and IP,
 * so nobody can flood a person's phone or inbox or grind through codes.
 */
export async function takeSendAllowance(redis: Redis, prefix: string, limits: SendLimit[]): Promise<void> {
  const write = redis.multi();
  for (const limit of limits) {
    const key = `${prefix}limit:${limit.key}`;
    write.incr(key).pexpire(key, limit.windowMs, 'NX').pttl(key);
  }
  const results = (await write.exec()) ?? [];
  limits.forEach((limit, index) => {
    const count = Number(results[index * 3]?.[1]);
    const ttl = Number(results[index * 3 + 2]?.[1]);
    if (count > limit.max) {
      throw new AppError(429, 'error.http.rate_limited_seconds', {
        params: { seconds: Math.max(1, Math.ceil(ttl / 1000)) },
        data: { retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) },
      });
    }
  });
}
