import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { bookingRequestBody, createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp, listenForWebhooks } from '#server/test/test-app.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';

// Tuesday 09:00 in Oslo. The default schedule works weekdays 08:00–16:00 with 24 hours' notice.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock, payments: 'gateway' });
const gateway = await listenForWebhooks(app);
const em = app.orm.em.fork();

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/testbetaling/')[1] as string;

async function payAtCheckout(checkoutUrl: string) {
  const response = await call(null, 'POST', `/test-gateway/sessions/${sessionOf(checkoutUrl)}/pay`, { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
  expect(response.json()).toMatchObject({ outcome: 'succeeded' });
  await gateway.webhooks.idle();
}

const customer = async () => sessionCookieFor(app, (await createTestUser(em)).id);

/** Someone buys a gift card of 500 kr and pays for it; answers its code as the buyer's list shows it. */
async function boughtGiftCardCode(): Promise<string> {
  const buyer = await customer();
  const bought = await call(buyer, 'POST', '/gift-cards', { amountOre: 50_000, recipientEmail: 'ola@eksempel.no', deliverOn: '2026-12-01' });
  expect(bought.statusCode, bought.body).toBe(201);
  await payAtCheckout(bought.json().checkout.url);
  const [card] = (await call(buyer, 'GET', '/gift-cards')).json().bought;
  expect(card.code).toEqual(expect.any(String));
  return card.code;
}

async function serviceCosting(priceOre: number) {
  const category = await createCategory(em, { type: 'dailylife' });
  const provider = await createProvider(em, { instantBooking: true, category });
  return createService(em, provider, { areas: ['oslo'], basePriceOre: priceOre, baseDurationMinutes: 60 });
}

const book = (cookie: string, serviceId: string) =>
  call(cookie, 'POST', '/booking', bookingRequestBody(serviceId, thursdayTen));

const balanceOf = async (cookie: string) => (await call(cookie, 'GET', '/payments/balance')).json().balanceOre;

describe('gift card partial use', () => {
  it('pays 500 kr of a 1 000 kr booking from a redeemed card and the rest by card', async () => {
    clock.set(start);
    const code = await boughtGiftCardCode();
    const redeemer = await customer();
    expect((await call(redeemer, 'POST', '/gift-cards/redeem', { code })).statusCode).toBe(200);
    expect(await balanceOf(redeemer)).toBe(50_000);

    const service = await serviceCosting(100_000);
    const held = (await book(redeemer, service.id)).json();
    expect(held.checkout).toMatchObject({ paymentId: expect.any(String) });
    expect((await call(redeemer, 'GET', `/payments/${held.checkout.paymentId}`)).json().amountOre).toBe(50_000);
    await payAtCheckout(held.checkout.url);
    expect((await call(redeemer, 'GET', `/booking/${held.id}`)).json().status).toBe('confirmed');
    expect(await balanceOf(redeemer)).toBe(0);
    const ledger = await em.fork().find(LedgerEntryEntity, { booking: held.id }, { orderBy: { createdAt: 'asc' } });
    expect(ledger.map((entry) => [entry.kind, entry.amountOre]).sort()).toEqual([
      ['balance_use', 50_000],
      ['charge', 50_000],
    ]);
  });

  it('pays a 300 kr booking from the balance alone and leaves 200 kr', async () => {
    clock.set(start);
    const code = await boughtGiftCardCode();
    const redeemer = await customer();
    expect((await call(redeemer, 'POST', '/gift-cards/redeem', { code })).statusCode).toBe(200);
    const service = await serviceCosting(30_000);
    const paid = await book(redeemer, service.id);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'confirmed', checkout: null });
    expect(await balanceOf(redeemer)).toBe(20_000);
  });
});
