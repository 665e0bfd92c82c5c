import pg from 'pg';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { dropDatabase, openMigratedDatabase } from '#server/db/database.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser } from '#server/test/factories.ts';

/**
 * `npm run bench:booking-insert`: what the no-double-booking exclusion constraint costs on insert,
 * and the trigger that moves the provider's calendar version (the provider calendar migration).
 *
 * On a scratch database (created and dropped here, on the server of BENCH_DATABASE_URL or
 * DATABASE_URL) it compares `booking`, with its `booking_no_overlap` constraint, with and without
 * its calendar trigger, to `booking_plain`, a copy with the same columns, defaults, checks,
 * indexes and foreign keys but without that constraint or any trigger. Both are first filled with the same history, then take the same
 * single-row inserts (one statement and transaction each, as a booking request does) from a few
 * connections at once, non-overlapping so none is refused. Rounds alternate between the variants
 * so none always runs on a warmer cache; the best round of each counts. Target: the constrained
 * table keeps at least 80 % of the plain table's rate; the trigger's share is printed beside it.
 */
const providerCount = Number(process.env.BENCH_PROVIDERS ?? 40);
const historyRows = Number(process.env.BENCH_HISTORY ?? 50_000);
const insertsPerRound = Number(process.env.BENCH_INSERTS ?? 6_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

loadEnvFile();
const config = loadConfig();
// Always a database of its own, so dropping it at the end can never take anyone's data.
const benchUrl = (() => {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? config.databaseUrl);
  url.pathname = `/marketplace_bench_booking_${process.pid}`;
  return url.toString();
})();

const slotMinutes = 120;
const base = Date.parse('2027-01-04T07:00:00Z');

try {
  const { orm } = await openMigratedDatabase(benchUrl);
  let providers: string[];
  let serviceId: string;
  let customerId: string;
  try {
    const em = orm.em.fork();
    const first = await createProvider(em);
    providers = [first.id];
    for (let index = 1; index < providerCount; index += 1) providers.push((await createProvider(em, { category: first.category })).id);
    serviceId = (await createService(em, first)).id;
    customerId = (await createTestUser(em)).id;
  } finally {
    await orm.close();
  }

  const pool = new pg.Pool({ connectionString: benchUrl, max: connections });
  try {
    await pool.query(`create table booking_plain (like booking including all)`);
    const { rows: copied } = await pool.query<{ conname: string }>(
      `select conname from pg_constraint where conrelid = 'booking_plain'::regclass and contype = 'x'`,
    );
    for (const { conname } of copied) await pool.query(`alter table booking_plain drop constraint ${pg.escapeIdentifier(conname)}`);
    await pool.query(`alter table booking_plain add foreign key (customer_id) references app_user (id) on delete restrict,
      add foreign key (provider_id) references provider (id) on delete restrict,
      add foreign key (service_id) references service (id) on delete set null`);

    // Slot n of provider p starts at base + (n * providers + p) slots: never overlapping within a provider.
    const columns = `id, order_number, customer_id, provider_id, service_id, service_title, status, starts_at, ends_at, busy_until,
      list_price_ore, price_ore, vat_ore, cancellation_policy, payment_method, delivery_street, delivery_postal_code, delivery_place, created_at, updated_at`;
    const history = (table: string) =>
      pool.query(
        `insert into ${table} (${columns})
         select gen_random_uuid(), 'H' || lpad(n::text, 7, '0'), $1, ($2::uuid[])[1 + n % $3], $4, 'Bench', 'confirmed',
                to_timestamp($5 / 1000.0) + (n / $3) * interval '${slotMinutes} minutes',
                to_timestamp($5 / 1000.0) + (n / $3) * interval '${slotMinutes} minutes' + interval '60 minutes',
                to_timestamp($5 / 1000.0) + (n / $3) * interval '${slotMinutes} minutes' + interval '90 minutes',
                120000, 120000, 24000, 'simple', 'card', 'Storgata 1', '0155', 'Oslo', now(), now()
         from generate_series(0, $6 - 1) as n`,
        [customerId, providers, providerCount, serviceId, base, historyRows],
      );
    await history('booking');
    await history('booking_plain');
    await pool.query('analyze booking; analyze booking_plain');

    const insertText = (table: string) => `insert into ${table} (${columns})
      values (gen_random_uuid(), $7, $1, $2, $3, 'Bench', 'confirmed', $4, $5, $6,
              120000, 120000, 24000, 'simple', 'card', 'Storgata 1', '0155', 'Oslo', now(), now())`;
    const slotsUsed = { booking: historyRows, booking_plain: historyRows };
    /** What a round inserts into: the plain copy, the constrained table, or that with its calendar triggers. */
    const variants = {
      plain: { table: 'booking_plain', calendarTriggers: false },
      constraint: { table: 'booking', calendarTriggers: false },
      calendar: { table: 'booking', calendarTriggers: true },
    } as const;
    type Variant = keyof typeof variants;

    async function round(variant: Variant): Promise<number> {
      const { table, calendarTriggers } = variants[variant];
      if (table === 'booking') await pool.query(`alter table booking ${calendarTriggers ? 'enable' : 'disable'} trigger booking_calendar_version`);
      const firstSlot = slotsUsed[table];
      slotsUsed[table] += insertsPerRound;
      let next = 0;
      const text = insertText(table);
      const started = performance.now();
      await Promise.all(
        Array.from({ length: connections }, async () => {
          const client = await pool.connect();
          try {
            for (let index = next++; index < insertsPerRound; index = next++) {
              const n = firstSlot + index;
              const startsAt = base + Math.floor(n / providerCount) * slotMinutes * 60_000;
              await client.query(text, [
                customerId,
                providers[n % providerCount],
                serviceId,
                new Date(startsAt),
                new Date(startsAt + 60 * 60_000),
                new Date(startsAt + 90 * 60_000),
                `I${String(n).padStart(7, '0')}`,
              ]);
            }
          } finally {
            client.release();
          }
        }),
      );
      return insertsPerRound / ((performance.now() - started) / 1000);
    }

    const order: Variant[] = ['plain', 'constraint', 'calendar'];
    for (const variant of order) await round(variant);
    const rates: Record<Variant, number[]> = { plain: [], constraint: [], calendar: [] };
    for (let index = 0; index < rounds; index += 1) {
      for (const variant of index % 2 ? [...order].reverse() : order) rates[variant].push(await round(variant));
    }
    await pool.query('alter table booking enable trigger booking_calendar_version');
    const best = (values: number[]) => Math.max(...values);
    const [plain, constrained, calendar] = order.map((variant) => best(rates[variant])) as [number, number, number];
    const ratio = constrained / plain;
    const show = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
    console.info(`history: ${historyRows} bookings over ${providerCount} providers; ${insertsPerRound} inserts per round from ${connections} connections`);
    console.info(`without exclusion constraint:  ${plain.toFixed(0)} inserts/s (rounds: ${show(rates.plain)})`);
    console.info(`with exclusion constraint:     ${constrained.toFixed(0)} inserts/s (rounds: ${show(rates.constraint)})`);
    console.info(`and calendar version trigger:  ${calendar.toFixed(0)} inserts/s (rounds: ${show(rates.calendar)})`);
    console.info(`constraint: ${(ratio * 100).toFixed(1)} % of plain (target ≥ 80 %) ${ratio >= 0.8 ? 'OK' : 'BELOW TARGET'}`);
    console.info(`calendar trigger: ${((calendar / constrained) * 100).toFixed(1)} % of the constrained rate`);
    if (ratio < 0.8) process.exitCode = 1;
  } finally {
    await pool.end();
  }
} finally {
  await dropDatabase(benchUrl);
}
