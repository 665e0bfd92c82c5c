import { expect, type Browser, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, signUpViaApi } from './support/accounts.ts';
import { makeAdmin, registerViaApi } from './support/providers.ts';

// Outside the test output folder, which every run of the suite empties.
const screenshotDir = '/tmp/shots';
const serviceTitle = 'Flyttevask av leilighet';

/** The Oslo date of an instant, as the calendar addresses days. */
const osloDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date(iso));

/**
 * An approved provider with one service, open every day, and a customer's request for it; all
 * through the API, as the registration, review, service editor and booking form would do it.
 */
async function providerWithRequest(page: Page, browser: Browser): Promise<{ startTime: string }> {
  const per = aPerson('Per', 'Vaskesen');
  await signUpViaApi(page, per);
  const providerId = await registerViaApi(page, per);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = aPerson('Ada', 'Admin');
  await signUpViaApi(adminPage, admin);
  makeAdmin(admin.email);
  const approved = await adminPage.request.post(`/api/admin/providers/${providerId}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);
  await adminContext.close();

  const offering = { title: serviceTitle, description: 'Grundig vask av hele leiligheten.', priceType: 'fixed', basePriceOre: 249_000, baseDurationMinutes: 120, areas: ['oslo'] };
  const created = await page.request.post('/api/service', { multipart: { offering: JSON.stringify(offering) } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: serviceId } = (await created.json()) as { id: string };
  const days = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((day) => ({ day, workingHours: [{ from: '08:00', to: '18:00' }] }));
  const schedule = { isAvailable: true, instantBooking: false, horizonDays: 90, weekdays: days, overrides: [], bufferTimeMinutes: 0, maxDailyBookings: null, earliestAvailableHours: 24 };
  const saved = await page.request.put(`/api/provider/${providerId}/schedule`, { data: schedule });
  expect(saved.ok(), await saved.text()).toBe(true);

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signUpViaApi(customerPage, aPerson('Kari', 'Kunde'));
  const year = new Date().getFullYear();
  const open = (await (await customerPage.request.get(`/api/explore/services/${serviceId}/days-available?year=${year}&addonMinutes=0`)).json()) as { days: string[] };
  const nextYear = open.days.length ? open : ((await (await customerPage.request.get(`/api/explore/services/${serviceId}/days-available?year=${year + 1}&addonMinutes=0`)).json()) as { days: string[] });
  const day = nextYear.days[0];
  expect(day, 'a bookable day').toBeTruthy();
  const { times } = (await (await customerPage.request.get(`/api/explore/services/${serviceId}/times-available?day=${day}&addonMinutes=0`)).json()) as { times: string[] };
  const startTime = times[0] as string;
  const request = await customerPage.request.post('/api/custom-request/service', {
    data: { serviceId, startTime, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], note: 'Nøkkelen ligger i postkassen.' },
  });
  expect(request.status(), await request.text()).toBe(201);
  await customerContext.close();
  return { startTime };
}

test.describe('provider bookings', () => {
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
