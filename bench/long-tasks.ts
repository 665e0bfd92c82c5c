import { launchChromium, markTakeoverScript, popularPaths } from './public-pages.ts';

/**
 * `npm run bench:long-tasks`: the main thread's long tasks while the public pages of a running app
 * (BASE_URL, default http://localhost:3000) load and are taken over, in Debian's Chromium with the
 * CPU slowed 4× as Lighthouse's mobile profile assumes. For each page, over BENCH_RUNS loads (5):
 * the median blocking time (what each task lasts beyond 50 ms, summed, from the start until 3 s
 * after the takeover), the median longest task, and when the page took taps. Lighthouse turns the
 * same tasks into its total blocking time; this prints them with their start, so a change can be
 * traced to the task it shortened. Prints numbers; never fails on a figure.
 */
const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const cpuSlowdown = 4;
const afterTakeoverMs = 3_000;

// In-page code, as text: the benches are type-checked for Node, without the browser's types.
/** Keeps every long task, with its start and length. */
const watchTasks = `
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
`;

const browser = await launchChromium();

type Load = { blocking: number; longest: number; takeover: number; tasks: Array<[number, number]> };

async function load(pagePath: string): Promise<Load> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript({ content: watchTasks + markTakeoverScript });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
    await page.locator('#root:not([data-hydrating]) > *').first().waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(afterTakeoverMs);
    const seen = (await page.evaluate('({ tasks: window.longTasks, takeover: window.takenOverAt })')) as { tasks: Array<[number, number]>; takeover: number };
    return {
      blocking: seen.tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: Math.max(0, ...seen.tasks.map(([, duration]) => duration)),
      takeover: Math.round(seen.takeover),
      tasks: seen.tasks,
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  const rows = [];
  const popular = await popularPaths(baseUrl);
  for (const pagePath of ['/', '/utforsk?q=vask', ...(popular ? [popular.service, popular.provider] : [])]) {
    const loads: Load[] = [];
    for (let run = 0; run < runs; run += 1) loads.push(await load(pagePath));
    rows.push({
      page: pagePath,
      'blocking ms': median(loads.map((one) => one.blocking)),
      'longest ms': median(loads.map((one) => one.longest)),
      'takes taps at ms': median(loads.map((one) => one.takeover)),
      'blocking, all runs': loads.map((one) => one.blocking).join(' '),
    });
    if (process.argv.includes('--tasks')) {
      for (const one of loads) console.info(`${pagePath} taps at ${one.takeover} ms; tasks (start:ms) ${one.tasks.map(([start, duration]) => `${start}:${duration}`).join(' ')}`);
    }
  }
  // eslint-disable-next-line no-console -- the bench prints a table by design
  console.table(rows);
  console.info(`median of ${runs} loads per page, CPU slowed ${cpuSlowdown}×; ${baseUrl}`);
} finally {
  await browser.close();
}
