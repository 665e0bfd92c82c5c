import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { screenshotDir, wholePage } from './support/app.ts';
import { aBookableService, firstFreeStart, requestViaApi } from './support/bookings.ts';
import { payCheckoutViaApi } from './support/payments.ts';
import { makeAdmin } from './support/providers.ts';

/** Letters only, so names pass the name rules and the search finds this test's service alone. */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let word = '';
  while (n > 0) {
    word += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return `Q${word}`;
}

const serviceResults = (page: Page) => page.getByRole('region', { name: 'Tjenester' });

/** Searches explore for `word` and waits for the answer, whatever it is. */
async function searchServices(page: Page, word: string): Promise<void> {
  await page.goto(`/utforsk?fane=tjenester&q=${encodeURIComponent(word)}`);
  const results = serviceResults(page);
  await expect(results.getByRole('status').or(results.getByText('Ingen tjenester passer søket')).first()).toBeVisible();
  await expect(results.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * A visitor's first look, in a browser of its own: a browser that already read a public list may
 * keep that answer for the few seconds its cache header allows (`max-age=5`), so a change is
 * checked the way a new visitor meets it.
 */
async function asVisitor(browser: Browser, look: (visitor: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await look(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('provider visibility', () => {
  test.beforeEach(resetSendLimits);

  test('a blocked provider disappears, its request is declined for the customer, its confirmed booking needs attention, and unblocking brings it back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const word = uniqueWord();
    const title = `Vinduspuss ${word}`;
    const owner: [string, string] = ['Vera', `Synlig${word.toLowerCase()}`];
    const ownerName = owner.join(' ');

    // A provider with one instantly bookable service.
    const providerContext = await browser.newContext();
    const providerPage = await providerContext.newPage();
    const { serviceId } = await aBookableService(providerPage, browser, { title, owner, instantBooking: true, basePriceOre: 90_000 });
    const me = (await (await providerPage.request.get('/api/provider/me')).json()) as { profile: { slug: string } };
    const providerSlug = me.profile.slug;
    await providerContext.close();

    // A customer asks for a time (a request waiting for an answer), then books and pays (confirmed).
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await customer.setViewportSize({ width: 1280, height: 900 });
    await signUpViaApi(customer, aPerson('Kari', 'Kunde'));
    // The request first: it holds no time, so the booking may take the same start.
    const { bookingId: requestId } = await requestViaApi(customer, serviceId);
    const startTime = await firstFreeStart(customer, serviceId);
    const booked = await customer.request.post('/api/booking', {
      data: { serviceId, startTime, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], paymentMethod: 'card', acceptTerms: true },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const confirmed = (await booked.json()) as { id: string; orderNumber: string; checkout: { paymentId: string; url: string } | null };
    if (confirmed.checkout) await payCheckoutViaApi(customer, confirmed.checkout);
    await expect.poll(async () => ((await (await customer.request.get(`/api/booking/${confirmed.id}`)).json()) as { status: string }).status).toBe('confirmed');

    // Public before the block.
    await asVisitor(browser, async (visitor) => {
      await visitor.goto(`/tilbyder/${providerSlug}`);
      await expect(visitor.getByRole('heading', { level: 1, name: ownerName })).toBeVisible();
      await searchServices(visitor, word);
      await expect(serviceResults(visitor).getByRole('link', { name: title })).toBeVisible();
    });

    // The admin blocks the provider's owner.
    const admin = aPerson('Ada', 'Admin');
    await signUpViaApi(page, admin);
    makeAdmin(admin.email);
    await page.goto('/admin/brukere');
    const searchBox = page.getByLabel('Søk etter navn, e-post eller telefon');
    await searchBox.fill(owner[1]);
    await searchBox.press('Enter');
    const userRow = page.getByRole('row', { name: new RegExp(ownerName) });
    await expect(userRow).toBeVisible();
    await userRow.getByRole('button', { name: `Sperr ${ownerName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Kontoen er sperret etter gjentatte klager.');
    await dialog.getByRole('button', { name: 'Sperr brukeren' }).click();
    await expect(userRow.getByText('Sperret', { exact: true })).toBeVisible();

    // The provider's page answers "not found" and its service is gone from the search.
    await asVisitor(browser, async (visitor) => {
      await visitor.goto(`/tilbyder/${providerSlug}`);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Vi fant ikke leverandøren' })).toBeVisible();
      await expectAccessible(visitor, 'provider page of a blocked provider');
      await searchServices(visitor, word);
      await expect(serviceResults(visitor).getByRole('link', { name: title })).toHaveCount(0);
    });

    // The confirmed booking is in the admin's list of bookings needing attention.
    await page.goto('/admin/bestillinger');
    const attention = page.getByRole('table', { name: /Bekreftede bestillinger der leverandøren er sperret/ });
    const attentionRow = attention.getByRole('row', { name: new RegExp(confirmed.orderNumber) });
    await expect(attentionRow).toBeVisible();
    await expect(attentionRow.getByText(ownerName)).toBeVisible();
    await expect(attentionRow.getByText('Leverandørens konto er sperret')).toBeVisible();
    await expect(attentionRow.getByText('Kari Kunde')).toBeVisible();
    await expectAccessible(page, 'admin bookings needing attention');
    await page.screenshot({ path: `${screenshotDir}/provider-visibility-admin-attention.png`, ...wholePage });

    // The customer's request shows as declined, with the sentence saying why.
    await customer.goto(`/account/bestillinger/${requestId}`);
    await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(customer.getByText('Leverandøren avslo forespørselen')).toBeVisible();
    await expect(customer.getByText('Leverandøren kan ikke lenger ta oppdraget, så forespørselen er avsluttet. Du er ikke belastet for den.')).toBeVisible();
    await expectAccessible(customer, 'declined request of a blocked provider');
    await customer.screenshot({ path: `${screenshotDir}/provider-visibility-customer-declined.png`, ...wholePage });
    await customerContext.close();

    // Unblocking brings the page and the service back.
    await page.goto('/admin/brukere');
    await searchBox.fill(owner[1]);
    await searchBox.press('Enter');
    await userRow.getByRole('button', { name: `Opphev sperring for ${ownerName}` }).click();
    await expect(userRow.getByText('Aktiv', { exact: true })).toBeVisible();
    await asVisitor(browser, async (visitor) => {
      await visitor.goto(`/tilbyder/${providerSlug}`);
      await expect(visitor.getByRole('heading', { level: 1, name: ownerName })).toBeVisible();
      await expectAccessible(visitor, 'provider page after unblocking');
      await searchServices(visitor, word);
      await expect(serviceResults(visitor).getByRole('link', { name: title })).toBeVisible();
    });
  });
});
