import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildApp } from '#server/app.ts';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { dropDatabase, openMigratedDatabase } from '#server/db/database.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { LocalTestGateway } from '#server/modules/payments/gateway/local-test-gateway.ts';
import { reconcileLedger } from '#server/modules/payments/ledger-reconciliation.ts';
import { chargeVisit } from '#server/modules/subscriptions/visit-charges.ts';
import { generateVisits } from '#server/modules/subscriptions/visit-generator.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { dropBenchKeys } from './scratch-redis.ts';

/**
 * `npm run bench:subscriptions`: recurring cleaning at scale, on a scratch database, through the
 * real app and the local test gateway (its webhooks come back over loopback HTTP).
 *
 * BENCH_SUBSCRIPTIONS (10 000) weekly subscriptions: providers (an eighth as many) each with
 * eight subscribers at 08:00 … 15:00 on Fridays, customers (BENCH_CUSTOMERS, 100) each with a card
 * saved at the gateway's checkout. The providers book 8 weeks ahead.
 * - The visit generator: every subscription's 8 weeks of visits, each a booking holding time, at
 *   the workers' concurrency. Printed: the total and per subscription.
 * - Charging: the first visits all due at once, charged as the jobs do (`chargeVisit`, same
 *   concurrency), then every visit asked again, as a lost-job sweep or a doubled job would. Target:
 *   all charged in under 60 s; charges made twice 0 (payments and ledger rows counted). Printed
 *   too: SQL statements and this process's CPU time per charge (the webhooks' handling included).
 * BENCH_CONCURRENCY changes the concurrency of both steps (default: the workers', WORKER_CONCURRENCY).
 */
const subscriptionCount = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 100);
const perProvider = 8;
const providerCount = Math.ceil(subscriptionCount / perProvider);

loadEnvFile();
const base = loadConfig();
const url = new URL(process.env.BENCH_DATABASE_URL ?? base.databaseUrl);
url.pathname = `/marketplace_bench_subscriptions_${process.pid}`;
const databaseUrl = url.toString();
const redisKeyPrefix = `bench-subscriptions-${process.pid}:`;
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  REDIS_KEY_PREFIX: redisKeyPrefix,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  CLIENT_DIST_DIR: '/nonexistent-client-build',
  PAYMENTS_PROVIDER: 'local',
});

/** Runs `work` over `items` with at most `limit` at once. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++] as T);
  }));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

try {
  const { orm } = await openMigratedDatabase(databaseUrl, { poolMax: config.databasePoolMax });
  try {
    // Tuesday 1 December 2026, 09:00 in Oslo; the first visits are on Friday 4 December.
    const clock = new ManualClock('2026-12-01T08:00:00Z');
    const app = await buildApp({ config, orm, clock });
    await app.ready();
    const gateway = app.paymentGateway;
    if (!(gateway instanceof LocalTestGateway)) throw new Error('the bench needs the local test gateway');
    gateway.webhooks.options.target = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const em = orm.em.fork() as EntityManager;
      const category = (await em.findOne(CategoryEntity, { name: 'cleaning' })) ?? (await createCategory(em, { name: 'cleaning' }));
      const template = await createProvider(em, { category, locations: ['oslo'] });
      const templateService = await createService(em, template, { areas: ['oslo'], basePriceOre: 120_000, baseDurationMinutes: 60 });
      // Providers and their services cloned from the template in bulk, with an 8-week horizon.
      await em.execute(`create temp table bench_provider as select n, gen_random_uuid() as owner_id, gen_random_uuid() as provider_id, gen_random_uuid() as service_id from generate_series(1, ${providerCount}) n`);
      await em.execute(`insert into app_user select (json_populate_record(null::app_user, (to_jsonb(u) || jsonb_build_object('id', b.owner_id, 'phone', '+4741' || lpad(b.n::text, 6, '0'), 'email', 'bench-owner-' || b.n || '@eksempel.no'))::json)).* from app_user u, bench_provider b where u.id = '${template.owner.id}'`);
      await em.execute(`insert into provider select (json_populate_record(null::provider, (to_jsonb(p) || jsonb_build_object('id', b.provider_id, 'owner_id', b.owner_id, 'slug', 'bench-' || b.n))::json)).* from provider p, bench_provider b where p.id = '${template.id}'`);
      await em.execute(`insert into service select (json_populate_record(null::service, (to_jsonb(s) || jsonb_build_object('id', b.service_id, 'provider_id', b.provider_id, 'slug', 'bench-vask-' || b.n))::json)).* from service s, bench_provider b where s.id = '${templateService.id}'`);
      await em.execute(`insert into provider_schedule (provider_id, is_available, horizon_days, weekdays, overrides, buffer_time_minutes, earliest_available_hours, closed_on_holidays, updated_at)
        select provider_id, true, 56, '[]', '[]', 0, 0, true, now() from bench_provider`);

      // Customers, each with a card saved at the gateway's checkout.
      const cards: Array<{ customerId: string; cardId: string }> = [];
      for (let index = 0; index < customerCount; index += 1) {
        const customer = await createTestUser(em);
        const cookie = await sessionCookieFor(app, customer.id);
        const { checkoutUrl } = (await app.inject({ method: 'POST', url: '/api/payments/cards/setup', cookies: { sid: cookie } })).json<{ checkoutUrl: string }>();
        await app.inject({ method: 'POST', url: `/api/test-gateway/sessions/${checkoutUrl.split('/testbetaling/')[1]}/pay`, payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' } });
        await gateway.webhooks.idle();
        const [card] = (await app.inject({ method: 'GET', url: '/api/payments/cards', cookies: { sid: cookie } })).json<Array<{ id: string }>>();
        cards.push({ customerId: customer.id, cardId: card!.id });
      }
      await em.execute(`create temp table bench_card (k int, customer_id uuid, card_id uuid)`);
      await em.execute(`insert into bench_card values ${cards.map((card, index) => `(${index}, '${card.customerId}', '${card.cardId}')`).join(', ')}`);
      await em.execute(`insert into subscription (id, customer_id, provider_id, service_id, service_title, status, frequency, first_day, start_minutes, duration_minutes, price_ore, vat_ore,
          cancellation_policy, delivery_street, delivery_postal_code, delivery_place, delivery_area_id, saved_card_id, generated_until, created_at, updated_at, version)
        select gen_random_uuid(), c.customer_id, b.provider_id, b.service_id, 'Fast vask', 'active', 'weekly', '2026-12-04', (8 + slot) * 60, 60, 120000, 24000,
          'simple', 'Storgata 1', '0155', 'Oslo', 'oslo', c.card_id, '2026-12-04T07:00:00Z', now(), now(), 1
        from bench_provider b cross join generate_series(0, ${perProvider - 1}) slot
        join bench_card c on c.k = ((b.n * ${perProvider} + slot) % ${customerCount})
        limit ${subscriptionCount}`);
      const subscriptionIds = (await em.execute<Array<{ id: string }>>('select id from subscription')).map((row) => row.id);
      console.info(`scratch database ${url.pathname.slice(1)}: ${subscriptionIds.length} weekly subscriptions, ${providerCount} providers, ${customerCount} customers with a saved card`);

      const concurrency = Number(process.env.BENCH_CONCURRENCY ?? config.workerConcurrency);
      let started = performance.now();
      let collided = 0;
      await inParallel(subscriptionIds, concurrency, async (subscriptionId) => {
        const generated = await generateVisits(orm.em.fork(), { subscriptionId, now: clock.now() });
        collided += generated.collided.length;
      });
      const generateMs = performance.now() - started;
      const [{ visits, bookings }] = (await em.execute(`select count(*)::int as visits, count(booking_id)::int as bookings from subscription_visit`)) as [{ visits: number; bookings: number }];
      console.info(`visit generator: ${visits} visits (${bookings} bookings, ${collided} collided) in ${seconds(generateMs)}, ${(generateMs / subscriptionIds.length).toFixed(1)} ms per subscription (concurrency ${concurrency})`);

      // Wednesday 23:00 in Oslo: every Friday visit is past its charge time.
      clock.set('2026-12-02T22:00:00Z');
      const due = (await em.execute<Array<{ id: string }>>(`select id from subscription_visit where state = 'booked' and charge_at <= '${clock.now().toISOString()}'`)).map((row) => row.id);
      const deps = { payments: app.payments, config: app.config };
      // Statements sent while charging, counted through the ORM's query logger (called for each one).
      const logger = orm.config.getLogger();
      const logQuery = logger.logQuery.bind(logger);
      let statements = 0;
      logger.logQuery = (context) => {
        statements += 1;
        logQuery(context);
      };
      let paid = 0;
      const cpuBefore = process.cpuUsage();
      started = performance.now();
      await inParallel(due, concurrency, async (visitId) => {
        const outcome = await chargeVisit(orm.em.fork(), deps, { visitId, now: clock.now() });
        if (outcome.kind === 'paid') paid += 1;
      });
      await gateway.webhooks.idle();
      const chargeMs = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const perCharge = (value: number) => (value / Math.max(1, due.length)).toFixed(1);
      console.info(`charging: ${paid} of ${due.length} due visits paid in ${seconds(chargeMs)} (${(due.length / (chargeMs / 1000)).toFixed(0)} a second, concurrency ${concurrency})`);
      console.info(`  per charge, webhooks included: ${perCharge(statements)} SQL statements, ${perCharge((cpu.user + cpu.system) / 1000)} ms CPU in this process`);

      // Everything asked again, as doubled jobs or a sweep after lost ones would.
      started = performance.now();
      let again = 0;
      await inParallel(due, concurrency, async (visitId) => {
        const outcome = await chargeVisit(orm.em.fork(), deps, { visitId, now: clock.now() });
        if (outcome.kind !== 'none') again += 1;
      });
      await gateway.webhooks.idle();
      const [{ payments, charges, twice }] = (await em.execute(
        `select (select count(*)::int from payment where status = 'succeeded' and purpose = 'booking') as payments,
          (select count(*)::int from ledger_entry where kind = 'charge') as charges,
          (select count(*)::int from (select booking_id from payment where status = 'succeeded' and booking_id is not null group by booking_id having count(*) > 1) t) as twice`,
      )) as [{ payments: number; charges: number; twice: number }];
      console.info(`asked again: ${again} acted in ${seconds(performance.now() - started)}; succeeded payments ${payments}, ledger charges ${charges}, visits charged twice ${twice}`);
      const reconciliation = await reconcileLedger(orm.em.fork(), {});
      console.info(`ledger reconciliation: ${reconciliation.problems.length} problems`);
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
