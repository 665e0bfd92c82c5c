import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * `npm run bench`: throughput and p99 latency of GET /api/explore/categories (the whole stack:
 * routing, validation, ORM, PostgreSQL, serialisation) next to a bare Fastify route measured in
 * the same run, and the ratio between them. Prints numbers; never fails on a time.
 */
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const targets = fork(fileURLToPath(new URL('./http-targets.ts', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
const urls = await new Promise<{ app: string; bare: string }>((resolve) => targets.once('message', resolve as (value: unknown) => void));

async function measure(title: string, url: string) {
  await autocannon({ url, connections, duration: 2 }); // warm-up: JIT, connection pools
  const result = await autocannon({ title, url, connections, duration: durationSeconds });
  if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { title, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  const categories = await measure('GET /api/explore/categories', `${urls.app}/api/explore/categories`);
  const bare = await measure('bare Fastify GET /hello', `${urls.bare}/hello`);
  const rows = [categories, bare].map((row) => ({
    route: row.title,
    'req/s': Math.round(row.requestsPerSecond),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
  }));
  console.info(`\n${connections} connections, ${durationSeconds} s each, Node ${process.version}\n`);
  console.table(rows); // eslint-disable-line no-console -- the bench prints a table by design
  console.info(
    `categories/bare throughput ratio: ${(categories.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}; ` +
      `p99 ratio: ${(categories.p99 / Math.max(bare.p99, 1)).toFixed(2)}`,
  );
} finally {
  targets.kill('SIGTERM');
}
