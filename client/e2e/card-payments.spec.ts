import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, e164, loginCodeFromOutbox, outboxCount, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { useLanguage, wholePage } from './support/app.ts';
import { aBookableService, chooseOpenDay, requestViaApi, setInstantBooking, type BookableService } from './support/bookings.ts';
import { e2ePort } from './support/e2e-env.ts';
import { payOnTestCheckout } from './support/payments.ts';

const shots = '/tmp/shots';

/** A provider who takes instant bookings, signed in on a page of its own, with one service. */
async function anInstantService(browser: Browser, title: string): Promise<{ service: BookableService; provider: Page }> {
  const provider = await (await browser.newContext()).newPage();
  const service = await aBookableService(provider, browser, { title, instantBooking: true, basePriceOre: 120_000 });
  return { service, provider };
}

/** Opens the booking on the service page and fills in the first free time, an address and the terms. */
async function fillInBooking(page: Page, slug: string, language: 'nb' | 'en' = 'nb'): Promise<Locator> {
  const nb = language === 'nb';
  await page.goto(`/service/${slug}`);
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  const place = phone ? page.getByTestId('booking-bar') : page.getByRole('complementary');
  await place.getByRole('button', { name: nb ? 'Bestill' : 'Book', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('grid')).toBeVisible();
  await chooseOpenDay(dialog, nb ? 'Neste måned' : 'Next month');
  await dialog.getByRole('radiogroup', { name: nb ? /Ledige tidspunkter/ : /Available times/ }).getByRole('radio').first().click();
  await dialog.getByRole('textbox', { name: nb ? 'Gateadresse' : 'Street address' }).fill('Storgata 1');
  await dialog.getByRole('textbox', { name: nb ? 'Postnummer' : 'Postal code' }).fill('0155');
  await dialog.getByRole('checkbox', { name: nb ? /Jeg godtar vilkårene/ : /I accept the terms/ }).click();
  return dialog;
}

test.describe('card payments at the test checkout', () => {
  test.beforeEach(resetSendLimits);

  test('a declined card, a retry that saves the card, then an accepted request paid with the saved card; the account lists card and receipts', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const title = `Kortvask ${Date.now()}`;
    const { service, provider } = await anInstantService(browser, title);
    await signUpViaApi(page, aPerson('Kari', 'Kortholder'));

    const dialog = await fillInBooking(page, service.slug);
    await expect(dialog.getByRole('radio', { name: 'Kort' })).toHaveAttribute('aria-checked', 'true');
    await dialog.getByRole('checkbox', { name: 'Lagre kortet til senere' }).click();
    await dialog.getByRole('button', { name: 'Bekreft og betal' }).click();

    await payOnTestCheckout(page, 'declined', {
      beforePay: async (checkout) => {
        await expect(checkout.getByRole('note')).toHaveText('Testbetaling – ingen ekte penger trekkes');
        await expect(checkout.getByTestId('checkout-amount')).toHaveText(/^1\s200\skr$/);
        await expectAccessible(checkout, 'test checkout (nb)');
        await checkout.screenshot({ path: `${shots}/gateway-client-checkout-nb-desktop.png`, ...wholePage });
      },
    });

    // Back on our page: the card was refused, and the booking can still be paid.
    await expect(page).toHaveURL(/\/bestilling\/[0-9a-f-]{36}\?betaling=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Noe gikk galt med betalingen!' })).toBeVisible();
    await expect(page.getByText('Sjekk betalingsmåten og prøv igjen.')).toBeVisible();
    await expectAccessible(page, 'payment failed (nb)');
    await page.screenshot({ path: `${shots}/gateway-client-failed-nb-desktop.png`, ...wholePage });

    await page.getByRole('button', { name: 'Prøv igjen' }).click();
    const pay = page.getByRole('dialog', { name: 'Betal og bekreft bestillingen' });
    await expect(pay.getByRole('radio', { name: 'Kort' })).toHaveAttribute('aria-checked', 'true');
    await pay.getByRole('checkbox', { name: 'Lagre kortet til senere' }).click();
    await pay.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    await expectAccessible(page, 'pay dialog after a failed card');
    await pay.getByRole('button', { name: /^Betal / }).click();
    await payOnTestCheckout(page, 'success', { saveCard: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-number')).not.toBeEmpty();

    // The provider now answers requests; the accepted one is paid with the saved card, here.
    await setInstantBooking(provider, service.providerId, false);
    const { bookingId } = await requestViaApi(page, service.serviceId);
    const accepted = await provider.request.post(`/api/booking/${bookingId}/accept`);
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await page.goto(`/account/bestillinger/${bookingId}`);
    await page.getByRole('button', { name: 'Betal og bekreft' }).click();
    const second = page.getByRole('dialog', { name: 'Betal og bekreft bestillingen' });
    await expect(second.getByRole('radio', { name: /•••• 4242$/ })).toHaveAttribute('aria-checked', 'true');
    await second.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    await page.screenshot({ path: `${shots}/gateway-client-pay-saved-card-nb-desktop.png` });
    await second.getByRole('button', { name: /^Betal / }).click();
    await expect(second).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/account/bestillinger/${bookingId}$`));
    await expect(page.getByText('Bekreftet').first()).toBeVisible();

    // The account's payments page: the saved card and both receipts.
    await page.goto('/konto');
    await page.getByRole('link', { name: 'Betalinger og utbetalinger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Betalinger og utbetalinger' })).toBeVisible();
    await expect(page.getByTestId('saved-card')).toHaveCount(1);
    await expect(page.getByTestId('saved-card')).toContainText('•••• 4242');
    await expect(page.getByTestId('receipt-row')).toHaveCount(2);
    await expect(page.getByTestId('receipt-row').first()).toContainText(title);
    await expectAccessible(page, 'account payments (nb)');
    await page.screenshot({ path: `${shots}/gateway-client-account-payments-nb-desktop.png`, ...wholePage });

    await page.getByRole('link', { name: /^Se kvittering/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Kvittering / })).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toHaveText(/^1\s200\skr$/);
    await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeVisible();
    await expectAccessible(page, 'receipt (nb)');
    await page.screenshot({ path: `${shots}/gateway-client-receipt-nb-desktop.png`, ...wholePage });

    await page.goto('/account/betalinger');
    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments and payouts' })).toBeVisible();
    await expectAccessible(page, 'account payments (en)');
    await page.screenshot({ path: `${shots}/gateway-client-account-payments-en-desktop.png`, ...wholePage });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/gateway-client-account-payments-en-phone.png`, ...wholePage });
    await provider.context().close();
  });

  test('a card that asks for authentication is approved, in English on a phone', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { service, provider } = await anInstantService(browser, `Kortvask 3DS ${Date.now()}`);
    await provider.context().close();
    await useLanguage(page, 'en');
    await signUpViaApi(page, aPerson('Kim', 'Kontroll'));
    await page.setViewportSize({ width: 390, height: 844 });

    const dialog = await fillInBooking(page, service.slug, 'en');
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.waitForURL(/\/testbetaling\//);
    await expect(page.getByRole('note')).toHaveText('Test payment – no real money is taken');
    await page.screenshot({ path: `${shots}/gateway-client-checkout-en-phone.png`, ...wholePage });
    await payOnTestCheckout(page, 'authentication', {
      beforeAnswer: async (checkout) => {
        await expectAccessible(checkout, '3-D Secure step (en)');
        await checkout.screenshot({ path: `${shots}/gateway-client-3ds-en-phone.png`, ...wholePage });
      },
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `${shots}/gateway-client-confirmed-en-phone.png`, ...wholePage });
  });

  test('a customer who opened the app at another address of the same server pays and comes back there, still signed in; signed out, the page asks to sign in first', async ({ browser }) => {
    test.setTimeout(180_000);
    const { service, provider } = await anInstantService(browser, `Kortvask adresse ${Date.now()}`);
    await provider.context().close();
    // The app's configured address is localhost; this customer typed 127.0.0.1.
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${e2ePort}` });
    const page = await context.newPage();
    const ada = aPerson('Ada', 'Adresse');
    await signUpViaApi(page, ada);

    const dialog = await fillInBooking(page, service.slug);
    await dialog.getByRole('button', { name: 'Bekreft og betal' }).click();
    await page.waitForURL(/\/testbetaling\//);
    expect(new URL(page.url()).host).toBe(`127.0.0.1:${e2ePort}`);
    await payOnTestCheckout(page, 'success');
    expect(new URL(page.url()).host).toBe(`127.0.0.1:${e2ePort}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeVisible({ timeout: 20_000 });
    const bookingPath = new URL(page.url()).pathname;
    await context.close();

    // The same page reached signed out asks the person to sign in, then shows the booking.
    const elsewhere = await browser.newContext();
    const later = await elsewhere.newPage();
    await later.goto(bookingPath);
    const login = later.getByRole('dialog', { name: 'Logg inn' });
    await expect(login).toBeVisible();
    await login.getByRole('textbox', { name: 'Mobilnummer' }).fill(ada.phone);
    const seen = await outboxCount(later.request, e164(ada.phone));
    await login.getByRole('button', { name: 'Send kode' }).click();
    await login.getByRole('textbox', { name: 'Kode på 6 siffer' }).fill(await loginCodeFromOutbox(later.request, ada.phone, seen));
    await login.getByRole('button', { name: 'Logg inn' }).click();
    await expect(later).toHaveURL(new RegExp(`${bookingPath}$`));
    await expect(later.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeVisible();
    await elsewhere.close();
  });

  test('the failure reads in English, and the checkout and failure fit a phone in Norwegian', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { service, provider } = await anInstantService(browser, `Kortvask avvist ${Date.now()}`);
    await provider.context().close();
    await signUpViaApi(page, aPerson('Nora', 'Nektet'));
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await fillInBooking(page, service.slug);
    await dialog.getByRole('button', { name: 'Bekreft og betal' }).click();
    await payOnTestCheckout(page, 'insufficientFunds', {
      beforePay: async (checkout) => {
        await expectAccessible(checkout, 'test checkout on a phone (nb)');
        await checkout.screenshot({ path: `${shots}/gateway-client-checkout-nb-phone.png`, ...wholePage });
      },
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Noe gikk galt med betalingen!' })).toBeVisible();
    await page.screenshot({ path: `${shots}/gateway-client-failed-nb-phone.png`, ...wholePage });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong processing your payment!' })).toBeVisible();
    await expect(page.getByText('Please check your payment method and try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page, 'payment failed (en)');
    await page.screenshot({ path: `${shots}/gateway-client-failed-en-desktop.png`, ...wholePage });
  });
});
