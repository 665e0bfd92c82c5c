import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatGiftCardCode } from '#shared/payments/gift-card-code.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { createTestUser, sessionCookieFor, uniqueEmail } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { type OutboxEntryJson, latestOutboxMessage, startTestWorkers } from '#server/test/test-workers.ts';
import { giftCardDeliveryJob } from '#workers/jobs/payments/gift-card-delivery.job.ts';
import { giftCardCodeFor } from './gift-card-code.service.ts';
import { markGiftCardPaid } from './gift-card-payment.ts';
import { createGiftCard, giftCardChargeKey } from './gift-card.service.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';

// Far from the dates other test files set their clocks to: their workers share this run's queues
// and must never find these cards due.
const start = '2031-03-03T10:00:00Z';
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
startTestWorkers(app);
const em = app.orm.em.fork();
const secret = app.config.auth.secret;
const runDelivery = giftCardDeliveryJob(app.orm, clock, app.queues.outboundMessages, { appName: app.config.appName, origin: app.config.origin, secret });

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, ...(cookie ? { cookies: { sid: cookie } } : {}), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function customer(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(em, overrides);
  return { user, cookie: await sessionCookieFor(app, user.id) };
}

/** A card bought by a new customer, paid unless told otherwise; its code as printed. */
async function giftCard(options: { paid?: boolean; deliverOn?: string; amountOre?: number; language?: 'nb_no' | 'en_us'; message?: string | null } = {}) {
  const buyer = await customer({ firstName: 'Berit', language: options.language ?? 'nb_no' });
  const card = await createGiftCard(em, {
    buyerId: buyer.user.id,
    purchase: {
      amountOre: options.amountOre ?? 50_000,
      recipientName: 'Ola',
      recipientEmail: uniqueEmail('mottaker'),
      message: options.message === undefined ? 'Gratulerer med dagen!' : options.message,
      deliverOn: options.deliverOn ?? '2031-03-20',
    },
    locale: options.language === 'en_us' ? 'en' : 'nb',
    secret,
  });
  if (options.paid ?? true) {
    await markGiftCardPaid(em, { giftCardId: card.id, paymentId: randomUUID(), amountOre: card.amountOre, idempotencyKey: giftCardChargeKey(card.id), now: clock.now() });
  }
  return { buyer, card, code: formatGiftCardCode(giftCardCodeFor(card.id, secret)) };
}

async function outboxTo(to: string): Promise<OutboxEntryJson[]> {
  return (await call(null, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).json().data;
}

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/testbetaling/')[1] as string;

/** Amounts are written with no-break spaces; a reader sees spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const usedOrMissing = { message: 'The code has already been used or does not exist.', data: { key: 'error.promo.used_or_missing' } };

describe('buying a gift card', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    amountOre: 50_000,
    recipientName: 'Ola',
    recipientEmail: 'ola@eksempel.no',
    message: 'Til deg',
    deliverOn: '2031-03-10',
    ...overrides,
  });

  it('refuses amounts and delivery dates outside the rules, and anyone signed out', async () => {
    clock.set(start);
    const { cookie } = await customer();
    const tooSmall = await call(cookie, 'POST', '/gift-cards', body({ amountOre: 9_900 }));
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().data.issues[0]).toMatchObject({ path: 'amountOre', key: 'error.gift_card.amount_range' });
    // Oslo's today is 3 March; yesterday and more than a year ahead are refused.
    for (const deliverOn of ['2031-03-02', '2032-03-03']) {
      const refused = await call(cookie, 'POST', '/gift-cards', body({ deliverOn }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.issues[0]).toMatchObject({ path: 'deliverOn', key: 'error.gift_card.deliver_on_range' });
    }
    expect((await call(null, 'POST', '/gift-cards', body())).statusCode).toBe(401);
    expect((await call(cookie, 'GET', '/gift-cards')).json()).toEqual({ bought: [], redeemed: [] });
  });

  it('creates the card waiting for its payment and sends the buyer to the checkout', async () => {
    clock.set(start);
    const { cookie } = await customer();
    const response = await call(cookie, 'POST', '/gift-cards', body());
    expect(response.statusCode, response.body).toBe(201);
    const { giftCard, checkout } = response.json();
    expect(giftCard).toMatchObject({ amountOre: 50_000, status: 'awaiting_payment', code: null, deliverOn: '2031-03-10', recipientEmail: 'ola@eksempel.no' });
    expect(checkout.url).toEqual(expect.any(String));
    const { bought } = (await call(cookie, 'GET', '/gift-cards')).json();
    expect(bought.map((card: { id: string }) => card.id)).toEqual([giftCard.id]);
  });

  it('is paid on the checkout: the card shows its code and the sale is in the ledger once', async () => {
    clock.set(start);
    const { cookie } = await customer();
    const { giftCard, checkout } = (await call(cookie, 'POST', '/gift-cards', body())).json();
    const paid = await call(null, 'POST', `/test-gateway/sessions/${sessionOf(checkout.url)}/pay`, { cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' });
    expect(paid.json()).toMatchObject({ outcome: 'succeeded' });
    expect(paid.json().redirectUrl).toContain(`/account/gavekort?betaling=${checkout.paymentId}`);
    // Back on our page, which asks how it went (the webhook may not have arrived).
    const refreshed = await call(cookie, 'POST', `/payments/${checkout.paymentId}/refresh`);
    expect(refreshed.json()).toMatchObject({ purpose: 'gift_card', status: 'succeeded', giftCardId: giftCard.id, amountOre: 50_000 });
    await call(cookie, 'POST', `/payments/${checkout.paymentId}/refresh`);
    const [card] = (await call(cookie, 'GET', '/gift-cards')).json().bought;
    expect(card).toMatchObject({ id: giftCard.id, status: 'paid', code: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/) });
    const sales = await em.fork().find(LedgerEntryEntity, { giftCard: giftCard.id });
    expect(sales.map((row) => [row.kind, row.amountOre])).toEqual([['gift_card_sale', 50_000]]);
  });

  it('stays unpaid when the card is declined', async () => {
    clock.set(start);
    const { cookie } = await customer();
    const { giftCard, checkout } = (await call(cookie, 'POST', '/gift-cards', body())).json();
    const declined = await call(null, 'POST', `/test-gateway/sessions/${sessionOf(checkout.url)}/pay`, { cardNumber: '4000 0000 0000 0002', expiry: '12/35', cvc: '123' });
    expect(declined.json()).toMatchObject({ outcome: 'failed', failureCode: 'card_declined' });
    expect((await call(cookie, 'POST', `/payments/${checkout.paymentId}/refresh`)).json()).toMatchObject({ status: 'failed' });
    expect((await call(cookie, 'GET', '/gift-cards')).json().bought[0]).toMatchObject({ id: giftCard.id, status: 'awaiting_payment', code: null });
    expect(await em.fork().count(LedgerEntryEntity, { giftCard: giftCard.id })).toBe(0);
  });
});

describe('paying for a gift card', () => {
  it('marks it paid once, shows the buyer its code and writes one sale in the ledger', async () => {
    clock.set(start);
    const { buyer, card, code } = await giftCard({ paid: false });
    const before = (await call(buyer.cookie, 'GET', '/gift-cards')).json().bought[0];
    expect(before).toMatchObject({ status: 'awaiting_payment', code: null, codeLast4: code.slice(-4) });

    const payment = { giftCardId: card.id, paymentId: randomUUID(), amountOre: 50_000, idempotencyKey: giftCardChargeKey(card.id), now: clock.now() };
    expect(await markGiftCardPaid(em, payment)).toBe(true);
    clock.advance(60_000);
    expect(await markGiftCardPaid(em, { ...payment, now: clock.now() })).toBe(false);

    const after = (await call(buyer.cookie, 'GET', '/gift-cards')).json().bought[0];
    expect(after).toMatchObject({ status: 'paid', code, paidAt: new Date(start).toISOString() });
    const sales = await em.fork().find(LedgerEntryEntity, { giftCard: card.id });
    expect(sales.map((row) => [row.kind, row.amountOre, row.booking])).toEqual([['gift_card_sale', 50_000, null]]);
  });
});

describe('redeeming a gift card', () => {
  it('moves the whole amount into the balance once, however the code is typed', async () => {
    clock.set(start);
    const { buyer, code } = await giftCard();
    const redeemer = await customer();
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const redeemed = await call(redeemer.cookie, 'POST', '/gift-cards/redeem', { code: typed });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toEqual({ amountOre: 50_000, balanceOre: 50_000 });
    expect((await call(redeemer.cookie, 'GET', '/payments/balance')).json()).toEqual({ balanceOre: 50_000 });

    const again = await call(redeemer.cookie, 'POST', '/gift-cards/redeem', { code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(usedOrMissing);
    expect((await call(buyer.cookie, 'POST', '/gift-cards/redeem', { code })).statusCode).toBe(409);
    expect((await call(redeemer.cookie, 'GET', '/payments/balance')).json()).toEqual({ balanceOre: 50_000 });

    const lists = (await call(redeemer.cookie, 'GET', '/gift-cards')).json();
    expect(lists.redeemed).toEqual([expect.objectContaining({ amountOre: 50_000, codeLast4: code.slice(-4), fromName: 'Berit' })]);
    // The buyer sees it used, and the code is no longer shown.
    expect((await call(buyer.cookie, 'GET', '/gift-cards')).json().bought[0]).toMatchObject({ status: 'redeemed', code: null });
  });

  it('refuses an unpaid card and a wrong code with the same sentence', async () => {
    clock.set(start);
    const unpaid = await giftCard({ paid: false });
    const { cookie } = await customer();
    for (const code of [unpaid.code, 'ABCD-EFGH-JKLM', 'not a code']) {
      const refused = await call(cookie, 'POST', '/gift-cards/redeem', { code });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject(usedOrMissing);
    }
    expect((await call(cookie, 'POST', '/gift-cards/redeem', { code: '  ' })).statusCode).toBe(400);
    expect((await call(cookie, 'GET', '/payments/balance')).json()).toEqual({ balanceOre: 0 });
  });

  it('gives exactly one of two customers redeeming one code at once the money, every round', async () => {
    clock.set(start);
    for (let round = 0; round < 5; round += 1) {
      const { code } = await giftCard();
      const [first, second] = [await customer(), await customer()];
      const answers = await Promise.all([first, second].map((person) => call(person.cookie, 'POST', '/gift-cards/redeem', { code })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const balances = await Promise.all([first, second].map(async (person) => (await call(person.cookie, 'GET', '/payments/balance')).json().balanceOre));
      expect(balances.sort((a, b) => a - b)).toEqual([0, 50_000]);
    }
  });

  it('limits attempts per customer', async () => {
    clock.set(start);
    const { cookie } = await customer();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await call(cookie, 'POST', '/gift-cards/redeem', { code: 'ABCD-EFGH-JKLM' })).statusCode).toBe(409);
    const limited = await call(cookie, 'POST', '/gift-cards/redeem', { code: 'ABCD-EFGH-JKLM' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data.key).toBe('error.http.rate_limited_seconds');
    // Someone else is not held back.
    expect((await call((await customer()).cookie, 'POST', '/gift-cards/redeem', { code: 'ABCD-EFGH-JKLM' })).statusCode).toBe(409);
  });
});

describe('delivering a gift card', () => {
  it('e-mails the recipient once, from 07:00 Oslo time on the chosen day, and sends the buyer a receipt', async () => {
    clock.set(start);
    const { buyer, card, code } = await giftCard({ deliverOn: '2031-03-05' });
    await runDelivery({ data: { type: 'sweep' } });
    const receipt = await latestOutboxMessage(app, buyer.user.email, (entry) => plain(entry.subject) === 'Kvittering: gavekort på 500 kr');
    expect(receipt.text).toContain('gavekort til Ola');
    expect(receipt.text).toContain('5. mars 2031');

    clock.set('2031-03-05T05:59:00Z');
    await runDelivery({ data: { type: 'sweep' } });
    expect((await call(buyer.cookie, 'GET', '/gift-cards')).json().bought[0].status).toBe('paid');

    clock.set('2031-03-05T06:00:00Z');
    // Twice, as a second worker or the next minute would.
    await runDelivery({ data: { type: 'sweep' } });
    await runDelivery({ data: { type: 'sweep' } });
    const email = await latestOutboxMessage(app, card.recipientEmail);
    expect(plain(email.subject)).toBe('Berit Nordmann har gitt deg et gavekort på 500 kr');
    expect(email.text).toContain('Hei Ola,');
    expect(email.text).toContain('Gratulerer med dagen!');
    expect(email.text).toContain(`Gavekortkode: ${code}`);
    expect(email.text).toContain(`/account/gavekort?kode=${code}`);
    expect(await outboxTo(card.recipientEmail)).toHaveLength(1);
    expect(await outboxTo(buyer.user.email)).toHaveLength(1);
    expect((await call(buyer.cookie, 'GET', '/gift-cards')).json().bought[0]).toMatchObject({ status: 'delivered', code });
  });

  it("writes in the buyer's language and leaves out a message there is none of", async () => {
    clock.set(start);
    const { card } = await giftCard({ language: 'en_us', message: null, amountOre: 100_000, deliverOn: '2031-03-03' });
    await runDelivery({ data: { type: 'sweep' } });
    const email = await latestOutboxMessage(app, card.recipientEmail);
    expect(plain(email.subject)).toBe('Berit Nordmann has given you a gift card of 1,000 kr');
    expect(email.text).not.toContain('A message from');
  });
});
