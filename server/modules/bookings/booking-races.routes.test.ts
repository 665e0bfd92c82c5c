import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import type { BookingCharge, BookingChargeResult, BookingPayments, BookingRefund } from '#server/modules/payments/booking-payments.ts';
import { LocalBookingPayments } from '#server/modules/payments/local-booking-payments.ts';
import { PromoCodeEntity } from '#server/modules/payments/promo-code.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { applyBookingEvent } from './booking-events.service.ts';
import { BookingEntity } from './booking.entity.ts';

// Tuesday 09:00 in Oslo; the default schedule works weekdays 08:00–16:00 with 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const hour = 3_600_000;
const clock = new ManualClock(start);

/** The local adapter, with a hook run inside the next charge: what another request does meanwhile. */
class RacingPayments implements BookingPayments {
  readonly name = 'racing';
  readonly local = new LocalBookingPayments();
  duringNextCharge: (() => Promise<void>) | null = null;

  async charge(charge: BookingCharge): Promise<BookingChargeResult> {
    const during = this.duringNextCharge;
    this.duringNextCharge = null;
    if (during) await during();
    return this.local.charge(charge);
  }

  async refund(refund: BookingRefund): Promise<void> {
    await this.local.refund(refund);
  }
}

const payments = new RacingPayments();
const app = await buildTestApp({ clock, payments });
const em = app.orm.em.fork();

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: `/api${url}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload }) });

/** A request, made at `start`, for Thursday 10:00; the provider has not answered yet. */
async function openRequest() {
  clock.set(start);
  const category = await createCategory(em, { type: 'dailylife' });
  const provider = await createProvider(em, { instantBooking: false, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
  const providerCookie = await sessionCookieFor(app, provider.owner.id);
  const requested = await call(customer, 'POST', '/custom-request/service', {
    serviceId: service.id,
    startTime: thursdayTen,
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
    addons: [],
  });
  expect(requested.statusCode).toBe(201);
  const id = requested.json().id as string;
  return { id, customer, providerCookie };
}

describe('races on one booking', () => {
  it('does not expire a request the provider accepted while the expiry job was on its way', async () => {
    // Asked at `start`, so the answer deadline is 72 hours later; here it is accepted a second before.
    clock.set(start);
    const category = await createCategory(em, { type: 'dailylife' });
    const provider = await createProvider(em, { instantBooking: false, category });
    const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
    const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
    const providerCookie = await sessionCookieFor(app, provider.owner.id);
    const requested = await call(customer, 'POST', '/custom-request/service', {
      serviceId: service.id,
      startTime: '2026-12-10T09:00:00.000Z',
      deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
      addons: [],
    });
    const id = requested.json().id as string;
    clock.advance(72 * hour - 1_000);
    expect((await call(providerCookie, 'POST', `/booking/${id}/accept`)).json().status).toBe('awaiting_payment');

    // The expiry job read the request just before the accept was saved and now applies `expire`.
    clock.advance(2_000);
    await expect(applyBookingEvent(app.orm.em.fork(), id, { type: 'expire' }, 'system', clock.now())).rejects.toMatchObject({ status: 409 });
    const stored = await app.orm.em.fork().findOneOrFail(BookingEntity, id);
    expect(stored.status).toBe('awaiting_payment');
    expect(stored.expiredAt ?? null).toBeNull();
  });

  it('keeps the cancellation fee when a repeated payment finds the booking paid and cancelled meanwhile', async () => {
    const { id, customer, providerCookie } = await openRequest();
    expect((await call(providerCookie, 'POST', `/booking/${id}/accept`)).json().status).toBe('awaiting_payment');
    // 47 hours before the start: cancelling a confirmed booking costs the whole price (Simple).
    clock.set('2026-12-01T10:00:00Z');

    const pay = { paymentMethod: 'card', acceptTerms: true };
    payments.duringNextCharge = async () => {
      // A second tap on "Pay" is charged (same key, one charge) and confirms the booking; the
      // customer then cancels it and accepts the fee.
      expect((await call(customer, 'POST', `/booking/${id}/pay`, pay)).json().status).toBe('confirmed');
      const cancelled = await call(customer, 'POST', `/booking/${id}/cancel`, { expectedFeeOre: 100_000 });
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellationFeeOre: 100_000, refund: false });
    };
    const first = await call(customer, 'POST', `/booking/${id}/pay`, pay);
    expect(first.statusCode).toBe(409);

    // One charge, and the fee the customer accepted is not given back by the first request.
    expect([...payments.local.charges.values()].filter((charge) => charge.bookingId === id)).toHaveLength(1);
    expect([...payments.local.refunds.values()].filter((refund) => refund.bookingId === id)).toEqual([]);
  });

  it('refunds the charge when the booking was cancelled before the payment could confirm it', async () => {
    const { id, customer, providerCookie } = await openRequest();
    expect((await call(providerCookie, 'POST', `/booking/${id}/accept`)).json().status).toBe('awaiting_payment');
    payments.duringNextCharge = async () => {
      expect((await call(customer, 'POST', `/booking/${id}/cancel`, {})).json().status).toBe('cancelled');
    };
    const paid = await call(customer, 'POST', `/booking/${id}/pay`, { paymentMethod: 'card', acceptTerms: true });
    expect(paid.statusCode).toBe(409);
    expect([...payments.local.refunds.values()].filter((refund) => refund.bookingId === id).map((refund) => refund.amountOre)).toEqual([100_000]);
  });

  it('does not confirm a booking whose price a promo code changed while the charge was on its way, and refunds the charge', async () => {
    const { id, customer, providerCookie } = await openRequest();
    expect((await call(providerCookie, 'POST', `/booking/${id}/accept`)).json().status).toBe('awaiting_payment');
    const code = `RACE${Date.now()}`;
    em.create(PromoCodeEntity, { code, description: 'Rabatt', percentage: 10, enabled: true, maxUsesPerCustomer: null, createdAt: clock.now() });
    await em.flush();
    payments.duringNextCharge = async () => {
      expect((await call(customer, 'POST', `/booking/customer/${id}/applyPromoCode`, { code })).json().priceOre).toBe(90_000);
    };
    const paid = await call(customer, 'POST', `/booking/${id}/pay`, { paymentMethod: 'card', acceptTerms: true });
    expect(paid.statusCode).toBe(409);
    expect([...payments.local.refunds.values()].filter((refund) => refund.bookingId === id).map((refund) => refund.amountOre)).toEqual([100_000]);
    expect((await call(customer, 'GET', `/booking/${id}`)).json()).toMatchObject({ status: 'awaiting_payment', priceOre: 90_000 });

    // Paying again is a new charge of the new price, not the refunded one.
    const again = await call(customer, 'POST', `/booking/${id}/pay`, { paymentMethod: 'card', acceptTerms: true });
    expect(again.json()).toMatchObject({ status: 'confirmed', priceOre: 90_000 });
    expect([...payments.local.charges.values()].filter((charge) => charge.bookingId === id).map((charge) => charge.amountOre)).toEqual([100_000, 90_000]);
  });

  /** The promo race above: the charge of 100 000 is given back and the booking costs 90 000. */
  async function chargeRefundedByPromoRace() {
    const opened = await openRequest();
    expect((await call(opened.providerCookie, 'POST', `/booking/${opened.id}/accept`)).json().status).toBe('awaiting_payment');
    const code = `RACE${Date.now()}`;
    em.create(PromoCodeEntity, { code, description: 'Rabatt', percentage: 10, enabled: true, maxUsesPerCustomer: null, createdAt: clock.now() });
    await em.flush();
    payments.duringNextCharge = async () => {
      expect((await call(opened.customer, 'POST', `/booking/customer/${opened.id}/applyPromoCode`, { code })).json().priceOre).toBe(90_000);
    };
    expect((await call(opened.customer, 'POST', `/booking/${opened.id}/pay`, { paymentMethod: 'card', acceptTerms: true })).statusCode).toBe(409);
    return opened;
  }
  const chargesOf = (id: string) => [...payments.local.charges.values()].filter((charge) => charge.bookingId === id).map((charge) => charge.amountOre);

  it('charges anew when the price goes back to the amount of a charge that was refunded', async () => {
    const { id, customer } = await chargeRefundedByPromoRace();
    expect((await call(customer, 'POST', `/booking/customer/${id}/removePromoCode`)).json().priceOre).toBe(100_000);
    const paid = await call(customer, 'POST', `/booking/${id}/pay`, { paymentMethod: 'card', acceptTerms: true });
    expect(paid.json()).toMatchObject({ status: 'confirmed', priceOre: 100_000 });
    // The refunded charge is not answered again as if it paid: the confirmed booking holds its price.
    expect(chargesOf(id)).toEqual([100_000, 100_000]);
    const ledger = await em.fork().getConnection().execute<Array<{ kind: string; amount_ore: number }>>('select kind, amount_ore from ledger_entry where booking_id = ?', [id]);
    const held = ledger.reduce((sum, row) => sum + (row.kind === 'charge' ? row.amount_ore : -row.amount_ore), 0);
    expect(held).toBe(100_000);
  });

  it('refunds a free cancellation in full after a charge was given back because the price changed', async () => {
    const { id, customer } = await chargeRefundedByPromoRace();
    expect((await call(customer, 'POST', `/booking/${id}/pay`, { paymentMethod: 'card', acceptTerms: true })).json().status).toBe('confirmed');
    // 49 hours before the start: free to cancel, so the 90 000 paid goes back; the earlier 100 000
    // was the reversal of another charge, not money given back for this one.
    const cancelled = await call(customer, 'POST', `/booking/${id}/cancel`, {});
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellationFeeOre: 0, refund: true });
    expect([...payments.local.refunds.values()].filter((refund) => refund.bookingId === id).map((refund) => refund.amountOre)).toEqual([100_000, 90_000]);
  });

  it('refuses to answer a request whose time has begun: its answer deadline is the start', async () => {
    const { id, providerCookie } = await openRequest();
    // Asked on Tuesday for Thursday 10:00: 72 hours would run to Friday, but the deadline is the start.
    clock.set('2026-12-03T10:00:00Z');
    const late = await call(providerCookie, 'POST', `/booking/${id}/accept`);
    expect(late.statusCode).toBe(409);
    expect((await call(providerCookie, 'GET', `/booking/${id}`)).json()).toMatchObject({ status: 'awaiting_provider', providerAnswerBy: '2026-12-03T09:00:00.000Z', actions: { accept: false, decline: false } });
  });
});
