import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { expireIfDue } from '#server/modules/bookings/booking-deadlines.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';
import { balanceOf, creditBalance } from './balance.service.ts';
import { signWebhook } from './gateway/webhook-signature.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { reconcileLedger } from './ledger-reconciliation.ts';
import { PaymentWebhookEventEntity } from './payment-webhook-event.entity.ts';
import { PaymentEntity } from './payment.entity.ts';

// Tuesday 09:00 in Oslo. The default schedule works weekdays 08:00–16:00 with 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const fridayTen = '2026-12-04T09:00:00.000Z';
/** Two weeks ahead: inside Strict's 7–30 days band. */
const inTwoWeeks = '2026-12-15T09:00:00.000Z';
const hour = 3_600_000;
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: 'gateway' });
const gateway = await listenForWebhooks(app);
const em = app.orm.em.fork();

const cards = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', noFunds: '4000 0000 0000 9995', authenticate: '4000 0027 6000 3184' };

async function setup(options: { type?: 'event' | 'dailylife' } = {}) {
  clock.set(start);
  gateway.webhooks.options.hold = false;
  gateway.webhooks.options.duplicates = 1;
  const category = await createCategory(em, { type: options.type ?? 'dailylife' });
  const provider = await createProvider(em, { instantBooking: true, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const customerUser = await createTestUser(em);
  return { service, provider, customerUser, customer: await sessionCookieFor(app, customerUser.id) };
}

const bookingBody = (serviceId: string, extra: Record<string, unknown> = {}) => bookingRequestBody(serviceId, thursdayTen, extra);

const call = (cookie: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** Books directly; the answer is the held booking and the checkout to send the customer to. */
async function book(customer: string, serviceId: string, extra: Record<string, unknown> = {}) {
  const response = await call(customer, 'POST', '/booking', bookingBody(serviceId, extra));
  expect(response.statusCode).toBe(201);
  return response.json();
}

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/testbetaling/')[1] as string;

/** What the checkout page does with a card. */
async function payAtCheckout(checkoutUrl: string, cardNumber: string, extra: Record<string, unknown> = {}) {
  const response = await call(null, 'POST', `/test-gateway/sessions/${sessionOf(checkoutUrl)}/pay`, { cardNumber, expiry: '12/30', cvc: '123', ...extra });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function bookingStatus(id: string) {
  return (await em.fork().findOneOrFail(BookingEntity, id)).status;
}

async function ledgerOf(bookingId: string) {
  const entries = await em.fork().find(LedgerEntryEntity, { booking: bookingId }, { orderBy: { createdAt: 'asc' } });
  return entries.map((entry) => ({ kind: entry.kind, amountOre: entry.amountOre }));
}

async function expectLedgerReconciles(providerId: string) {
  await gateway.webhooks.idle();
  expect((await reconcileLedger(em.fork(), { providerIds: [providerId] })).problems).toEqual([]);
}

describe('card payment at the test checkout', () => {
  it('books, pays with the test card, comes back and finds the booking confirmed by the webhook', async () => {
    const { service, provider, customer } = await setup();
    const held = await book(customer, service.id);
    expect(held).toMatchObject({ status: 'hold', checkout: { url: expect.stringContaining('/testbetaling/tgw_pay_') } });

    const session = await call(null, 'GET', `/test-gateway/sessions/${sessionOf(held.checkout.url)}`);
    expect(session.json()).toMatchObject({ kind: 'payment', amountOre: 100_000, status: 'open', canSaveCard: true });
    const paid = await payAtCheckout(held.checkout.url, cards.ok);
    expect(paid).toEqual({ outcome: 'succeeded', redirectUrl: expect.stringContaining(`/bestilling/${held.id}?betaling=${held.checkout.paymentId}`) });

    await gateway.webhooks.idle();
    expect(await bookingStatus(held.id)).toBe('confirmed');
    const view = await call(customer, 'GET', `/payments/${held.checkout.paymentId}`);
    expect(view.json()).toMatchObject({ status: 'succeeded', amountOre: 100_000, bookingId: held.id, failureCode: null, checkoutUrl: null });
    expect(await ledgerOf(held.id)).toEqual([{ kind: 'charge', amountOre: 100_000 }]);
    const payment = await em.fork().findOneOrFail(PaymentEntity, held.checkout.paymentId);
    const events = await em.fork().find(PaymentWebhookEventEntity, { payload: { gatewayRef: payment.gatewayRef } });
    expect(events.map((event) => event.outcome)).toEqual(['applied:succeeded']);
    await expectLedgerReconciles(provider.id);
  });

  it('shows a declined card and insufficient funds as failed, keeps the booking payable, and takes another card on the same checkout', async () => {
    const { service, customer } = await setup();
    const held = await book(customer, service.id);
    expect(await payAtCheckout(held.checkout.url, cards.declined)).toEqual({ outcome: 'failed', failureCode: 'card_declined', redirectUrl: expect.stringContaining(`betaling=${held.checkout.paymentId}`) });
    const refreshed = await call(customer, 'POST', `/payments/${held.checkout.paymentId}/refresh`);
    expect(refreshed.json()).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    const booking = (await call(customer, 'GET', `/booking/${held.id}`)).json();
    expect(booking).toMatchObject({ status: 'hold', actions: { pay: true } });

    // Trying again answers the same checkout, where another card may be used.
    const again = (await call(customer, 'POST', `/booking/${held.id}/pay`, { paymentMethod: 'card', acceptTerms: true })).json();
    expect(again.checkout).toEqual(held.checkout);
    expect(await payAtCheckout(held.checkout.url, cards.noFunds)).toMatchObject({ outcome: 'failed', failureCode: 'insufficient_funds' });
    await gateway.webhooks.idle();
    expect((await call(customer, 'GET', `/payments/${held.checkout.paymentId}`)).json()).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect(await payAtCheckout(held.checkout.url, cards.ok)).toMatchObject({ outcome: 'succeeded' });
    await gateway.webhooks.idle();
    expect(await bookingStatus(held.id)).toBe('confirmed');
    expect(await ledgerOf(held.id)).toEqual([{ kind: 'charge', amountOre: 100_000 }]);
  });

  it('asks for authentication: approved pays, rejected fails with authentication_failed', async () => {
    const { service, customer } = await setup();
    const approved = await book(customer, service.id);
    expect(await payAtCheckout(approved.checkout.url, cards.authenticate)).toEqual({ outcome: 'requires_action' });
    const session = sessionOf(approved.checkout.url);
    const answer = await call(null, 'POST', `/test-gateway/sessions/${session}/authenticate`, { approve: true });
    expect(answer.json()).toMatchObject({ outcome: 'succeeded' });
    await gateway.webhooks.idle();
    expect(await bookingStatus(approved.id)).toBe('confirmed');

    const rejected = await book(customer, service.id, { startTime: fridayTen });
    await payAtCheckout(rejected.checkout.url, cards.authenticate);
    const refused = await call(null, 'POST', `/test-gateway/sessions/${sessionOf(rejected.checkout.url)}/authenticate`, { approve: false });
    expect(refused.json()).toMatchObject({ outcome: 'failed', redirectUrl: expect.stringContaining('betaling=') });
    await gateway.webhooks.idle();
    expect((await call(customer, 'POST', `/payments/${rejected.checkout.paymentId}/refresh`)).json()).toMatchObject({ status: 'failed', failureCode: 'authentication_failed' });
    expect(await bookingStatus(rejected.id)).toBe('hold');
  });

  it('refuses bad card fields with field errors, and an expired card by the clock', async () => {
    const { service, customer } = await setup();
    const held = await book(customer, service.id);
    const url = `/test-gateway/sessions/${sessionOf(held.checkout.url)}/pay`;
    const bad = await call(null, 'POST', url, { cardNumber: '4242 4242 4242 4241', expiry: '12/30', cvc: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.issues.map((issue: { path: string; key: string }) => [issue.path, issue.key])).toEqual([
      ['cardNumber', 'error.payment.card_number_invalid'],
      ['cvc', 'error.payment.card_cvc_invalid'],
    ]);
    const expired = await call(null, 'POST', url, { cardNumber: cards.ok, expiry: '11/26', cvc: '123' });
    expect(expired.json().data.issues[0]).toMatchObject({ path: 'expiry', key: 'error.payment.card_expired' });
    expect((await call(null, 'GET', `/test-gateway/sessions/tgw_pay_${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('webhooks', () => {
  it('applies an event delivered twice once', async () => {
    const { service, provider, customer } = await setup();
    const held = await book(customer, service.id);
    gateway.webhooks.options.hold = true;
    await payAtCheckout(held.checkout.url, cards.ok);
    await gateway.webhooks.release((events) => [...events, ...events]);
    expect(await bookingStatus(held.id)).toBe('confirmed');
    const payment = await em.fork().findOneOrFail(PaymentEntity, held.checkout.paymentId);
    expect(await em.fork().count(PaymentWebhookEventEntity, { payload: { gatewayRef: payment.gatewayRef } })).toBe(1);
    expect(await ledgerOf(held.id)).toEqual([{ kind: 'charge', amountOre: 100_000 }]);
    await expectLedgerReconciles(provider.id);
  });

  it('changes nothing with a webhook that arrives after the return page settled the payment', async () => {
    const { service, customer } = await setup();
    const held = await book(customer, service.id);
    gateway.webhooks.options.hold = true;
    await payAtCheckout(held.checkout.url, cards.ok);
    const refreshed = await call(customer, 'POST', `/payments/${held.checkout.paymentId}/refresh`);
    expect(refreshed.json()).toMatchObject({ status: 'succeeded' });
    expect(await bookingStatus(held.id)).toBe('confirmed');
    await gateway.webhooks.release();
    const payment = await em.fork().findOneOrFail(PaymentEntity, held.checkout.paymentId);
    const [event] = await em.fork().find(PaymentWebhookEventEntity, { payload: { gatewayRef: payment.gatewayRef } });
    expect(event?.outcome).toBe('unchanged');
    expect(await ledgerOf(held.id)).toEqual([{ kind: 'charge', amountOre: 100_000 }]);
  });

  it('keeps a payment paid when the failure of an earlier card arrives after its success', async () => {
    const { service, customer } = await setup();
    const held = await book(customer, service.id);
    gateway.webhooks.options.hold = true;
    await payAtCheckout(held.checkout.url, cards.declined);
    await payAtCheckout(held.checkout.url, cards.ok);
    await gateway.webhooks.release((events) => [...events].reverse());
    expect((await call(customer, 'GET', `/payments/${held.checkout.paymentId}`)).json()).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await bookingStatus(held.id)).toBe('confirmed');
  });

  it('answers 400 to a bad or stale signature and records nothing', async () => {
    const body = JSON.stringify({ id: `tgw_evt_${randomUUID()}`, type: 'payment.succeeded', created: Math.floor(clock.now().getTime() / 1000), data: {} });
    const send = (signature: string) =>
      app.inject({ method: 'POST', url: '/api/payments/webhooks/local', headers: { 'content-type': 'application/json', 'tjenestetorget-signature': signature }, payload: body });
    const wrong = await send(signWebhook('whsec_not_the_configured_secret', body, clock.now()));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.key).toBe('error.payment.webhook_signature_invalid');
    const stale = await send(signWebhook(app.config.payments.testGateway.webhookSecret, body, new Date(clock.now().getTime() - 301_000)));
    expect(stale.statusCode).toBe(400);
    const unknown = await send(signWebhook(app.config.payments.testGateway.webhookSecret, body, clock.now()));
    expect(unknown.json()).toEqual({ received: true });
    expect(await em.fork().count(PaymentWebhookEventEntity, { eventId: JSON.parse(body).id, outcome: 'unknown_payment' })).toBe(1);
  });
});

describe('paying a booking', () => {
  it('starts one payment for a pay request sent three times, and charges once', async () => {
    const { service, customer } = await setup();
    const held = await book(customer, service.id);
    const answers = await Promise.all([1, 2, 3].map(() => call(customer, 'POST', `/booking/${held.id}/pay`, { paymentMethod: 'card', acceptTerms: true })));
    expect(answers.map((answer) => answer.json().checkout?.paymentId)).toEqual([held.checkout.paymentId, held.checkout.paymentId, held.checkout.paymentId]);
    expect(await em.fork().count(PaymentEntity, { booking: held.id })).toBe(1);
    await payAtCheckout(held.checkout.url, cards.ok);
    await gateway.webhooks.idle();
    expect(await ledgerOf(held.id)).toEqual([{ kind: 'charge', amountOre: 100_000 }]);
  });

  it('uses the balance first, charges the card for the rest, and gives both back on a free cancellation', async () => {
    const { service, provider, customer, customerUser } = await setup();
    await creditBalance(em, { userId: customerUser.id, kind: 'booking_refund', amountOre: 30_000, idempotencyKey: `test:${randomUUID()}` });
    const held = await book(customer, service.id);
    expect(await balanceOf(em, customerUser.id)).toBe(0);
    const payment = (await call(customer, 'GET', `/payments/${held.checkout.paymentId}`)).json();
    expect(payment.amountOre).toBe(70_000);
    await payAtCheckout(held.checkout.url, cards.ok);
    await gateway.webhooks.idle();
    expect(await bookingStatus(held.id)).toBe('confirmed');
    expect(await ledgerOf(held.id)).toEqual([
      { kind: 'charge', amountOre: 70_000 },
      { kind: 'balance_use', amountOre: 30_000 },
    ]);

    const cancelled = await call(customer, 'POST', `/booking/${held.id}/cancel`, { expectedFeeOre: 0 });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund: true });
    expect(await ledgerOf(held.id)).toEqual([
      { kind: 'charge', amountOre: 70_000 },
      { kind: 'balance_use', amountOre: 30_000 },
      { kind: 'refund', amountOre: 70_000 },
      { kind: 'balance_return', amountOre: 30_000 },
    ]);
    expect(await balanceOf(em, customerUser.id)).toBe(30_000);
    await expectLedgerReconciles(provider.id);
  });

  it('gives a goodwill refund back to the card first and the rest to the balance', async () => {
    const { service, provider, customer, customerUser } = await setup();
    await creditBalance(em, { userId: customerUser.id, kind: 'booking_refund', amountOre: 30_000, idempotencyKey: `test:${randomUUID()}` });
    const held = await book(customer, service.id);
    await payAtCheckout(held.checkout.url, cards.ok);
    await gateway.webhooks.idle();
    const admin = await createTestUser(em);
    admin.isAdmin = true;
    await em.flush();
    const refund = { amountOre: 80_000, reason: 'The cleaner came two hours late.', requestId: randomUUID() };
    const answer = await call(await sessionCookieFor(app, admin.id), 'POST', `/admin/bookings/${held.id}/refund`, refund);
    expect(answer.json()).toMatchObject({ status: 'confirmed', refund: true });
    expect(await ledgerOf(held.id)).toEqual([
      { kind: 'charge', amountOre: 70_000 },
      { kind: 'balance_use', amountOre: 30_000 },
      { kind: 'refund', amountOre: 70_000 },
      { kind: 'balance_return', amountOre: 10_000 },
    ]);
    expect(await balanceOf(em, customerUser.id)).toBe(10_000);
    await expectLedgerReconciles(provider.id);
  });

  it('confirms at once without the card when the balance covers the price, and returns a balance set aside for a booking that ends unpaid', async () => {
    const { service, provider, customer, customerUser } = await setup();
    await creditBalance(em, { userId: customerUser.id, kind: 'booking_refund', amountOre: 150_000, idempotencyKey: `test:${randomUUID()}` });
    const paid = await book(customer, service.id);
    expect(paid).toMatchObject({ status: 'confirmed', checkout: null });
    expect(await balanceOf(em, customerUser.id)).toBe(50_000);
    expect(await em.fork().count(PaymentEntity, { booking: paid.id })).toBe(0);

    const held = await book(customer, service.id, { startTime: fridayTen });
    expect(held.checkout).not.toBeNull();
    expect(await balanceOf(em, customerUser.id)).toBe(0);
    const cancelled = await call(customer, 'POST', `/booking/${held.id}/cancel`, {});
    expect(cancelled.json().status).toBe('cancelled');
    expect(await balanceOf(em, customerUser.id)).toBe(50_000);
    await expectLedgerReconciles(provider.id);
  });

  it('saves the card when asked, then pays the next booking with it off-session', async () => {
    const { service, provider, customer } = await setup();
    const first = await book(customer, service.id, { saveCard: true });
    await payAtCheckout(first.checkout.url, cards.ok);
    await gateway.webhooks.idle();
    const saved = (await call(customer, 'GET', '/payments/cards')).json();
    expect(saved).toEqual([{ id: expect.any(String), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true }]);

    const second = await book(customer, service.id, { startTime: fridayTen, savedCardId: saved[0].id });
    expect(second).toMatchObject({ status: 'confirmed', checkout: null });
    expect(await ledgerOf(second.id)).toEqual([{ kind: 'charge', amountOre: 100_000 }]);
    const receipt = (await call(customer, 'GET', `/payments/receipts/${second.id}`)).json();
    expect(receipt).toMatchObject({ totalOre: 100_000, cardOre: 100_000, balanceOre: 0, paymentMethod: 'card', cardLast4: '4242' });
    const receipts = (await call(customer, 'GET', '/payments/receipts')).json();
    expect(receipts.data.map((item: { bookingId: string }) => item.bookingId)).toEqual(expect.arrayContaining([first.id, second.id]));

    expect((await call(customer, 'DELETE', `/payments/cards/${saved[0].id}`)).statusCode).toBe(204);
    expect((await call(customer, 'GET', '/payments/cards')).json()).toEqual([]);
    await expectLedgerReconciles(provider.id);
  });

  it('adds a card through a setup checkout', async () => {
    const { customer } = await setup();
    const { checkoutUrl } = (await call(customer, 'POST', '/payments/cards/setup')).json();
    expect((await call(null, 'GET', `/test-gateway/sessions/${sessionOf(checkoutUrl)}`)).json()).toMatchObject({ kind: 'setup', amountOre: 0, returnUrl: expect.stringContaining('/account/betalinger?betaling=') });
    await payAtCheckout(checkoutUrl, '5555 5555 5555 4444', { expiry: '04/29' });
    await gateway.webhooks.idle();
    expect((await call(customer, 'GET', '/payments/cards')).json()).toMatchObject([{ brand: 'mastercard', last4: '4444', expMonth: 4, expYear: 2029, isDefault: true }]);
  });

  it('gives the money back whole when the checkout is paid after the hold expired', async () => {
    const { service, provider, customer } = await setup();
    const held = await book(customer, service.id);
    clock.advance(15 * 60_000 + 1);
    expect(await expireIfDue(em.fork(), held.id, 'payment', clock.now())).toBe(true);
    await payAtCheckout(held.checkout.url, cards.ok);
    await gateway.webhooks.idle();
    expect(await bookingStatus(held.id)).toBe('expired');
    expect(await ledgerOf(held.id)).toEqual([
      { kind: 'charge', amountOre: 100_000 },
      { kind: 'refund', amountOre: 100_000 },
    ]);
    await expectLedgerReconciles(provider.id);
  });

  it('gives the balance set aside back when the hold expires unpaid', async () => {
    const { service, provider, customer, customerUser } = await setup();
    await creditBalance(em, { userId: customerUser.id, kind: 'booking_refund', amountOre: 30_000, idempotencyKey: `test:${randomUUID()}` });
    const held = await book(customer, service.id);
    expect(held.checkout).not.toBeNull();
    expect(await balanceOf(em, customerUser.id)).toBe(0);
    clock.advance(15 * 60_000 + 1);
    expect(await expireIfDue(em.fork(), held.id, 'payment', clock.now())).toBe(true);
    expect(await balanceOf(em, customerUser.id)).toBe(30_000);
    // The sweep running again gives nothing back twice.
    expect(await expireIfDue(em.fork(), held.id, 'payment', clock.now())).toBe(false);
    expect(await balanceOf(em, customerUser.id)).toBe(30_000);
    await expectLedgerReconciles(provider.id);
  });

  it('counts a goodwill refund to the balance when the booking is later cancelled, so nothing is paid back twice', async () => {
    const { service, provider, customer, customerUser } = await setup();
    await creditBalance(em, { userId: customerUser.id, kind: 'booking_refund', amountOre: 100_000, idempotencyKey: `test:${randomUUID()}` });
    const paid = await book(customer, service.id);
    expect(paid).toMatchObject({ status: 'confirmed', checkout: null });
    const admin = await createTestUser(em);
    admin.isAdmin = true;
    await em.flush();
    const goodwill = { amountOre: 40_000, reason: 'The cleaner forgot the windows.', requestId: randomUUID() };
    expect((await call(await sessionCookieFor(app, admin.id), 'POST', `/admin/bookings/${paid.id}/refund`, goodwill)).statusCode).toBe(200);
    expect(await balanceOf(em, customerUser.id)).toBe(40_000);
    // More than 48 hours ahead: a free cancellation gives back what is left of the price, not all of it.
    const quote = (await call(customer, 'GET', `/booking/${paid.id}/cancellation`)).json();
    const cancelled = await call(customer, 'POST', `/booking/${paid.id}/cancel`, { expectedFeeOre: quote.feeOre });
    expect(cancelled.json().status).toBe('cancelled');
    expect(await balanceOf(em, customerUser.id)).toBe(100_000);
    await expectLedgerReconciles(provider.id);
  });

  it("answers 404 for another customer's payment", async () => {
    const { service, customer } = await setup();
    const held = await book(customer, service.id);
    const other = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(other, 'GET', `/payments/${held.checkout.paymentId}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/payments/${held.checkout.paymentId}/refresh`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/payments/receipts/${held.id}`)).statusCode).toBe(404);
  });
});

describe('a checkout the gateway no longer knows', () => {
  it('is canceled when the customer comes back to it, and the booking can still be paid', async () => {
    const { service, customer } = await setup();
    const held = await book(customer, service.id);
    // Test gateway checkouts leave its store after seven days unused.
    await em.fork().nativeUpdate(PaymentEntity, { id: held.checkout.paymentId }, { gatewayRef: `cs_gone_${held.id}` });
    const refreshed = await call(customer, 'POST', `/payments/${held.checkout.paymentId}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ status: 'canceled' });
    expect((await call(customer, 'GET', `/booking/${held.id}`)).json()).toMatchObject({ status: 'hold', actions: { pay: true } });
  });
});

describe('refunds of card payments on cancellation', () => {
  async function paidBooking(startTime: string, type: 'event' | 'dailylife' = 'dailylife') {
    const context = await setup({ type });
    const held = await book(context.customer, context.service.id, { startTime });
    await payAtCheckout(held.checkout.url, cards.ok);
    await gateway.webhooks.idle();
    expect(await bookingStatus(held.id)).toBe('confirmed');
    return { ...context, booking: held };
  }

  async function cancel(customer: string, bookingId: string) {
    const quote = (await call(customer, 'GET', `/booking/${bookingId}/cancellation`)).json();
    const response = await call(customer, 'POST', `/booking/${bookingId}/cancel`, { expectedFeeOre: quote.feeOre });
    expect(response.json().status).toBe('cancelled');
    return quote;
  }

  it('Simple, more than 48 hours ahead: refunds the whole card payment', async () => {
    const { customer, booking, provider } = await paidBooking(thursdayTen);
    expect((await cancel(customer, booking.id)).feeOre).toBe(0);
    expect(await ledgerOf(booking.id)).toEqual([
      { kind: 'charge', amountOre: 100_000 },
      { kind: 'refund', amountOre: 100_000 },
    ]);
    await expectLedgerReconciles(provider.id);
  });

  it('Simple, under 48 hours: the whole price is the fee and nothing goes back', async () => {
    const { customer, booking, provider } = await paidBooking(thursdayTen);
    clock.advance(2 * hour);
    expect((await cancel(customer, booking.id)).feeOre).toBe(100_000);
    expect(await ledgerOf(booking.id)).toEqual([{ kind: 'charge', amountOre: 100_000 }]);
    await expectLedgerReconciles(provider.id);
  });

  it('Strict, 7 to 30 days ahead: keeps 30 % and refunds the rest to the card', async () => {
    const { customer, booking, provider } = await paidBooking(inTwoWeeks, 'event');
    expect((await cancel(customer, booking.id)).feeOre).toBe(30_000);
    expect(await ledgerOf(booking.id)).toEqual([
      { kind: 'charge', amountOre: 100_000 },
      { kind: 'refund', amountOre: 70_000 },
    ]);
    await expectLedgerReconciles(provider.id);
  });
});
