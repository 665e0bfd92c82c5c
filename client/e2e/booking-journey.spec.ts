import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService, osloDay, setInstantBooking } from './support/bookings.ts';
import { payOnTestCheckout } from './support/payments.ts';
import { wholePage } from './support/app.ts';

const title = 'Storrengjøring av huset';

/** Tomorrow on Oslo's calendar: a whole working day, whatever the hour the suite runs. */
function tomorrow(): string {
  return osloDay(new Date(Date.now() + 24 * 3_600_000));
}

/** Opens the booking dialog on the service page and picks `day` and the start `time` (HH:MM). */
async function pickTime(page: Page, slug: string, button: string, day: string, time: string): Promise<Locator> {
  await page.goto(`/service/${slug}`);
  await page.getByRole('complementary').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  const dayButton = dialog.locator(`[data-date="${day}"]`);
  await expect(dialog.getByRole('grid')).toBeVisible();
  if ((await dayButton.count()) === 0) await dialog.getByRole('button', { name: 'Neste måned' }).click();
  await dayButton.click();
  await dialog.getByRole('radiogroup', { name: /Ledige tidspunkter/ }).getByRole('radio', { name: time, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Gateadresse' }).fill('Storgata 1');
  await dialog.getByRole('textbox', { name: 'Postnummer' }).fill('0155');
  return dialog;
}

test.describe('booking journey', () => {
  test.beforeEach(resetSendLimits);

  test('one customer books directly, another requests, the provider accepts, the customer pays, and the provider sees both in the calendar', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const day = tomorrow();
    const service = await aBookableService(page, browser, { title, instantBooking: true });

    // The first customer books and pays at once.
    const first = await browser.newContext();
    const firstPage = await first.newPage();
    const anna = aPerson('Anna', 'Direkte');
    await signUpViaApi(firstPage, anna);
    const direct = await pickTime(firstPage, service.slug, 'Bestill', day, '10:00');
    await direct.getByRole('radio', { name: 'Kort' }).click();
    await direct.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    await direct.getByRole('button', { name: 'Bekreft og betal' }).click();
    await payOnTestCheckout(firstPage);
    await expect(firstPage.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeVisible();
    await first.close();

    // The provider now answers requests instead; the second customer asks for the afternoon.
    await setInstantBooking(page, service.providerId, false);
    const second = await browser.newContext();
    const secondPage = await second.newPage();
    const bjorn = aPerson('Bjarne', 'Forespør');
    await signUpViaApi(secondPage, bjorn);
    const request = await pickTime(secondPage, service.slug, 'Send forespørsel', day, '14:00');
    await request.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    await request.getByRole('button', { name: 'Send forespørsel' }).click();
    await expect(secondPage.getByRole('heading', { level: 1, name: 'Forespørselen er sendt' })).toBeVisible();
    const bookingId = /\/bestilling\/([0-9a-f-]{36})$/.exec(secondPage.url())?.[1];
    expect(bookingId, 'the success page names the booking').toBeTruthy();

    // The provider accepts it from the pending list.
    await page.goto('/agent/bestillinger/liste/venter');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByText(`${bjorn.firstName} ${bjorn.lastName}`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Godta forespørselen' }).click();
    await expect(page.getByText('Venter på betaling').first()).toBeVisible();

    // The customer confirms and pays.
    await secondPage.goto(`/account/bestillinger/${bookingId}`);
    await secondPage.getByRole('button', { name: 'Betal og bekreft' }).click();
    const pay = secondPage.getByRole('dialog', { name: 'Betal og bekreft bestillingen' });
    await pay.getByRole('radio', { name: /Kort/ }).click();
    await pay.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    await expectAccessible(secondPage, 'pay dialog');
    await pay.getByRole('button', { name: /^Betal / }).click();
    await payOnTestCheckout(secondPage);
    await expect(secondPage.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeVisible();
    await second.close();

    // Both bookings are in the provider's week.
    await page.goto(`/agent/bestillinger/kalender?visning=uke&dag=${day}`);
    const entries = page.getByRole('link', { name: new RegExp(`${title}.*Bekreftet`) });
    await expect(entries).toHaveCount(2);
    await expect(page.getByRole('link', { name: new RegExp(`^10:00–12:00, ${title}, ${anna.firstName} ${anna.lastName}, Bekreftet$`) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^14:00–16:00, ${title}, ${bjorn.firstName} ${bjorn.lastName}, Bekreftet$`) })).toBeVisible();
    await expectAccessible(page, 'calendar with both bookings');
    await page.screenshot({ path: '/tmp/shots/journey-calendar.png', ...wholePage });
  });
});
