import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { calculatePayout } from '#shared/payments/payout.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { LocalBookingPayments } from '#server/modules/payments/local-booking-payments.ts';
import { ProviderLegalInfoEntity } from '#server/modules/providers/provider-legal-info.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

// Tuesday 1 December 2026, 09:00 in Oslo; the default schedule needs 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: new LocalBookingPayments() });
const em = app.orm.em.fork();

const call = (cookie: string | null, url: string) => app.inject({ method: 'GET', url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}) });

async function setup() {
  clock.set(start);
  const category = await createCategory(em, { taxRate: 25 });
  const provider = await createProvider(em, { instantBooking: true, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  return { provider, service, cookie: await sessionCookieFor(app, provider.owner.id) };
}

let slot = 0;

/** A booking row as the flows leave it, at a time of its own so no two overlap. */
async function insertBooking(manager: EntityManager, provider: ProviderEntity, values: { status: 'done' | 'confirmed' | 'cancelled'; doneAt: string | null; priceOre: number; title?: string }) {
  const customer = await createTestUser(manager);
  slot += 1;
  const startsAt = new Date(Date.UTC(2026, 9, 1) + slot * 2 * 3_600_000);
  const booking = manager.create(BookingEntity, {
    customer,
    provider,
    service: null,
    serviceTitle: values.title ?? 'Plenklipp',
    status: values.status,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    busyUntil: new Date(startsAt.getTime() + 3_600_000),
    priceOre: values.priceOre,
    vatOre: Math.round(values.priceOre / 5),
    listPriceOre: values.priceOre,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryStreet: 'Storgata 1',
    deliveryPostalCode: '0155',
    deliveryPlace: 'Oslo',
    doneAt: values.doneAt ? new Date(values.doneAt) : null,
  });
  await manager.flush();
  return booking;
}

describe('GET /api/provider/payouts', () => {
  it('pays out the spec example for a booking the customer paid and the provider marked done', async () => {
    const { service, provider, cookie } = await setup();
    const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      cookies: { sid: customer },
      payload: {
        serviceId: service.id,
        startTime: '2026-12-03T09:00:00.000Z',
        deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
        addons: [],
        paymentMethod: 'card',
        acceptTerms: true,
      },
    });
    expect(booked.statusCode).toBe(201);
    const booking = booked.json();
    clock.set('2026-12-03T10:30:00Z');
    expect((await app.inject({ method: 'POST', url: `/api/booking/${booking.id}/done`, cookies: { sid: cookie } })).json().status).toBe('done');

    const response = await call(cookie, '/provider/payouts');
    expect(response.statusCode).toBe(200);
    const statement = response.json();
    // By hand (payout.test.ts): 1 000 kr, 25 % VAT, 15 % fee, 14.1 % contribution, 30 % tax → 417,18 kr.
    const expected = {
      salesPriceOre: 100_000,
      vatOre: 20_000,
      adminFeeOre: 12_000,
      grossProfitOre: 68_000,
      employerContributionOre: 8_403,
      grossSalaryOre: 59_597,
      paidOutOre: 41_718,
    };
    expect(statement).toMatchObject({ month: '2026-12', orgType: 'individual', totals: expected });
    expect(statement.lines).toEqual([
      { bookingId: booking.id, orderNumber: booking.orderNumber, serviceTitle: booking.serviceTitle, doneAt: '2026-12-03T10:30:00.000Z', ...expected },
    ]);
    const payout = calculatePayout({ salesPriceOre: 100_000, vatRate: 0.25, serviceFeePercent: provider.serviceFeePercent, orgType: 'individual' });
    expect(statement.lines[0].paidOutOre).toBe(payout.paidOut);
  });

  it("lists only the provider's own bookings done in that Oslo month, by doneAt, and sums the rounded lines", async () => {
    const { provider, cookie } = await setup();
    const other = await setup();
    // 00:30 on 1 December in Oslo is still 30 November in UTC.
    const early = await insertBooking(em, provider, { status: 'done', doneAt: '2026-11-30T23:30:00Z', priceOre: 12_345, title: 'Tidlig' });
    const late = await insertBooking(em, provider, { status: 'done', doneAt: '2026-12-20T12:00:00Z', priceOre: 99_999, title: 'Sen' });
    const middle = await insertBooking(em, provider, { status: 'done', doneAt: '2026-12-10T12:00:00Z', priceOre: 50_001, title: 'Midt' });
    // 00:30 on 1 January in Oslo, a cancelled booking, one not done yet, and another provider's.
    await insertBooking(em, provider, { status: 'done', doneAt: '2026-12-31T23:30:00Z', priceOre: 1_000 });
    await insertBooking(em, provider, { status: 'done', doneAt: '2026-11-30T22:59:00Z', priceOre: 1_000 });
    await insertBooking(em, provider, { status: 'cancelled', doneAt: null, priceOre: 1_000 });
    await insertBooking(em, provider, { status: 'confirmed', doneAt: null, priceOre: 1_000 });
    await insertBooking(em, other.provider, { status: 'done', doneAt: '2026-12-10T12:00:00Z', priceOre: 1_000 });

    const statement = (await call(cookie, '/provider/payouts?month=2026-12')).json();
    expect(statement.lines.map((line: { bookingId: string }) => line.bookingId)).toEqual([early.id, middle.id, late.id]);
    for (const line of statement.lines) {
      const payout = calculatePayout({ salesPriceOre: line.salesPriceOre, vatRate: 0.25, serviceFeePercent: 15, orgType: 'individual' });
      expect(line).toMatchObject({ adminFeeOre: payout.adminFee, vatOre: payout.vat, grossSalaryOre: payout.grossSalary, paidOutOre: payout.paidOut });
    }
    const sum = (key: string) => statement.lines.reduce((total: number, line: Record<string, number>) => total + (line[key] ?? 0), 0);
    for (const key of Object.keys(statement.totals)) expect(statement.totals[key]).toBe(sum(key));
    expect(statement.totals.salesPriceOre).toBe(12_345 + 50_001 + 99_999);

    const november = (await call(cookie, '/provider/payouts?month=2026-11')).json();
    expect(november.lines).toHaveLength(1);
    expect((await call(other.cookie, '/provider/payouts?month=2026-12')).json().lines).toHaveLength(1);
  });

  it("pays a company its profit and the VAT, at the provider's own fee", async () => {
    const { provider, cookie } = await setup();
    em.assign(provider, { serviceFeePercent: 10 });
    em.create(ProviderLegalInfoEntity, { provider, orgType: 'company' });
    await em.flush();
    await insertBooking(em, provider, { status: 'done', doneAt: '2026-12-02T12:00:00Z', priceOre: 100_000 });
    const statement = (await call(cookie, '/provider/payouts?month=2026-12')).json();
    expect(statement.orgType).toBe('company');
    expect(statement.totals).toEqual({
      salesPriceOre: 100_000,
      vatOre: 20_000,
      adminFeeOre: 8_000,
      grossProfitOre: 72_000,
      employerContributionOre: 0,
      grossSalaryOre: 0,
      paidOutOre: 92_000,
    });
  });

  it('answers an empty month with zero totals', async () => {
    const { cookie } = await setup();
    const statement = (await call(cookie, '/provider/payouts?month=2025-06')).json();
    expect(statement).toMatchObject({ month: '2025-06', lines: [], totals: { salesPriceOre: 0, paidOutOre: 0 } });
  });

  it('refuses a month in the future, more than 24 months back, or not a month', async () => {
    const { cookie } = await setup();
    expect((await call(cookie, '/provider/payouts?month=2024-12')).statusCode).toBe(200);
    for (const month of ['2027-01', '2024-11', '2026-13', '2026-1', 'desember']) {
      const response = await call(cookie, `/provider/payouts?month=${month}`);
      expect(response.statusCode, month).toBe(400);
      expect(response.json().data.issues[0].path).toBe('month');
    }
  });

  it('is 401 signed out and 404 for someone without a provider', async () => {
    expect((await call(null, '/provider/payouts')).statusCode).toBe(401);
    const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(customer, '/provider/payouts')).statusCode).toBe(404);
  });
});
