import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildApp } from '#server/app.ts';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { dropDatabase, openMigratedDatabase } from '#server/db/database.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { socketNotifier } from '#server/modules/notifications/user-notifier.ts';
import { broadcastIfDue } from '#server/modules/requests/request-broadcast.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { dropBenchKeys } from './scratch-redis.ts';

/**
 * `node bench/custom-requests.ts`: custom requests at scale, on a scratch database.
 *
 * - Broadcast: a category with BENCH_PROVIDERS (2 000) relevant providers in Oslo. Timed: a
 *   request sent with "send to all" (`POST /api/customRequests`, in process), from the call to its
 *   answer, which comes after every provider's recipient row is written, its `notification:new`
 *   emitted and its e-mail and SMS queued in Redis; and the 24-hour broadcast of a request sent to
 *   one chosen provider (`broadcastIfDue`, as the job runs it). Target: under 2 s.
 * - Provider list: one provider reached by BENCH_REQUESTS (5 000) requests, a fifth of them with
 *   its offer, some accepted; `GET /api/customRequests/provider` per tab, first page and a page
 *   deep in the list. Target: p95 under 20 ms.
 */
const providerCount = Number(process.env.BENCH_PROVIDERS ?? 2_000);
const requestCount = Number(process.env.BENCH_REQUESTS ?? 5_000);
const listCalls = Number(process.env.BENCH_CALLS ?? 200);

loadEnvFile();
const base = loadConfig();
const url = new URL(process.env.BENCH_DATABASE_URL ?? base.databaseUrl);
url.pathname = `/marketplace_bench_requests_${process.pid}`;
const databaseUrl = url.toString();
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  REDIS_KEY_PREFIX: `bench-requests-${process.pid}:`,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  CLIENT_DIST_DIR: '/nonexistent-client-build',
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
const describe = (title: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${title.padEnd(52)} n=${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 0.5).toFixed(2)} ms  p95 ${percentile(sorted, 0.95).toFixed(2)} ms  max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`;
};

/** Copies a row `count` times with new values for some columns (SQL expressions over `n`), whatever the table's other columns are. */
const cloneRows = (table: string, templateId: string, count: number, overrides: Record<string, string>) =>
  `insert into ${table} select (json_populate_record(null::${table}, (to_jsonb(t) || jsonb_build_object(${Object.entries(overrides)
    .map(([column, expression]) => `'${column}', ${expression}`)
    .join(', ')}))::json)).* from ${table} t, generate_series(1, ${count}) n where t.id = '${templateId}'`;

try {
  const { orm } = await openMigratedDatabase(databaseUrl, { poolMax: config.databasePoolMax });
  try {
    const clock = new ManualClock('2026-12-01T08:00:00Z');
    const app = await buildApp({ config, orm, clock });
    await app.ready();
    try {
      const em = orm.em.fork() as EntityManager;
      const template = await createProvider(em, { locations: ['oslo'] });
      await createService(em, template, { areas: ['oslo'] });
      const category = template.category;
      // The owners and providers in bulk, cloned from the template: the search triggers run per row as in production.
      await em.execute(
        `with owners as (${cloneRows('app_user', template.owner.id, providerCount - 1, {
          id: 'gen_random_uuid()',
          phone: `'+4741' || lpad(n::text, 6, '0')`,
          email: `'bench-' || n || '@eksempel.no'`,
        })} returning id)
        insert into provider select (json_populate_record(null::provider, (to_jsonb(p) || jsonb_build_object('id', gen_random_uuid(), 'owner_id', o.id, 'slug', 'bench-' || o.id))::json)).*
        from provider p, owners o where p.id = '${template.id}'`,
      );
      const customer = await createTestUser(em);
      const cookie = await sessionCookieFor(app, customer.id);
      const dto = (extra: Record<string, unknown>) => ({
        categoryId: category.id,
        title: 'Stort oppdrag i Oslo',
        description: 'Benchmark',
        startTime: '2026-12-20T11:00:00Z',
        deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
        recipients: [],
        sendToAll: false,
        ...extra,
      });

      const broadcastTimes: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'POST', url: '/api/customRequests', cookies: { sid: cookie }, payload: dto({ sendToAll: true }) });
        broadcastTimes.push(performance.now() - started);
        if (response.statusCode !== 201) throw new Error(`send to all: ${response.statusCode} ${response.body}`);
        if (response.json<{ reachedCount: number }>().reachedCount !== providerCount) throw new Error(`reached ${response.json<{ reachedCount: number }>().reachedCount} of ${providerCount}`);
      }
      const delayedTimes: number[] = [];
      const messaging = { outbound: app.queues.outboundMessages, notifier: socketNotifier(app.io), origin: config.origin };
      for (let run = 0; run < 3; run += 1) {
        clock.set('2026-12-01T08:00:00Z');
        const response = await app.inject({ method: 'POST', url: '/api/customRequests', cookies: { sid: cookie }, payload: dto({ recipients: [template.id] }) });
        if (response.statusCode !== 201) throw new Error(`chosen: ${response.statusCode} ${response.body}`);
        clock.set('2026-12-02T08:00:00Z');
        const started = performance.now();
        const reached = await broadcastIfDue(orm.em.fork() as EntityManager, messaging, response.json<{ id: string }>().id, clock.now());
        delayedTimes.push(performance.now() - started);
        if (reached !== providerCount - 1) throw new Error(`24-hour broadcast reached ${reached}`);
      }
      const queued = await app.queues.outboundMessages.count();

      // 5 000 requests that reached the template provider; every fifth with its offer, every fiftieth accepted into a booking.
      await em.execute(
        `insert into custom_request (id, customer_id, category_id, title, description, tags, files, answers, starts_at, delivery_street, delivery_postal_code,
           delivery_place, delivery_area_id, status, send_to_all, is_replacement, broadcast_at, broadcast_done_at, created_at, updated_at)
         select gen_random_uuid(), '${customer.id}', '${category.id}', 'Oppdrag ' || n, 'Benchmark', '{}', '[]', '[]', timestamptz '2027-01-01' + n * interval '1 hour',
           'Storgata 1', '0155', 'Oslo', 'oslo', case when n % 50 = 0 then 'CLOSED' else 'OPEN' end, false, false,
           timestamptz '2026-11-01' + n * interval '1 minute', timestamptz '2026-11-01' + n * interval '1 minute',
           timestamptz '2026-11-01' + n * interval '1 minute', timestamptz '2026-11-01' + n * interval '1 minute'
         from generate_series(1, ${requestCount}) n`,
      );
      await em.execute(
        `insert into custom_request_recipient (id, request_id, provider_id, via, reached_at)
         select gen_random_uuid(), cr.id, '${template.id}', 'chosen', cr.created_at from custom_request cr where cr.title like 'Oppdrag %'`,
      );
      await em.execute(
        `insert into price_offer (id, request_id, provider_id, amount_ore, conditions, expires_at, duration_minutes, status, created_at, updated_at)
         select gen_random_uuid(), cr.id, '${template.id}', 100000, '', cr.starts_at, 120, case when cr.status = 'CLOSED' then 'accepted' else 'sent' end, cr.created_at, cr.created_at
         from custom_request cr where cr.title like 'Oppdrag %' and (split_part(cr.title, ' ', 2)::int % 5 = 0)`,
      );
      await em.execute('analyze custom_request; analyze custom_request_recipient; analyze price_offer');
      const providerCookie = await sessionCookieFor(app, template.owner.id);
      const listLines: string[] = [];
      for (const tab of ['open', 'offers_sent', 'pending_customer', 'previous']) {
        const times: number[] = [];
        let deepCursor: string | null = null;
        let count = 0;
        for (let call = 0; call < listCalls; call += 1) {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url: `/api/customRequests/provider?tab=${tab}`, cookies: { sid: providerCookie } });
          times.push(performance.now() - started);
          if (response.statusCode !== 200) throw new Error(`${tab}: ${response.statusCode} ${response.body}`);
          count = response.json<{ data: unknown[] }>().data.length;
        }
        // A page a hundred rows in.
        let next: string | null = null;
        for (let page = 0; page < 5; page += 1) {
          const page_: { next: string | null } = (await app.inject({ method: 'GET', url: `/api/customRequests/provider?tab=${tab}${next ? `&next=${next}` : ''}`, cookies: { sid: providerCookie } })).json();
          next = page_.next;
          if (!next) break;
        }
        deepCursor = next;
        const deep: number[] = [];
        if (deepCursor) {
          for (let call = 0; call < listCalls / 4; call += 1) {
            const started = performance.now();
            await app.inject({ method: 'GET', url: `/api/customRequests/provider?tab=${tab}&next=${deepCursor}`, cookies: { sid: providerCookie } });
            deep.push(performance.now() - started);
          }
        }
        listLines.push(describe(`provider list, tab ${tab}, first page (${count} rows)`, times));
        if (deep.length) listLines.push(describe(`provider list, tab ${tab}, page 6`, deep));
      }

      console.info(`scratch database ${url.pathname.slice(1)}: ${providerCount} relevant providers; ${requestCount} requests reaching one provider`);
      console.info(describe(`"send to all" request to ${providerCount} providers`, broadcastTimes));
      console.info(describe(`24-hour broadcast to ${providerCount - 1} providers`, delayedTimes));
      console.info(`outbound messages queued: ${queued}`);
      for (const line of listLines) console.info(line);
    } finally {
      await dropBenchKeys(app.redis, `bench-requests-${process.pid}:`);
      await app.close();
    }
  } finally {
    await orm.close();
  }
} finally {
  // BENCH_KEEP=1 keeps the scratch database for EXPLAIN by hand.
  if (process.env.BENCH_KEEP === '1') console.info(`kept ${databaseUrl}`);
  else await dropDatabase(databaseUrl);
}
