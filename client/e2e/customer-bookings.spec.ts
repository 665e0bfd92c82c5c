import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { screenshotDir, wholePage } from './support/app.ts';
import { aBookableService, firstFreeStart, requestViaApi } from './support/bookings.ts';
import { payCheckoutViaApi } from './support/payments.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, ...wholePage });
  await page.setViewportSize(phone);
  await page.screenshot({ path: `${screenshotDir}/${name}-phone.png`, ...wholePage });
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
    await page.getByTestId('site-header').getByRole('link', { name: 'Mine bestillinger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mine bestillinger' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingen aktive bestillinger' })).toBeVisible();
    await page.getByRole('tab', { name: 'Forespørsler' }).click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Flyttevask av leilighet' }) });
    await expect(row.getByText('Venter på svar')).toBeVisible();
    await expect(row.getByText('Hos Kari Vaskesen')).toBeVisible();
    await expect(row.getByText(/Leverandøren har 2 dager og 23 timer på å svare/)).toBeVisible();
    await expectAccessible(page, 'bookings list (nb)');
    await shoot(page, 'customer-bookings-requests');

    await row.getByRole('link', { name: 'Flyttevask av leilighet' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/bestillinger/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeVisible();
    await expect(page.getByText('Storgata 1, 0155 Oslo')).toBeVisible();
    await expect(page.getByText('Gratis avbestilling frem til 48 timer før start.')).toBeVisible();
    await expect(page.getByText('Tøm skapene')).toBeVisible();
    // Not paid yet: no receipt.
    await expect(page.getByRole('link', { name: 'Se kvittering' })).toHaveCount(0);
    await expectAccessible(page, 'booking details (nb)');
    await shoot(page, 'customer-booking-details');

    await page.getByRole('button', { name: 'Avbestill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vil du avbestille?' });
    await expect(dialog.getByText(/^Avbestillingsgebyr 0\skr\./)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Hvorfor avbestiller du? (valgfritt)' }).selectOption({ label: 'Fant en annen leverandør' });
    await expectAccessible(page, 'cancel dialog (nb)');
    await page.screenshot({ path: `${screenshotDir}/customer-booking-cancel.png` });
    await dialog.getByRole('button', { name: 'Ja, avbestill' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Bestillingen er avbestilt.').first()).toBeVisible();
    await expect(page.getByText('Du har avbestilt bestillingen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avbestill' })).toHaveCount(0);
    // Over: nothing left to prepare or to cancel, nothing to add to a calendar.
    await expect(page.getByText('Tøm skapene')).toHaveCount(0);
    await expect(page.getByText('Gratis avbestilling frem til 48 timer før start.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Legg til i kalender' })).toHaveCount(0);
    const stored = await page.request.get(`/api/booking/${bookingId}`);
    expect(((await stored.json()) as { customerCancelReason: string | null }).customerCancelReason).toBe('found_other_provider');
    await expectAccessible(page, 'cancelled booking details (nb)');
    await shoot(page, 'customer-booking-details-cancelled');

    await page.getByRole('link', { name: 'Tilbake til bestillingene' }).click();
    await page.getByRole('tab', { name: 'Arkiv' }).click();
    const archived = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Flyttevask av leilighet' }) });
    await expect(archived.getByText('Avbestilt')).toBeVisible();
    await page.getByRole('tab', { name: 'Forespørsler' }).click();
    await expect(page.getByRole('heading', { name: 'Ingen forespørsler' })).toBeVisible();

    // The same screens in English.
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/account/bestillinger?fane=arkiv');
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(page.getByRole('listitem').getByText('Cancelled')).toBeVisible();
    await expectAccessible(page, 'bookings list (en)');
    await shoot(page, 'customer-bookings-archive-en');
    await page.goto(`/account/bestillinger/${bookingId}`);
    await expect(page.getByText('You cancelled the booking')).toBeVisible();
    await expect(page.getByText('Free cancellation until 48 hours before the start.')).toHaveCount(0);
    await expectAccessible(page, 'booking details (en)');
    await shoot(page, 'customer-booking-details-en');
  });

  test('a paid booking offers its receipt, a calendar file and booking again', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const providerContext = await browser.newContext();
    const title = `Vindusvask ${Date.now()}`;
    const { serviceId, slug } = await aBookableService(await providerContext.newPage(), browser, {
      title,
      owner: ['Per', 'Pussesen'],
      basePriceOre: 89_000,
      noticeHours: 96,
      instantBooking: true,
      included: ['Alle vinduer innvendig og utvendig'],
      customerChecklist: ['Flytt blomstene fra vinduskarmene'],
    });
    await providerContext.close();

    await signUpViaApi(page, aPerson('Nora', 'Kunde'));
    const startTime = await firstFreeStart(page, serviceId);
    const created = await page.request.post('/api/booking', {
      data: { serviceId, startTime, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], paymentMethod: 'card', acceptTerms: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const booking = (await created.json()) as { id: string; orderNumber: string; checkout: { paymentId: string; url: string } | null };
    if (booking.checkout) await payCheckoutViaApi(page, booking.checkout);

    await page.goto(`/account/bestillinger/${booking.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Bekreftet').first()).toBeVisible();
    await expect(page.getByText('Flytt blomstene fra vinduskarmene')).toBeVisible();
    await expect(page.getByText('Gratis avbestilling frem til 48 timer før start.')).toBeVisible();

    const calendar = page.getByRole('link', { name: 'Legg til i kalender' });
    const download = page.waitForEvent('download');
    await calendar.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`tjenestetorget-${booking.orderNumber.toLowerCase()}.ics`);
    const ics = await page.request.get(`/api/booking/${booking.id}/calendar.ics`);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain(`UID:${booking.id}@tjenestetorget.no`);

    await expect(page.getByRole('link', { name: 'Bestill igjen' })).toHaveAttribute('href', `/service/${slug}`);
    await expectAccessible(page, 'paid booking details (nb)');
    await shoot(page, 'customer-booking-details-paid');

    await page.getByRole('link', { name: 'Se kvittering' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/betalinger/kvitteringer/${booking.id}$`));
    await expect(page.getByText(booking.orderNumber).first()).toBeVisible();
  });
});
