import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildApp } from '#server/app.ts';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { dropDatabase, openMigratedDatabase } from '#server/db/database.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { createTestUser } from '#server/test/factories.ts';
import { dropBenchKeys } from './scratch-redis.ts';

/** One customer–provider pair with its chat, and the session cookies of both. */
export type Pair = { customerCookie: string; ownerCookie: string; chatId: string };

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Runs `body` against the real server (HTTP + Socket.IO with the Redis adapter) on a scratch
 * database and Redis prefix named after `name`, with `pairCount` customer–provider pairs, each
 * with its chat and two signed-in sessions; everything is dropped afterwards.
 */
export async function withChatPairs(
  name: string,
  pairCount: number,
  body: (context: { app: App; em: EntityManager; url: string; pairs: Pair[]; databaseName: string }) => Promise<void>,
  options: { port?: number; withClient?: boolean } = {},
): Promise<void> {
  loadEnvFile();
  const base = loadConfig();
  const url = new URL(process.env.BENCH_DATABASE_URL ?? base.databaseUrl);
  url.pathname = `/marketplace_bench_${name}_${process.pid}`;
  const databaseUrl = url.toString();
  const redisKeyPrefix = `bench-${name}-${process.pid}:`;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    ...(options.port ? { PORT: String(options.port) } : {}),
    // Only a bench that drives browsers needs the web client.
    ...(options.withClient ? {} : { CLIENT_DIST_DIR: '/nonexistent-client-build' }),
  });
  try {
    const { orm } = await openMigratedDatabase(databaseUrl, { poolMax: config.databasePoolMax });
    try {
      const app = await buildApp({ config, orm });
      await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
      try {
        const em = orm.em.fork() as EntityManager;
        const pairs = await seedPairs(app, em, pairCount);
        const port = (app.server.address() as AddressInfo).port;
        await body({ app, em, url: options.withClient ? config.origin : `http://127.0.0.1:${port}`, pairs, databaseName: url.pathname.slice(1) });
      } finally {
        await dropBenchKeys(app.redis, redisKeyPrefix);
        await app.close();
      }
    } finally {
      await orm.close();
    }
  } finally {
    await dropDatabase(databaseUrl);
  }
}

/** Owners, providers, customers, chats and participants in bulk, and a session for each person. */
async function seedPairs(app: App, em: EntityManager, pairCount: number): Promise<Pair[]> {
  const template = await createProvider(em, { locations: ['oslo'] });
  const customerTemplate = await createTestUser(em);
  await em.execute(
    `create temp table bench_pair as select n, gen_random_uuid() as owner_id, gen_random_uuid() as provider_id, gen_random_uuid() as customer_id, gen_random_uuid() as chat_id
     from generate_series(1, ${pairCount}) n`,
  );
  const cloneUser = (idColumn: string, phonePrefix: string, mailPrefix: string) =>
    `insert into app_user select (json_populate_record(null::app_user, (to_jsonb(u) || jsonb_build_object('id', b.${idColumn}, 'phone', '${phonePrefix}' || lpad(b.n::text, 6, '0'),
       'email', '${mailPrefix}-' || b.n || '@eksempel.no'))::json)).* from app_user u, bench_pair b where u.id = '${customerTemplate.id}'`;
  await em.execute(cloneUser('owner_id', '+4741', 'bench-owner'));
  await em.execute(cloneUser('customer_id', '+4742', 'bench-customer'));
  await em.execute(
    `insert into provider select (json_populate_record(null::provider, (to_jsonb(p) || jsonb_build_object('id', b.provider_id, 'owner_id', b.owner_id, 'slug', 'bench-' || b.n))::json)).*
     from provider p, bench_pair b where p.id = '${template.id}'`,
  );
  await em.execute(`insert into chat (id, customer_id, provider_id, last_seq, last_activity_at, created_at) select chat_id, customer_id, provider_id, 0, now(), now() from bench_pair`);
  await em.execute(
    `insert into chat_participant (id, chat_id, user_id, role, last_read_seq)
     select gen_random_uuid(), chat_id, customer_id, 'customer', 0 from bench_pair union all
     select gen_random_uuid(), chat_id, owner_id, 'provider', 0 from bench_pair`,
  );
  await em.execute('analyze app_user; analyze chat; analyze chat_participant; analyze chat_message');
  const rows = (await em.execute('select owner_id, customer_id, chat_id from bench_pair order by n')) as Array<{ owner_id: string; customer_id: string; chat_id: string }>;
  const now = Date.now();
  const pairs: Pair[] = [];
  for (const row of rows) {
    const customerCookie = `c${row.customer_id.replaceAll('-', '')}`.padEnd(43, 'x').slice(0, 43);
    const ownerCookie = `o${row.owner_id.replaceAll('-', '')}`.padEnd(43, 'x').slice(0, 43);
    await app.sessions.save(customerCookie, { userId: row.customer_id, createdAt: now, lastSeenAt: now });
    await app.sessions.save(ownerCookie, { userId: row.owner_id, createdAt: now, lastSeenAt: now });
    pairs.push({ customerCookie, ownerCookie, chatId: row.chat_id });
  }
  return pairs;
}

/** Runs a client script (`bench/*-clients.ts`) in a process of its own, so the sockets do not share the server's event loop. */
export function runClientProcess<Run, Result>(script: URL, run: Run): Promise<Result> {
  const child = fork(script, { execArgv: process.execArgv });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as Result));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`clients exited with ${code}`));
    });
    child.send(run as object);
  });
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
