import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Clock } from '#server/lib/clock.ts';
import { testConfig } from './test-config.ts';

/**
 * The real application against the run's database and Redis, closed after the file's tests.
 * Tests call it with `app.inject` or listen on a free port for sockets.
 */
export async function buildTestApp(options: { env?: Record<string, string>; clock?: Clock } = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(options.env), ...(options.clock ? { clock: options.clock } : {}) });
  await app.ready();
  afterAll(() => app.close());
  return app;
}
