import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { screenshotDir, wholePage } from './support/app.ts';
import { aBookableService } from './support/bookings.ts';
import { payOnTestCheckout } from './support/payments.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const day = 86_400_000;

/** An approved cleaning provider (signed in on its own page) and a customer's request that reached it, without date or address. */
async function aRequestWithAnOffer(page: Page, browser: Browser, title: string): Promise<{ requestId: string }> {
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  const { providerId } = await aBookableService(provider, browser, { title: `Flyttevask ${Date.now()}`, owner: ['Kari', 'Vaskesen'] });
  const categories = (await (await page.request.get('/api/explore/categories')).json()) as Array<{ id: string; name: string }>;
  const cleaning = categories.find((category) => category.name === 'cleaning') ?? categories[0];

  await signUpViaApi(page, aPerson('Ola', 'Kunde'));
  const created = await page.request.post('/api/customRequests', {
    data: {
      categoryId: cleaning?.id,
      title,
      description: 'Treroms på 70 m² med balkong. Ovn og kjøleskap skal vaskes.',
      startTime: null,
      deliveryPlace: null,
      recipients: [providerId],
      sendToAll: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requestId = ((await created.json()) as { id: string }).id;

  // The provider answers: a price, its conditions, and a start since the customer gave no date.
  const start = new Date(Date.now() + 6 * day);
  start.setUTCHours(9, 0, 0, 0);
  const offer = await provider.request.post('/api/priceOffers/provider', {
    data: { customRequestId: requestId, amount: 3490, conditions: 'Vi tar med eget utstyr og vaskemidler.', expiresAt: new Date(Date.now() + 3 * day).toISOString(), startTime: start.toISOString() },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  await providerContext.close();
  return { requestId };
}

/** An approved cleaning provider signed in on a page of its own browser context. */
async function aProviderInItsOwnBrowser(browser: Browser, owner: [string, string]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize(desktop);
  const { providerId } = await aBookableService(page, browser, { title: `Flyttevask ${Date.now()}`, owner });
  return { context, page, providerId };
}

/** The customer signed in on `page` sends a request without date or address to the chosen providers. */
async function sendRequest(page: Page, title: string, recipients: string[]): Promise<string> {
  const categories = (await (await page.request.get('/api/explore/categories')).json()) as Array<{ id: string; name: string }>;
  const cleaning = categories.find((category) => category.name === 'cleaning') ?? categories[0];
  const created = await page.request.post('/api/customRequests', {
    data: {
      categoryId: cleaning?.id,
      title,
      description: 'Treroms på 70 m² med balkong. Ovn og kjøleskap skal vaskes.',
      startTime: null,
      deliveryPlace: null,
      recipients,
      sendToAll: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** A provider answers an undated request from its dashboard: price, conditions and a start a week on. */
async function answerWithOffer(provider: Page, requestId: string, amount: string, conditions: string): Promise<void> {
  await provider.goto(`/agent/tilbud/${requestId}`);
  await provider.getByRole('textbox', { name: 'Pris i kroner (inkl. mva.)' }).fill(amount);
  if (conditions) await provider.getByRole('textbox', { name: 'Vilkår (valgfritt)' }).fill(conditions);
  await provider.getByLabel('Startdato').fill(new Date(Date.now() + 7 * day).toISOString().slice(0, 10));
  await provider.getByLabel('Starttid').fill('09:00');
  await provider.getByRole('button', { name: 'Send tilbud' }).click();
  await expect(provider.getByText('Kunden har ikke sett tilbudet ennå.')).toBeVisible();
}

test.describe('customer requests', () => {
  test.beforeEach(resetSendLimits);

  test('two providers answer; the customer compares, accepts one and pays by card; the other provider sees it closed', async ({ page, browser }) => {
    // Three people in three browsers, eight axe-checked screens and a card checkout.
    test.setTimeout(240_000);
    await page.setViewportSize(desktop);
    const title = `Flyttevask av treroms ${Date.now()}`;
    const kari = await aProviderInItsOwnBrowser(browser, ['Kari', 'Vaskesen']);
    const jonas = await aProviderInItsOwnBrowser(browser, ['Jonas', 'Glansen']);
    await signUpViaApi(page, aPerson('Ola', 'Kunde'));
    const requestId = await sendRequest(page, title, [kari.providerId, jonas.providerId]);

    // Each provider answers in the offers section of its own dashboard.
    await answerWithOffer(kari.page, requestId, '3490', 'Vi tar med eget utstyr og vaskemidler.');
    await answerWithOffer(jonas.page, requestId, '2990', '');

    await page.goto('/konto');
    await page.getByRole('link', { name: 'Mine forespørsler' }).first().click();
    await expect(page).toHaveURL(/\/account\/foresporsler$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mine forespørsler' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(row.getByText('Åpen')).toBeVisible();
    await expect(row.getByText('Dato ikke bestemt ennå')).toBeVisible();
    await expect(row.getByText('2 tilbud')).toBeVisible();
    await expect(row.getByText('2 nye')).toBeVisible();
    await expect(row.getByText(/Laveste pris 2\s990\skr/)).toBeVisible();
    await expectAccessible(page, 'requests list (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-requests-list.png`, ...wholePage });

    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/account/foresporsler/${requestId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Cheapest first.
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Jonas Glansen');
    const offer = page.getByRole('article', { name: 'Kari Vaskesen' });
    await expect(offer.getByTestId('offer-price')).toHaveText(/3\s490\skr/);
    await expect(offer.getByText('Vi tar med eget utstyr og vaskemidler.')).toBeVisible();
    await expect(offer.getByText('Gjelder til', { exact: true })).toBeVisible();
    await expect(offer.getByText('Foreslått tid')).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Se profil for Kari Vaskesen' })).toBeVisible();
    await expectAccessible(page, 'request details (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-request-details.png`, ...wholePage });
    // Seen now: the providers see it, and the list no longer counts the offers as new.
    await expect(async () => {
      const stored = (await (await page.request.get(`/api/customRequests/customer/${requestId}`)).json()) as { responses: Array<{ seenAt: string | null }> };
      expect(stored.responses.map((response) => Boolean(response.seenAt))).toEqual([true, true]);
    }).toPass();

    // Side by side: one column per provider, one row per thing to weigh.
    await page.getByRole('button', { name: 'Sammenlign' }).click();
    const table = page.getByRole('table', { name: 'Tilbudene side om side' });
    await expect(table.getByRole('columnheader')).toHaveText([/Jonas Glansen/, /Kari Vaskesen/]);
    await expect(table.getByRole('row', { name: /^Pris/ })).toHaveText(/2\s990\skr.*3\s490\skr/);
    await expectAccessible(page, 'offers compared (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-request-compare.png`, ...wholePage });

    // The same page in English, once.
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /^Offers/ })).toBeVisible();
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByRole('table', { name: 'The offers side by side' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept and pay the offer from Kari Vaskesen' })).toBeVisible();
    await expectAccessible(page, 'offers compared (en)');
    await page.screenshot({ path: `${screenshotDir}/customer-request-compare-en.png`, ...wholePage });
    await page.evaluate(() => window.localStorage.setItem('language', 'nb'));
    await page.reload();

    // Ola picks Kari: not the cheapest, but she brings her own equipment.
    await offer.getByRole('button', { name: 'Godta og betal tilbudet fra Kari Vaskesen' }).click();
    const accept = page.getByRole('dialog', { name: 'Godta tilbudet fra Kari Vaskesen' });
    await expect(accept.getByText(/dette er tiden leverandøren foreslår/)).toBeVisible();
    await accept.getByRole('button', { name: 'Godta og gå til betaling' }).click();
    await expect(accept.getByText('Velg en adresse').first()).toBeVisible();
    await accept.getByRole('textbox', { name: 'Gateadresse' }).fill('Storgata 1');
    await accept.getByRole('textbox', { name: 'Postnummer' }).fill('0155');
    await expectAccessible(page, 'accept dialog (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-request-accept.png` });
    await accept.getByRole('button', { name: 'Godta og gå til betaling' }).click();

    await expect(page).toHaveURL(/\/account\/bestillinger\/[0-9a-f-]{36}$/);
    const bookingId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const pay = page.getByRole('dialog', { name: 'Betal og bekreft bestillingen' });
    await expect(pay).toBeVisible();
    await expect(pay.getByTestId('pay-total')).toHaveText(/3\s490\skr/);
    await pay.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    await expectAccessible(page, 'pay dialog after accepting (nb)');
    await pay.getByRole('button', { name: /^Betal / }).click();
    await payOnTestCheckout(page, 'success');
    // Back from the card checkout on the booking's confirmation.
    await expect(page).toHaveURL(new RegExp(`/bestilling/${bookingId}\\?betaling=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeVisible({ timeout: 20_000 });

    // The request is closed by the accepted offer, which leads to the booking.
    await page.goto(`/account/foresporsler/${requestId}`);
    await expect(page.getByText('Tilbud godtatt')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gå til bestillingen' })).toHaveAttribute('href', `/account/bestillinger/${bookingId}`);
    await expect(page.getByRole('button', { name: 'Trekk forespørselen' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Jonas Glansen' }).getByText('Lukket')).toBeVisible();
    await expectAccessible(page, 'accepted request (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-request-accepted.png`, ...wholePage });

    // Kari has a booking; Jonas finds the request among his earlier ones, closed.
    await kari.page.goto(`/agent/tilbud/${requestId}`);
    await expect(kari.page.getByText('Kunden godtok tilbudet ditt')).toBeVisible();
    await expect(kari.page.getByRole('link', { name: 'Gå til bestillingen' })).toBeVisible();
    await jonas.page.goto('/agent/tilbud?fane=tidligere');
    const closedRow = jonas.page.getByRole('listitem').filter({ hasText: title });
    await expect(closedRow.getByText('Lukket')).toBeVisible();
    await closedRow.getByRole('link', { name: title }).click();
    await expect(jonas.page.getByText('Kunden valgte et annet tilbud')).toBeVisible();
    await expect(jonas.page.getByRole('button', { name: 'Endre tilbudet' })).toHaveCount(0);
    await expect(jonas.page.getByText('Din utbetaling')).toHaveCount(0);
    await expectAccessible(jonas.page, 'closed request at the other provider (nb)');
    await jonas.page.screenshot({ path: `${screenshotDir}/agent-request-taken-by-another.png`, ...wholePage });
    await kari.context.close();
    await jonas.context.close();
  });

  test('a customer sees and withdraws a request on a phone @phone', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(phone);
    const title = `Vask av trapp ${Date.now()}`;
    const { requestId } = await aRequestWithAnOffer(page, browser, title);

    await page.goto('/account/foresporsler');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectAccessible(page, 'requests list on a phone (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-requests-list-phone.png`, ...wholePage });

    await page.getByRole('link', { name: title }).click();
    const offer = page.getByRole('article', { name: 'Kari Vaskesen' });
    await expect(offer.getByTestId('offer-price')).toHaveText(/3\s490\skr/);
    const box = await offer.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'request details on a phone (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-request-details-phone.png`, ...wholePage });

    await page.getByRole('button', { name: 'Trekk forespørselen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Vil du trekke forespørselen?' });
    await expectAccessible(page, 'withdraw dialog on a phone (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-request-withdraw-phone.png` });
    await confirm.getByRole('button', { name: 'Ja, trekk forespørselen' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Trukket').first()).toBeVisible();
    await expect(offer.getByText('Lukket')).toBeVisible();
    const stored = (await (await page.request.get(`/api/customRequests/customer/${requestId}`)).json()) as { status: string };
    expect(stored.status).toBe('CANCELLED');
  });
});
