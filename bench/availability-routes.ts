import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Schedule } from '#shared/providers/schedule.schema.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { dropDatabase, openMigratedDatabase } from '#server/db/database.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { exploreCacheTtlMs } from '#server/modules/explore/explore.routes.ts';
import { saveSchedule } from '#server/modules/providers/schedule.service.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser } from '#server/test/factories.ts';
import { seededRandom } from '#server/db/seeded-random.ts';

/**
 * The second half of `npm run bench:availability`: the two public availability routes end to end
 * (routing, validation, SQL, engine, JSON), called in process with `app.inject`, so no socket is
 * involved. A scratch database (created and dropped here, on the server of BENCH_DATABASE_URL or
 * DATABASE_URL) holds one approved provider working Monday to Saturday 08:00–20:00 (buffer 30
 * min, horizon 365 days, notice 24 h), one 60-minute service and 2 000 confirmed bookings over the
 * year. The clock starts at 1 January, so the whole year is bookable.
 *
 * The routes cache answers for 5 s by query. The bench's clock moves on by more than that before
 * every call, so each call runs the uncached path while still asking for the plain service (no
 * add-ons); times-available also asks for a new day each time.
 */
export interface RouteTiming {
  title: string;
  first: number;
  p50: number;
  p95: number;
  max: number;
}

const bookingCount = 2_000;
const bufferMinutes = 30;
const workStart = 8 * 60;
const workEnd = 20 * 60;

const schedule: Schedule = {
  isAvailable: true,
  instantBooking: true,
  horizonDays: 365,
  weekdays: (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const).map((day) => ({
    day,
    workingHours: [{ from: '08:00', to: '20:00' }],
  })),
  overrides: [],
  bufferTimeMinutes: bufferMinutes,
  maxDailyBookings: null,
  earliestAvailableHours: 24,
  closedOnHolidays: true,
};

// A fixed seed keeps runs comparable.
const { next: random } = seededRandom('availability-routes');

/** Mondays to Saturdays of `year` as 'YYYY-MM-DD'. */
function workingDates(year: number): string[] {
  const dates: string[] = [];
  for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 86_400_000) {
    if (new Date(time).getUTCDay() !== 0) dates.push(new Date(time).toISOString().slice(0, 10));
  }
  return dates;
}

/**
 * 2 000 bookings of 30 or 60 minutes spread over the working days, six or seven a day inside the
 * working hours with random gaps. Each is followed by the buffer before the next one, so none
 * overlaps another (the `booking_no_overlap` constraint would refuse it).
 */
function bookingPlan(dates: string[]): Array<{ date: string; startMinute: number; minutes: number }> {
  const perDay = Math.floor(bookingCount / dates.length);
  const extraDays = new Set<number>();
  while (extraDays.size < bookingCount - perDay * dates.length) extraDays.add(Math.floor(random() * dates.length));
  const plan: Array<{ date: string; startMinute: number; minutes: number }> = [];
  dates.forEach((date, index) => {
    const count = perDay + (extraDays.has(index) ? 1 : 0);
    const lengths = Array.from({ length: count }, () => (random() < 0.5 ? 30 : 60));
    const busy = () => lengths.reduce((sum, length) => sum + length + bufferMinutes, 0);
    for (let shorten = 0; busy() > workEnd - workStart; shorten += 1) lengths[shorten] = 60;
    // The free half hours are shared out at random in front of the bookings.
    const gaps = new Array<number>(count + 1).fill(0);
    for (let slack = (workEnd - workStart - busy()) / 30; slack > 0; slack -= 1) gaps[Math.floor(random() * gaps.length)]! += 30;
    let minute = workStart;
    lengths.forEach((length, slot) => {
      minute += gaps[slot]!;
      plan.push({ date, startMinute: minute, minutes: length });
      minute += length + bufferMinutes;
    });
  });
  return plan;
}

async function seedScratch(em: EntityManager, databaseUrl: string, year: number): Promise<{ serviceId: string; dates: string[] }> {
  const provider = await createProvider(em, { instantBooking: true });
  await saveSchedule(em, provider, schedule);
  const service = await createService(em, provider, { baseDurationMinutes: 60 });
  const customer = await createTestUser(em);
  const dates = workingDates(year);
  const plan = bookingPlan(dates);
  // One statement for all rows; the Oslo wall times become instants in PostgreSQL.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query(
      `insert into booking (id, order_number, customer_id, provider_id, service_id, service_title, status, starts_at, ends_at, busy_until,
         price_ore, vat_ore, cancellation_policy, payment_method, delivery_street, delivery_postal_code, delivery_place, created_at, updated_at)
       select gen_random_uuid(), 'A' || lpad(n::text, 7, '0'), $1, $2, $3, 'Bench', 'confirmed', s, s + l * interval '1 minute',
              s + (l + $7) * interval '1 minute', 120000, 24000, 'simple', 'card', 'Storgata 1', '0155', 'Oslo', now(), now()
       from (select n, l, (d::date + m * interval '1 minute') at time zone 'Europe/Oslo' as s
             from unnest($4::text[], $5::int[], $6::int[]) with ordinality as t(d, m, l, n)) rows`,
      [
        customer.id,
        provider.id,
        service.id,
        plan.map((row) => row.date),
        plan.map((row) => row.startMinute),
        plan.map((row) => row.minutes),
        bufferMinutes,
      ],
    );
    await pool.query('analyze booking');
  } finally {
    await pool.end();
  }
  return { serviceId: service.id, dates };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

export async function measureRoutes(runs: number): Promise<{ timings: RouteTiming[]; notes: string[] }> {
  loadEnvFile();
  const base = loadConfig();
  // Always a database of its own, so dropping it at the end can never take anyone's data.
  const url = new URL(process.env.BENCH_DATABASE_URL ?? base.databaseUrl);
  url.pathname = `/marketplace_bench_availability_${process.pid}`;
  const databaseUrl = url.toString();
  const year = new Date().getUTCFullYear();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_KEY_PREFIX: `bench-availability-${process.pid}:`,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    CLIENT_DIST_DIR: '/nonexistent-client-build',
  });

  try {
    const { orm } = await openMigratedDatabase(databaseUrl, { poolMax: config.databasePoolMax });
    try {
      const { serviceId, dates } = await seedScratch(orm.em.fork() as EntityManager, databaseUrl, year);
      const clock = new ManualClock(`${year}-01-01T07:00:00Z`);
      const app = await buildApp({ config, orm, clock });
      await app.ready();
      try {
        const call = async (path: string) => {
          clock.set(new Date(clock.now().getTime() + exploreCacheTtlMs + 1_000));
          const response = await app.inject({ method: 'GET', url: path });
          if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
          return response.body;
        };
        // "first" is the route's first call, before the JIT has seen it.
        async function measure(title: string, pathOf: (index: number) => string): Promise<RouteTiming> {
          let index = 0;
          const timed = async () => {
            const started = performance.now();
            await call(pathOf(index++));
            return performance.now() - started;
          };
          const first = await timed();
          for (let warm = 1; warm < 20; warm += 1) await timed();
          const times: number[] = [];
          for (let run = 0; run < runs; run += 1) times.push(await timed());
          times.sort((a, b) => a - b);
          return { title, first, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1)! };
        }

        const daysTiming = await measure(`GET days-available?year=${year}`, () => `/api/explore/services/${serviceId}/days-available?year=${year}`);
        // Later in the year than the notice reaches, so every day has its bookings to work around.
        const bookable = dates.filter((date) => date >= `${year}-01-08`);
        const timesTiming = await measure('GET times-available?day=', (index) => {
          const day = bookable[index % bookable.length]!;
          return `/api/explore/services/${serviceId}/times-available?day=${day}`;
        });
        const days = JSON.parse(await call(`/api/explore/services/${serviceId}/days-available?year=${year}`)) as { days: string[] };
        const sample = JSON.parse(await call(`/api/explore/services/${serviceId}/times-available?day=${bookable[30]}`)) as { times: string[] };
        return {
          timings: [daysTiming, timesTiming],
          notes: [
            `scratch database ${url.pathname.slice(1)}: 1 provider, ${bookingCount} confirmed bookings in ${year}, clock at ${year}-01-01 08:00 Oslo`,
            `days-available answers ${days.days.length} days; times-available on ${bookable[30]} answers ${sample.times.length} times`,
            `app.inject (in process, no network); the clock moves past the 5 s cache before every call, so none is served from it`,
          ],
        };
      } finally {
        await app.close();
      }
    } finally {
      await orm.close();
    }
  } finally {
    await dropDatabase(databaseUrl);
  }
}
