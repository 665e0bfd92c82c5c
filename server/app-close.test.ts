import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { LocalBookingPayments } from './modules/payments/local-booking-payments.ts';
import { testConfig } from './test/test-config.ts';

describe('closing the app', () => {
  it('answers a request under way and ends its keep-alive connection, so closing does not wait for the idle timeout', async () => {
    const app = await buildApp({ config: testConfig(), payments: new LocalBookingPayments() });
    app.get('/slow-answer', async () => {
      await sleep(400);
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // A first call leaves a kept-alive connection, which the slow call then reuses.
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    const slow = fetch(`${address}/slow-answer`).then(async (response) => ({ status: response.status, body: await response.json() }));
    await sleep(100);

    const started = Date.now();
    const closed = app.close().then(() => Date.now() - started);
    const tooLong = sleep(10_000).then(() => 'still open');

    expect(await slow).toEqual({ status: 200, body: { done: true } });
    expect(await Promise.race([closed, tooLong])).toBeLessThan(5_000);
  });
});
