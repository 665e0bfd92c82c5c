import { expect, type Browser, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService, osloDay, requestViaApi } from './support/bookings.ts';

// Outside the test output folder, which every run of the suite empties.
const screenshotDir = '/tmp/shots';
const serviceTitle = 'Flyttevask av leilighet';

/**
 * An approved provider signed in on `page` with one service open every day, and a customer's
 * request for its first free time; all through the API.
 */
async function providerWithRequest(page: Page, browser: Browser): Promise<{ startTime: string }> {
  const { serviceId } = await aBookableService(page, browser, {
    title: serviceTitle,
    owner: ['Per', 'Vaskesen'],
    basePriceOre: 249_000,
    noticeHours: 24,
    workingHours: { from: '08:00', to: '18:00' },
  });
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signUpViaApi(customerPage, aPerson('Kari', 'Kunde'));
  const { startTime } = await requestViaApi(customerPage, serviceId, { note: 'Nøkkelen ligger i postkassen.' });
  await customerContext.close();
  return { startTime };
}

test.describe('provider bookings', () => {
  test.beforeEach(resetSendLimits);

  test('a provider sees a new request with the time left, accepts it and finds it in the calendar, in Norwegian and English', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { startTime } = await providerWithRequest(page, browser);

    await page.goto('/agent/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestillinger' })).toBeVisible();
    const pending = page.getByRole('region', { name: 'Forespørsler som venter på svar' });
    await expect(pending.getByText('1 forespørsel venter på svar. Svar innen 72 timer.')).toBeVisible();
    const row = pending.getByRole('listitem').filter({ hasText: serviceTitle });
    await expect(row.getByText('Venter på svar')).toBeVisible();
    await expect(row.getByText(/\d+ (d|t) \d+ (t|min) igjen$/)).toBeVisible();
    await expectAccessible(page, 'bookings overview');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-overview-nb.png`, fullPage: true });

    await row.getByRole('link', { name: serviceTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: serviceTitle })).toBeVisible();
    await expect(page.getByText('Nøkkelen ligger i postkassen.')).toBeVisible();
    await expect(page.getByText('Kontakt kundeservice for å avbestille.')).toBeVisible();
    await expectAccessible(page, 'booking detail');
    await page.screenshot({ path: `${screenshotDir}/agent-booking-detail-nb.png`, fullPage: true });
    await page.getByRole('button', { name: 'Avslå' }).click();
    await expectAccessible(page, 'decline dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();

    await page.getByRole('button', { name: 'Godta forespørselen' }).click();
    await expect(page.getByText('Forespørselen er godtatt. Kunden får 72 timer på å betale.').first()).toBeVisible();
    await expect(page.getByText('Venter på betaling').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Godta forespørselen' })).toHaveCount(0);
    const detailUrl = page.url();

    // The calendar opens on this week; the request may lie in a later one.
    await page.goto(`/agent/bookings/calendar?view=week&day=${osloDay(startTime)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
    const entry = page.getByRole('link', { name: new RegExp(`${serviceTitle}, Kari Kunde, Venter på betaling`) });
    await expect(entry).toBeVisible();
    await expectAccessible(page, 'calendar week');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-week-nb.png`, fullPage: true });
    await page.getByRole('button', { name: 'Måned' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(entry).toBeVisible();
    await expectAccessible(page, 'calendar month');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-month-nb.png`, fullPage: true });
    await entry.click();
    await expect(page).toHaveURL(detailUrl);

    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Awaiting payment').first()).toBeVisible();
    await expect(page.getByText('Contact customer support to cancel.')).toBeVisible();
    await expectAccessible(page, 'booking detail in English');
    await page.screenshot({ path: `${screenshotDir}/agent-booking-detail-en.png`, fullPage: true });
    await page.goto('/agent/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(page.getByText('No requests are waiting for an answer.')).toBeVisible();
    await expectAccessible(page, 'bookings overview in English');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-overview-en.png`, fullPage: true });
    await page.goto(`/agent/bookings/calendar?view=week&day=${osloDay(startTime)}`);
    await expect(page.getByRole('link', { name: new RegExp(`${serviceTitle}, Kari Kunde, Awaiting payment`) })).toBeVisible();
    await expectAccessible(page, 'calendar week in English');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-week-en.png`, fullPage: true });
    await page.getByRole('button', { name: 'Month' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page, 'calendar month in English');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-month-en.png`, fullPage: true });
    await page.goto('/agent/bookings/list/upcoming');
    await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
    await expect(page.getByRole('link', { name: serviceTitle })).toBeVisible();
    await expectAccessible(page, 'upcoming tab in English');
  });

  test('the bookings area fits a phone screen @phone', async ({ page, browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'phone layout only');
    test.setTimeout(120_000);
    const { startTime } = await providerWithRequest(page, browser);
    const day = osloDay(startTime);
    for (const language of ['nb', 'en'] as const) {
      if (language === 'en') {
        await page.goto('/agent/bookings');
        await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
      }
      await page.goto('/agent/bookings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: serviceTitle }).first()).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}/agent-bookings-overview-phone-${language}.png`, fullPage: true });
      await page.goto(`/agent/bookings/calendar?view=week&day=${day}`);
      await expect(page.getByRole('link', { name: new RegExp(serviceTitle) })).toBeVisible();
      await expectAccessible(page, `calendar week on a phone (${language})`);
      await page.screenshot({ path: `${screenshotDir}/agent-bookings-week-phone-${language}.png`, fullPage: true });
      await page.goto(`/agent/bookings/calendar?view=month&day=${day}`);
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}/agent-bookings-month-phone-${language}.png`, fullPage: true });
      await page.getByRole('link', { name: new RegExp(serviceTitle) }).click();
      await expect(page.getByRole('heading', { level: 1, name: serviceTitle })).toBeVisible();
      await expectAccessible(page, `booking detail on a phone (${language})`);
      await page.screenshot({ path: `${screenshotDir}/agent-booking-detail-phone-${language}.png`, fullPage: true });
    }
  });
});
