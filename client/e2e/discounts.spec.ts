import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService, chooseOpenDay, requestViaApi } from './support/bookings.ts';
import { payOnTestCheckout } from './support/payments.ts';
import { waitForApp, wholePage } from './support/app.ts';

const shots = '/tmp/shots';

async function openBooking(page: Page): Promise<Locator> {
  await page.getByRole('complementary').getByRole('button', { name: 'Bestill', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('grid')).toBeVisible();
  return dialog;
}

test.describe('discounts', () => {
  test.beforeEach(resetSendLimits);

  test('a promo code from a link is filled in, takes 10 % off and the booking is paid at the lower price', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = `Flyttevask rabatt ${Date.now()}`;
    const providerContext = await browser.newContext();
    const { slug } = await aBookableService(await providerContext.newPage(), browser, { title, instantBooking: true });
    await providerContext.close();

    await signUpViaApi(page, aPerson('Kunde', 'Rabattsen'));
    // The link from the campaign lands on the front page; the code is kept while browsing, even
    // when the visitor moves on before the app's code has arrived (here it never does).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/?kode=velkommen10');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.unroute('**/assets/*.js');
    await page.goto(`/service/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // This page is the first to load the app's code here (it was blocked above); the booking
    // is opened once the app has the page. Early taps have their own tests (rendered-pages.spec.ts).
    await waitForApp(page);

    const dialog = await openBooking(page);
    await expect(dialog.getByRole('textbox', { name: 'Rabattkode' })).toHaveValue('VELKOMMEN10');
    await expect(dialog.getByTestId('promo-applied')).toHaveText(/VELKOMMEN10 gir −10\s%/);
    await expect(dialog.getByTestId('discount-promo')).toHaveText(/Rabattkode VELKOMMEN10−150\skr/);
    await expect(dialog.getByTestId('booking-total')).toHaveText(/^1\s350\skr$/);
    await expect(dialog.getByTestId('booking-vat')).toHaveText(/^inkl\. mva\. 270\skr$/);
    // A fresh customer has no coupons, so there is nothing to choose.
    await expect(dialog.getByRole('radiogroup', { name: 'Kupong' })).toHaveCount(0);

    await chooseOpenDay(dialog, 'Neste måned');
    await dialog.getByRole('radiogroup', { name: /Ledige tidspunkter/ }).getByRole('radio').first().click();
    await dialog.getByRole('textbox', { name: 'Gateadresse' }).fill('Storgata 1');
    await dialog.getByRole('textbox', { name: 'Postnummer' }).fill('0155');
    await dialog.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    await dialog.getByRole('textbox', { name: 'Rabattkode' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, 'booking dialog with a promo code (nb)');
    await page.screenshot({ path: `${shots}/discounts-dialog-nb-desktop.png` });
    await dialog.getByRole('button', { name: 'Bekreft og betal' }).click();
    await payOnTestCheckout(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeVisible();
    await expect(page.getByText('Rabatt (VELKOMMEN10)')).toBeVisible();
    await expect(page.getByText(/^1\s350\skr$/)).toBeVisible();
    await page.screenshot({ path: `${shots}/discounts-success-nb-desktop.png`, ...wholePage });

    // The booking itself keeps the list price, the cut and what was paid.
    await page.getByRole('link', { name: 'Se bestillingene mine' }).click();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('booking-discount-promo')).toHaveText(/Rabattkode VELKOMMEN10−150\skr/);
    await expect(page.getByTestId('booking-price-total')).toHaveText(/^1\s350\skr$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Rabatt' })).toHaveCount(0);

    // Used once: the code is no longer offered, and the server refuses it a second time.
    await page.goto(`/service/${slug}`);
    const again = await openBooking(page);
    await expect(again.getByRole('textbox', { name: 'Rabattkode' })).toHaveValue('');
  });

  test('a customer adds and removes a promo code on a request, and sees coupons and gift cards on the account page (English too)', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = `Vindusvask rabatt ${Date.now()}`;
    const providerContext = await browser.newContext();
    const { serviceId } = await aBookableService(await providerContext.newPage(), browser, { title, basePriceOre: 100_000 });
    await providerContext.close();

    await signUpViaApi(page, aPerson('Kunde', 'Forespørsel'));
    const { bookingId } = await requestViaApi(page, serviceId);
    await page.goto(`/account/bestillinger/${bookingId}`);
    const section = page.getByRole('heading', { level: 2, name: 'Rabatt' }).locator('..');
    await expect(section).toBeVisible();
    await expect(section.getByText('Du har ingen kuponger å bruke nå.')).toBeVisible();

    await section.getByRole('textbox', { name: 'Rabattkode' }).fill('FINNESIKKE');
    await section.getByRole('button', { name: 'Bruk' }).click();
    await expect(section.getByText('Koden er allerede brukt eller finnes ikke.')).toBeVisible();

    await section.getByRole('textbox', { name: 'Rabattkode' }).fill('velkommen10');
    await section.getByRole('button', { name: 'Bruk' }).click();
    await expect(section.getByText('Rabattkoden VELKOMMEN10 er lagt til.')).toBeVisible();
    await expect(page.getByTestId('booking-discount-promo')).toHaveText(/−100\skr/);
    await expect(page.getByTestId('booking-price-total')).toHaveText(/^900\skr$/);
    await expectAccessible(page, 'booking detail with a promo code (nb)');
    await page.screenshot({ path: `${shots}/discounts-booking-detail-nb-desktop.png`, ...wholePage });

    await section.getByRole('button', { name: 'Fjern rabattkoden' }).click();
    await expect(page.getByTestId('booking-price-total')).toHaveText(/^1\s000\skr$/);
    await expect(page.getByTestId('booking-discount-promo')).toHaveCount(0);

    await page.goto('/konto');
    const coupons = page.getByRole('region', { name: 'Gavekort og kuponger' });
    await expect(coupons.getByText('Du har ingen kuponger å bruke nå.')).toBeVisible();
    await expect(coupons.getByRole('link', { name: 'Kjøp og løs inn gavekort' })).toBeVisible();
    await coupons.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/discounts-account-nb-desktop.png` });

    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('region', { name: 'Gift cards and coupons' })).toBeVisible();
    await page.goto(`/account/bestillinger/${bookingId}`);
    const english = page.getByRole('heading', { level: 2, name: 'Discount' }).locator('..');
    await english.getByRole('textbox', { name: 'Promo code' }).fill('VELKOMMEN10');
    await english.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('booking-price-total')).toHaveText(/^900\skr$/);
    await expect(page.getByText('To pay')).toBeVisible();
    await expectAccessible(page, 'booking detail with a promo code (en)');
    await page.screenshot({ path: `${shots}/discounts-booking-detail-en-desktop.png`, ...wholePage });
  });
});
