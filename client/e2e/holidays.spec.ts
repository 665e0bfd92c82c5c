import { expect, test, type Locator, type Page } from '@playwright/test';
import { norwegianHolidays, type Holiday } from '#shared/availability/holidays.ts';
import { nbResources } from '#shared/i18n/resources-nb.ts';
import { expectAccessible } from './support/a11y.ts';
import { aBookableService, osloDay } from './support/bookings.ts';

const shots = '/tmp/shots';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** The next holiday after tomorrow in Oslo, so a day's notice never decides whether it is open. */
function nextHoliday(): Holiday {
  const tomorrow = osloDay(new Date(Date.now() + 86_400_000));
  const year = Number(tomorrow.slice(0, 4));
  return [...norwegianHolidays(year), ...norwegianHolidays(year + 1)].find((holiday) => holiday.date > tomorrow)!;
}

async function openBooking(page: Page): Promise<Locator> {
  const onPhone = (page.viewportSize()?.width ?? 1280) < 1024;
  const place = onPhone ? page.getByTestId('booking-bar') : page.getByRole('complementary');
  await place.getByRole('button', { name: 'Bestill', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('grid')).toBeVisible();
  return dialog;
}

/** The booking calendar's button for `date`, moving on a month at a time until it is shown. */
async function dayButton(dialog: Locator, date: string): Promise<Locator> {
  const button = dialog.locator(`[data-date="${date}"]`);
  for (let month = 0; month < 13 && (await button.count()) === 0; month += 1) await dialog.getByRole('button', { name: 'Neste måned' }).click();
  return button;
}

test.describe('public holidays', () => {
  test('closed by default on the schedule screen and named as closed in the booking calendar; bookable once switched off', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const holiday = nextHoliday();
    const name = nbResources.common.holiday[holiday.key];
    const title = `Helligdagsvask ${Date.now()}`;
    const { slug } = await aBookableService(page, browser, { title, instantBooking: true });

    // The provider sees the switch, on, on the schedule screen.
    await page.setViewportSize(desktop);
    await page.goto('/agent/tilgjengelighet');
    const closedOnHolidays = page.getByRole('switch', { name: 'Stengt på helligdager' });
    await expect(closedOnHolidays).toBeChecked();
    await expectAccessible(page, 'schedule editor with the holiday switch');
    await closedOnHolidays.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/holidays-schedule-nb-desktop.png` });
    await page.setViewportSize(phone);
    await closedOnHolidays.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/holidays-schedule-nb-phone.png` });
    const sixWeeks = page.getByRole('list', { name: 'Dagene de neste seks ukene' });
    await sixWeeks.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/holidays-schedule-calendar-nb-phone.png` });

    // A visitor's calendar names the holiday as closed.
    const visitorContext = await browser.newContext({ viewport: desktop });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/service/${slug}`);
    let dialog = await openBooking(visitor);
    let day = await dayButton(dialog, holiday.date);
    await expect(day).toHaveAttribute('aria-label', new RegExp(`, ${name} – stengt$`));
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText(`${name} – stengt`)).toBeVisible();
    await expectAccessible(visitor, 'booking calendar with a closed holiday');
    await visitor.screenshot({ path: `${shots}/holidays-calendar-nb-desktop.png` });
    await visitor.setViewportSize(phone);
    await visitor.reload();
    dialog = await openBooking(visitor);
    day = await dayButton(dialog, holiday.date);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText(`${name} – stengt`)).toBeVisible();
    await visitor.screenshot({ path: `${shots}/holidays-calendar-nb-phone.png` });

    // The provider switches it off (and books a year ahead, so the holiday is in reach).
    await page.setViewportSize(desktop);
    await closedOnHolidays.click();
    await expect(closedOnHolidays).not.toBeChecked();
    await page.getByRole('spinbutton', { name: 'Kan bestilles inntil (dager frem)' }).fill('365');
    await page.getByRole('button', { name: 'Lagre tilgjengeligheten' }).click();
    await expect(page.getByText('Tilgjengeligheten er lagret.').first()).toBeVisible();

    // Public availability may be up to 5 s old: look again until the day opens.
    await visitor.setViewportSize(desktop);
    await expect(async () => {
      await visitor.reload();
      const again = await dayButton(await openBooking(visitor), holiday.date);
      await expect(again).toHaveAttribute('aria-label', new RegExp(`, ${name}$`), { timeout: 1_000 });
      await expect(again).not.toHaveAttribute('aria-disabled', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await visitorContext.close();
  });
});
