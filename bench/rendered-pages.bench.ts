import autocannon, { type Request } from 'autocannon';

/**
 * `npm run bench:pages`: throughput and latency of the public pages the server renders, against a
 * running app (BASE_URL, default http://localhost:3000; `npm start`). Pages for visitors who are
 * not signed in are kept for 5 s; a signed-in visitor's page (here: any `sid` cookie) is rendered
 * for each request. The bare shell of a browser-rendered page (/konto) is the reference. Prints
 * numbers; never fails on a time.
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const listed = (await (await fetch(`${baseUrl}/api/explore/services?max=50`)).json()) as { data: Array<{ slug: string }> };
const servicePaths = listed.data.map((service) => `/service/${service.slug}`);
if (servicePaths.length === 0) throw new Error('The app lists no services; start it with its demo data.');

async function measure(title: string, paths: string[], headers: Record<string, string> = {}) {
  let next = 0;
  const options = {
    url: baseUrl,
    connections,
    headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers },
    requests: [{ setupRequest: (request: Request): Request => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) }],
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, pools, the first renders
  const result = await autocannon({ ...options, title, duration: durationSeconds });
  if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { page: title, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99 };
}

const signedIn = { cookie: 'sid=bench-visitor' };
const rows = [
  await measure('front page, not signed in (kept 5 s)', ['/']),
  await measure('front page, rendered each time', ['/'], signedIn),
  await measure(`service pages (${servicePaths.length}), not signed in`, servicePaths),
  await measure(`service pages (${servicePaths.length}), rendered each time`, servicePaths, signedIn),
  await measure('browse "vask", rendered each time', ['/utforsk?q=vask'], signedIn),
  await measure('bare shell (/konto)', ['/konto']),
];
console.info(`\n${connections} connections, ${durationSeconds} s each, ${baseUrl}\n`);
console.table(rows); // eslint-disable-line no-console -- the bench prints a table by design
