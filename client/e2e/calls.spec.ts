import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, signUpViaApi } from './support/accounts.ts';
import { aBookableService } from './support/bookings.ts';
import { aCustomer, openChatViaApi } from './support/chats.ts';

const desktop = { width: 1280, height: 900 };
const shots = '/tmp/shots/calls';

// Chromium's fake camera and microphone (a test pattern and a beep; playwright.config.ts), allowed here.
test.use({ permissions: ['microphone', 'camera'] });

const media = { permissions: ['microphone', 'camera'] };

test.describe('calls', () => {
  test('a customer video-calls the provider from the conversation; they talk, mute and hang up', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const { providerId, ownerName } = await aBookableService(page, browser, { title: `Samtale ${Date.now()}`, owner: ['Vera', 'Video'] });
    await page.goto('/agent/meldinger');

    const customer = await aCustomer(browser, 'Kari', media);
    const chatId = await openChatViaApi(customer, providerId);
    await customer.goto(`/account/chat/${chatId}`);
    await customer.getByRole('link', { name: `Videosamtale med ${ownerName}` }).click();
    await expect(customer.getByTestId('call-status')).toHaveText('Ringer …');

    const prompt = page.getByRole('alertdialog', { name: 'Kari Kunde ringer deg' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Svar' })).toBeFocused();
    await expectAccessible(page, 'incoming call (nb)');
    await prompt.getByRole('button', { name: 'Svar' }).click();
    await expect(page).toHaveURL(/\/account\/chat\/call\?call=[0-9a-f-]{36}$/);

    await expect(page.getByTestId('call-status')).toHaveText('I samtale', { timeout: 30_000 });
    await expect(customer.getByTestId('call-status')).toHaveText('I samtale');
    await expect(customer.getByTestId('call-elapsed')).toHaveText(/^00:0[1-9]$/);
    // The fake camera's picture arrives on the other side.
    await expect.poll(() => page.getByTestId('call-remote-video').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    await expectAccessible(customer, 'call screen (nb)');
    await customer.screenshot({ path: `${shots}/ongoing-video-nb-desktop.png` });

    // M mutes from the keyboard; the button says so and undoes it.
    const mute = customer.getByRole('button', { name: 'Demp' });
    await expect(mute).toHaveAttribute('aria-keyshortcuts', 'M');
    await customer.keyboard.press('m');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');

    await customer.getByRole('button', { name: 'Legg på' }).click();
    await expect(customer.getByTestId('call-status')).toHaveText('Samtalen er avsluttet');
    await expect(page.getByTestId('call-status')).toHaveText('Samtalen er avsluttet');
    await expect(page.getByRole('link', { name: 'Tilbake til meldingene' })).toHaveAttribute('href', `/agent/meldinger/${chatId}`);
    await expectAccessible(page, 'call ended (nb)');
    await page.screenshot({ path: `${shots}/ended-nb-desktop.png` });

    // The conversation keeps a line of the call, with its length.
    await page.getByRole('link', { name: 'Tilbake til meldingene' }).click();
    await expect(page.getByTestId('conversation').getByTestId('chat-system-line').last()).toHaveText(/^Samtale, 0 min \d+ s\.$/);
  });

  test('nobody online to answer: the caller hears so at once, and the provider finds a missed call', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const { providerId, ownerName } = await aBookableService(page, browser, { title: `Tapt ${Date.now()}`, owner: ['Tor', 'Tapt'] });
    // The provider closes the app: no device of theirs is online.
    await page.goto('about:blank');

    const customer = await aCustomer(browser, 'Kari', media);
    const chatId = await openChatViaApi(customer, providerId);
    await customer.goto(`/account/chat/${chatId}`);
    await customer.getByRole('link', { name: `Ring ${ownerName}` }).click();
    await expect(customer.getByTestId('call-status')).toHaveText('Ingen svarte');
    await expect(customer.getByText(`${ownerName} er ikke pålogget akkurat nå. Send gjerne en melding i stedet.`)).toBeVisible();
    await customer.screenshot({ path: `${shots}/missed-offline-nb-desktop.png` });

    await page.goto(`/agent/meldinger/${chatId}`);
    await expect(page.getByTestId('conversation').getByTestId('chat-system-line').last()).toHaveText('Tapt anrop.');
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await page.getByRole('button', { name: /^Varsler/ }).click();
    const missed = page.getByRole('dialog', { name: 'Varsler' }).getByRole('link', { name: /Tapt anrop fra Kari Kunde/ });
    await expect(missed).toHaveAttribute('href', `/agent/meldinger/${chatId}`);
  });

  test('a blocked microphone gets a clear screen, and trying again after allowing it calls (English, phone) @phone', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { providerId, ownerName } = await aBookableService(page, browser, { title: `Mic ${Date.now()}`, owner: ['Mia', 'Mikrofon'] });
    await page.goto('/agent');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, permissions: [] });
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const customer = await context.newPage();
    await signUpViaApi(customer, aPerson('Ola', 'Kunde'));
    const chatId = await openChatViaApi(customer, providerId);
    await customer.goto(`/account/chat/${chatId}`);
    await customer.getByRole('link', { name: `Call ${ownerName}` }).click();
    await expect(customer.getByRole('heading', { name: 'You have not allowed the microphone' })).toBeVisible();
    await expect(customer.getByText(/Allow the microphone .* in your browser's site settings/)).toBeVisible();
    await expectAccessible(customer, 'microphone not allowed (en, phone)');
    await customer.screenshot({ path: `${shots}/permission-denied-en-phone.png` });
    // Nothing rang meanwhile.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await context.grantPermissions(['microphone', 'camera']);
    await customer.getByRole('button', { name: 'Try again' }).click();
    await expect(customer.getByTestId('call-status')).toHaveText('Calling …');
    await expect(page.getByRole('alertdialog', { name: 'Ola Kunde ringer deg' })).toBeVisible();
    await customer.screenshot({ path: `${shots}/calling-en-phone.png` });
    await customer.getByRole('button', { name: 'Hang up' }).click();
    await expect(customer.getByTestId('call-status')).toHaveText('The call was cancelled');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await context.close();
  });

  test('a provider calls a customer from the provider area; the customer declines and the provider hears so', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const { providerId, ownerName } = await aBookableService(page, browser, { title: `Avvist ${Date.now()}`, owner: ['Dag', 'Demper'] });
    const customer = await aCustomer(browser, 'Per', media);
    const chatId = await openChatViaApi(customer, providerId);
    await customer.goto('/account/chat');

    await page.goto(`/agent/meldinger/${chatId}`);
    await page.getByRole('link', { name: 'Ring Per Kunde' }).click();
    await expect(page.getByTestId('call-status')).toHaveText('Ringer …');

    const prompt = customer.getByRole('alertdialog', { name: `${ownerName} ringer deg` });
    await expect(prompt).toContainText('Lydsamtale');
    await expectAccessible(customer, 'incoming voice call (nb)');
    await customer.screenshot({ path: `${shots}/incoming-voice-nb-desktop.png` });
    await prompt.getByRole('button', { name: 'Avvis' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(page.getByTestId('call-status')).toHaveText('Avvist');
    await expect(page.getByRole('link', { name: 'Tilbake til meldingene' })).toHaveAttribute('href', `/agent/meldinger/${chatId}`);
    await customer.goto(`/account/chat/${chatId}`);
    await expect(customer.getByTestId('conversation').getByTestId('chat-system-line').last()).toHaveText('Anropet ble avvist.');
  });

  test('leaving the call page or closing the tab ends the call for the other side too', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const { providerId, ownerName } = await aBookableService(page, browser, { title: `Forlat ${Date.now()}`, owner: ['Lise', 'Lyd'] });
    await page.goto('/agent');
    const customer = await aCustomer(browser, 'Siri', media);
    const chatId = await openChatViaApi(customer, providerId);
    await customer.goto(`/account/chat/${chatId}`);
    await customer.getByRole('link', { name: `Ring ${ownerName}` }).click();
    await page.getByRole('alertdialog', { name: 'Siri Kunde ringer deg' }).getByRole('button', { name: 'Svar' }).click();
    await expect(customer.getByTestId('call-status')).toHaveText('I samtale', { timeout: 30_000 });
    await expect(page.getByTestId('call-status')).toHaveText('I samtale');

    // The customer goes back to the messages in the middle of the call.
    await customer.getByRole('link', { name: 'Tilbake til meldingene' }).click();
    await expect(customer).toHaveURL(new RegExp(`/account/chat/${chatId}$`));
    await expect(page.getByTestId('call-status')).toHaveText('Samtalen er avsluttet');
    await expect(customer.getByTestId('conversation').getByTestId('chat-system-line').last()).toHaveText(/^Samtale, 0 min \d+ s\.$/);

    // Again (the provider still on the ended call's page, whose connection rings too), and this time the customer closes the tab.
    await customer.getByRole('link', { name: `Ring ${ownerName}` }).click();
    await page.getByRole('alertdialog', { name: 'Siri Kunde ringer deg' }).getByRole('button', { name: 'Svar' }).click();
    await expect(page.getByTestId('call-status')).toHaveText('I samtale', { timeout: 30_000 });
    await customer.close({ runBeforeUnload: true });
    await expect(page.getByTestId('call-status')).toHaveText('Samtalen er avsluttet');
  });
});
