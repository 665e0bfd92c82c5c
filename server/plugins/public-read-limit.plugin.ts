import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/lib/app-error.ts';

/** Anonymous reads of the catalogue: explore lists, public pages, ratings and place lookups. */
const publicReadPath = /^\/api\/(explore|service\/public|provider\/public|ratings|location)\//;

export function isPublicRead(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && publicReadPath.test(url);
}

/** Public reads may come this many times as often as other API calls: browsing is many small reads. */
export const publicReadFactor = 4;
/** Past this many tracked addresses the expired windows are swept, so memory stays bounded. */
const sweepAbove = 50_000;

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Rate limit for public reads, counted in this process's memory rather than in Redis. Most
 * public reads are answered from the explore cache in a fraction of a millisecond; a Redis round
 * trip per read cost more than the answer itself. Every other API call keeps the shared Redis
 * limit (the Redis limiter skips these paths). With N server processes an address may read N
 * times the limit, which is still a bound.
 */
async function publicReadLimitPlugin(app: FastifyInstance, options: { max: number; windowMs: number }): Promise<void> {
  const max = options.max * publicReadFactor;
  const windows = new Map<string, Window>();

  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicRead(request.method, request.url)) return;
    const now = app.clock.now().getTime();
    let window = windows.get(request.ip);
    if (!window || now - window.startedAt >= options.windowMs) {
      if (windows.size >= sweepAbove) {
        for (const [ip, old] of windows) if (now - old.startedAt >= options.windowMs) windows.delete(ip);
      }
      window = { startedAt: now, count: 0 };
      windows.set(request.ip, window);
    }
    window.count += 1;
    if (window.count > max) {
      const seconds = Math.max(1, Math.ceil((window.startedAt + options.windowMs - now) / 1000));
      reply.header('retry-after', seconds);
      throw new AppError(429, 'error.http.rate_limited_seconds', { params: { seconds } });
    }
  });
}

export default fp(publicReadLimitPlugin, { name: 'public-read-limit' });
