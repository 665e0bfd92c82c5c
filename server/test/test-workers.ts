import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, expect } from 'vitest';
import type { DevOutboxEntry } from '#shared/notifications/dev-outbox.schema.ts';
import { createRedis } from '#server/lib/redis.ts';
import { startWorkers } from '#workers/worker-pool.ts';

/** The real workers beside a test app (same config, database and clock), closed after the file. */
export function startTestWorkers(app: FastifyInstance) {
  const connection = createRedis(app.config.redisUrl, { forQueues: true });
  const pool = startWorkers(app.config, app.orm, connection, pino({ level: 'silent' }), app.clock);
  afterAll(async () => {
    await pool.close();
    connection.disconnect();
  });
  return pool;
}

/** An outbox entry as the API sends it (dates as ISO strings). */
export type OutboxEntryJson = Omit<DevOutboxEntry, 'createdAt'> & { createdAt: string };

/** Waits for the newest message to a recipient in the development outbox, as a person would read it. */
export async function latestOutboxMessage(
  app: FastifyInstance,
  to: string,
  predicate: (entry: OutboxEntryJson) => boolean = () => true,
): Promise<OutboxEntryJson> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const found = (response.json().data as OutboxEntryJson[]).find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect.fail(`no message to ${to} arrived in the outbox`);
}
