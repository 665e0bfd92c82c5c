import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Server } from 'socket.io';
import { buildApp } from '#server/app.ts';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { dropDatabase, openMigratedDatabase } from '#server/db/database.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { createTestUser } from '#server/test/factories.ts';
import type { ClientResult, ClientRun, Pair } from './chat-clients.ts';
import { dropBenchKeys } from './scratch-redis.ts';

/**
 * `node bench/chat.ts`: live chat at scale, through the real server (HTTP + Socket.IO with the
 * Redis adapter), PostgreSQL and Redis, on a scratch database.
 *
 * BENCH_PAIRS (1 000) customer–provider pairs, each with its chat: 2 000 sockets. For BENCH_SECONDS
 * (30) every customer sends one message a second over `chat:send` (stored, numbered under the
 * chat's lock, acknowledged, pushed as `chat:message`, nudge scheduled). The sockets live in a
 * second process (bench/chat-clients.ts). Printed: delivery latency p50/p95/p99 from send to the
 * provider's socket, messages lost and duplicated (target: p99 under 100 ms, 0 and 0), and the
 * same load on a bare Socket.IO echo server for comparison.
 */
const pairCount = Number(process.env.BENCH_PAIRS ?? 1_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);

loadEnvFile();
const base = loadConfig();
const url = new URL(process.env.BENCH_DATABASE_URL ?? base.databaseUrl);
url.pathname = `/marketplace_bench_chat_${process.pid}`;
const databaseUrl = url.toString();
const redisKeyPrefix = `bench-chat-${process.pid}:`;
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  REDIS_KEY_PREFIX: redisKeyPrefix,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  CLIENT_DIST_DIR: '/nonexistent-client-build',
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

function runClients(run: ClientRun): Promise<ClientResult> {
  const child = fork(fileURLToPath(new URL('./chat-clients.ts', import.meta.url)), { execArgv: process.execArgv });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as ClientResult));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`clients exited with ${code}`));
    });
    child.send(run);
  });
}

function report(title: string, result: ClientResult): string {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return [
    `${title}: ${result.sent} sent, ${result.acked} acknowledged, ${result.failed} refused or timed out, ${result.received} delivered (sockets connected in ${(result.connectMs / 1000).toFixed(1)} s)`,
    `  latency p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms  p99 ${percentile(sorted, 0.99).toFixed(1)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    `  lost ${result.lost}  duplicated ${result.duplicated}`,
    `  p99 of each second's messages: ${result.latenciesBySecond.map((second) => percentile([...second].sort((a, b) => a - b), 0.99).toFixed(0)).join(' ')} ms`,
  ].join('\n');
}

/** A plain Socket.IO server that hands each customer's message to its provider's socket. */
async function echoServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const http = createServer();
  const io = new Server(http, { path: '/socket.io', transports: ['websocket'] });
  io.on('connection', (socket) => {
    const { pair, role } = socket.handshake.query as { pair: string; role: string };
    void socket.join(`pair-${pair}-${role}`);
    socket.on('echo', (payload: { pair: string; clientId: string }, ack: (reply: { ok: boolean }) => void) => {
      io.to(`pair-${payload.pair}-provider`).emit('echo', payload);
      ack({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}

try {
  const { orm } = await openMigratedDatabase(databaseUrl, { poolMax: config.databasePoolMax });
  try {
    const app = await buildApp({ config, orm });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const em = orm.em.fork() as EntityManager;
      const template = await createProvider(em, { locations: ['oslo'] });
      const customerTemplate = await createTestUser(em);
      // Owners, providers, customers, chats and participants in bulk.
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
      await em.execute(
        `insert into chat (id, customer_id, provider_id, last_seq, last_activity_at, created_at) select chat_id, customer_id, provider_id, 0, now(), now() from bench_pair`,
      );
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
      const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

      const cpuBefore = process.cpuUsage();
      const chat = await runClients({ mode: 'chat', url: appUrl, pairs, seconds });
      const cpu = process.cpuUsage(cpuBefore);
      const serverCpuMs = (cpu.user + cpu.system) / 1000;
      const [stored] = (await em.execute('select count(*)::int as count, count(distinct (chat_id, client_id))::int as distinct_ids from chat_message')) as Array<{ count: number; distinct_ids: number }>;
      const echo = await echoServer();
      const echoCpuBefore = process.cpuUsage();
      const bare = await runClients({ mode: 'echo', url: echo.url, pairs, seconds });
      const echoCpu = process.cpuUsage(echoCpuBefore);
      const echoCpuMs = (echoCpu.user + echoCpu.system) / 1000;
      await echo.close();

      console.info(`scratch database ${url.pathname.slice(1)}: ${pairCount} pairs (${pairCount * 2} sockets), one message a second per customer for ${seconds} s`);
      console.info(report('chat (server, Redis adapter, PostgreSQL)', chat));
      console.info(`  stored messages ${stored?.count} (${stored?.distinct_ids} distinct client ids); server process CPU ${(serverCpuMs / 1000).toFixed(1)} s, ${(serverCpuMs / Math.max(1, chat.sent)).toFixed(2)} ms per message`);
      console.info(report('bare Socket.IO echo, same load', bare));
      console.info(`  server process CPU ${(echoCpuMs / 1000).toFixed(1)} s, ${(echoCpuMs / Math.max(1, bare.sent)).toFixed(2)} ms per message`);
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
