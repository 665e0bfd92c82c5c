import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { type BookingDeadlineJob, queueNames, queuePrefix } from '#shared/queues.ts';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { dropDatabase, openMigratedDatabase } from '#server/db/database.ts';
import { closeRedis, createRedis } from '#server/lib/redis.ts';
import { scheduleExpiry } from '#server/modules/bookings/booking-deadlines.ts';
import { pairChat } from '#server/modules/chats/chat.service.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser } from '#server/test/factories.ts';
import { dropBenchKeys } from './scratch-redis.ts';

/**
 * `npm run bench:deadlines`: are deadlines kept on time under a burst? BENCH_DEADLINES (10 000)
 * booking requests whose answer deadline falls within one minute, each with its expiry job queued
 * as the app queues it (`scheduleExpiry`), on a scratch database and Redis prefix. The workers run
 * as `npm start` runs them: their own process (`workers/main.ts`), default concurrency. Each pair
 * of customer and provider has its chat, as the request's own line opened it.
 *
 * Lateness is measured on the effect, not the queue: the booking's `expired_at` (the worker's
 * clock when it expired the booking, the chat line and message included) minus its deadline.
 * Printed: p50, p99 and max, how many expired, and whether the providers' figures show them
 * (counted after the expiries, once per provider and five seconds). Targets: p99 under 250 ms,
 * max under 5 s.
 */
const deadlineCount = Number(process.env.BENCH_DEADLINES ?? 10_000);
const windowMs = Number(process.env.BENCH_WINDOW_MS ?? 60_000);
/** The first deadline falls this long after the jobs start being queued, so queueing never runs late. */
const leadMs = 10_000;
const providerCount = 50;
const customerCount = 100;

loadEnvFile();
const base = loadConfig();
const url = new URL(process.env.BENCH_DATABASE_URL ?? base.databaseUrl);
url.pathname = `/marketplace_bench_deadlines_${process.pid}`;
const databaseUrl = url.toString();
const redisKeyPrefix = `bench-deadlines-${process.pid}:`;
const env = { ...process.env, NODE_ENV: 'development', DATABASE_URL: databaseUrl, REDIS_KEY_PREFIX: redisKeyPrefix, LOG_LEVEL: 'silent' };
const config = loadConfig(env);

const { orm } = await openMigratedDatabase(databaseUrl, { poolMax: 4 });
const redis = createRedis(config.redisUrl, { forQueues: true, name: 'bench-deadlines' });
const queue = new Queue<BookingDeadlineJob>(queueNames.bookingDeadlines, { connection: redis, prefix: queuePrefix(redisKeyPrefix) });
let workers: ChildProcess | undefined;

async function startWorkers(): Promise<ChildProcess> {
  const child = fork(fileURLToPath(new URL('../workers/main.ts', import.meta.url)), { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message: { type?: string }) => message.type === 'workers-ready' && resolve());
    child.once('exit', (code) => reject(new Error(`workers exited with ${code}`)));
  });
  return child;
}

try {
  const em = orm.em.fork() as EntityManager;
  const category = await createCategory(em);
  const services = [];
  for (let index = 0; index < providerCount; index += 1) services.push(await createService(em, await createProvider(em, { category }), { category }));
  const customers = [];
  for (let index = 0; index < customerCount; index += 1) customers.push(await createTestUser(em));

  // Each provider's requests sit three hours apart, so none overlaps another's time.
  const start = Date.now() + leadMs;
  await em.execute(
    `insert into booking (id, order_number, customer_id, provider_id, service_id, service_title, status, starts_at, ends_at, busy_until,
       price_ore, vat_ore, list_price_ore, cancellation_policy, payment_method, delivery_street, delivery_postal_code, delivery_place,
       provider_answer_by, created_at, updated_at)
     select gen_random_uuid(), 'D' || lpad(g::text, 7, '0'), c.id, s.provider_id, s.id, s.title, 'awaiting_provider',
       now() + interval '7 days' + (g / ?) * interval '3 hours', now() + interval '7 days 2 hours' + (g / ?) * interval '3 hours',
       now() + interval '7 days 2 hours' + (g / ?) * interval '3 hours',
       s.base_price_ore, s.base_price_ore / 5, s.base_price_ore, 'simple', 'card', 'Storgata 1', '0155', 'Oslo',
       to_timestamp((? + random() * ?) / 1000.0), now(), now()
     from generate_series(0, ? - 1) g
     join lateral (select * from service where id = (array[${services.map(() => '?').join(', ')}]::uuid[])[g % ? + 1]) s on true
     join lateral (select * from app_user where id = (array[${customers.map(() => '?').join(', ')}]::uuid[])[g % ? + 1]) c on true`,
    [providerCount, providerCount, providerCount, start, windowMs, deadlineCount, ...services.map((service) => service.id), providerCount, ...customers.map((customer) => customer.id), customerCount],
  );
  // A request writes its line into the pair's chat, opening it: each pair has its chat before the expiry.
  for (const pair of await em.execute<Array<{ customer_id: string; provider_id: string }>>(`select distinct customer_id, provider_id from booking`)) {
    await pairChat(em, { customerId: pair.customer_id, providerId: pair.provider_id, now: new Date() });
  }
  const deadlines = await em.execute<Array<{ id: string; due: number }>>(`select id, (extract(epoch from provider_answer_by) * 1000)::float8 as due from booking where status = 'awaiting_provider'`);

  workers = await startWorkers();
  const queueingStarted = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < deadlines.length) {
        const row = deadlines[next++]!;
        await scheduleExpiry(queue, row.id, 'provider_answer', new Date(row.due), new Date());
      }
    }),
  );
  const queuedMs = Date.now() - queueingStarted;
  console.info(`${deadlines.length} expiry jobs queued in ${(queuedMs / 1000).toFixed(1)} s; deadlines from ${((start - Date.now()) / 1000).toFixed(1)} s to ${((start + windowMs - Date.now()) / 1000).toFixed(1)} s from now`);

  const giveUpAt = start + windowMs + 120_000;
  let expired = 0;
  while (Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const [counted] = await em.execute<Array<{ expired: number }>>(`select count(*)::int as expired from booking where status = 'expired'`);
    expired = counted?.expired ?? 0;
    if (expired === deadlines.length) break;
  }
  // The providers' figures are counted after the expiries, once per provider and five seconds.
  const countedBy = Date.now() + 15_000;
  let counted = 0;
  while (Date.now() < countedBy) {
    const [row] = await em.execute<Array<{ counted: number }>>(`select count(*)::int as counted from provider where acceptance_rate = 0`);
    counted = row?.counted ?? 0;
    if (counted === providerCount) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.info(`providers whose acceptance rate shows the expiries: ${counted} of ${providerCount}`);
  const failed = await queue.getFailed(0, 2);
  if (failed.length) console.info(`failed jobs, for example: ${failed.map((job) => job.failedReason).join('; ')}`);
  const statuses = await em.execute<Array<{ status: string; n: number }>>(`select status, count(*)::int as n from booking group by status`);
  console.info(`bookings by status: ${statuses.map((row) => `${row.status} ${row.n}`).join(', ')}`);
  const [figures] = await em.execute<Array<{ p50: number; p99: number; max: number; early: number }>>(
    `select percentile_cont(0.5) within group (order by late)::float8 as p50, percentile_cont(0.99) within group (order by late)::float8 as p99,
       max(late)::float8 as max, count(*) filter (where late < -1)::int as early
     from (select extract(epoch from expired_at - provider_answer_by) * 1000 as late from booking where status = 'expired') lateness`,
  );
  console.info(`\n${expired} of ${deadlines.length} expired (deadlines within ${windowMs / 1000} s, workers' concurrency ${config.workerConcurrency}, Node ${process.version})`);
  // eslint-disable-next-line no-console -- the bench prints a table by design
  console.table([{ 'lateness p50 ms': Math.round(figures!.p50), 'p99 ms': Math.round(figures!.p99), 'max ms': Math.round(figures!.max), 'expired early': figures!.early }]);
} finally {
  if (workers && workers.exitCode === null) {
    const exited = new Promise((resolve) => workers!.once('exit', resolve));
    workers.kill('SIGTERM');
    await exited;
  }
  await queue.close();
  await dropBenchKeys(redis, redisKeyPrefix);
  await closeRedis(redis);
  await orm.close();
  await dropDatabase(databaseUrl);
}
