import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { applyBookingEvent } from '#server/modules/bookings/booking-events.service.ts';
import { chargeKey } from '#server/modules/bookings/booking-payment.service.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor, unique } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { CouponEntity } from './coupon.entity.ts';
import { LocalBookingPayments } from './local-booking-payments.ts';
import { PromoCodeUseEntity } from './promo-code-use.entity.ts';
import { PromoCodeEntity } from './promo-code.entity.ts';

// Tuesday 09:00 in Oslo. The default schedule works weekdays 08:00–16:00 with 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const hour = 3_600_000;
const clock = new ManualClock(start);
const payments = new LocalBookingPayments();
const app = await buildTestApp({ clock, payments });
const em = app.orm.em.fork();
const usedOrMissing = { message: 'The code has already been used or does not exist.', data: { key: 'error.promo.used_or_missing' } };

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** A provider with one service of 1 000 kr at 25 % VAT. */
async function setup(options: { instantBooking?: boolean } = {}) {
  clock.set(start);
  const category = await createCategory(em, { type: 'dailylife', taxRate: 25 });
  const provider = await createProvider(em, { instantBooking: options.instantBooking ?? false, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  return { service, provider, providerCookie: await sessionCookieFor(app, provider.owner.id) };
}

async function customer() {
  const user = await createTestUser(em);
  return { user, cookie: await sessionCookieFor(app, user.id) };
}

const bookingBody = (serviceId: string, extra: Record<string, unknown> = {}) => ({
  serviceId,
  startTime: thursdayTen,
  deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
  addons: [],
  ...extra,
});

/** A request (`awaiting_provider`) of the customer; requests take no time, so many may ask for one slot. */
async function request(cookie: string, serviceId: string, extra: Record<string, unknown> = {}) {
  const response = await call(cookie, 'POST', '/custom-request/service', bookingBody(serviceId, extra));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; priceOre: number };
}

async function coupon(userId: string, value: { percentage: number } | { amountOre: number }, extra: Partial<{ expiresAt: Date; createdAt: Date }> = {}) {
  const row = em.create(CouponEntity, {
    user: userId,
    percentage: 'percentage' in value ? value.percentage : null,
    amountOre: 'amountOre' in value ? value.amountOre : null,
    title: 'Takk for sist',
    description: 'Gjelder én bestilling.',
    createdBy: 'Tjenestetorget',
    expiresAt: extra.expiresAt ?? null,
    createdAt: extra.createdAt ?? clock.now(),
  });
  await em.flush();
  return row.id;
}

async function promo(values: Partial<{ percentage: number; maxUses: number | null; maxUsesPerCustomer: number | null; enabled: boolean; tag: string }> = {}) {
  const code = unique('KODE').toUpperCase();
  em.create(PromoCodeEntity, {
    code,
    description: 'Rabatt på første bestilling',
    percentage: values.percentage ?? 10,
    tag: values.tag ?? null,
    enabled: values.enabled ?? true,
    maxUses: values.maxUses ?? null,
    maxUsesPerCustomer: values.maxUsesPerCustomer === undefined ? 1 : values.maxUsesPerCustomer,
    createdAt: clock.now(),
  });
  await em.flush();
  return code;
}

const applyCoupon = (cookie: string, bookingId: string, id: string) => call(cookie, 'POST', `/booking/customer/${bookingId}/applyCoupon`, { id });
const applyPromo = (cookie: string, bookingId: string, code: string) => call(cookie, 'POST', `/booking/customer/${bookingId}/applyPromoCode`, { code });
const available = async (cookie: string) => ((await call(cookie, 'GET', '/coupons/available')).json().data as { id: string }[]).map((entry) => entry.id);

describe('promo codes', () => {
  it('looks an enabled code up in any case and refuses unknown and disabled codes with the sentence', async () => {
    const code = await promo({ percentage: 15, tag: 'cleaning' });
    const found = await call(null, 'GET', `/promo-code/${code.toLowerCase()}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ code, tag: 'cleaning', description: 'Rabatt på første bestilling', percentage: 15 });
    const disabled = await promo({ enabled: false });
    for (const missing of [disabled, 'FINNES-IKKE']) {
      const response = await call(null, 'GET', `/promo-code/${missing}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(usedOrMissing);
    }
  });

  it('lowers the price and its VAT when applied, with a coupon on the rest, and restores them when removed', async () => {
    const { service } = await setup();
    const { user, cookie } = await customer();
    const booking = await request(cookie, service.id);
    const code = await promo({ percentage: 10 });
    const couponId = await coupon(user.id, { amountOre: 20_000 });

    const promoted = await applyPromo(cookie, booking.id, code.toLowerCase());
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ listPriceOre: 100_000, discountOre: 10_000, priceOre: 90_000, vatOre: 18_000, promoCode: code, couponId: null });
    // The coupon takes 200 kr off what the promo code leaves.
    expect((await applyCoupon(cookie, booking.id, couponId)).json()).toMatchObject({ discountOre: 30_000, priceOre: 70_000, vatOre: 14_000, couponId });
    expect((await call(cookie, 'GET', `/booking/${booking.id}`)).json()).toMatchObject({ priceOre: 70_000, couponId, promoCode: code });

    const unpromoted = await call(cookie, 'POST', `/booking/customer/${booking.id}/removePromoCode`);
    expect(unpromoted.json()).toMatchObject({ discountOre: 20_000, priceOre: 80_000, vatOre: 16_000, promoCode: null });
    const removed = await call(cookie, 'POST', `/booking/customer/${booking.id}/removeCoupon`, { id: couponId });
    expect(removed.json()).toMatchObject({ discountOre: 0, priceOre: 100_000, vatOre: 20_000, couponId: null });
    expect(await em.fork().count(PromoCodeUseEntity, { booking: booking.id })).toBe(0);
    expect(await available(cookie)).toEqual([couponId]);
  });

  it('replaces the code a booking had, and refuses an unknown or disabled one without changing the price', async () => {
    const { service } = await setup();
    const { cookie } = await customer();
    const booking = await request(cookie, service.id);
    const [ten, twenty, off] = [await promo({ percentage: 10 }), await promo({ percentage: 20 }), await promo({ enabled: false })];
    expect((await applyPromo(cookie, booking.id, ten)).json().priceOre).toBe(90_000);
    expect((await applyPromo(cookie, booking.id, twenty)).json()).toMatchObject({ priceOre: 80_000, promoCode: twenty });
    expect(await em.fork().count(PromoCodeUseEntity, { booking: booking.id })).toBe(1);
    for (const code of [off, 'FINNES-IKKE']) {
      const refused = await applyPromo(cookie, booking.id, code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject(usedOrMissing);
    }
    expect((await call(cookie, 'GET', `/booking/${booking.id}`)).json()).toMatchObject({ priceOre: 80_000, promoCode: twenty });
  });

  it('keeps to the per-customer and the global limit', async () => {
    const { service } = await setup();
    const code = await promo({ maxUses: 2, maxUsesPerCustomer: 1 });
    const first = await customer();
    expect((await applyPromo(first.cookie, (await request(first.cookie, service.id)).id, code)).statusCode).toBe(200);
    const again = await applyPromo(first.cookie, (await request(first.cookie, service.id)).id, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(usedOrMissing);
    const second = await customer();
    expect((await applyPromo(second.cookie, (await request(second.cookie, service.id)).id, code)).statusCode).toBe(200);
    const third = await customer();
    expect((await applyPromo(third.cookie, (await request(third.cookie, service.id)).id, code)).statusCode).toBe(409);
  });

  it('gives a code with one use left to exactly one of many customers applying it at once', async () => {
    const { service } = await setup();
    const code = await promo({ maxUses: 1, maxUsesPerCustomer: null });
    const people = await Promise.all(Array.from({ length: 12 }, customer));
    const bookings = await Promise.all(people.map(async (person) => ({ cookie: person.cookie, id: (await request(person.cookie, service.id)).id })));
    const responses = await Promise.all(bookings.map((booking) => applyPromo(booking.cookie, booking.id, code)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(11);
    const promoCode = await em.fork().findOneOrFail(PromoCodeEntity, { code });
    expect(await em.fork().count(PromoCodeUseEntity, { promoCode })).toBe(1);
  });

  it('lets one customer applying a once-per-customer code to several bookings at once use it once', async () => {
    const { service } = await setup();
    const code = await promo({ maxUsesPerCustomer: 1 });
    const { cookie } = await customer();
    const ids = await Promise.all(Array.from({ length: 6 }, async () => (await request(cookie, service.id)).id));
    const responses = await Promise.all(ids.map((id) => applyPromo(cookie, id, code)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });
});

describe('coupons', () => {
  it('lists the caller\'s usable coupons newest first, without spent, expired, reserved or other people\'s', async () => {
    const { service } = await setup();
    const { user, cookie } = await customer();
    const older = await coupon(user.id, { percentage: 10 }, { createdAt: new Date(clock.now().getTime() - 2 * hour) });
    const newer = await coupon(user.id, { amountOre: 20_000 }, { expiresAt: new Date(clock.now().getTime() + hour) });
    const reserved = await coupon(user.id, { percentage: 50 });
    await em.nativeUpdate(CouponEntity, { id: await coupon(user.id, { percentage: 5 }) }, { spentAt: clock.now() });
    await coupon(user.id, { percentage: 5 }, { expiresAt: clock.now() });
    await coupon((await createTestUser(em)).id, { percentage: 5 });
    const booking = await request(cookie, service.id);
    expect((await applyCoupon(cookie, booking.id, reserved)).statusCode).toBe(200);

    const listed = await call(cookie, 'GET', '/coupons/available');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((entry: { id: string }) => entry.id)).toEqual([newer, older]);
    expect(listed.json().data[0]).toMatchObject({ percentage: null, amountOre: 20_000, title: 'Takk for sist', createdBy: 'Tjenestetorget' });
    // Asked for that booking, its own coupon is listed as well.
    const forBooking = await call(cookie, 'GET', `/coupons/available?bookingId=${booking.id}`);
    expect(forBooking.json().data.map((entry: { id: string }) => entry.id)).toEqual(expect.arrayContaining([reserved, newer, older]));
    expect((await call(null, 'GET', '/coupons/available')).statusCode).toBe(401);
  });

  it('is held by one unpaid booking, spent by paying it, and refused to any other booking meanwhile and after', async () => {
    const { service, providerCookie } = await setup();
    const { user, cookie } = await customer();
    const couponId = await coupon(user.id, { percentage: 20 });
    const first = await request(cookie, service.id);
    const second = await request(cookie, service.id);
    expect((await applyCoupon(cookie, first.id, couponId)).json()).toMatchObject({ priceOre: 80_000, vatOre: 16_000, couponId });
    const refused = await applyCoupon(cookie, second.id, couponId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(usedOrMissing);
    expect(await available(cookie)).toEqual([]);

    expect((await call(providerCookie, 'POST', `/booking/${first.id}/accept`)).json().status).toBe('awaiting_payment');
    const paid = await call(cookie, 'POST', `/booking/${first.id}/pay`, { paymentMethod: 'card', acceptTerms: true });
    expect(paid.json()).toMatchObject({ status: 'confirmed', priceOre: 80_000 });
    expect(payments.charges.get(chargeKey(first.id, 80_000))).toMatchObject({ amountOre: 80_000 });
    const spent = await em.fork().findOneOrFail(CouponEntity, couponId);
    expect(spent.spentAt).toEqual(clock.now());
    expect(spent.reservedBooking?.id).toBe(first.id);
    expect((await applyCoupon(cookie, second.id, couponId)).statusCode).toBe(409);

    // Paid: nothing more may be changed.
    const late = await applyPromo(cookie, first.id, await promo());
    expect(late.statusCode).toBe(409);
    expect(late.json().data.key).toBe('error.booking.status_changed');
    expect((await call(cookie, 'POST', `/booking/customer/${first.id}/removeCoupon`, { id: couponId })).statusCode).toBe(409);
  });

  it('lets exactly one of two bookings applying one coupon at once have it', async () => {
    const { service } = await setup();
    const { user, cookie } = await customer();
    for (let round = 0; round < 5; round += 1) {
      const couponId = await coupon(user.id, { amountOre: 10_000 });
      const [first, second] = [await request(cookie, service.id), await request(cookie, service.id)];
      const responses = await Promise.all([applyCoupon(cookie, first.id, couponId), applyCoupon(cookie, second.id, couponId)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const holders = await em.fork().find(BookingEntity, { coupon: couponId });
      expect(holders).toHaveLength(1);
      expect(holders[0]!.priceOre).toBe(90_000);
    }
  });

  it('refuses an expired coupon from the instant it expires, and someone else\'s coupon', async () => {
    const { service } = await setup();
    const { user, cookie } = await customer();
    const couponId = await coupon(user.id, { percentage: 10 }, { expiresAt: new Date(Date.parse(start) + hour) });
    const booking = await request(cookie, service.id);
    clock.set(new Date(Date.parse(start) + hour - 1));
    expect((await applyCoupon(cookie, booking.id, couponId)).statusCode).toBe(200);
    expect((await call(cookie, 'POST', `/booking/customer/${booking.id}/removeCoupon`, { id: couponId })).statusCode).toBe(200);
    clock.set(new Date(Date.parse(start) + hour));
    const expired = await applyCoupon(cookie, booking.id, couponId);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject(usedOrMissing);
    const othersCoupon = await coupon((await createTestUser(em)).id, { percentage: 10 });
    expect((await applyCoupon(cookie, booking.id, othersCoupon)).json()).toMatchObject(usedOrMissing);
    expect((await applyCoupon(cookie, booking.id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(409);
  });

  it('comes free again, with the promo code use, when the unpaid booking is cancelled', async () => {
    const { service } = await setup();
    const { user, cookie } = await customer();
    const couponId = await coupon(user.id, { percentage: 10 });
    const code = await promo({ maxUsesPerCustomer: 1 });
    const first = await request(cookie, service.id);
    await applyCoupon(cookie, first.id, couponId);
    await applyPromo(cookie, first.id, code);
    expect((await call(cookie, 'POST', `/booking/${first.id}/cancel`, {})).json()).toMatchObject({ status: 'cancelled', priceOre: 81_000 });

    expect(await available(cookie)).toEqual([couponId]);
    const second = await request(cookie, service.id);
    expect((await applyCoupon(cookie, second.id, couponId)).statusCode).toBe(200);
    expect((await applyPromo(cookie, second.id, code)).json()).toMatchObject({ priceOre: 81_000, vatOre: 16_200 });
  });
});

describe('who may change a booking\'s discounts', () => {
  it('is its customer only: others 404, its provider 403, signed out 401, bad input 400', async () => {
    const { service, providerCookie } = await setup();
    const { user, cookie } = await customer();
    const booking = await request(cookie, service.id);
    const code = await promo();
    const stranger = await customer();
    const strangersCoupon = await coupon(stranger.user.id, { percentage: 10 });
    expect((await applyPromo(stranger.cookie, booking.id, code)).statusCode).toBe(404);
    expect((await applyCoupon(stranger.cookie, booking.id, strangersCoupon)).statusCode).toBe(404);
    const provider = await applyPromo(providerCookie, booking.id, code);
    expect(provider.statusCode).toBe(403);
    expect(provider.json().data.key).toBe('error.http.forbidden');
    expect((await applyPromo('', booking.id, code)).statusCode).toBe(401);
    expect((await call(null, 'POST', `/booking/customer/${booking.id}/applyCoupon`, { id: 'x' })).statusCode).toBe(401);
    expect((await applyCoupon(cookie, booking.id, 'not-a-uuid')).statusCode).toBe(400);
    expect((await applyPromo(cookie, booking.id, '')).statusCode).toBe(400);
    expect((await applyPromo(cookie, booking.id, 'X'.repeat(41))).statusCode).toBe(400);
    expect((await call(cookie, 'POST', `/booking/customer/${booking.id}/applyCoupon`, {})).statusCode).toBe(400);
    expect((await applyPromo(cookie, '00000000-0000-4000-8000-000000000000', code)).statusCode).toBe(404);
    // Nothing was used by the refused calls.
    expect((await call(cookie, 'GET', `/booking/${booking.id}`)).json()).toMatchObject({ priceOre: 100_000, promoCode: null });
    expect(user.id).toBeTruthy();
  });
});

describe('discounts sent with a new booking', () => {
  it('charges a direct booking with a promo code and a coupon the discounted price', async () => {
    const { service } = await setup({ instantBooking: true });
    const { user, cookie } = await customer();
    const code = await promo({ percentage: 15 });
    const couponId = await coupon(user.id, { amountOre: 20_000 });
    const response = await call(cookie, 'POST', '/booking', bookingBody(service.id, { paymentMethod: 'card', acceptTerms: true, promoCode: code.toLowerCase(), couponId }));
    expect(response.statusCode).toBe(201);
    // 15 % of 1 000 kr leaves 850 kr; the coupon takes 200 kr of that.
    expect(response.json()).toMatchObject({ status: 'confirmed', listPriceOre: 100_000, discountOre: 35_000, priceOre: 65_000, vatOre: 13_000, promoCode: code, couponId });
    expect(payments.charges.get(chargeKey(response.json().id, 65_000))).toMatchObject({ amountOre: 65_000 });
    expect((await em.fork().findOneOrFail(CouponEntity, couponId)).spentAt).toEqual(clock.now());
  });

  it('stores nothing and keeps the time free when the code is refused', async () => {
    const { service } = await setup({ instantBooking: true });
    const { cookie } = await customer();
    const refused = await call(cookie, 'POST', '/booking', bookingBody(service.id, { paymentMethod: 'card', acceptTerms: true, promoCode: 'FINNES-IKKE' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(usedOrMissing);
    expect(await em.fork().count(BookingEntity, { service: service.id })).toBe(0);
    expect((await call(cookie, 'POST', '/booking', bookingBody(service.id, { paymentMethod: 'card', acceptTerms: true }))).json()).toMatchObject({ status: 'confirmed', priceOre: 100_000, discountOre: 0 });
  });

  it('stores a request at the discounted price, and its coupon is held until the request ends', async () => {
    const { service, providerCookie } = await setup();
    const { user, cookie } = await customer();
    const couponId = await coupon(user.id, { percentage: 25 });
    const booking = await request(cookie, service.id, { couponId });
    expect(booking).toMatchObject({ status: 'awaiting_provider', priceOre: 75_000, vatOre: 15_000, couponId });
    expect(await available(cookie)).toEqual([]);
    const declined = await call(providerCookie, 'POST', `/booking/${booking.id}/decline`, { reason: 'Har dessverre ikke tid da.' });
    expect(declined.json().status).toBe('request_denied');
    expect(await available(cookie)).toEqual([couponId]);

    // The same when a request expires unanswered.
    const unanswered = await request(cookie, service.id, { couponId });
    expect(await available(cookie)).toEqual([]);
    clock.set(thursdayTen);
    await applyBookingEvent(app.orm.em.fork(), unanswered.id, { type: 'expire' }, 'system', clock.now());
    expect((await em.fork().findOneOrFail(BookingEntity, unanswered.id)).status).toBe('expired');
    expect(await available(cookie)).toEqual([couponId]);
  });
});
