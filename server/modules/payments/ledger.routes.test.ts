import { describe, expect, it } from 'vitest';
import { seededRandom } from '#server/db/seeded-random.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { chargeKey, refundKey } from '#server/modules/bookings/booking-payment.service.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import type { BookingRefund } from './booking-payments.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { describeReconciliation, reconcileLedger } from './ledger-reconciliation.ts';
import { recordLedgerEntry } from './ledger.service.ts';
import { LocalBookingPayments } from './local-booking-payments.ts';

/** The local adapter with switches for a declined charge and a gateway that is down for refunds. */
class SwitchablePayments extends LocalBookingPayments {
  declining = false;
  refundsDown = false;
  constructor() {
    super({ decline: () => this.declining });
  }
  override async refund(refund: BookingRefund): Promise<void> {
    if (this.refundsDown) throw new Error('gateway unavailable');
    await super.refund(refund);
  }
}

// Tuesday 09:00 in Oslo. The default schedule works weekdays 08:00–16:00 with 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const hour = 3_600_000;
const clock = new ManualClock(start);
const payments = new SwitchablePayments();
const app = await buildTestApp({ clock, payments });
const em = app.orm.em.fork();

async function setup(options: { instantBooking?: boolean; type?: 'event' | 'dailylife'; priceOre?: number } = {}) {
  clock.set(start);
  payments.declining = false;
  payments.refundsDown = false;
  const category = await createCategory(em, { type: options.type ?? 'dailylife' });
  const provider = await createProvider(em, { instantBooking: options.instantBooking ?? true, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: options.priceOre ?? 100_000, baseDurationMinutes: 60 });
  const customerUser = await createTestUser(em);
  return { service, provider, customerId: customerUser.id, customer: await sessionCookieFor(app, customerUser.id), providerCookie: await sessionCookieFor(app, provider.owner.id) };
}

let adminId: string | undefined;
/** A fresh admin session: the clock moves weeks within a test, past a session's idle timeout. */
async function admin() {
  if (!adminId) {
    const user = await createTestUser(em);
    user.isAdmin = true;
    await em.flush();
    adminId = user.id;
  }
  return sessionCookieFor(app, adminId);
}

const bookingBody = (serviceId: string, startTime = thursdayTen) => bookingRequestBody(serviceId, startTime);
const payBody = { paymentMethod: 'card', acceptTerms: true };

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const entriesOf = (bookingId: string) =>
  em.fork().find(LedgerEntryEntity, { booking: bookingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });

/** A request the provider accepts: the booking then waits for the customer's payment. */
async function acceptedRequest(context: Awaited<ReturnType<typeof setup>>, startTime: string) {
  const { paymentMethod: _method, acceptTerms: _terms, ...requestBody } = bookingBody(context.service.id, startTime);
  const requested = (await call(context.customer, 'POST', '/custom-request/service', requestBody)).json();
  expect((await call(context.providerCookie, 'POST', `/booking/${requested.id}/accept`)).json().status).toBe('awaiting_payment');
  return requested.id as string;
}

describe('ledger entries', () => {
  it('writes one charge row for a direct booking, with the charge key and the gateway reference', async () => {
    const { service, customer } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    expect(booking.status).toBe('confirmed');
    const entries = await entriesOf(booking.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'charge', amountOre: 100_000, idempotencyKey: chargeKey(booking.id, 100_000) });
    expect(entries[0]?.reference).toBe(payments.charges.get(chargeKey(booking.id, 100_000))?.reference);
  });

  it('writes one charge when the customer pays twice, one after the other or at once', async () => {
    const context = await setup({ instantBooking: false });
    const bookingId = await acceptedRequest(context, '2026-12-10T09:00:00.000Z');
    const both = await Promise.all([call(context.customer, 'POST', `/booking/${bookingId}/pay`, payBody), call(context.customer, 'POST', `/booking/${bookingId}/pay`, payBody)]);
    expect(both.some((response) => response.statusCode === 200)).toBe(true);
    expect((await call(context.customer, 'POST', `/booking/${bookingId}/pay`, payBody)).json().status).toBe('confirmed');
    expect(await entriesOf(bookingId)).toHaveLength(1);
    // A charge repeated with its key (a retry after a lost answer) is written once as well.
    await recordLedgerEntry(em.fork(), { bookingId, kind: 'charge', amountOre: 100_000, idempotencyKey: chargeKey(bookingId, 100_000), reference: 'again' });
    expect((await entriesOf(bookingId)).map((entry) => entry.reference)).not.toContain('again');
  });

  it('writes nothing for a failed payment, and the charge once it is paid', async () => {
    const { service, customer } = await setup();
    payments.declining = true;
    const failed = await call(customer, 'POST', '/booking', bookingBody(service.id));
    expect(failed.statusCode).toBe(402);
    const [held] = await em.fork().getConnection().execute<Array<{ id: string }>>(
      'select id from booking where service_id = ? order by created_at desc limit 1',
      [service.id],
    );
    expect(held).toBeDefined();
    expect(await entriesOf(held!.id)).toHaveLength(0);
    payments.declining = false;
    expect((await call(customer, 'POST', `/booking/${held!.id}/pay`, payBody)).json().status).toBe('confirmed');
    expect((await entriesOf(held!.id)).map((entry) => entry.kind)).toEqual(['charge']);
  });

  it('writes one refund row of the refund when the customer cancels with a fee', async () => {
    const { service, customer } = await setup({ type: 'event' });
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id, '2026-12-15T09:00:00.000Z'))).json();
    const cancelled = await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: 30_000 });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellationFeeOre: 30_000, refund: true });
    const entries = await entriesOf(booking.id);
    expect(entries.map(({ kind, amountOre, idempotencyKey }) => ({ kind, amountOre, idempotencyKey }))).toEqual([
      { kind: 'charge', amountOre: 100_000, idempotencyKey: chargeKey(booking.id, 100_000) },
      { kind: 'refund', amountOre: 70_000, idempotencyKey: refundKey(booking.id) },
    ]);
  });

  it('writes no refund row when the whole price is the fee', async () => {
    const { service, customer } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    clock.set('2026-12-02T09:00:00Z');
    expect((await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: 100_000 })).json()).toMatchObject({ refund: false });
    expect((await entriesOf(booking.id)).map((entry) => entry.kind)).toEqual(['charge']);
  });

  it('writes the refund support chose when an admin cancels', async () => {
    const { service, customer } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    const cancelled = await call(await admin(), 'POST', `/admin/bookings/${booking.id}/cancel`, { refundOre: 60_000, reason: 'Leverandøren er syk den dagen.' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellationFeeOre: 40_000, refund: true });
    expect((await entriesOf(booking.id)).map(({ kind, amountOre }) => ({ kind, amountOre }))).toEqual([
      { kind: 'charge', amountOre: 100_000 },
      { kind: 'refund', amountOre: 60_000 },
    ]);
  });

  it('writes no refund row when the gateway fails the refund, and the check shows the money still owed', async () => {
    const { service, customer, provider } = await setup();
    const booking = (await call(customer, 'POST', '/booking', bookingBody(service.id))).json();
    payments.refundsDown = true;
    // The cancellation stands; the failed refund is logged for support to repeat.
    expect((await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: 0 })).json()).toMatchObject({ status: 'cancelled', refund: true });
    expect((await entriesOf(booking.id)).map((entry) => entry.kind)).toEqual(['charge']);

    const result = await reconcileLedger(em.fork(), { providerIds: [provider.id] });
    expect(result.problems.map((problem) => problem.code).sort()).toEqual(['held_mismatch', 'refund_flag_mismatch']);
    expect(result.problems.find((problem) => problem.code === 'held_mismatch')).toMatchObject({ expectedOre: 0, actualOre: 100_000 });
  });
});

describe('npm run payments:reconcile', () => {
  it('sums a reconciling ledger in kroner, and names every problem otherwise', async () => {
    const { service, customer, provider } = await setup({ type: 'event' });
    const kept = (await call(customer, 'POST', '/booking', bookingBody(service.id, '2026-12-10T09:00:00.000Z'))).json();
    const cancelled = (await call(customer, 'POST', '/booking', bookingBody(service.id, '2026-12-15T09:00:00.000Z'))).json();
    await call(customer, 'POST', `/booking/${cancelled.id}/cancel`, { expectedFeeOre: 30_000 });

    const good = await reconcileLedger(em.fork(), { providerIds: [provider.id] });
    expect(good).toMatchObject({ problems: [], bookingCount: 2, entryCount: 3, chargesOre: 200_000, refundsOre: 70_000 });
    expect(describeReconciliation(good)).toEqual(['Ledger reconciles: 2 bookings, 3 entries, charges 2000.00 kr, refunds 700.00 kr']);

    // A refund the booking records know nothing of.
    await recordLedgerEntry(em.fork(), { bookingId: kept.id, kind: 'refund', amountOre: 10_000, idempotencyKey: `test:${kept.id}:goodwill` });
    const bad = await reconcileLedger(em.fork(), { providerIds: [provider.id] });
    expect(describeReconciliation(bad)).toEqual([
      'Ledger does not reconcile: 1 problem(s)',
      `booking ${kept.id}: held_mismatch (expected 1000.00 kr, ledger has 900.00 kr)`,
    ]);
  });
});

describe('randomised bookings, payments and cancellations', () => {
  it('leaves a ledger that reconciles with the bookings, and agrees with the gateway', async () => {
    const random = seededRandom('ledger-reconciles');
    const starts = ['2026-12-03', '2026-12-04', '2026-12-08', '2026-12-10', '2026-12-15', '2026-12-22', '2027-01-05', '2027-01-12'].map((day) => `${day}T09:00:00.000Z`);
    const providerIds: string[] = [];
    const bookingIds: string[] = [];
    let cancellations = 0;

    for (let iteration = 0; iteration < 40; iteration += 1) {
      const direct = random.chance(0.5);
      const context = await setup({ instantBooking: direct, type: random.pick(['event', 'dailylife'] as const), priceOre: random.int(5_000, 300_000) });
      providerIds.push(context.provider.id);
      const startTime = random.pick(starts);
      let bookingId: string;
      if (direct) {
        payments.declining = random.chance(0.15);
        const response = await call(context.customer, 'POST', '/booking', bookingBody(context.service.id, startTime));
        if (response.statusCode === 201) bookingId = response.json().id;
        else {
          expect(response.statusCode).toBe(402);
          const [held] = await em.fork().getConnection().execute<Array<{ id: string }>>('select id from booking where service_id = ?', [context.service.id]);
          bookingId = held!.id;
        }
      } else {
        bookingId = await acceptedRequest(context, startTime);
      }
      bookingIds.push(bookingId);
      payments.declining = false;
      // Some pay (again), some leave it; a customer may also cancel before paying.
      if (random.chance(0.85)) await call(context.customer, 'POST', `/booking/${bookingId}/pay`, payBody);
      if (random.chance(0.3)) await call(context.customer, 'POST', `/booking/${bookingId}/pay`, payBody);

      // Cancel at a random time before the start, so every band of both policies comes up.
      const untilStart = Date.parse(startTime) - clock.now().getTime();
      clock.advance(random.int(0, Math.floor(untilStart / hour) - 1) * hour);
      const ending = random.pick(['keep', 'customer', 'customer', 'admin'] as const);
      const customer = await sessionCookieFor(app, context.customerId);
      if (ending === 'customer') {
        const quote = await call(customer, 'GET', `/booking/${bookingId}/cancellation`);
        // An unpaid hold or request may have expired meanwhile; it has nothing to cancel.
        expect([200, 409]).toContain(quote.statusCode);
        if (quote.statusCode === 200) {
          const cancelled = await call(customer, 'POST', `/booking/${bookingId}/cancel`, { expectedFeeOre: quote.json().feeOre });
          expect(cancelled.statusCode).toBe(200);
          cancellations += 1;
        }
      } else if (ending === 'admin') {
        const booking = (await call(customer, 'GET', `/booking/${bookingId}`)).json();
        const paid = booking.status === 'confirmed';
        const refundOre = paid ? random.pick([0, booking.priceOre, random.int(1, booking.priceOre)]) : 0;
        const cancelled = await call(await admin(), 'POST', `/admin/bookings/${bookingId}/cancel`, { refundOre, reason: 'Leverandøren er syk den dagen.' });
        expect([200, 409]).toContain(cancelled.statusCode);
        if (cancelled.statusCode === 200) cancellations += 1;
      }
    }

    const result = await reconcileLedger(em.fork(), { providerIds });
    expect(result.problems).toEqual([]);
    // The ledger holds exactly what the gateway did for these bookings, no more and no less.
    const ours = new Set(bookingIds);
    const gatewayCharges = [...payments.charges.values()].filter((charge) => ours.has(charge.bookingId));
    const gatewayRefunds = [...payments.refunds.values()].filter((refund) => ours.has(refund.bookingId));
    const sum = (amounts: Array<{ amountOre: number }>) => amounts.reduce((total, { amountOre }) => total + amountOre, 0);
    expect(result.entryCount).toBe(gatewayCharges.length + gatewayRefunds.length);
    expect(result.chargesOre).toBe(sum(gatewayCharges));
    expect(result.refundsOre).toBe(sum(gatewayRefunds));
    // The run did exercise charges, refunds and bookings left unpaid.
    expect(gatewayCharges.length).toBeGreaterThan(10);
    expect(gatewayRefunds.length).toBeGreaterThan(3);
    expect(result.bookingCount).toBeLessThan(bookingIds.length);
    expect(cancellations).toBeGreaterThan(10);
  });
});
