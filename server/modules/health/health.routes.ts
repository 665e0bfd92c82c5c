import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';

const readySchema = z.object({ status: z.literal('ready'), database: z.literal('up'), redis: z.literal('up') });

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `/api/health`: the process answers. `/api/ready`: PostgreSQL and Redis answer too. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], response: { 200: z.object({ status: z.literal('ok') }) } }, config: { rateLimit: false } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    { schema: { tags: ['operations'], response: { 200: readySchema } }, config: { rateLimit: false } },
    async (request) => {
      const [database, redis] = await Promise.allSettled([
        within(request.em.getConnection().execute('select 1'), 2_000),
        within(app.redis.ping(), 2_000),
      ]);
      if (database.status === 'rejected' || redis.status === 'rejected') {
        request.log.warn({ database: database.status, redis: redis.status }, 'not ready');
        throw new AppError(503, 'error.http.service_unavailable', {
          data: { database: database.status === 'fulfilled' ? 'up' : 'down', redis: redis.status === 'fulfilled' ? 'up' : 'down' },
        });
      }
      return { status: 'ready' as const, database: 'up' as const, redis: 'up' as const };
    },
  );
};
