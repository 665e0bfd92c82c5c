import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { useLanguage, wholePage } from './support/app.ts';
import { aBookableService as aProvidersService, chooseOpenDay } from './support/bookings.ts';
import { payOnTestCheckout } from './support/payments.ts';

const shots = '/tmp/shots';

type ProviderSetup = { instantBooking: boolean; title: string };

/** An approved provider open every day with one service in Oslo that has a custom add-on; answers its slug. */
async function aBookableService(browser: Browser, setup: ProviderSetup): Promise<string> {
  const context = await browser.newContext();
  const { slug } = await aProvidersService(await context.newPage(), browser, { ...setup, withAddon: true });
  await context.close();
  return slug;
}

async function openBooking(page: Page, name: string): Promise<Locator> {
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  const place = phone ? page.getByTestId('booking-bar') : page.getByRole('complementary');
  await place.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('grid')).toBeVisible();
  return dialog;
}

/** The first day the calendar offers: the first enabled day button, moving on a month if needed. */
test.describe('booking a service', () => {
  test.beforeEach(resetSendLimits);

  test('a customer books a time directly: date, time, add-on, address, card, terms, confirm', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = `Flyttevask direkte ${Date.now()}`;
    const slug = await aBookableService(browser, { instantBooking: true, title });
    await signUpViaApi(page, aPerson('Kunde', 'Bestillersen'));
    await page.goto(`/service/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const dialog = await openBooking(page, 'Bestill');
    await expect(dialog.getByRole('heading', { name: `Bestill ${title}` })).toBeVisible();
    const chosenDate = await chooseOpenDay(dialog, 'Neste måned');
    const times = dialog.getByRole('radiogroup', { name: /Ledige tidspunkter/ });
    await expect(times.getByRole('radio').first()).toBeVisible();
    await times.getByRole('radio').nth(1).click();
    await expect(times.getByRole('radio').nth(1)).toBeChecked();
    const chosenTime = (await times.getByRole('radio').nth(1).textContent()) ?? '';
    expect(chosenTime).toMatch(/^\d\d:\d\d$/);

    await page.screenshot({ path: `${shots}/booking-calendar-nb-desktop.png` });
    await expect(dialog.getByTestId('booking-total')).toHaveText(/^1\s500\skr$/);
    await dialog.getByRole('button', { name: 'Flere av Vask av ovn' }).click();
    await expect(dialog.getByTestId('booking-total')).toHaveText(/^1\s850\skr$/);
    await expect(dialog.getByTestId('booking-vat')).toHaveText(/^inkl\. mva\. 370\skr$/);

    await dialog.getByRole('button', { name: 'Bekreft og betal' }).click();
    await expect(dialog.getByText('Velg en adresse')).toBeVisible();
    await expect(dialog.getByText('Du må godta vilkårene for å gå videre.')).toBeVisible();
    await expectAccessible(page, 'booking dialog with errors (nb)');

    await dialog.getByRole('textbox', { name: 'Gateadresse' }).fill('Storgata 1');
    await dialog.getByRole('textbox', { name: 'Postnummer' }).fill('0155');
    await dialog.getByRole('radio', { name: 'Kort' }).click();
    await dialog.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    await expect(dialog.getByText('Du må godta vilkårene for å gå videre.')).toHaveCount(0);
    // Before confirming: until when cancelling is free, or that the free window has already passed.
    const outlook = dialog.getByTestId('cancellation-outlook');
    await expect(outlook).toHaveText(/^(Du kan avbestille gratis til .+, om .+\.|Den gikk ut .+\. Avbestiller du etter at bestillingen er bekreftet, betaler du .+ \(100 %\)\.)$/);
    await outlook.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/booking-cancellation-outlook-nb-desktop.png` });
    await page.screenshot({ path: `${shots}/booking-direct-nb-desktop.png` });
    await dialog.getByRole('button', { name: 'Bekreft og betal' }).click();
    await payOnTestCheckout(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeVisible();
    await expect(page).toHaveURL(/\/bestilling\/[0-9a-f-]{36}\?betaling=[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-number')).not.toBeEmpty();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText(new RegExp(`kl\\. ${chosenTime}`))).toBeVisible();
    await expect(page.getByText(/1\s850\skr/)).toBeVisible();
    await expect(page.getByText(/Du får en bekreftelse på e-post/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se bestillingene mine' })).toHaveAttribute('href', '/account/bestillinger');
    await expectAccessible(page, 'booking confirmed (nb)');
    await page.screenshot({ path: `${shots}/booking-success-nb-desktop.png`, ...wholePage });

    // The time is taken now: the same start is no longer offered that day (once the server's
    // few seconds of cached availability have passed). Late in the day the booking can fill what
    // is left of it, and then the day itself is no longer open.
    await expect(async () => {
      await page.goto(`/service/${slug}`);
      const again = await openBooking(page, 'Bestill');
      const day = again.locator(`[data-date="${chosenDate}"]`);
      if ((await day.count()) === 0) await again.getByRole('button', { name: 'Neste måned' }).click();
      await expect(day).toBeVisible();
      if ((await day.getAttribute('aria-disabled')) === 'true') return;
      await day.click();
      await expect(again.getByRole('radiogroup', { name: /Ledige tidspunkter/ }).getByRole('radio').first()).toBeVisible();
      await expect(again.getByRole('radio', { name: chosenTime, exact: true })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  });

  test('with a provider who answers requests the button asks, and the request is sent without payment (English too)', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = `Vindusvask forespørsel ${Date.now()}`;
    const slug = await aBookableService(browser, { instantBooking: false, title });
    await signUpViaApi(page, aPerson('Kunde', 'Spørresen'));
    await page.goto(`/service/${slug}`);
    const dialog = await openBooking(page, 'Send forespørsel');
    await expect(dialog.getByRole('radiogroup', { name: 'Betalingsmåte' })).toHaveCount(0);
    await chooseOpenDay(dialog, 'Neste måned');
    await dialog.getByRole('radiogroup', { name: /Ledige tidspunkter/ }).getByRole('radio').first().click();
    await dialog.getByRole('textbox', { name: 'Gateadresse' }).fill('Fjellveien 2');
    await dialog.getByRole('textbox', { name: 'Postnummer' }).fill('5003');
    await dialog.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    await dialog.getByRole('button', { name: 'Send forespørsel' }).click();
    // Bergen is not among the service's areas.
    await expect(dialog.getByText('Leverandøren leverer ikke til adressen du har valgt.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Postnummer' }).fill('0155');
    await expectAccessible(page, 'request dialog (nb)');
    await dialog.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forespørselen er sendt' })).toBeVisible();
    await expect(page.getByText(/svarer innen 72 timer/)).toBeVisible();
    await page.screenshot({ path: `${shots}/booking-request-success-nb-desktop.png`, ...wholePage });

    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your request has been sent' })).toBeVisible();
    await expectAccessible(page, 'request sent (en)');
    await page.screenshot({ path: `${shots}/booking-request-success-en-desktop.png`, ...wholePage });

    await page.goto(`/service/${slug}`);
    const english = await openBooking(page, 'Request booking');
    await expect(english.getByRole('heading', { name: `Request ${title}` })).toBeVisible();
    await english.getByRole('button', { name: 'Request booking' }).click();
    await expect(english.getByText('Please pick a date')).toBeVisible();
    await expect(english.getByText('Please choose an address')).toBeVisible();
    await expectAccessible(page, 'request dialog with errors (en)');
    await page.screenshot({ path: `${shots}/booking-request-en-desktop.png` });
  });

  for (const language of ['nb', 'en'] as const) {
    test(`the booking sheet fits a phone (${language}) @phone`, async ({ page, browser }) => {
      test.setTimeout(120_000);
      const title = `Flyttevask mobil ${language} ${Date.now()}`;
      const slug = await aBookableService(browser, { instantBooking: true, title });
      await useLanguage(page, language);
      await signUpViaApi(page, aPerson('Mobil', 'Kunde'));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/service/${slug}`);
      const dialog = await openBooking(page, language === 'nb' ? 'Bestill' : 'Book');
      await chooseOpenDay(dialog, language === 'nb' ? 'Neste måned' : 'Next month');
      await dialog.getByRole('radiogroup').first().getByRole('radio').first().click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(dialog.getByRole('button', { name: language === 'nb' ? 'Bekreft og betal' : 'Confirm and pay' })).toBeInViewport();
      await expectAccessible(page, `booking sheet on a phone (${language})`);
      await page.screenshot({ path: `${shots}/booking-direct-${language}-phone.png` });
      await dialog.getByRole('textbox', { name: language === 'nb' ? 'Gateadresse' : 'Street address' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/booking-direct-${language}-phone-address.png` });
    });
  }
});
