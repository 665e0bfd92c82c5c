import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, signUpViaApi } from './support/accounts.ts';
import { screenshotDir, wholePage } from './support/app.ts';
import { aBookableService, aDoneBooking } from './support/bookings.ts';

const serviceTitle = 'Utbetalingsvask';

/** A provider with one booking a customer booked, paid by card and the provider marked done. */
async function providerWithDoneBooking(page: Page, browser: Parameters<typeof aBookableService>[1]): Promise<string> {
  const { serviceId } = await aBookableService(page, browser, { title: serviceTitle, instantBooking: true, basePriceOre: 100_000 });
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signUpViaApi(customer, aPerson('Kari', 'Kunde'));
  const { orderNumber } = await aDoneBooking(page, customer, serviceId);
  await customerContext.close();
  return orderNumber;
}

test.describe('provider payouts', () => {
  test('a done booking shows with the spec example, the month steps back and not ahead, in Norwegian and English', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const orderNumber = await providerWithDoneBooking(page, browser);

    await page.goto('/agent');
    await page.getByRole('link', { name: 'Utbetalinger' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Utbetalinger' })).toBeVisible();
    const table = page.getByRole('table', { name: /Utbetalinger per oppdrag/ });
    const row = table.getByRole('row', { name: new RegExp(orderNumber) });
    // 1 000 kr to an individual at 15 % fee and 30 % tax (spec §9).
    await expect(row).toContainText(/1\s000\s*kr/);
    await expect(row).toContainText(/417,18\s*kr/);
    await expect(table.getByRole('row', { name: /Sum, 1 oppdrag/ })).toContainText(/417,18\s*kr/);
    await expect(page.getByRole('button', { name: 'Neste måned' })).toBeDisabled();
    await expectAccessible(page, '/agent/utbetalinger');
    await page.screenshot({ path: `${screenshotDir}/agent-payouts-nb.png`, ...wholePage });

    await page.getByRole('button', { name: 'Forrige måned' }).click();
    await expect(page.getByRole('heading', { name: /^Ingen utbetalinger for/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neste måned' })).toBeEnabled();
    await expectAccessible(page, '/agent/utbetalinger, empty month');
    await page.screenshot({ path: `${screenshotDir}/agent-payouts-empty-nb.png`, ...wholePage });

    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    // The choice is kept once the English texts have loaded; leaving earlier would forget it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/agent/utbetalinger');
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Payouts per job/ }).getByRole('row', { name: /Total, 1 job/ })).toContainText(/417\.18\s*kr/);
    await expectAccessible(page, '/agent/utbetalinger in English');
    await page.screenshot({ path: `${screenshotDir}/agent-payouts-en.png`, ...wholePage });
  });

  test('the payouts page fits a phone screen @phone', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await providerWithDoneBooking(page, browser);
    for (const language of ['nb', 'en'] as const) {
      if (language === 'en') {
        await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      await page.goto('/agent/utbetalinger');
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, `/agent/utbetalinger on a phone (${language})`);
      await page.screenshot({ path: `${screenshotDir}/agent-payouts-phone-${language}.png`, ...wholePage });
    }
  });
});
