import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { screenshotDir } from './support/app.ts';
import { aBookableService, requestViaApi } from './support/bookings.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
  await page.setViewportSize(phone);
  await page.screenshot({ path: `${screenshotDir}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(desktop);
}

test.describe('customer bookings', () => {
  test.beforeEach(resetSendLimits);

  test('a customer finds a request, cancels it free of charge and finds it in the archive', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const providerContext = await browser.newContext();
    const { serviceId } = await aBookableService(await providerContext.newPage(), browser, {
      title: 'Flyttevask av leilighet',
      owner: ['Kari', 'Vaskesen'],
      basePriceOre: 129_000,
      // Four days ahead, so the provider's answer deadline is the full 72 hours, not the start.
      noticeHours: 96,
      included: ['Vask av alle rom'],
      customerChecklist: ['Tøm skapene'],
    });
    await providerContext.close();

    await signUpViaApi(page, aPerson('Ola', 'Kunde'));
    const { bookingId } = await requestViaApi(page, serviceId);

    await page.goto('/');
    await page.getByTestId('site-header').getByRole('link', { name: 'Mine bookinger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mine bookinger' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingen aktive bookinger' })).toBeVisible();
    await page.getByRole('tab', { name: 'Forespørsler' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Flyttevask av leilighet' }) });
    await expect(row.getByText('Venter på svar')).toBeVisible();
    await expect(row.getByText('Hos Kari Vaskesen')).toBeVisible();
    await expect(row.getByText(/Leverandøren har 2 dager og 23 timer på å svare/)).toBeVisible();
    await expectAccessible(page, 'bookings list (nb)');
    await shoot(page, 'customer-bookings-requests');

    await row.getByRole('link', { name: 'Flyttevask av leilighet' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeVisible();
    await expect(page.getByText('Storgata 1, 0155 Oslo')).toBeVisible();
    await expect(page.getByText('Gratis avbestilling frem til 48 timer før start.')).toBeVisible();
    await expect(page.getByText('Tøm skapene')).toBeVisible();
    await expectAccessible(page, 'booking details (nb)');
    await shoot(page, 'customer-booking-details');

    await page.getByRole('button', { name: 'Avbestill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vil du avbestille?' });
    await expect(dialog.getByText(/^Avbestillingsgebyr 0\skr\./)).toBeVisible();
    await expectAccessible(page, 'cancel dialog (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-booking-cancel.png` });
    await dialog.getByRole('button', { name: 'Ja, avbestill' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Bookingen er avbestilt.').first()).toBeVisible();
    await expect(page.getByText('Avbestilt av deg.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avbestill' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Tilbake til bookingene' }).click();
    await page.getByRole('tab', { name: 'Arkiv' }).click();
    const archived = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Flyttevask av leilighet' }) });
    await expect(archived.getByText('Avbestilt')).toBeVisible();
    await page.getByRole('tab', { name: 'Forespørsler' }).click();
    await expect(page.getByRole('heading', { name: 'Ingen forespørsler' })).toBeVisible();

    // The same screens in English.
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/account/bookings?tab=archive');
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(page.getByRole('listitem').getByText('Cancelled')).toBeVisible();
    await expectAccessible(page, 'bookings list (en)');
    await shoot(page, 'customer-bookings-archive-en');
    await page.goto(`/account/bookings/${bookingId}`);
    await expect(page.getByText('Cancelled by you.')).toBeVisible();
    await expect(page.getByText('Free cancellation until 48 hours before the start.')).toBeVisible();
    await expectAccessible(page, 'booking details (en)');
    await shoot(page, 'customer-booking-details-en');
  });
});
