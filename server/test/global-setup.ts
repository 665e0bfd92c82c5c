import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { Redis } from 'ioredis';
import { dropDatabase, openMigratedDatabase } from '#server/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    redisKeyPrefix: string;
  }
}

const baseDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Databases of earlier runs that were killed before their teardown; their process is gone. */
async function dropAbandonedDatabases(): Promise<void> {
  const client = new pg.Client({ connectionString: baseDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'marketplace_test_%'");
    for (const { datname } of rows) {
      const pid = Number(datname.split('_').at(-1));
      if (Number.isInteger(pid) && !isAlive(pid)) await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    }
  } finally {
    await client.end();
  }
}

async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `*${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Each test run gets its own PostgreSQL database, migrated from `migrations/`, and its own Redis
 * key prefix, so runs never see each other's data or a developer's.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const url = new URL(baseDatabaseUrl);
  url.pathname = `/marketplace_test_${runId}`;
  const databaseUrl = url.toString();
  const redisKeyPrefix = `test:${runId}:`;

  await dropAbandonedDatabases();
  const { orm } = await openMigratedDatabase(databaseUrl);
  await orm.close();

  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', redisUrl);
  project.provide('redisKeyPrefix', redisKeyPrefix);

  return async () => {
    await dropDatabase(databaseUrl);
    await deleteKeys(redisKeyPrefix);
  };
}
