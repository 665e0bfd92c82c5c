import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { insertBooking } from '#server/modules/bookings/booking-insert.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

const now = '2026-12-01T08:00:00.000Z';
const clock = new ManualClock(now);
const app = await buildTestApp({ clock });
const em = app.orm.em.fork();
const inHours = (hours: number) => new Date(Date.parse(now) + hours * 3_600_000);

/** An accepted request of `customerId`, waiting for payment: the customer may pay or cancel it. */
async function acceptedRequest(customerId: string): Promise<string> {
  const provider = await createProvider(em);
  const service = await createService(em, provider);
  const booking = await insertBooking(em, {
    customer: customerId,
    provider,
    service,
    status: 'awaiting_provider',
    startsAt: inHours(48),
    endsAt: inHours(49),
    bufferMinutes: 0,
    priceOre: 100_000,
    vatOre: 20_000,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryAddress: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    now: inHours(-1),
  });
  await em.nativeUpdate(BookingEntity, { id: booking.id }, { status: 'awaiting_payment', paymentDueBy: inHours(71) });
  return booking.id;
}

describe('a blocked user', () => {
  it('reads their own bookings, list and detail, but can change none of them', async () => {
    const user = await createTestUser(em, {});
    const sid = await sessionCookieFor(app, user.id);
    const bookingId = await acceptedRequest(user.id);
    const someoneElses = await acceptedRequest((await createTestUser(em, {})).id);
    await em.nativeUpdate(UserEntity, { id: user.id }, { isBlocked: true });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, cookies: { sid }, ...(payload ? { payload } : {}) });

    const list = await call('GET', '/api/booking/customer?tab=active');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((item: { id: string }) => item.id)).toEqual([bookingId]);
    const detail = await call('GET', `/api/booking/${bookingId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    // The screen offers nothing they could not do.
    expect(detail.json()).toMatchObject({ id: bookingId, status: 'awaiting_payment', actions: { pay: false, cancel: false, changeTime: false } });
    // Reading is still only their own.
    expect((await call('GET', `/api/booking/${someoneElses}`)).statusCode).toBe(404);

    const refused = [
      await call('POST', `/api/booking/${bookingId}/cancel`, {}),
      await call('POST', `/api/booking/${bookingId}/pay`, { paymentMethod: 'card', acceptTerms: true }),
      await call('GET', `/api/booking/${bookingId}/cancellation`),
      await call('GET', '/api/booking/provider?tab=pending'),
      await call('POST', '/api/custom-request/service', {}),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().data.key).toBe('error.user.blocked');
    }
    const after = await em.fork().findOneOrFail(BookingEntity, { id: bookingId });
    expect(after.status).toBe('awaiting_payment');
  });

  it('is still refused everywhere else, and the account area stays open', async () => {
    const user = await createTestUser(em, { isBlocked: true });
    const sid = await sessionCookieFor(app, user.id);
    expect((await app.inject({ method: 'GET', url: '/api/explore/categories', cookies: { sid } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/booking/customer/../../explore/categories', cookies: { sid } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: { sid } })).statusCode).toBe(200);
  });
});
