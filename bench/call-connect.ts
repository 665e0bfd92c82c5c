import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { loadConfig } from '#server/config/config.ts';
import { buildClient, clientBuildIsStale } from '#server/cli/client-build.ts';
import { percentile, withChatPairs } from './chat-pairs.ts';
import { launchChromium } from './public-pages.ts';

/**
 * `node bench/call-connect.ts`: how long answering a call takes between two real browsers.
 * Debian's Chromium with its fake microphone, two contexts (a customer and a provider) on this
 * machine against the real server, a scratch database. BENCH_CALLS (20) voice calls one after the
 * other; for each: from the moment the provider's page sends `call:accept` to the moment its
 * screen says the call is ongoing (media flowing, the peer connection connected), and how many
 * signalling messages (`call:signal`) the two pages sent. Target: under 1 s at p95 on loopback.
 */
const calls = Number(process.env.BENCH_CALLS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3191);

if (clientBuildIsStale(loadConfig().clientDistDir)) await buildClient();

/** Counts the `call:signal` frames a page sends and notes when it sends `call:accept`. */
function watchFrames(page: Page) {
  const seen = { signals: 0, acceptAt: Number.NaN };
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      if (text.includes('"call:signal"')) seen.signals += 1;
      if (text.includes('"call:accept"')) seen.acceptAt = performance.now();
    }),
  );
  return seen;
}

const status = (page: Page, text: string) =>
  page.waitForFunction(
    // Runs in the page, whose `document` the bench's own types do not know.
    (expected) => (globalThis as unknown as { document: { querySelector(selector: string): { textContent: string | null } | null } }).document.querySelector('[data-testid="call-status"]')?.textContent === expected,
    text,
    { polling: 'raf', timeout: 30_000 },
  );

await withChatPairs(
  'callconnect',
  1,
  async ({ url, pairs: [pair] }) => {
    if (!pair) throw new Error('no pair');
    const browser = await launchChromium(['--use-fake-device-for-media-stream', '--allow-loopback-in-peer-connection']);
    try {
      const pageOf = async (sid: string) => {
        const context = await browser.newContext({ permissions: ['microphone', 'camera'], locale: 'nb-NO' });
        await context.addCookies([{ name: 'sid', value: sid, url }]);
        return context.newPage();
      };
      const customer = await pageOf(pair.customerCookie);
      const provider = await pageOf(pair.ownerCookie);
      const customerFrames = watchFrames(customer);
      const providerFrames = watchFrames(provider);
      // The provider's page is online once its socket has joined (Socket.IO's CONNECT answer, "40").
      const online = new Promise<void>((resolve) => provider.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => String(payload).startsWith('40') && resolve())));
      await provider.goto(`${url}/agent/meldinger/${pair.chatId}`);
      await online;
      // Each page answers the cookie question once, so its banner covers no button.
      await customer.goto(`${url}/account/chat/${pair.chatId}`);
      for (const page of [provider, customer]) await page.getByRole('button', { name: 'Bare nødvendige' }).click();
      const answerMs: number[] = [];
      const signalsPerCall: number[] = [];
      for (let call = 0; call < calls; call += 1) {
        const signalsBefore = customerFrames.signals + providerFrames.signals;
        await customer.goto(`${url}/account/chat/call?chat=${pair.chatId}&video=0`);
        await provider.getByRole('alertdialog').getByRole('button', { name: 'Svar' }).click();
        await status(provider, 'I samtale');
        answerMs.push(performance.now() - providerFrames.acceptAt);
        await status(customer, 'I samtale');
        await customer.getByRole('button', { name: 'Legg på' }).click();
        await status(provider, 'Samtalen er avsluttet');
        signalsPerCall.push(customerFrames.signals + providerFrames.signals - signalsBefore);
      }
      const sorted = [...answerMs].sort((a, b) => a - b);
      console.info(`${calls} voice calls between two Chromium contexts on loopback, one after the other`);
      console.info(`  accept → ongoing  p50 ${percentile(sorted, 0.5).toFixed(0)} ms  p95 ${percentile(sorted, 0.95).toFixed(0)} ms  max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`);
      console.info(`  signalling messages per call (both sides): ${Math.min(...signalsPerCall)}–${Math.max(...signalsPerCall)}, mean ${(signalsPerCall.reduce((a, b) => a + b, 0) / signalsPerCall.length).toFixed(1)}`);
    } finally {
      await browser.close();
    }
  },
  { port, withClient: true },
);
