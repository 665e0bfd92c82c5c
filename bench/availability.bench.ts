import { performance } from 'node:perf_hooks';
import { availableDays, availableTimes, type AvailabilityInput, type BusyInterval } from '#server/modules/availability/availability.ts';
import type { Schedule } from '#shared/providers/schedule.schema.ts';
import { measureRoutes } from './availability-routes.ts';
import { seededRandom } from '#server/db/seeded-random.ts';

/**
 * `npm run bench:availability`: the availability engine for a busy provider, Monday to Saturday
 * 08:00–20:00 with 2 000 bookings of one to three hours over a year. Every run gets a fresh copy of
 * the busy list, as a request does after loading it, so sorting and indexing are measured too.
 * Targets: availableDays(year) p95 under 20 ms, availableTimes(day) p95 under 5 ms.
 *
 * Then the same through the public routes, end to end on a scratch PostgreSQL database
 * (availability-routes.ts): GET /api/explore/services/:id/days-available?year= and
 * …/times-available?day=, uncached, with `app.inject`. Targets: days-available for a year p95
 * under 20 ms, times-available for a day p95 under 5 ms. Prints numbers only; exits 1 when a
 * route misses its target.
 */
const runs = Number(process.env.BENCH_RUNS ?? 300);
const bookingCount = 2_000;
const now = new Date('2026-01-01T07:00:00Z');
const hourMs = 3_600_000;

const schedule: Schedule = {
  isAvailable: true,
  instantBooking: true,
  horizonDays: 365,
  weekdays: (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const).map((day) => ({
    day,
    workingHours: [{ from: '08:00', to: '20:00' }],
  })),
  overrides: [
    { date: '2026-05-17', isAvailable: false, workingHours: [] },
    { date: '2026-12-24', isAvailable: true, workingHours: [{ from: '08:00', to: '12:00' }] },
  ],
  bufferTimeMinutes: 30,
  maxDailyBookings: null,
  earliestAvailableHours: 24,
  closedOnHolidays: true,
};

// A fixed seed keeps runs comparable.
const { next: random } = seededRandom('availability-engine');

// Bookings on working days, starting on the half hour between 08:00 and 17:00 Oslo winter time
// (an hour off in summer: the bench needs spread, not exact hours).
const bookings: BusyInterval[] = [];
while (bookings.length < bookingCount) {
  const day = Math.floor(random() * 365);
  const midnight = Date.UTC(2026, 0, 1 + day) - hourMs;
  if (new Date(midnight + 12 * hourMs).getUTCDay() === 0) continue;
  const start = midnight + 8 * hourMs + Math.floor(random() * 19) * (hourMs / 2);
  const hours = 1 + Math.floor(random() * 3);
  bookings.push({ start: new Date(start), end: new Date(start + hours * hourMs + schedule.bufferTimeMinutes * 60_000) });
}
const bookingsPerDay = new Map<string, number>();

function inputFor(): AvailabilityInput {
  return { schedule: { ...schedule }, busy: bookings.slice(), bookingsPerDay, durationMinutes: 120, now };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function measure(title: string, run: (index: number) => unknown): { title: string; first: number; p50: number; p95: number; max: number } {
  const firstStarted = performance.now();
  run(0);
  const first = performance.now() - firstStarted;
  for (let index = 1; index < 20; index += 1) run(index); // warm-up: JIT
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    run(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { title, first, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1]! };
}

// Measured first, so that "first" includes filling the time zone offset cache.
const days = measure('availableDays(2026)', () => availableDays(inputFor(), 2026));
const workingDays = availableDays(inputFor(), 2026);
const times = measure('availableTimes(day)', (index) => availableTimes(inputFor(), workingDays[(index * 37) % workingDays.length]!));
const slotCount = workingDays.slice(0, 30).reduce((sum, day) => sum + availableTimes(inputFor(), day).length, 0);

console.info(`${bookingCount} bookings, ${workingDays.length} days with a free 2-hour slot in 2026, ${slotCount} slots on the first 30 of them`);
console.info(`${runs} runs each, Node ${process.version}\n`);
const table = (rows: Array<{ title: string; first: number; p50: number; p95: number; max: number }>, target?: (title: string) => number) =>
  // eslint-disable-next-line no-console -- the bench prints a table by design
  console.table(
    rows.map((row) => ({
      call: row.title,
      'first ms': row.first.toFixed(2),
      'p50 ms': row.p50.toFixed(3),
      'p95 ms': row.p95.toFixed(3),
      'max ms': row.max.toFixed(3),
      ...(target ? { 'p95 target ms': target(row.title), ok: row.p95 < target(row.title) ? 'yes' : 'NO' } : {}),
    })),
  );
table([days, times]);

const routes = await measureRoutes(runs);
console.info(`\n${routes.notes.join('\n')}\n${runs} runs each\n`);
const routeTarget = (title: string) => (title.includes('days-available') ? 20 : 5);
table(routes.timings, routeTarget);
if (routes.timings.some((row) => row.p95 >= routeTarget(row.title))) process.exitCode = 1;
