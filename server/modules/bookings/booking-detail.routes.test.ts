import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { BookingEntity } from './booking.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
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

const bookingBody = (serviceId: string) => bookingRequestBody(serviceId, thursdayTen);

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

const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('booking detail: add to calendar', () => {
  it('gives the customer and the provider the booking as an iCalendar download', async () => {
    const { service, customer, providerCookie } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    for (const cookie of [customer, providerCookie]) {
      const response = await call(cookie, 'GET', `/booking/${booking.id}/calendar.ics`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="tjenestetorget-${booking.orderNumber.toLowerCase()}.ics"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const lines = unfold(response.body);
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
      expect(lines).toContain(`UID:${booking.id}@tjenestetorget.no`);
      expect(lines).toContain('DTSTART:20261203T090000Z');
      expect(lines).toContain('DTEND:20261203T100000Z');
      expect(lines).toContain('LOCATION:Storgata 1\\, 0155 Oslo');
      expect(lines).toContain('STATUS:CONFIRMED');
      expect(lines.some((line) => line.startsWith('X-WR-CALNAME'))).toBe(false);
    }

    await call(customer, 'POST', `/booking/${booking.id}/cancel`, {});
    expect(unfold((await call(customer, 'GET', `/booking/${booking.id}/calendar.ics`)).body)).toContain('STATUS:CANCELLED');
  });

  it('writes in the caller\'s language', async () => {
    const { service } = await setup({ instantBooking: false });
    const english = await createTestUser(em, { language: 'en_us' });
    const cookie = await sessionCookieFor(app, english.id);
    const { startTime, deliveryPlace, addons } = bookingBody(service.id);
    const request = (await call(cookie, 'POST', '/custom-request/service', { serviceId: service.id, startTime, deliveryPlace, addons })).json();
    const lines = unfold((await call(cookie, 'GET', `/booking/${request.id}/calendar.ics`)).body);
    expect(lines).toContain(`SUMMARY:${service.title} (request)`);
    expect(lines.some((line) => line.startsWith('PRODID:') && line.endsWith('Calendar//EN'))).toBe(true);
  });

  it('answers 404 to anyone else and 401 when signed out', async () => {
    const { service, customer } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    const stranger = await sessionCookieFor(app, (await createTestUser(em)).id);
    const refused = await call(stranger, 'GET', `/booking/${booking.id}/calendar.ics`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ status: 404, data: { key: 'error.http.resource_not_found' } });
    expect((await app.inject({ method: 'GET', url: `/api/booking/${booking.id}/calendar.ics` })).statusCode).toBe(401);
  });
});

describe('booking detail: the reason for cancelling', () => {
  it('stores the reason the customer chose and shows it to the provider', async () => {
    const { service, customer, providerCookie } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    expect(booking.customerCancelReason).toBeNull();
    const cancelled = await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: 0, reason: 'found_other_provider' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', whoCancelled: 'customer', customerCancelReason: 'found_other_provider' });
    expect((await call(providerCookie, 'GET', `/booking/${booking.id}`)).json().customerCancelReason).toBe('found_other_provider');
  });

  it('needs no reason', async () => {
    const { service, customer } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    const cancelled = await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: 0 });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', customerCancelReason: null });
  });

  it('refuses a reason outside the list with 400 in the error shape, and changes nothing', async () => {
    const { service, customer } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    for (const reason of ['too_expensive', '', 42, null]) {
      const refused = await call(customer, 'POST', `/booking/${booking.id}/cancel`, { reason });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 400, message: expect.any(String), data: { key: 'error.validation.failed', issues: [{ path: 'reason' }] } });
    }
    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json().status).toBe('confirmed');
  });

  it('is held to the list by the database too', async () => {
    const { service, customer } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    await expect(em.getConnection().execute(`update booking set customer_cancel_reason = 'whatever' where id = ?`, [booking.id])).rejects.toThrow(
      /booking_customer_cancel_reason_check/,
    );
    expect((await em.fork().findOneOrFail(BookingEntity, booking.id)).customerCancelReason).toBeNull();
  });
});
