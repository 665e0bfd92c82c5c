import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { reconcileLedger } from '#server/modules/payments/ledger-reconciliation.ts';
import { PaymentEntity } from '#server/modules/payments/payment.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';

// Tuesday 09:00 in Oslo; Thursday 10:00 is bookable with the default schedule.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: 'gateway' });
const gateway = await listenForWebhooks(app);
const em = app.orm.em.fork();

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function payAtCheckout(checkoutUrl: string) {
  const session = checkoutUrl.split('/testbetaling/')[1] as string;
  const response = await call(null, 'POST', `/test-gateway/sessions/${session}/pay`, { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
  expect(response.statusCode).toBe(200);
  await gateway.webhooks.idle();
  return response.json() as { redirectUrl: string };
}

/** A booking paid at the gateway's checkout, with the card saved. */
async function paidBooking() {
  clock.set(start);
  const category = await createCategory(em, { taxRate: 25 });
  const provider = await createProvider(em, { instantBooking: true, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
  const held = (await call(customer, 'POST', '/booking', bookingRequestBody(service.id, thursdayTen, { saveCard: true }))).json();
  await payAtCheckout(held.checkout.url);
  expect((await call(customer, 'GET', `/booking/${held.id}`)).json().status).toBe('confirmed');
  const offer = (await call(await sessionCookieFor(app, provider.owner.id), 'POST', `/booking/extraPurchase/${held.id}/create`, { title: 'Ovnsrens', unitPrice: 300 })).json();
  return { provider, customer, booking: held as { id: string }, offer: offer as { id: string } };
}

describe('add-on offers paid through the card gateway', () => {
  it('at the checkout: accepted until the webhook reports the payment, then paid once', async () => {
    const { provider, customer, booking, offer } = await paidBooking();
    const accepted = (await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {})).json();
    expect(accepted).toMatchObject({ offer: { status: 'accepted' }, checkout: { paymentId: expect.any(String), url: expect.stringContaining('/testbetaling/') } });
    // Accepting again while the checkout is open answers the same checkout.
    expect((await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {})).json().checkout).toEqual(accepted.checkout);

    const paid = await payAtCheckout(accepted.checkout.url);
    // The checkout returns the customer to the conversation the offer was answered in.
    const chatId = (await call(customer, 'GET', '/chats?state=open')).json().data[0].id;
    expect(paid.redirectUrl).toBe(`/account/chat/${chatId}?betaling=${accepted.checkout.paymentId}`);
    expect((await call(customer, 'GET', `/payments/${accepted.checkout.paymentId}`)).json()).toMatchObject({ purpose: 'addon', status: 'succeeded', bookingId: booking.id });
    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json()).toMatchObject({ priceOre: 130_000, addonOffers: [{ status: 'paid' }] });
    expect((await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {})).json()).toMatchObject({ offer: { status: 'paid' }, checkout: null });
    const charges = await em.fork().find(LedgerEntryEntity, { booking: booking.id, kind: 'charge' });
    expect(charges.map((entry) => entry.amountOre).sort()).toEqual([100_000, 30_000]);
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });

  it('with the saved card: paid at once, off-session', async () => {
    const { provider, customer, booking, offer } = await paidBooking();
    const [card] = (await call(customer, 'GET', '/payments/cards')).json() as Array<{ id: string }>;
    const accepted = await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, { savedCardId: card!.id });
    expect(accepted.json()).toMatchObject({ offer: { status: 'paid' }, checkout: null });
    expect(await em.fork().count(PaymentEntity, { booking: booking.id, purpose: 'addon', status: 'succeeded' })).toBe(1);
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });

  it('denied while its checkout was open: a payment that succeeds after is given back whole', async () => {
    const { provider, customer, booking, offer } = await paidBooking();
    const accepted = (await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, {})).json();
    expect((await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/deny`)).json().status).toBe('denied');
    await payAtCheckout(accepted.checkout.url);
    const entries = await em.fork().find(LedgerEntryEntity, { booking: booking.id });
    expect(entries.filter((entry) => entry.amountOre === 30_000).map((entry) => entry.kind).sort()).toEqual(['charge', 'refund']);
    expect((await call(customer, 'GET', `/booking/${booking.id}`)).json()).toMatchObject({ priceOre: 100_000, addonOffers: [{ status: 'denied' }] });
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });

  it('a cancellation gives the booking and its add-on back to the card, over both payments', async () => {
    const { provider, customer, booking, offer } = await paidBooking();
    const [card] = (await call(customer, 'GET', '/payments/cards')).json() as Array<{ id: string }>;
    await call(customer, 'POST', `/booking/extraPurchase/${offer.id}/accept`, { savedCardId: card!.id });
    // Simple policy, more than 48 hours ahead: free, the whole 1 300 kr goes back.
    const cancelled = (await call(customer, 'POST', `/booking/${booking.id}/cancel`, { expectedFeeOre: 0 })).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationFeeOre: 0, refund: true });
    const refunds = await em.fork().find(LedgerEntryEntity, { booking: booking.id, kind: 'refund' });
    expect(refunds.map((entry) => entry.amountOre)).toEqual([130_000]);
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });
});
