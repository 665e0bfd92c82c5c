import { gzipSync } from 'node:zlib';
import { launchChromium, markTakeoverScript, popularPaths } from './public-pages.ts';

/**
 * `npm run bench:js`: how much JavaScript a first-time visitor's browser downloads to show the
 * front page (and the browse and service pages), gzip-compressed as a CDN would send it. Runs
 * Debian's Chromium against a running app (BASE_URL, default http://localhost:3000). "initial" is
 * what the browser asked for before the page's load event; "interactive" what it asked for until
 * the app had taken the page over, by the page's own clock (a page rendered on the server shows before its code, which
 * starts after the first paint, so for these pages "interactive" is what counts); "all" adds what
 * the page fetches afterwards while the visitor reads. Target for the front page: 120 KB. Prints
 * numbers; never fails on a size. `-- --files` also lists each page's files until interactive.
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const targetKb = 120;

const browser = await launchChromium();

// In-page code, as text: the benches are type-checked for Node, without the browser's types.
/** Keeps every file the page asks for, and marks the moment the app has taken it over. */
const markTakeover = `performance.setResourceTimingBufferSize(2000);${markTakeoverScript}`;

/** When the page asked for each file, by its own clock, with its load event and its takeover. */
const askedFiles = `({
  loadAt: performance.getEntriesByType('navigation')[0].loadEventStart,
  takenOverAt: window.takenOverAt ?? Infinity,
  files: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
})`;

async function javascriptOf(path: string) {
  const page = await browser.newPage();
  await page.addInitScript({ content: markTakeover });
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      sizes.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A response the page navigated away from has no body; it was not needed to show the page.
    }
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.locator('#root:not([data-hydrating]) > *').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // When each file was asked for, by the page's own clock: what the page asked for after it took
  // taps (the router the front page fetches while the visitor reads) is not what it needed for that.
  const asked = (await page.evaluate(askedFiles)) as { loadAt: number; takenOverAt: number; files: Array<{ path: string; at: number }> };
  await page.close();
  const initial = new Set(asked.files.filter((file) => file.at < asked.loadAt).map((file) => file.path));
  const interactive = new Set(asked.files.filter((file) => file.at <= asked.takenOverAt).map((file) => file.path));
  const kb = (files: Array<[string, number]>) => Math.round(files.reduce((sum, [, size]) => sum + size, 0) / 102.4) / 10;
  const first = [...sizes].filter(([file]) => initial.has(file));
  const toInteractive = [...sizes].filter(([file]) => interactive.has(file));
  if (process.argv.includes('--files')) {
    const listed = toInteractive.sort(([, a], [, b]) => b - a).map(([file, size]) => ({ file, kb: Math.round(size / 102.4) / 10 }));
    console.table(listed); // eslint-disable-line no-console -- the bench prints a table by design
  }
  return {
    path,
    'initial kb': kb(first),
    'interactive files': toInteractive.length,
    'interactive kb': kb(toInteractive),
    'all files': sizes.size,
    'all kb': kb([...sizes]),
  };
}

try {
  const popular = await popularPaths(baseUrl);
  const rows = [await javascriptOf('/'), await javascriptOf('/utforsk?q=vask')];
  if (popular) rows.push(await javascriptOf(popular.service));
  console.table(rows); // eslint-disable-line no-console -- the bench prints a table by design
  console.info(
    `front page: ${rows[0]!['initial kb']} KB gzip before the load event, ${rows[0]!['interactive kb']} KB until it takes taps (target ${targetKb} KB), ${rows[0]!['all kb']} KB in all`,
  );
} finally {
  await browser.close();
}
