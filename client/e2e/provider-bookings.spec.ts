import { expect, type Browser, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService, osloDay, requestViaApi } from './support/bookings.ts';
import { wholePage } from './support/app.ts';

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

    await page.goto('/agent/bestillinger');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestillinger' })).toBeVisible();
    const pending = page.getByRole('region', { name: 'Forespørsler som venter på svar' });
    await expect(pending.getByText('1 forespørsel venter på svar. Svar innen 72 timer.')).toBeVisible();
    const row = pending.getByRole('listitem').filter({ hasText: serviceTitle });
    await expect(row.getByText('Venter på svar')).toBeVisible();
    await expect(row.getByText(/\d+ (d|t) \d+ (t|min) igjen$/)).toBeVisible();
    await expectAccessible(page, 'bookings overview');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-overview-nb.png`, ...wholePage });

    await row.getByRole('link', { name: serviceTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: serviceTitle })).toBeVisible();
    await expect(page.getByText('Nøkkelen ligger i postkassen.')).toBeVisible();
    await expect(page.getByText('Kontakt kundeservice for å avlyse.')).toBeVisible();
    await expectAccessible(page, 'booking detail');
    await page.screenshot({ path: `${screenshotDir}/agent-booking-detail-nb.png`, ...wholePage });
    await page.getByRole('button', { name: 'Avslå' }).click();
    await expectAccessible(page, 'decline dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();

    await page.getByRole('button', { name: 'Godta forespørselen' }).click();
    await expect(page.getByText('Forespørselen er godtatt. Kunden får 72 timer på å betale.').first()).toBeVisible();
    await expect(page.getByText('Venter på betaling').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Godta forespørselen' })).toHaveCount(0);
    const detailUrl = page.url();

    // The calendar opens on this week; the request may lie in a later one.
    await page.goto(`/agent/bestillinger/kalender?visning=uke&dag=${osloDay(startTime)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
    const entry = page.getByRole('link', { name: new RegExp(`${serviceTitle}, Kari Kunde, Venter på betaling`) });
    await expect(entry).toBeVisible();
    await expectAccessible(page, 'calendar week');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-week-nb.png`, ...wholePage });
    await page.getByRole('button', { name: 'Måned' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(entry).toBeVisible();
    await expectAccessible(page, 'calendar month');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-month-nb.png`, ...wholePage });
    await entry.click();
    await expect(page).toHaveURL(detailUrl);

    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Awaiting payment').first()).toBeVisible();
    await expect(page.getByText('Contact customer support to cancel.')).toBeVisible();
    await expectAccessible(page, 'booking detail in English');
    await page.screenshot({ path: `${screenshotDir}/agent-booking-detail-en.png`, ...wholePage });
    await page.goto('/agent/bestillinger');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(page.getByText('No requests are waiting for an answer.')).toBeVisible();
    await expectAccessible(page, 'bookings overview in English');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-overview-en.png`, ...wholePage });
    await page.goto(`/agent/bestillinger/kalender?visning=uke&dag=${osloDay(startTime)}`);
    await expect(page.getByRole('link', { name: new RegExp(`${serviceTitle}, Kari Kunde, Awaiting payment`) })).toBeVisible();
    await expectAccessible(page, 'calendar week in English');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-week-en.png`, ...wholePage });
    await page.getByRole('button', { name: 'Month' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page, 'calendar month in English');
    await page.screenshot({ path: `${screenshotDir}/agent-bookings-month-en.png`, ...wholePage });
    await page.goto('/agent/bestillinger/liste/kommende');
    await expect(page.getByRole('tab', { name: 'Upcoming', selected: true })).toBeVisible();
    await expect(page.getByRole('link', { name: serviceTitle })).toBeVisible();
    await expectAccessible(page, 'upcoming tab in English');
  });

  test('a provider subscribes to their bookings in a calendar app and moves a booking to another time', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const { startTime } = await providerWithRequest(page, browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

    await page.goto(`/agent/bestillinger/kalender?visning=uke&dag=${osloDay(startTime)}`);
    // The week grows once its bookings arrive; the link scrolls to where the panel is then.
    await expect(page.getByText(serviceTitle).first()).toBeVisible();
    await page.getByRole('link', { name: 'Abonner på bestillingene i kalenderappen din' }).click();
    const panel = page.getByRole('region', { name: 'Abonner på kalenderen' });
    await expect(panel.getByText(/Alle som har lenken, kan se bestillingene dine/)).toBeInViewport();
    await expectAccessible(page, 'calendar feed panel');
    await panel.getByRole('button', { name: 'Lag kalenderlenke' }).click();
    const field = panel.getByRole('textbox', { name: 'Din kalenderlenke' });
    // The link is made from APP_ORIGIN: https in production, the test server's own origin here.
    await expect(field).toHaveValue(/^https?:\/\/[^/]+\/api\/calendar\/[\w-]+\.ics$/);
    const url = await field.inputValue();
    expect(url.startsWith(`${new URL(baseURL ?? '').origin}/`)).toBe(true);
    await expect(panel.getByRole('link', { name: 'Åpne i kalenderappen' })).toHaveAttribute('href', url.replace(/^https?:\/\//, 'webcal://'));
    await expect(page.getByText('Kalenderlenken er laget.').first()).toBeVisible();
    await panel.getByRole('button', { name: 'Kopier' }).click();
    await expect(panel.getByText('Kopiert')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expect(panel.getByText(/Du har en aktiv kalenderlenke, laget/)).toBeVisible();

    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const body = await feed.text();
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain(serviceTitle);
    await expectAccessible(page, 'calendar feed panel with the link');
    await panel.screenshot({ path: `${screenshotDir}/agent-calendar-feed-nb.png` });

    await page.getByRole('button', { name: 'Slå av' }).click();
    await expect(page.getByRole('dialog', { name: 'Slå av kalenderlenken?' })).toBeVisible();
    await expectAccessible(page, 'turn off the calendar link dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();

    // Move the request from its calendar entry to the first time of another day.
    await page.getByRole('link', { name: new RegExp(`${serviceTitle}, Kari Kunde`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: serviceTitle })).toBeVisible();
    const bookingUrl = `/api/booking/${page.url().split('/').pop() ?? ''}`;
    const before = (await (await page.request.get(bookingUrl)).json()) as { startsAt: string; endsAt: string };
    const length = new Date(before.endsAt).getTime() - new Date(before.startsAt).getTime();
    await page.getByRole('button', { name: 'Flytt til et annet tidspunkt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Velg ny dato og tid' });
    await expect(dialog.getByText(/^Bestillingen beholder lengden sin: \d+ time/)).toBeVisible();
    // The same calendar as when booking: the first other free day, in the next month if none is left in this one.
    await expect(dialog.getByRole('grid')).toBeVisible();
    const freeDays = dialog.locator(`[data-date]:not([aria-disabled="true"]):not([data-date="${osloDay(startTime)}"])`);
    if ((await freeDays.count()) === 0) await dialog.getByRole('button', { name: 'Neste måned' }).click();
    const otherDay = await freeDays.first().getAttribute('data-date');
    expect(otherDay).toBeTruthy();
    await freeDays.first().click();
    await dialog.getByRole('radio').first().click();
    await expectAccessible(page, 'move dialog');
    await page.screenshot({ path: `${screenshotDir}/agent-booking-move-nb.png` });
    await dialog.getByRole('button', { name: 'Flytt bestillingen' }).click();
    await expect(page.getByText(/^Bestillingen er flyttet til /).first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const moved = (await (await page.request.get(bookingUrl)).json()) as { startsAt: string; endsAt: string };
    expect(osloDay(moved.startsAt)).toBe(otherDay);
    expect(new Date(moved.endsAt).getTime() - new Date(moved.startsAt).getTime()).toBe(length);

    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Move to another time' })).toBeVisible();
    await page.goto(`/agent/bestillinger/kalender?visning=uke&dag=${otherDay}`);
    const englishPanel = page.getByRole('region', { name: 'Subscribe in your calendar app' });
    await expect(englishPanel.getByText(/You have an active calendar link, created/)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`${serviceTitle}, Kari Kunde`) })).toBeVisible();
    await expectAccessible(page, 'calendar feed panel in English');
    await englishPanel.screenshot({ path: `${screenshotDir}/agent-calendar-feed-en.png` });
    await englishPanel.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('dialog', { name: 'Turn off the calendar link?' }).getByRole('button', { name: 'Turn off the link' }).click();
    await expect(englishPanel.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test('the bookings area fits a phone screen @phone', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { startTime } = await providerWithRequest(page, browser);
    const day = osloDay(startTime);
    for (const language of ['nb', 'en'] as const) {
      if (language === 'en') {
        await page.goto('/agent/bestillinger');
        await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
      }
      await page.goto('/agent/bestillinger');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: serviceTitle }).first()).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}/agent-bookings-overview-phone-${language}.png`, ...wholePage });
      await page.goto(`/agent/bestillinger/kalender?visning=uke&dag=${day}`);
      await expect(page.getByRole('link', { name: new RegExp(serviceTitle) })).toBeVisible();
      await expectAccessible(page, `calendar week on a phone (${language})`);
      await page.screenshot({ path: `${screenshotDir}/agent-bookings-week-phone-${language}.png`, ...wholePage });
      await page.goto(`/agent/bestillinger/kalender?visning=maned&dag=${day}`);
      await expect(page.getByRole('table')).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}/agent-bookings-month-phone-${language}.png`, ...wholePage });
      await page.getByRole('link', { name: new RegExp(serviceTitle) }).click();
      await expect(page.getByRole('heading', { level: 1, name: serviceTitle })).toBeVisible();
      await expectAccessible(page, `booking detail on a phone (${language})`);
      await page.screenshot({ path: `${screenshotDir}/agent-booking-detail-phone-${language}.png`, ...wholePage });
      await page.getByRole('button', { name: language === 'nb' ? 'Flytt til et annet tidspunkt' : 'Move to another time' }).click();
      await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
      await page.screenshot({ path: `${screenshotDir}/agent-booking-move-phone-${language}.png`, animations: 'disabled' });
      await page.keyboard.press('Escape');
      await page.goto(`/agent/bestillinger/kalender?visning=uke&dag=${day}`);
      // Nothing widens the page past the phone's screen (the menu's unread counts once did, and the phone zoomed out).
      await expect(page.getByTestId('messages-badge')).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      const panel = page.getByRole('region', { name: language === 'nb' ? 'Abonner på kalenderen' : 'Subscribe in your calendar app' });
      if (language === 'nb') await panel.getByRole('button', { name: 'Lag kalenderlenke' }).click();
      else await expect(panel.getByText(/You have an active calendar link/)).toBeVisible();
      if (language === 'nb') await expect(panel.getByRole('textbox')).toHaveValue(/\.ics$/);
      await panel.scrollIntoViewIfNeeded();
      await expectAccessible(page, `calendar feed panel on a phone (${language})`);
      await panel.screenshot({ path: `${screenshotDir}/agent-calendar-feed-phone-${language}.png` });
    }
  });
});
