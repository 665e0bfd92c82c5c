import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * `npm run bench:explore`: GET /api/explore/services with a text query and two filters against
 * the bench database (`npm run bench:seed`: 50 000 services, 10 000 providers), next to a bare
 * Fastify route in the same run. Two explore loads:
 * - "repeated": the same search again and again, as on a busy front page (served from the short
 *   result cache after the first answer), once as is and once compressed as browsers ask for it;
 * - "varied": a different price ceiling on every request, so nearly every request misses the cache
 *   and runs the PostgreSQL query;
 * - "varied with a date": the same with a from/to span next Tuesday, so the page's services are
 *   also checked for a free start (their providers' schedules and bookings, the availability engine);
 * - "varied price range": both ends of the price filter, as the browse page's two price fields
 *   send them, each request a different pair of a wide range.
 * Targets: p99 under 50 ms and at least 5 % of the bare route's throughput without the cache; the
 * search with a date within 1.5× of the one without. Prints numbers only.
 */
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace_bench';

const targets = fork(fileURLToPath(new URL('./http-targets.ts', import.meta.url)), {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, DATABASE_URL: benchDatabaseUrl, BENCH_SKIP_SEED: '1' },
});
const urls = await new Promise<{ app: string; bare: string }>((resolve) => targets.once('message', resolve as (value: unknown) => void));

const search = '/api/explore/services?query=vask&location=oslo&maxPrice=';
// The same search for next Tuesday 10:00–14:00 in Oslo: every page also asks the availability engine.
const tuesday = new Date(Date.now() + (((2 - new Date().getDay() + 7) % 7) + 7) * 86_400_000).toISOString().slice(0, 10);
const dated = `/api/explore/services?query=vask&location=oslo&from=${encodeURIComponent(`${tuesday}T10:00:00+01:00`)}&to=${encodeURIComponent(`${tuesday}T14:00:00+01:00`)}&maxPrice=`;

// From 100–499 kr up to 3 000–22 999 kr: every pair differs, and each range is wide.
const priceRange = (n: number) => `${search.replace('maxPrice=', 'minPrice=')}${100 + (n % 400)}&maxPrice=${3000 + (Math.floor(n / 400) % 20_000)}`;

type Row = { title: string; requestsPerSecond: number; p50: number; p99: number };

/** `vary` is a path to which each request appends its own price ceiling, or a path for each request. */
async function measure(title: string, url: string, vary?: string | ((n: number) => string), headers?: Record<string, string>): Promise<Row> {
  let counter = 0;
  const options: autocannon.Options = { url, connections, ...(headers ? { headers } : {}) };
  if (vary) {
    const path = typeof vary === 'string' ? (n: number) => `${vary}${1000 + (n % 20_000)}` : vary;
    options.requests = [{ setupRequest: (request) => ({ ...request, path: path(counter++) }) }];
  }
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, connection pools
  const result = await autocannon({ ...options, title, duration: durationSeconds });
  if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { title, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  const sample = (await (await fetch(`${urls.app}${search}3000`)).json()) as { data: unknown[] };
  console.info(`sample search returns ${sample.data.length} services on its first page`);
  const repeated = await measure('explore/services, repeated search', `${urls.app}${search}3000`);
  // As browsers ask: the cached page goes out as its kept compressed copy.
  const repeatedBrotli = await measure('explore/services, repeated search, br', `${urls.app}${search}3000`, undefined, { 'accept-encoding': 'gzip, deflate, br' });
  const varied = await measure('explore/services, varied search', `${urls.app}${search}3000`, search);
  const datedSample = (await (await fetch(`${urls.app}${dated}3000`)).json()) as { data: unknown[] };
  console.info(`sample search with a date returns ${datedSample.data.length} services on its first page`);
  const variedDated = await measure('explore/services, varied search with a date', `${urls.app}${dated}3000`, dated);
  const variedRange = await measure('explore/services, varied price range', `${urls.app}${priceRange(0)}`, priceRange);
  const bare = await measure('bare Fastify GET /hello', `${urls.bare}/hello`);
  console.info(`\n${connections} connections, ${durationSeconds} s each, Node ${process.version}\n`);
  // eslint-disable-next-line no-console -- the bench prints a table by design
  console.table(
    [repeated, repeatedBrotli, varied, variedDated, variedRange, bare].map((row) => ({
      route: row.title,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'share of bare': `${((row.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} %`,
    })),
  );
} finally {
  targets.kill('SIGTERM');
}
