import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';
import { PaymentEntity } from './payment.entity.ts';

// Tuesday 09:00 in Oslo; the booking is on Thursday at 10:00.
const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({ clock, payments: 'gateway', env: { PAYMENTS_CAPTURE: 'manual' } });
const gateway = await listenForWebhooks(app);
const em = app.orm.em.fork();

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload ? { payload } : {}) });

describe('manual capture', () => {
  it('authorises the card when booking and takes the money when the provider marks the booking done', async () => {
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
    const authorised = await em.fork().findOneOrFail(PaymentEntity, held.checkout.paymentId);
    expect(authorised).toMatchObject({ status: 'succeeded', capture: 'manual', capturedAt: null });

    clock.set('2026-12-03T10:30:00Z');
    const done = await call(await sessionCookieFor(app, provider.owner.id), 'POST', `/booking/${held.id}/done`);
    expect(done.json().status).toBe('done');
    const captured = await em.fork().findOneOrFail(PaymentEntity, held.checkout.paymentId);
    expect(captured.capturedAt).toEqual(new Date('2026-12-03T10:30:00Z'));
  });
});
