import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor, uniqueEmail } from '#server/test/factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';
import { balanceOf, creditBalance } from '#server/modules/payments/balance.service.ts';
import { InvoiceEntity } from '#server/modules/payments/invoice.entity.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { signWebhook } from '#server/modules/payments/gateway/webhook-signature.ts';
import { GiftCardEntity } from '#server/modules/payments/gift-card.entity.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { PaymentWebhookEventEntity } from '#server/modules/payments/payment-webhook-event.entity.ts';
import { PaymentEntity } from '#server/modules/payments/payment.entity.ts';
import { reconcileLedger } from '#server/modules/payments/ledger-reconciliation.ts';

const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const fridayTen = '2026-12-04T09:00:00.000Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: 'gateway' });
const gateway = await listenForWebhooks(app);
const em = app.orm.em.fork();

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/testbetaling/')[1] as string;
const payAtCheckout = (url: string) => call(null, 'POST', `/test-gateway/sessions/${sessionOf(url)}/pay`, { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });

async function setup() {
  clock.set(start);
  const category = await createCategory(em, { type: 'dailylife' });
  const provider = await createProvider(em, { instantBooking: true, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const user = await createTestUser(em);
  return { provider, service, user, cookie: await sessionCookieFor(app, user.id) };
}
const bookingBody = bookingRequestBody;

describe('money stays right when payments cross', () => {
  it('refuses a forged test gateway webhook (public default secret) where the test gateway takes no money (production)', async () => {
    const { cookie, user } = await setup();
    // What production with PAYMENTS_PROVIDER=local (the default) runs: acceptLocal=false.
    (gateway as unknown as { acceptLocal: boolean }).acceptLocal = false;
    try {
      const bought = await call(cookie, 'POST', '/gift-cards', { amountOre: 1_000_000, recipientEmail: uniqueEmail('me'), deliverOn: '2026-12-01' });
      expect(bought.statusCode).toBe(201);
      const { giftCard, checkout } = bought.json();
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', created: Math.floor(clock.now().getTime() / 1000), data: { gatewayRef: 'x', paymentId: checkout.paymentId } });
      // The secret is the config default, which is in the public repository.
      const signature = signWebhook('whsec_local_test_gateway_development_only', body, clock.now());
      await app.inject({ method: 'POST', url: '/api/payments/webhooks/local', headers: { 'content-type': 'application/json', 'tjenestetorget-signature': signature }, payload: body });
      const card = await em.fork().findOneOrFail(GiftCardEntity, giftCard.id);
      const code = (await call(cookie, 'GET', '/gift-cards')).json().bought[0].code;
      if (code) await call(cookie, 'POST', '/gift-cards/redeem', { code });
      expect({ status: card.status, balance: await balanceOf(em, user.id) }).toEqual({ status: 'awaiting_payment', balance: 0 });
    } finally {
      (gateway as unknown as { acceptLocal: boolean }).acceptLocal = true;
    }
  });

  it('gives back an older checkout paid after the booking was already paid by a saved card (no double charge)', async () => {
    const { provider, service, cookie } = await setup();
    const first = (await call(cookie, 'POST', '/booking', bookingBody(service.id, thursdayTen, { saveCard: true }))).json();
    await payAtCheckout(first.checkout.url);
    await gateway.webhooks.idle();
    const [saved] = (await call(cookie, 'GET', '/payments/cards')).json();

    const held = (await call(cookie, 'POST', '/booking', bookingBody(service.id, fridayTen))).json();
    expect(held.checkout).not.toBeNull();
    // Customer goes back and pays with the saved card instead (or in a second tab).
    const paid = await call(cookie, 'POST', `/booking/${held.id}/pay`, { paymentMethod: 'card', acceptTerms: true, savedCardId: saved.id });
    expect(paid.json().status).toBe('confirmed');
    // ...and the first checkout, still open, is completed too.
    expect((await payAtCheckout(held.checkout.url)).json().outcome).toBe('succeeded');
    await gateway.webhooks.idle();

    expect((await em.fork().findOneOrFail(BookingEntity, held.id)).status).toBe('confirmed');
    const entries = await em.fork().find(LedgerEntryEntity, { booking: held.id });
    const net = entries.reduce((sum, e) => sum + (e.kind === 'charge' ? e.amountOre : e.kind === 'refund' ? -e.amountOre : 0), 0);
    expect(net).toBe(100_000);
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });

  it('returns balance set aside by a card attempt when the customer pays by invoice instead, and invoices the whole price', async () => {
    const { service, user, cookie } = await setup();
    const fork = em.fork();
    const fresh = await fork.findOneOrFail(UserEntity, user.id);
    fresh.orgNumber = '923609016';
    fresh.companyName = 'Fjordkraft Rør AS';
    await fork.flush();
    await creditBalance(em, { userId: user.id, kind: 'booking_refund', amountOre: 30_000, idempotencyKey: `test:${randomUUID()}` });
    const held = (await call(cookie, 'POST', '/booking', bookingBody(service.id, thursdayTen))).json();
    expect(held.checkout).not.toBeNull(); // 30 000 set aside, checkout for 70 000
    expect(await balanceOf(em, user.id)).toBe(0);
    // The customer leaves the checkout and pays by invoice instead.
    const invoiced = await call(cookie, 'POST', `/booking/${held.id}/pay`, { paymentMethod: 'invoice', acceptTerms: true });
    expect(invoiced.json().status).toBe('confirmed');
    const invoice = await em.fork().findOneOrFail(InvoiceEntity, { booking: held.id });
    expect(invoice.amountOre).toBe(100_000);
    expect(await balanceOf(em, user.id)).toBe(30_000);
    const quote = (await call(cookie, 'GET', `/booking/${held.id}/cancellation`)).json();
    expect(quote.feeOre).toBe(0);
    const cancelled = await call(cookie, 'POST', `/booking/${held.id}/cancel`, { expectedFeeOre: 0 });
    expect(cancelled.json().status).toBe('cancelled');
    // A free cancellation credits the invoice; the balance was never spent on it.
    expect(await balanceOf(em, user.id)).toBe(30_000);
    expect((await em.fork().findOneOrFail(InvoiceEntity, { booking: held.id })).status).toBe('credited');
  });

  it('asks the gateway again about a failed payment on refresh, since another card may have succeeded on the same checkout', async () => {
    const { service, cookie } = await setup();
    const held = (await call(cookie, 'POST', '/booking', bookingBody(service.id, thursdayTen))).json();
    await call(null, 'POST', `/test-gateway/sessions/${sessionOf(held.checkout.url)}/pay`, { cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' });
    await gateway.webhooks.idle();
    gateway.webhooks.options.hold = true; // the success webhook is late (or lost)
    try {
      expect((await payAtCheckout(held.checkout.url)).json().outcome).toBe('succeeded');
      const refreshed = (await call(cookie, 'POST', `/payments/${held.checkout.paymentId}/refresh`)).json();
      expect(refreshed.status).toBe('succeeded');
    } finally {
      gateway.webhooks.options.hold = false;
      await gateway.webhooks.release();
    }
  });

  it('applies an event that was recorded but never applied once a redelivery comes after a while', async () => {
    const { service, cookie } = await setup();
    const held = (await call(cookie, 'POST', '/booking', bookingBody(service.id, thursdayTen))).json();
    const payment = await em.fork().findOneOrFail(PaymentEntity, held.checkout.paymentId);
    const eventId = `evt_${randomUUID()}`;
    // The process stopped after recording the event and before applying it.
    await em.fork().insert(PaymentWebhookEventEntity, { id: randomUUID(), gateway: 'local', eventId, type: 'payment', payload: {}, receivedAt: clock.now(), appliedAt: null, outcome: null });
    const deliver = () => {
      const body = JSON.stringify({ id: eventId, type: 'payment.succeeded', created: Math.floor(clock.now().getTime() / 1000), data: { gatewayRef: payment.gatewayRef, paymentId: payment.id } });
      const signature = signWebhook('whsec_local_test_gateway_development_only', body, clock.now());
      return app.inject({ method: 'POST', url: '/api/payments/webhooks/local', headers: { 'content-type': 'application/json', 'tjenestetorget-signature': signature }, payload: body });
    };
    // Right away it may still be being applied by the first delivery: a duplicate.
    expect((await deliver()).json()).toEqual({ received: true, duplicate: true });
    expect((await em.fork().findOneOrFail(BookingEntity, held.id)).status).toBe('hold');
    clock.advance(3 * 60_000);
    expect((await deliver()).json()).toEqual({ received: true });
    expect((await em.fork().findOneOrFail(BookingEntity, held.id)).status).toBe('confirmed');
    expect((await deliver()).json()).toEqual({ received: true, duplicate: true });
  });
});
