import { loadEnvFile } from '#server/config/config.ts';
import { openMigratedDatabase } from '#server/db/database.ts';
import { query, sql } from '#server/db/sql.ts';
import { refreshAllProviderFigures } from '#server/modules/ratings/provider-figures.service.ts';

/**
 * `npm run bench:figures`: counts every provider's figures from scratch on the bench database
 * (`npm run bench:seed`: 10 000 providers, 50 000 services, ~150 000 bookings, ~50 000 ratings).
 * The stored figures are wiped first, so every row is computed and written; then a second run
 * shows the daily recount's cost when little has changed. Target: under 30 s from scratch.
 */
loadEnvFile();
const benchUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace_bench';
const { orm } = await openMigratedDatabase(benchUrl, { poolMax: 2 });
try {
  const em = orm.em.fork();
  const [counts] = await query<{ providers: number; services: number; bookings: number; ratings: number }>(
    em,
    sql`select (select count(*) from provider)::int as providers, (select count(*) from service)::int as services,
          (select count(*) from booking)::int as bookings, (select count(*) from provider_rating)::int as ratings`,
  );
  await query(em, sql`update provider set rating_average = null, rating_count = 0, acceptance_rate = null, cancel_rate = null, average_response_time_sec = null, is_recommended = false, satisfaction_guarantee = false, popularity = 0`);
  await query(em, sql`update service set rating_average = null, rating_count = 0, popularity = 0`);
  const now = new Date();
  let started = performance.now();
  const changed = await refreshAllProviderFigures(em, now);
  const scratch = (performance.now() - started) / 1000;
  started = performance.now();
  const again = await refreshAllProviderFigures(em, now);
  const unchanged = (performance.now() - started) / 1000;
  const [figures] = await query<Record<string, number>>(
    em,
    sql`select count(*) filter (where acceptance_rate is not null)::int as with_acceptance, count(*) filter (where cancel_rate is not null)::int as with_cancel_rate,
          count(*) filter (where average_response_time_sec is not null)::int as with_response_time, count(*) filter (where is_recommended)::int as recommended,
          count(*) filter (where satisfaction_guarantee)::int as guaranteed, round(avg(acceptance_rate), 3)::float as mean_acceptance from provider`,
  );
  console.info(JSON.stringify(counts));
  console.info(`from scratch: ${scratch.toFixed(1)} s for ${counts!.providers} providers (${Math.round(counts!.providers / scratch)} a second), ${changed} written`);
  console.info(`again, nothing changed: ${unchanged.toFixed(1)} s, ${again} written`);
  console.info(JSON.stringify(figures));
} finally {
  await orm.close();
}
