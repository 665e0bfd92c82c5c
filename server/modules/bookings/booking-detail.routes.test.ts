import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

// Tuesday 09:00 in Oslo. The default schedule works weekdays 08:00–16:00 with 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();

async function setup(options: { instantBooking?: boolean } = {}) {
  clock.set(start);
  const provider = await createProvider(em, { instantBooking: options.instantBooking ?? true });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const customerUser = await createTestUser(em);
  return {
    service,
    provider,
    customer: await sessionCookieFor(app, customerUser.id),
    providerCookie: await sessionCookieFor(app, provider.owner.id),
  };
}

const bookingBody = (serviceId: string) => ({
  serviceId,
  startTime: thursdayTen,
  deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
  addons: [],
  paymentMethod: 'card',
  acceptTerms: true,
});

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('booking detail: receipt and book again', () => {
  it('offers the customer the receipt once paid, never the provider', async () => {
    const { service, customer, providerCookie } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    expect(booking.status).toBe('confirmed');
    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json().receiptAvailable).toBe(true);
    expect((await call(providerCookie, 'GET', `/booking/${booking.id}`)).json().receiptAvailable).toBe(false);
    // The receipt the link leads to exists.
    expect((await call(customer, 'GET', `/payments/receipts/${booking.id}`)).statusCode).toBe(200);

    // A paid booking keeps its receipt after it is cancelled.
    expect((await call(customer, 'POST', `/booking/${booking.id}/cancel`, {})).json()).toMatchObject({ status: 'cancelled', receiptAvailable: true });
  });

  it('has no receipt for an unpaid request', async () => {
    const { service, customer } = await setup({ instantBooking: false });
    const { startTime, deliveryPlace, addons } = bookingBody(service.id);
    const request = await call(customer, 'POST', '/custom-request/service', { serviceId: service.id, startTime, deliveryPlace, addons });
    expect(request.json()).toMatchObject({ status: 'awaiting_provider', receiptAvailable: false });
  });

  it('names the service page while the service is public, and nothing once it is disabled or its provider hidden', async () => {
    const { service, provider, customer } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    const slugOf = async () => (await call(customer, 'GET', `/booking/${booking.id}`)).json().publicServiceSlug;
    expect(await slugOf()).toBe(service.slug);

    await em.nativeUpdate(ServiceEntity, { id: service.id }, { enabled: false });
    expect(await slugOf()).toBeNull();
    await em.nativeUpdate(ServiceEntity, { id: service.id }, { enabled: true });
    expect(await slugOf()).toBe(service.slug);

    await em.nativeUpdate(UserEntity, { id: provider.owner.id }, { isBlocked: true });
    expect(await slugOf()).toBeNull();
    await em.nativeUpdate(UserEntity, { id: provider.owner.id }, { isBlocked: false });
    await em.nativeUpdate(ProviderEntity, { id: provider.id }, { status: 'rejected' });
    expect(await slugOf()).toBeNull();
  });
});
