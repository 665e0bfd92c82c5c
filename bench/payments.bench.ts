import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildApp } from '#server/app.ts';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { dropDatabase, openMigratedDatabase } from '#server/db/database.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { LocalTestGateway } from '#server/modules/payments/gateway/local-test-gateway.ts';
import { reconcileLedger } from '#server/modules/payments/ledger-reconciliation.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';

/**
 * `npm run bench:payments`: what a card payment costs on our side, on a scratch database.
 *
 * Customers book directly and pay at the local test gateway's checkout, whose signed webhooks
 * come back over real HTTP (loopback) to the running app, as from a hosted gateway. Measured:
 * - the checkout's pay call (the gateway's work, kept in Redis, plus queueing the webhook);
 * - our webhook handling per event, from the request arriving to the answer: signature check,
 *   recording the event once, the guarded payment update, the ledger row and confirming the
 *   booking under its row lock. Every event is delivered twice, so the second (a duplicate,
 *   answered without applying) is measured on its own;
 * - how long a batch paid back to back takes until every booking is confirmed (the webhooks then
 *   queue for the database pool, so each takes longer than alone);
 * - `reconcileLedger` over the result.
 * Targets: a webhook applied in under 50 ms at p95 on 2 cores; a duplicate in under 10 ms.
 */
const providerCount = Number(process.env.BENCH_PROVIDERS ?? 10);
const slotsPerDay = 4;
const days = Number(process.env.BENCH_DAYS ?? 8);

loadEnvFile();
const base = loadConfig();
const url = new URL(process.env.BENCH_DATABASE_URL ?? base.databaseUrl);
url.pathname = `/marketplace_bench_payments_${process.pid}`;
const databaseUrl = url.toString();
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  REDIS_KEY_PREFIX: `bench-payments-${process.pid}:`,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  CLIENT_DIST_DIR: '/nonexistent-client-build',
  PAYMENTS_PROVIDER: 'local',
  PAYMENTS_TEST_WEBHOOK_DUPLICATES: '2',
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
const describe = (title: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${title.padEnd(44)} n=${String(sorted.length).padStart(4)}  p50 ${percentile(sorted, 0.5).toFixed(2)} ms  p95 ${percentile(sorted, 0.95).toFixed(2)} ms  max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`;
};

/** Oslo working days from Tuesday 1 December 2026 (UTC+1 in winter), four starts a day per provider. */
function startTimes(): string[] {
  const starts: string[] = [];
  for (let date = Date.UTC(2026, 11, 1); starts.length < days * slotsPerDay; date += 86_400_000) {
    const weekday = new Date(date).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let slot = 0; slot < slotsPerDay; slot += 1) starts.push(new Date(date + (7 + slot * 2) * 3_600_000).toISOString());
  }
  return starts;
}

try {
  const { orm } = await openMigratedDatabase(databaseUrl, { poolMax: config.databasePoolMax });
  try {
    const clock = new ManualClock('2026-11-30T07:00:00Z');
    const app = await buildApp({ config, orm, clock });
    const applied: number[] = [];
    const duplicates: number[] = [];
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/payments/webhooks/')) {
        (typeof payload === 'string' && payload.includes('"duplicate":true') ? duplicates : applied).push(reply.elapsedTime);
      }
      return payload;
    });
    await app.ready();
    const gateway = app.paymentGateway;
    if (!(gateway instanceof LocalTestGateway)) throw new Error('the bench needs the local test gateway');
    gateway.webhooks.options.target = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const em = orm.em.fork() as EntityManager;
      const starts = startTimes();
      const services: string[] = [];
      for (let index = 0; index < providerCount; index += 1) {
        const provider = await createProvider(em, { instantBooking: true });
        services.push((await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 })).id);
      }
      const customers = await Promise.all(Array.from({ length: 20 }, async () => sessionCookieFor(app, (await createTestUser(em)).id)));

      const checkouts: Array<{ bookingId: string; session: string }> = [];
      let customerIndex = 0;
      for (const startTime of starts) {
        for (const serviceId of services) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/booking',
            cookies: { sid: customers[customerIndex++ % customers.length]! },
            payload: { serviceId, startTime, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], paymentMethod: 'card', acceptTerms: true },
          });
          if (response.statusCode !== 201) throw new Error(`booking: ${response.statusCode} ${response.body}`);
          const booking = response.json<{ id: string; checkout: { url: string } }>();
          checkouts.push({ bookingId: booking.id, session: booking.checkout.url.split('/testbetaling/')[1]! });
        }
      }

      // One at a time first, so each webhook is timed on its own; then the rest back to back, for
      // the rate with webhooks arriving while others are being applied.
      const payCalls: number[] = [];
      const pay = async (session: string) => {
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api/test-gateway/sessions/${session}/pay`,
          payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
        });
        payCalls.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`pay: ${response.statusCode} ${response.body}`);
      };
      const half = Math.floor(checkouts.length / 2);
      for (const { session } of checkouts.slice(0, half)) {
        await pay(session);
        await gateway.webhooks.idle();
      }
      const isolated = { applied: applied.splice(0), duplicates: duplicates.splice(0) };
      const batchStarted = performance.now();
      for (const { session } of checkouts.slice(half)) await pay(session);
      await gateway.webhooks.idle();
      const batchMs = performance.now() - batchStarted;
      const batchCount = checkouts.length - half;
      const [row] = await em.getConnection().execute<{ confirmed: string }[]>("select count(*) as confirmed from booking where status = 'confirmed'");

      const reconcileTimes: number[] = [];
      let problems = 0;
      for (let run = 0; run < 5; run += 1) {
        const started = performance.now();
        problems = (await reconcileLedger(orm.em.fork() as EntityManager)).problems.length;
        reconcileTimes.push(performance.now() - started);
      }

      console.info(`scratch database ${url.pathname.slice(1)}: ${providerCount} providers, ${checkouts.length} direct bookings paid by test card, each webhook delivered twice over loopback HTTP`);
      console.info(describe('checkout pay call (test gateway)', payCalls));
      console.info(describe('webhook applied, one at a time', isolated.applied));
      console.info(describe('webhook duplicate, one at a time', isolated.duplicates));
      console.info(describe('webhook applied, back to back', applied));
      console.info(describe('webhook duplicate, back to back', duplicates));
      console.info(`back to back: ${batchCount} payments until every webhook answered in ${(batchMs / 1000).toFixed(2)} s, ${(batchCount / (batchMs / 1000)).toFixed(0)} payments/s; confirmed bookings: ${row?.confirmed} of ${checkouts.length}`);
      console.info(describe(`reconcileLedger (${checkouts.length} bookings)`, reconcileTimes), `problems: ${problems}`);
    } finally {
      await app.close();
    }
  } finally {
    await orm.close();
  }
} finally {
  await dropDatabase(databaseUrl);
}
