import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumFlags, popularPaths } from './public-pages.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse performance and accessibility scores (mobile, the
 * default profile) for the front, browse, service and provider pages of a running app (BASE_URL,
 * default http://localhost:3000), in Debian's Chromium: each page audited BENCH_RUNS times (3),
 * the run with the median performance score shown. Lighthouse runs through npx at a pinned
 * version so the project does not carry it as a dependency. Prints numbers; never fails on a score.
 */
const run = promisify(execFile);
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const lighthouseVersion = '13.5.0';
const chromeFlags = ['--headless=new', ...chromiumFlags].join(' ');

const runs = Number(process.env.BENCH_RUNS ?? 3);

/** One Lighthouse run of a page; a run that fails to record its trace (it happens) is tried again by the caller. */
async function audit(pagePath: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    await run(
      'npx',
      ['--yes', `lighthouse@${lighthouseVersion}`, `${baseUrl}${pagePath}`, '--quiet', '--output=json', `--output-path=${report}`,
        '--only-categories=performance,accessibility', `--chrome-flags=${chromeFlags}`],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
    );
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: Record<'performance' | 'accessibility', { score: number }>;
      audits: Record<string, { numericValue?: number }>;
    };
    return {
      page: pagePath,
      performance: Math.round(result.categories.performance.score * 100),
      accessibility: Math.round(result.categories.accessibility.score * 100),
      'FCP ms': Math.round(result.audits['first-contentful-paint']?.numericValue ?? 0),
      'LCP ms': Math.round(result.audits['largest-contentful-paint']?.numericValue ?? 0),
      'TBT ms': Math.round(result.audits['total-blocking-time']?.numericValue ?? 0),
      CLS: Number((result.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const popular = await popularPaths(baseUrl);
const pages = ['/', '/utforsk?q=vask', ...(popular ? [popular.service, popular.provider] : [])];
const rows = [];
for (const page of pages) {
  const audits = [];
  for (let run = 0; run < runs; run += 1) audits.push(await audit(page).catch(() => audit(page)));
  audits.sort((a, b) => a.performance - b.performance);
  const median = audits[Math.floor(audits.length / 2)]!;
  rows.push({ ...median, 'performance, all runs': audits.map((row) => row.performance).join(' ') });
}
// eslint-disable-next-line no-console -- the bench prints a table by design
console.table(rows);
console.info(`median of ${runs} runs per page; ${baseUrl}`);
