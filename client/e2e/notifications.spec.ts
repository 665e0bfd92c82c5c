import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService, requestViaApi } from './support/bookings.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

test.describe('notification centre', () => {
  test.beforeEach(resetSendLimits);

  test('a provider sees a new booking request arrive on the bell without a reload, reads it and marks all read', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const title = `Vindusvask ${Date.now()}`;
    const { serviceId } = await aBookableService(page, browser, { title, owner: ['Vera', 'Varsel'] });

    await page.goto('/agent');
    const bell = page.getByRole('button', { name: /^Varsler/ });
    await expect(bell).toHaveAccessibleName('Varsler');
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);

    // The customer asks in their own browser; the provider's page is left as it is.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signUpViaApi(customerPage, aPerson('Kari', 'Kunde'));
    const { bookingId } = await requestViaApi(customerPage, serviceId);
    await customerContext.close();

    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await expect(bell).toHaveAccessibleName('Varsler, 1 ulest varsel');

    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const centre = page.getByRole('dialog', { name: 'Varsler' });
    const request = centre.getByRole('link', { name: new RegExp(`Ny bestillingsforespørsel på «${title}»`) });
    await expect(request).toBeVisible();
    await expect(request).toContainText('Ulest');
    await expectAccessible(page, 'notification centre open (nb)');
    await page.screenshot({ path: '/tmp/shots/notifications-nb-desktop.png' });

    await page.setViewportSize(phone);
    await expect(centre).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/notifications-nb-phone.png' });
    await page.setViewportSize(desktop);

    await centre.getByRole('button', { name: 'Merk alle som lest' }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(request).not.toContainText('Ulest');
    await centre.getByRole('button', { name: 'Uleste' }).click();
    await expect(centre.getByText('Du har ingen uleste varsler.')).toBeVisible();

    // Escape closes the centre and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(centre).toHaveCount(0);
    await expect(bell).toBeFocused();

    // The full list has the same notification, and it leads to the booking.
    await page.goto('/account/varsler');
    await expect(page.getByRole('heading', { level: 1, name: 'Varsler' })).toBeVisible();
    await page.setViewportSize(phone);
    await page.screenshot({ path: '/tmp/shots/notifications-page-nb-phone.png' });
    await page.setViewportSize(desktop);
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await expect(page).toHaveURL(new RegExp(`/agent/bestillinger/${bookingId}$`));
  });

  test('a customer turns off booking text messages in the account, and the choice stays @phone', async ({ page }) => {
    await signUpViaApi(page, aPerson('Siv', 'Stille'));
    await page.goto('/konto#notifications');
    const section = page.getByRole('region', { name: 'Varsler' });
    const bookings = section.getByRole('group', { name: 'Bestillinger' });
    await bookings.getByRole('switch', { name: 'SMS' }).click();
    await expect(page.getByText('Varslene er lagret', { exact: true })).toBeVisible();
    await expectAccessible(page, 'notification settings (nb)');
    await section.screenshot({ path: '/tmp/shots/notification-settings-nb-phone.png' });

    await page.reload();
    await expect(page.getByRole('region', { name: 'Varsler' }).getByRole('group', { name: 'Bestillinger' }).getByRole('switch', { name: 'SMS' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('region', { name: 'Varsler' }).getByRole('group', { name: 'Bestillinger' }).getByRole('switch', { name: 'E-post' })).toHaveAttribute('aria-checked', 'true');
    const stored = (await (await page.request.get('/api/user')).json()) as { notificationSettings: unknown };
    expect(stored.notificationSettings).toEqual({ bookings: { email: true, sms: false }, requests: { email: true, sms: true }, messages: { email: true, sms: true } });
  });
});
