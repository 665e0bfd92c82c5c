import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService } from './support/bookings.ts';
import { aCustomer, openChatViaApi } from './support/chats.ts';

const desktop = { width: 1280, height: 900 };
const shots = '/tmp/shots/chat';

/** A small real picture, as a phone camera would hand over: a hedge under a blue sky. */
async function aHedgePicture(): Promise<Buffer> {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#8ec5ff"/><circle cx="650" cy="120" r="60" fill="#ffd34d"/>
    <rect y="330" width="800" height="270" fill="#2f7d32"/><rect y="300" width="800" height="60" rx="30" fill="#3f9a43"/>
    <rect y="520" width="800" height="80" fill="#8d6e63"/></svg>`;
  return sharp(Buffer.from(drawing)).png().toBuffer();
}

test.describe('messages', () => {
  test.beforeEach(resetSendLimits);

  test('a customer writes from the provider profile and the two chat live, typing included', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const { providerId, ownerName } = await aBookableService(page, browser, { title: `Hekk ${Date.now()}`, owner: ['Mona', 'Melding'] });
    await page.goto('/agent/meldinger');
    await expect(page.getByRole('heading', { level: 1, name: 'Meldinger' })).toBeVisible();
    await expect(page.getByTestId('messages-badge')).toHaveCount(0);

    const customer = await aCustomer(browser, 'Kasper');
    await customer.goto(`/tilbyder/${providerId}`);
    await customer.getByRole('button', { name: 'Send melding' }).first().click();
    await expect(customer).toHaveURL(/\/account\/chat\/[0-9a-f-]{36}$/);
    const customerConversation = customer.getByTestId('conversation');
    await expect(customerConversation.getByRole('heading', { name: ownerName })).toBeVisible();
    await customer.getByLabel(`Melding til ${ownerName}`).fill('Hei! Kan du klippe hekken på lørdag?');
    await customer.keyboard.press('Enter');
    await expect(customerConversation.getByTestId('chat-message-mine')).toContainText('Kan du klippe hekken');
    await expect(customerConversation.getByTestId('chat-message-status').last()).toContainText('Sendt');

    // The provider's page was left alone: the badge and the list follow the message.
    await expect(page.getByTestId('messages-badge')).toHaveText('1');
    const line = page.getByTestId('chat-line').filter({ hasText: 'Kasper Kunde' });
    await expect(line).toContainText('Kan du klippe hekken');
    await expectAccessible(page, 'provider messages list (nb)');
    await line.click();
    const providerConversation = page.getByTestId('conversation');
    await expect(providerConversation.getByTestId('chat-message-theirs')).toContainText('Kan du klippe hekken på lørdag?');
    await expect(page.getByTestId('chat-new-divider')).toBeVisible();
    // Reading it clears the badge.
    await expect(page.getByTestId('messages-badge')).toHaveCount(0);

    const answerField = page.getByLabel('Melding til Kasper Kunde');
    await answerField.pressSequentially('Ja, det går fint', { delay: 20 });
    await expect(customerConversation.getByTestId('chat-typing')).toContainText(`${ownerName} skriver …`);
    await customer.screenshot({ path: `${shots}/customer-typing-nb-desktop.png` });
    await page.keyboard.press('Shift+Enter');
    await answerField.pressSequentially('klokka 10.');
    await page.keyboard.press('Enter');
    await expect(customerConversation.getByTestId('chat-message-theirs')).toContainText('Ja, det går fint\nklokka 10.');
    await expect(customerConversation.getByTestId('chat-typing')).toHaveCount(0);
    await expectAccessible(page, 'provider conversation (nb)');
    await expectAccessible(customer, 'customer conversation (nb)');
    await page.screenshot({ path: `${shots}/provider-conversation-nb-desktop.png` });
    await customer.screenshot({ path: `${shots}/customer-conversation-nb-desktop.png` });

    // The header link leads to the same conversation.
    await customer.goto('/');
    await customer.getByTestId('messages-link').click();
    await expect(customer.getByTestId('chat-line').filter({ hasText: ownerName })).toContainText('Ja, det går fint');
    await customer.context().close();
  });

  test('a customer sends a picture with a caption and the provider sees it live', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(desktop);
    const { providerId, ownerName } = await aBookableService(page, browser, { title: `Hekk ${Date.now()}`, owner: ['Bodil', 'Bilde'] });
    const customer = await aCustomer(browser, 'Petra');
    const chatId = await openChatViaApi(customer, providerId);
    const first = await customer.request.post(`/api/chats/${chatId}/messages`, { data: { clientId: crypto.randomUUID(), text: 'Hei! Jeg sender et bilde av hekken.' } });
    expect(first.ok()).toBe(true);

    await page.goto('/agent/meldinger');
    await page.getByTestId('chat-line').filter({ hasText: 'Petra Kunde' }).click();
    const providerConversation = page.getByTestId('conversation');
    await expect(providerConversation.getByTestId('chat-message-theirs')).toContainText('sender et bilde');

    await customer.goto(`/account/chat/${chatId}`);
    const customerConversation = customer.getByTestId('conversation');
    // The picture button is a real file field, reached with the keyboard from the conversation.
    await customer.getByLabel(`Melding til ${ownerName}`).focus();
    await customer.keyboard.press('Shift+Tab');
    await expect(customer.getByLabel('Bilde', { exact: true })).toBeFocused();
    await customer.getByLabel('Bilde', { exact: true }).setInputFiles({ name: 'hekk.png', mimeType: 'image/png', buffer: await aHedgePicture() });
    await expect(customer.getByRole('img', { name: 'Valgt bilde' })).toBeVisible();
    await customer.getByLabel(`Melding til ${ownerName}`).fill('Slik ser den ut nå');
    await customer.getByTestId('chat-composer').screenshot({ path: `${shots}/customer-picture-chosen-nb-desktop.png` });
    await customer.getByRole('button', { name: 'Send' }).click();

    const sentPicture = customerConversation.getByRole('img', { name: 'Bilde fra deg' });
    await expect(sentPicture).toHaveAttribute('src', /\/media\/uploads\/chat-pictures\/.+\.webp$/);
    await expect(customerConversation.getByTestId('chat-message-status').last()).toContainText('Sendt');
    await expect.poll(() => sentPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(800);

    // The provider's open conversation gets it live, with the caption.
    const received = providerConversation.getByRole('img', { name: 'Bilde fra Petra Kunde' });
    await expect(received).toBeVisible();
    await expect(providerConversation.getByTestId('chat-message-theirs').last()).toContainText('Slik ser den ut nå');
    await expect(received.locator('xpath=ancestor::a')).toHaveAttribute('target', '_blank');
    await expect.poll(() => received.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(800);
    await expectAccessible(customer, 'customer conversation with a picture (nb)');
    await expectAccessible(page, 'provider conversation with a picture (nb)');
    await customer.screenshot({ path: `${shots}/customer-picture-nb-desktop.png` });
    await page.screenshot({ path: `${shots}/provider-picture-nb-desktop.png` });

    // The list says what the last message is in words.
    await expect(page.getByTestId('chat-line').filter({ hasText: 'Petra Kunde' })).toContainText('Bilde: Slik ser den ut nå');

    // A file that is no picture is refused at once, in the person's language.
    await customer.getByLabel('Bilde', { exact: true }).setInputFiles({ name: 'faktura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect(customer.getByTestId('chat-composer').getByRole('alert')).toContainText('Filen er ikke et bilde');
    await customer.context().close();
  });

  test('a picture in the conversation on a phone @phone', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { providerId, ownerName } = await aBookableService(page, browser, { title: `Vinduer ${Date.now()}`, owner: ['Vilde', 'Vindu'] });
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await signUpViaApi(customer, aPerson('Mats', 'Mobil'));
    const chatId = await openChatViaApi(customer, providerId);
    await customer.goto(`/account/chat/${chatId}`);
    await customer.getByLabel('Bilde', { exact: true }).setInputFiles({ name: 'vindu.png', mimeType: 'image/png', buffer: await aHedgePicture() });
    await customer.getByRole('button', { name: 'Send' }).click();
    const sentPicture = customer.getByRole('img', { name: 'Bilde fra deg' });
    await expect(sentPicture).toHaveAttribute('src', /\/media\/uploads\/chat-pictures\//);
    await expect.poll(() => sentPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(800);
    expect(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(customer.getByLabel(`Melding til ${ownerName}`)).toBeVisible();
    await expectAccessible(customer, 'customer conversation with a picture (nb, phone)');
    await customer.screenshot({ path: `${shots}/customer-picture-nb-phone.png` });
    await customerContext.close();
  });

  test('the messages screen in English', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { providerId, ownerName } = await aBookableService(page, browser, { title: `Maling ${Date.now()}`, owner: ['Erik', 'English'] });
    const customer = await aCustomer(browser, 'Emma', { language: 'en' });
    const chatId = await openChatViaApi(customer, providerId);
    const sent = await customer.request.post(`/api/chats/${chatId}/messages`, { data: { clientId: crypto.randomUUID(), text: 'Hello there' } });
    expect(sent.ok()).toBe(true);

    await customer.goto('/account/chat');
    await expect(customer.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(customer.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    await customer.getByTestId('chat-line').filter({ hasText: ownerName }).click();
    await expect(customer.getByTestId('chat-message-mine')).toContainText('Hello there');
    await expect(customer.getByLabel(`Message to ${ownerName}`)).toBeVisible();
    await expect(customer.getByText('Choose a conversation on the left.')).toHaveCount(0);
    await expectAccessible(customer, 'customer conversation (en)');
    await customer.screenshot({ path: `${shots}/customer-conversation-en-desktop.png` });
    await customer.context().close();
  });

  test('on a phone the list leads to the conversation and back @phone', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const { providerId, ownerName } = await aBookableService(page, browser, { title: `Flyttevask ${Date.now()}`, owner: ['Pia', 'Telefonsen'] });
    const providerUserChat = page;
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await signUpViaApi(customer, aPerson('Petter', 'Mobil'));
    const chatId = await openChatViaApi(customer, providerId);
    const sent = await customer.request.post(`/api/chats/${chatId}/messages`, {
      data: { clientId: crypto.randomUUID(), text: 'Hei! Et ganske langt spørsmål om flyttevask som må brytes over flere linjer på en smal skjerm: tar dere med utstyr selv?' },
    });
    expect(sent.ok()).toBe(true);

    await providerUserChat.goto('/agent/meldinger');
    await expect(providerUserChat.getByTestId('chat-line').filter({ hasText: 'Petter Mobil' })).toBeVisible();
    // The sideways provider menu shows where the provider is.
    await expect(providerUserChat.locator('nav a[aria-current="page"]')).toBeInViewport();
    await providerUserChat.screenshot({ path: `${shots}/provider-list-nb-phone.png` });

    await customer.goto('/account/chat');
    await expect(customer.getByRole('heading', { level: 1, name: 'Meldinger' })).toBeVisible();
    await customer.screenshot({ path: `${shots}/customer-list-nb-phone.png` });
    await customer.getByTestId('chat-line').filter({ hasText: ownerName }).click();
    await expect(customer.getByTestId('chat-message-mine')).toContainText('tar dere med utstyr selv?');
    // The list gives way to the conversation; nothing is wider than the screen.
    await expect(customer.getByTestId('chat-list')).toBeHidden();
    expect(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await customer.getByLabel(`Melding til ${ownerName}`).fill('Og vinduene?');
    await customer.getByRole('button', { name: 'Send' }).click();
    await expect(customer.getByTestId('chat-message-mine').last()).toContainText('Og vinduene?');
    await expectAccessible(customer, 'customer conversation (nb, phone)');
    await customer.screenshot({ path: `${shots}/customer-conversation-nb-phone.png` });
    await customer.getByRole('link', { name: 'Alle samtaler' }).click();
    await expect(customer).toHaveURL(/\/account\/chat$/);
    await expect(customer.getByTestId('chat-list')).toBeVisible();
    await customerContext.close();
  });
});
