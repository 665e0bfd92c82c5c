import { expect, type Page } from '@playwright/test';

/** The local test gateway's cards (docs: payments, test gateway). */
export const testCards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authentication: '4000 0027 6000 3184',
  declinesLater: '4000 0000 0000 0341',
} as const;
export type TestCard = keyof typeof testCards;

export type TestCheckoutOptions = {
  /** Ticks "save card for later". */
  saveCard?: boolean;
  /** The answer to 3-D Secure for the `authentication` card; approves unless false. */
  approve?: boolean;
  /** Called on the checkout page before paying, e.g. for an axe check or a screenshot. */
  beforePay?: (page: Page) => Promise<void>;
  /** Called on the 3-D Secure step before answering it. */
  beforeAnswer?: (page: Page) => Promise<void>;
};

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * On the test gateway's checkout (where booking or paying with a new card sends the customer):
 * types the card, pays, answers 3-D Secure if asked, and waits until the browser is back on the
 * shop's page.
 */
export async function payOnTestCheckout(page: Page, card: TestCard = 'success', options: TestCheckoutOptions = {}): Promise<void> {
  await page.waitForURL(/\/testbetaling\//);
  await expect(page.getByRole('heading', { level: 1, name: /^(Testbetaling|Test payment)$/ })).toBeVisible();
  await page.getByLabel(/^(Kortnummer|Card number)$/).fill(testCards[card]);
  await page.getByLabel(/^(Utløpsdato|Expiry date)/).fill(expiry);
  await page.getByLabel('CVC').fill('123');
  if (options.saveCard) await page.getByRole('checkbox', { name: /^(Lagre kortet til senere|Save card for later)$/ }).click();
  await options.beforePay?.(page);
  await page.getByRole('button', { name: /^(Betal|Pay) / }).click();
  if (card === 'authentication') {
    const approve = options.approve ?? true;
    await expect(page.getByRole('heading', { name: /^(Godkjenn betalingen|Approve the payment)$/ })).toBeVisible();
    await options.beforeAnswer?.(page);
    await page.getByRole('button', { name: approve ? /^(Godkjenn|Approve)$/ : /^(Avvis|Reject)$/ }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/testbetaling'));
}

/**
 * For a booking made through the API: pays its checkout with a test card at the gateway and has
 * the server check the payment until it is settled, as the return page does.
 */
export async function payCheckoutViaApi(page: Page, checkout: { paymentId: string; url: string }, card: TestCard = 'success'): Promise<void> {
  const sessionId = new URL(checkout.url, 'http://localhost').pathname.split('/').pop() ?? '';
  const paid = await page.request.post(`/api/test-gateway/sessions/${sessionId}/pay`, {
    data: { cardNumber: testCards[card].replace(/ /g, ''), expiry, cvc: '123' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect(async () => {
    const refreshed = await page.request.post(`/api/payments/${checkout.paymentId}/refresh`);
    expect(refreshed.ok(), await refreshed.text()).toBe(true);
    expect(((await refreshed.json()) as { status: string }).status).toBe(card === 'declined' || card === 'insufficientFunds' ? 'failed' : 'succeeded');
  }).toPass({ timeout: 15_000 });
}
