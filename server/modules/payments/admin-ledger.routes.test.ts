import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { AuditLogEntity } from '#server/modules/admin/audit-log.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { goodwillRefundKey } from './admin-ledger-refund.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { reconcileLedger } from './ledger-reconciliation.ts';
import { recordLedgerEntry } from './ledger.service.ts';
import { LocalBookingPayments } from './local-booking-payments.ts';

/** The local adapter, able to decline a charge so a booking stays unpaid. */
class SwitchablePayments extends LocalBookingPayments {
  declining = false;
  constructor() {
    super({ decline: () => this.declining });
  }
}

// Tuesday 09:00 in Oslo; Thursday 10:00 is bookable with the default schedule.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const clock = new ManualClock(start);
const payments = new SwitchablePayments();
const app = await buildTestApp({ clock, payments });
const em = app.orm.em.fork();

afterEach(() => {
  vi.restoreAllMocks();
  payments.declining = false;
});

async function setup() {
  clock.set(start);
  const category = await createCategory(em, { type: 'dailylife' });
  const provider = await createProvider(em, { instantBooking: true, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const customerUser = await createTestUser(em);
  return { service, provider, customerUser, customer: await sessionCookieFor(app, customerUser.id) };
}

let adminId: string | undefined;
async function admin() {
  if (!adminId) {
    const user = await createTestUser(em);
    user.isAdmin = true;
    await em.flush();
    adminId = user.id;
  }
  return sessionCookieFor(app, adminId);
}

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const book = async (context: Awaited<ReturnType<typeof setup>>) =>
  call(context.customer, 'POST', '/booking', {
    serviceId: context.service.id,
    startTime: thursdayTen,
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
    addons: [],
    paymentMethod: 'card',
    acceptTerms: true,
  });

const refundsOf = (bookingId: string) => em.fork().find(LedgerEntryEntity, { booking: bookingId, kind: 'refund' });
const reason = 'Vaskingen ble ikke grundig nok.';

describe('admin ledger', () => {
  it('answers 403 to anyone who is not an admin', async () => {
    const context = await setup();
    const booking = (await book(context)).json();
    expect((await call(context.customer, 'GET', '/admin/ledger')).statusCode).toBe(403);
    expect((await call(context.customer, 'GET', '/admin/ledger/summary')).statusCode).toBe(403);
    expect((await call(context.customer, 'POST', `/admin/bookings/${booking.id}/refund`, { amountOre: 100, reason })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/ledger' })).statusCode).toBe(401);
    expect(await refundsOf(booking.id)).toHaveLength(0);
  });

  it('pages the ledger newest first, 50 a page, each row with its booking', async () => {
    const context = await setup();
    payments.declining = true;
    expect((await book(context)).statusCode).toBe(402);
    const [unpaid] = await em.fork().getConnection().execute<Array<{ id: string; order_number: string }>>(
      'select id, order_number from booking where service_id = ? order by created_at desc limit 1',
      [context.service.id],
    );
    // Charged and given back in pairs, so an unpaid booking still holds nothing and the ledger reconciles.
    for (let index = 0; index < 30; index++) {
      await recordLedgerEntry(em.fork(), { bookingId: unpaid!.id, kind: 'charge', amountOre: 100, idempotencyKey: `paging:${unpaid!.id}:${index}` });
      await recordLedgerEntry(em.fork(), { bookingId: unpaid!.id, kind: 'refund', amountOre: 100, idempotencyKey: `paging:${unpaid!.id}:${index}:refund` });
    }
    const cookie = await admin();
    const seen = new Set<string>();
    let mine = 0;
    let next: string | null = null;
    let previous: { createdAt: string; id: string } | undefined;
    for (let page = 0; page < 20 && mine < 60; page++) {
      const response = await call(cookie, 'GET', `/admin/ledger${next ? `?next=${next}` : ''}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: Array<{ id: string; createdAt: string; bookingId: string; orderNumber: string; serviceTitle: string }>; next: string | null };
      expect(body.data.length).toBeLessThanOrEqual(50);
      if (body.next) expect(body.data).toHaveLength(50);
      for (const row of body.data) {
        expect(seen.has(row.id)).toBe(false);
        seen.add(row.id);
        if (previous) expect(row.createdAt < previous.createdAt || (row.createdAt === previous.createdAt && row.id < previous.id)).toBe(true);
        previous = row;
        if (row.bookingId === unpaid!.id) {
          mine++;
          expect(row.orderNumber).toBe(unpaid!.order_number);
          expect(row.serviceTitle).toBe(context.service.title);
        }
      }
      next = body.next;
      if (!next) break;
    }
    expect(mine).toBe(60);

    const refunds = (await call(cookie, 'GET', '/admin/ledger?kind=refund')).json() as { data: Array<{ kind: string }>; next: string | null };
    expect(refunds.data.every((row) => row.kind === 'refund')).toBe(true);
    // A cursor belongs to its filter.
    if (refunds.next) expect((await call(cookie, 'GET', `/admin/ledger?kind=charge&next=${refunds.next}`)).statusCode).toBe(400);
    expect((await call(cookie, 'GET', '/admin/ledger?kind=gift')).statusCode).toBe(400);
    expect((await reconcileLedger(em.fork(), { providerIds: [context.provider.id] })).problems).toEqual([]);
  });

  it('sums the ledger per kind and says whether it reconciles', async () => {
    const cookie = await admin();
    const before = (await call(cookie, 'GET', '/admin/ledger/summary')).json();
    const context = await setup();
    const booking = (await book(context)).json();
    const after = (await call(cookie, 'GET', '/admin/ledger/summary')).json();
    expect(Object.keys(after).sort()).toEqual(['chargesOre', 'feesOre', 'payoutsOre', 'problemCount', 'reconciles', 'refundsOre']);
    expect(after.chargesOre - before.chargesOre).toBeGreaterThanOrEqual(100_000);
    expect(after.reconciles).toBe(after.problemCount === 0);
    const whole = await reconcileLedger(em.fork());
    expect(whole.chargesOre).toBeGreaterThanOrEqual(after.chargesOre);
    expect(booking.status).toBe('confirmed');
  });
});

describe('goodwill refund', () => {
  it('refunds part of a confirmed booking, which stays confirmed, with ledger row, audit row and message', async () => {
    const context = await setup();
    const booking = (await book(context)).json();
    const queued = vi.spyOn(app.queues.outboundMessages, 'add');
    const requestId = randomUUID();
    const response = await call(await admin(), 'POST', `/admin/bookings/${booking.id}/refund`, { amountOre: 30_000, reason, requestId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'confirmed', refund: true });

    const key = goodwillRefundKey(booking.id, requestId);
    expect((await refundsOf(booking.id)).map(({ amountOre, idempotencyKey }) => ({ amountOre, idempotencyKey }))).toEqual([{ amountOre: 30_000, idempotencyKey: key }]);
    expect(payments.refunds.get(key)).toMatchObject({ amountOre: 30_000 });
    const audit = await em.fork().find(AuditLogEntity, { targetType: 'booking', targetId: booking.id });
    expect(audit.map(({ action, details }) => ({ action, details }))).toEqual([
      { action: 'booking.refund', details: { orderNumber: booking.orderNumber, refundOre: 30_000, reason } },
    ]);
    const mails = queued.mock.calls.map(([, message]) => message).filter((message) => message.to === context.customerUser.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(booking.orderNumber);
    expect(mails[0]?.text).toMatch(/300/);
    // Confirmed, refunded and holding 700 kr of 1 000 kr is within the ledger's rule.
    expect((await reconcileLedger(em.fork(), { providerIds: [context.provider.id] })).problems).toEqual([]);
  });

  it('refuses more than is still held, and anything on a booking that is not paid', async () => {
    const context = await setup();
    const booking = (await book(context)).json();
    const cookie = await admin();
    expect((await call(cookie, 'POST', `/admin/bookings/${booking.id}/refund`, { amountOre: 30_000, reason })).statusCode).toBe(200);
    const above = await call(cookie, 'POST', `/admin/bookings/${booking.id}/refund`, { amountOre: 70_001, reason });
    expect(above.statusCode).toBe(409);
    expect(above.json()).toMatchObject({ data: { key: 'error.booking.refund_above_price', heldOre: 70_000 } });
    expect((await call(cookie, 'POST', `/admin/bookings/${booking.id}/refund`, { amountOre: 70_000, reason })).statusCode).toBe(200);
    expect((await call(cookie, 'POST', `/admin/bookings/${booking.id}/refund`, { amountOre: 1, reason })).statusCode).toBe(409);
    expect((await call(cookie, 'POST', `/admin/bookings/${booking.id}/refund`, { amountOre: 0, reason })).statusCode).toBe(400);
    expect((await call(cookie, 'POST', `/admin/bookings/${booking.id}/refund`, { amountOre: 100, reason: 'For kort' })).statusCode).toBe(400);
    expect((await refundsOf(booking.id)).map((entry) => entry.amountOre).sort()).toEqual([30_000, 70_000]);
    expect((await reconcileLedger(em.fork(), { providerIds: [context.provider.id] })).problems).toEqual([]);

    // Nothing left to give back when support then cancels.
    expect((await call(cookie, 'POST', `/admin/bookings/${booking.id}/cancel`, { refundOre: 1_000, reason })).statusCode).toBe(409);

    const other = await setup();
    payments.declining = true;
    expect((await book(other)).statusCode).toBe(402);
    const [unpaid] = await em.fork().getConnection().execute<Array<{ id: string }>>('select id from booking where service_id = ? limit 1', [other.service.id]);
    const refused = await call(cookie, 'POST', `/admin/bookings/${unpaid!.id}/refund`, { amountOre: 100, reason });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ data: { key: 'error.booking.status_changed' } });
    expect((await call(cookie, 'POST', `/admin/bookings/${randomUUID()}/refund`, { amountOre: 100, reason })).statusCode).toBe(404);
  });

  it('refunds once when the same request is retried, one after the other or at once', async () => {
    const context = await setup();
    const booking = (await book(context)).json();
    const cookie = await admin();
    const queued = vi.spyOn(app.queues.outboundMessages, 'add');
    const body = { amountOre: 20_000, reason, requestId: randomUUID() };
    const both = await Promise.all([
      call(cookie, 'POST', `/admin/bookings/${booking.id}/refund`, body),
      call(cookie, 'POST', `/admin/bookings/${booking.id}/refund`, body),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await call(cookie, 'POST', `/admin/bookings/${booking.id}/refund`, body)).statusCode).toBe(200);
    expect((await refundsOf(booking.id)).map((entry) => entry.amountOre)).toEqual([20_000]);
    expect(await em.fork().count(AuditLogEntity, { targetId: booking.id, action: 'booking.refund' })).toBe(1);
    expect(queued.mock.calls.filter(([, message]) => message.to === context.customerUser.email)).toHaveLength(1);
    expect((await reconcileLedger(em.fork(), { providerIds: [context.provider.id] })).problems).toEqual([]);
  });

  it('counts a goodwill refund when the booking is cancelled later, by the customer or by support', async () => {
    const byCustomer = await setup();
    const first = (await book(byCustomer)).json();
    await call(await admin(), 'POST', `/admin/bookings/${first.id}/refund`, { amountOre: 30_000, reason, requestId: randomUUID() });
    // 49 hours before the start a Simple cancellation is free: 700 kr more comes back, not 1 000 kr.
    const cancelled = (await call(byCustomer.customer, 'POST', `/booking/${first.id}/cancel`, { expectedFeeOre: 0 })).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationFeeOre: 0, refund: true });
    expect((await refundsOf(first.id)).map((entry) => entry.amountOre).sort()).toEqual([30_000, 70_000]);
    expect((await reconcileLedger(em.fork(), { providerIds: [byCustomer.provider.id] })).problems).toEqual([]);

    const bySupport = await setup();
    const second = (await book(bySupport)).json();
    await call(await admin(), 'POST', `/admin/bookings/${second.id}/refund`, { amountOre: 40_000, reason, requestId: randomUUID() });
    expect((await call(await admin(), 'POST', `/admin/bookings/${second.id}/cancel`, { refundOre: 60_001, reason })).statusCode).toBeGreaterThanOrEqual(400);
    const supportCancelled = (await call(await admin(), 'POST', `/admin/bookings/${second.id}/cancel`, { refundOre: 50_000, reason })).json();
    expect(supportCancelled).toMatchObject({ status: 'cancelled', cancellationFeeOre: 10_000 });
    expect((await reconcileLedger(em.fork(), { providerIds: [bySupport.provider.id] })).problems).toEqual([]);
  });
});
