import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';
import { startTestWorkers } from '#server/test/test-workers.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { reconcileLedger } from './ledger-reconciliation.ts';

const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({ clock, payments: 'gateway' });
const gateway = await listenForWebhooks(app);
startTestWorkers(app);
const em = app.orm.em.fork();

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload ? { payload } : {}) });

async function refundsOf(bookingId: string) {
  return (await em.fork().find(LedgerEntryEntity, { booking: bookingId, kind: 'refund' })).map((entry) => entry.amountOre);
}

describe('money that cannot move at once', () => {
  it('cancels at once when the gateway is down, and the refund follows in the background under the same key', async () => {
    const category = await createCategory(em, { type: 'dailylife' });
    const provider = await createProvider(em, { instantBooking: true, category });
    const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
    const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
    const held = (
      await call(customer, 'POST', '/booking', {
        serviceId: service.id,
        startTime: '2026-12-03T09:00:00.000Z',
        deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
        addons: [],
        paymentMethod: 'card',
        acceptTerms: true,
      })
    ).json();
    const session = held.checkout.url.split('/testbetaling/')[1];
    await call(null, 'POST', `/test-gateway/sessions/${session}/pay`, { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    await gateway.webhooks.idle();

    // The web server's calls to the gateway fail; the workers' get through.
    const refund = gateway.refund.bind(gateway);
    gateway.refund = () => Promise.reject(new Error('gateway unavailable'));
    try {
      const cancelled = await call(customer, 'POST', `/booking/${held.id}/cancel`, { expectedFeeOre: 0 });
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    } finally {
      gateway.refund = refund;
    }
    await expect.poll(() => refundsOf(held.id), { timeout: 10_000 }).toEqual([100_000]);
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });
});
