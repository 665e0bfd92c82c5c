import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, blockUser, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService, requestViaApi } from './support/bookings.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await page.setViewportSize(phone);
  await page.screenshot({ path: `/tmp/shots/${name}-phone.png` });
  await page.setViewportSize(desktop);
}

test.describe('front page alert for accepted requests', () => {
  test.beforeEach(resetSendLimits);

  test('the customer sees that the provider accepted, follows the pay link to the booking, and can still read it when blocked', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);

    // Signed out, the front page asks nothing about bookings.
    const bookingCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/booking')) bookingCalls.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(bookingCalls).toEqual([]);

    const providerContext = await browser.newContext();
    const providerPage = await providerContext.newPage();
    const { serviceId } = await aBookableService(providerPage, browser, { title: 'Flyttevask av leilighet', owner: ['Kari', 'Vask'], noticeHours: 24 });

    const customer = aPerson('Ola', 'Kunde');
    await signUpViaApi(page, customer);
    const { bookingId } = await requestViaApi(page, serviceId);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status', { name: /godtatt og venter på betaling/ })).toHaveCount(0);

    const accepted = await providerPage.request.post(`/api/booking/${bookingId}/accept`);
    expect(accepted.ok(), await accepted.text()).toBe(true);
    const paymentDueBy = new Date(((await accepted.json()) as { paymentDueBy: string }).paymentDueBy);
    await providerContext.close();

    await page.reload();
    const alert = page.getByRole('status', { name: 'En forespørsel er godtatt og venter på betaling' });
    await expect(alert).toBeVisible();
    await expect(alert.getByText('Flyttevask av leilighet er godtatt av Kari Vask.')).toBeVisible();
    const due = {
      date: new Intl.DateTimeFormat('nb-NO', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Europe/Oslo' }).format(paymentDueBy),
      time: new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' }).format(paymentDueBy),
    };
    await expect(alert).toContainText(`Betal innen ${due.date} kl. ${due.time}, ellers utløper bestillingen.`);
    await expectAccessible(page, 'front page with payment alert (nb)');
    await shoot(page, 'booking-alert-nb');

    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.reload();
    const english = page.getByRole('status', { name: 'A request was accepted and waits for payment' });
    await expect(english.getByText('Flyttevask av leilighet was accepted by Kari Vask.')).toBeVisible();
    await expectAccessible(page, 'front page with payment alert (en)');
    await shoot(page, 'booking-alert-en');

    await english.getByRole('link', { name: 'Pay now for Flyttevask av leilighet' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/bestillinger/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ }).first()).toBeVisible();

    // Blocked, the customer is kept to the account area but still reads their bookings.
    blockUser(customer.email, 'Ta kontakt med kundeservice.');
    await page.goto('/account/bestillinger');
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Flyttevask av leilighet' })).toBeVisible();
    await page.goto(`/account/bestillinger/${bookingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Flyttevask av leilighet' })).toBeVisible();
    const cancel = await page.request.post(`/api/booking/${bookingId}/cancel`, { data: {} });
    expect(cancel.status()).toBe(403);
    expect(((await cancel.json()) as { data: { key: string } }).data.key).toBe('error.user.blocked');
    await shoot(page, 'booking-blocked-detail');
  });
});
