import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * `npm run bench:js`: how much JavaScript a first-time visitor's browser downloads to show the
 * front page (and the browse and service pages), gzip-compressed as a CDN would send it. Runs
 * Debian's Chromium against a running app (BASE_URL, default http://localhost:3000). Budget for
 * the front page: 170 KB. Prints numbers; never fails on a size.
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const budgetKb = 170;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

async function javascriptOf(path: string) {
  const page = await browser.newPage();
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
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  return { path, files: sizes.size, kb: Math.round(total / 102.4) / 10 };
}

try {
  const servicePath = await (async () => {
    const response = await fetch(`${baseUrl}/api/explore/services?max=1`);
    const body = (await response.json()) as { data: Array<{ slug: string }> };
    return body.data[0] ? `/service/${body.data[0].slug}` : null;
  })();
  const rows = [await javascriptOf('/'), await javascriptOf('/utforsk?q=vask')];
  if (servicePath) rows.push(await javascriptOf(servicePath));
  console.table(rows); // eslint-disable-line no-console -- the bench prints a table by design
  console.info(`front page: ${rows[0]!.kb} KB gzip of JavaScript (budget ${budgetKb} KB)`);
} finally {
  await browser.close();
}
