import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService, firstFreeStart, osloDay } from './support/bookings.ts';
import { payCheckoutViaApi, payOnTestCheckout } from './support/payments.ts';

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
const shots = '/tmp/shots/cards';
mkdirSync(shots, { recursive: true });

/** The page at both widths the product is drawn for, back at the desktop width afterwards. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize(phone);
  await page.screenshot({ path: `${shots}/${name}-390.png` });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${shots}/${name}-1280.png` });
}

type Pair = { provider: Page; customer: Page; chatId: string; bookingId: string; title: string; ownerName: string; startsAt: string };

/**
 * A provider (signed in on `page`) and a customer in a browser of their own with a paid, confirmed
 * booking between them, and the chat the booking opened.
 */
async function aPairWithABooking(page: Page, browser: Browser, owner: [string, string], customerName: string, language: 'nb' | 'en' = 'nb'): Promise<Pair> {
  await page.setViewportSize(desktop);
  const title = `Vask ${Date.now()}`;
  // Four days' notice keeps the booking movable by the change-time rules.
  const { serviceId, providerId, ownerName } = await aBookableService(page, browser, { title, owner, instantBooking: true, noticeHours: 96 });
  const context = await browser.newContext({ viewport: desktop });
  if (language === 'en') await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const customer = await context.newPage();
  await signUpViaApi(customer, aPerson(customerName, 'Kunde'));
  const startTime = await firstFreeStart(customer, serviceId);
  const created = await customer.request.post('/api/booking', {
    data: { serviceId, startTime, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [], paymentMethod: 'card', acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: string; checkout: { paymentId: string; url: string } | null };
  if (booking.checkout) await payCheckoutViaApi(customer, booking.checkout);
  const opened = await customer.request.post('/api/chats', { data: { providerId } });
  expect(opened.ok(), await opened.text()).toBe(true);
  const chatId = ((await opened.json()) as { id: string }).id;
  return { provider: page, customer, chatId, bookingId: booking.id, title, ownerName, startsAt: startTime };
}

const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('notification-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

const unreadOnServer = async (page: Page) => ((await (await page.request.get('/api/notifications/unread-count')).json()) as { count: number }).count;

test.describe('cards in the chat', () => {
  test.beforeEach(resetSendLimits);

  test('the provider offers an add-on, the customer sees it live, accepts and pays, and both see it paid', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const { provider, customer, chatId, bookingId, title } = await aPairWithABooking(page, browser, ['Tor', 'Tillegg'], 'Kaja');

    await customer.goto(`/account/chat/${chatId}`);
    const customerConversation = customer.getByTestId('conversation');
    // The booking's own line: the confirmation, with its booking to open.
    await expect(customerConversation.getByTestId('chat-system-line').filter({ hasText: 'er betalt og bekreftet' })).toBeVisible();
    await expect(customerConversation.getByRole('link', { name: /^Se bestillingen: Bestillingen av/ })).toHaveAttribute('href', `/account/bestillinger/${bookingId}`);
    // The badge has loaded and shows what the server counts, before anything new arrives.
    await expect.poll(async () => (await unreadOnServer(customer)) - (await badgeCount(customer))).toBe(0);
    const badgeBefore = await badgeCount(customer);

    await provider.goto(`/agent/meldinger/${chatId}`);
    const providerConversation = provider.getByTestId('conversation');
    await expect(providerConversation.getByRole('link', { name: /^Se bestillingen: Bestillingen av/ })).toHaveAttribute('href', `/agent/bestillinger/${bookingId}`);
    await providerConversation.getByRole('button', { name: 'Tilby tillegg' }).click();
    const dialog = provider.getByRole('dialog', { name: 'Tilby tillegg' });
    await expect(dialog.getByTestId('chat-dialog-booking')).toContainText(title);
    await dialog.getByRole('button', { name: 'Send tilbud' }).click();
    await expect(dialog.getByText('Feltet er påkrevd').first()).toBeVisible();
    await dialog.getByLabel('Pris i kroner').fill('12,345');
    await dialog.getByRole('button', { name: 'Send tilbud' }).click();
    await expect(dialog.getByText('Oppgi prisen i kroner med høyst 2 desimaler.')).toBeVisible();
    await expectAccessible(provider, 'add-on dialog with errors');
    await shoot(provider, 'addon-dialog-errors');
    await dialog.getByLabel('Hva tilbyr du?').fill('Vask av balkong');
    await dialog.getByLabel('Beskrivelse').fill('Spyling og vask av balkonggulv og rekkverk.');
    await dialog.getByLabel('Pris i kroner').fill('1 250,50');
    await dialog.getByRole('button', { name: 'Send tilbud' }).click();
    await expect(dialog).toHaveCount(0);

    const providerCard = providerConversation.getByTestId('addon-offer-card');
    await expect(providerCard).toContainText('Venter på svar');
    await expect(providerCard.getByRole('button', { name: 'Trekk tilbake tillegget «Vask av balkong»' })).toBeVisible();

    // The customer's page was left alone: the card, its live announcement and the bell follow.
    const card = customerConversation.getByTestId('addon-offer-card');
    await expect(card).toContainText('Vask av balkong');
    await expect(card.getByTestId('addon-offer-price')).toHaveText('1\u00a0250,50\u00a0kr');
    await expect(card).toContainText('Venter på svar');
    await expect(customer.getByTestId('chat-announcer')).toHaveText('Tilbud om tillegg «Vask av balkong», 1\u00a0250,50\u00a0kr: Venter på svar');
    await expect.poll(() => badgeCount(customer)).toBe(badgeBefore + 1);
    await expectAccessible(customer, 'customer chat with an add-on offer');
    await shoot(customer, 'addon-offer-customer');

    await card.getByRole('button', { name: 'Godta og betal tillegget «Vask av balkong», 1\u00a0250,50\u00a0kr' }).click();
    await payOnTestCheckout(customer);

    // The checkout returns to the conversation, which says how the payment went.
    await expect(customer).toHaveURL(new RegExp(`/account/chat/${chatId}\\?betaling=`));
    await expect(customer.getByRole('status').filter({ hasText: 'Takk! Tillegget er betalt og lagt til bestillingen.' })).toBeVisible();
    await expect(customerConversation.getByTestId('addon-offer-card')).toContainText('Betalt');
    await expect(customerConversation.getByTestId('addon-offer-card').getByRole('button')).toHaveCount(0);
    await expect(customerConversation.getByTestId('chat-system-line').filter({ hasText: 'Tillegget «Vask av balkong» er betalt og lagt til bestillingen.' })).toBeVisible();
    await expect(providerCard).toContainText('Betalt');
    await expect(providerCard.getByRole('button')).toHaveCount(0);
    await expectAccessible(customer, 'customer chat with a paid add-on');
    await shoot(customer, 'addon-paid-customer');
    await shoot(provider, 'addon-paid-provider');

    // The pair's bookings, folded under one line of the header, lead to each side's own page.
    const providerRelated = providerConversation.getByTestId('chat-related');
    await providerRelated.getByText('Bestillinger og forespørsler (1)').click();
    await expect(providerRelated.getByRole('link', { name: new RegExp(`^${title}.*Ordre `) })).toHaveAttribute('href', `/agent/bestillinger/${bookingId}`);
    const related = customerConversation.getByTestId('chat-related');
    await related.getByText('Bestillinger og forespørsler (1)').click();
    const bookingLink = related.getByRole('link', { name: new RegExp(`^${title}.*Ordre .*Bekreftet$`) });
    await expect(bookingLink).toBeVisible();
    await expectAccessible(customer, 'customer chat with its bookings unfolded');
    await shoot(customer, 'related-customer');
    await shoot(provider, 'related-provider');
    await bookingLink.click();
    await expect(customer).toHaveURL(`/account/bestillinger/${bookingId}`);
    await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(customer.getByText('Vask av balkong').first()).toBeVisible();
    await customer.context().close();
  });

  test('the customer proposes a new time and the provider accepts it; the booking moves', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const { provider, customer, chatId, bookingId, startsAt } = await aPairWithABooking(page, browser, ['Tone', 'Tidsen'], 'Knut');

    await customer.goto(`/account/chat/${chatId}`);
    const customerConversation = customer.getByTestId('conversation');
    await expect(customerConversation.getByRole('button', { name: 'Tilby tillegg' })).toHaveCount(0);
    await customerConversation.getByRole('button', { name: 'Foreslå ny tid' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Foreslå ny tid' });
    await dialog.getByRole('button', { name: 'Send forslag' }).click();
    await expect(dialog.getByText('Velg en dag.')).toBeVisible();
    await expect(dialog.getByRole('grid')).toBeVisible();
    const freeDays = dialog.locator(`[data-date]:not([aria-disabled="true"]):not([data-date="${osloDay(startsAt)}"])`);
    if ((await freeDays.count()) === 0) await dialog.getByRole('button', { name: 'Neste måned' }).click();
    const otherDay = await freeDays.first().getAttribute('data-date');
    await freeDays.first().click();
    await dialog.getByRole('radio').first().click();
    await expectAccessible(customer, 'propose a new time dialog');
    await shoot(customer, 'reschedule-dialog');
    await dialog.getByRole('button', { name: 'Send forslag' }).click();
    await expect(dialog).toHaveCount(0);

    const mine = customerConversation.getByTestId('reschedule-card');
    await expect(mine).toContainText('Du foreslo ny tid.');
    await expect(mine).toContainText('Venter');
    await expect(mine.getByRole('button')).toHaveCount(0);

    await provider.goto(`/agent/meldinger/${chatId}`);
    const card = provider.getByTestId('conversation').getByTestId('reschedule-card');
    await expect(card).toContainText('Knut Kunde foreslo ny tid.');
    await expect(card).toContainText(/Svar innen /);
    await expectAccessible(provider, 'provider chat with a proposed time');
    await shoot(provider, 'reschedule-provider');
    await card.getByRole('button', { name: /^Godta ny tid / }).click();
    await expect(card).toContainText('Godtatt');
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(mine).toContainText('Godtatt');
    await shoot(customer, 'reschedule-accepted-customer');

    const moved = (await (await customer.request.get(`/api/booking/${bookingId}`)).json()) as { startsAt: string };
    expect(osloDay(moved.startsAt)).toBe(otherDay);
    await customer.goto(`/account/bestillinger/${bookingId}`);
    // The booking page says when as the chat does: `lør. 21. nov.` and the start's time.
    const at = new Date(moved.startsAt);
    const day = new Intl.DateTimeFormat('nb-NO', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Europe/Oslo' }).format(at);
    const time = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Oslo' }).format(at);
    await expect(customer.getByText(day).first()).toBeVisible();
    await expect(customer.getByText(new RegExp(time)).first()).toBeVisible();
    await customer.context().close();
  });

  test('in English, the provider sees the customer decline an add-on', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const { provider, customer, chatId, bookingId } = await aPairWithABooking(page, browser, ['Eli', 'English'], 'Emma', 'en');
    const offered = await provider.request.post(`/api/booking/extraPurchase/${bookingId}/create`, { data: { title: 'Oven cleaning', description: '', unitPrice: 400 } });
    expect(offered.status(), await offered.text()).toBe(201);

    await customer.goto(`/account/chat/${chatId}`);
    const card = customer.getByTestId('conversation').getByTestId('addon-offer-card');
    await expect(card).toContainText('Awaiting reply');
    await expect(card.getByTestId('addon-offer-price')).toHaveText('400\u00a0kr');
    await expect(customer.getByTestId('chat-system-line').first()).toContainText('is paid and confirmed');
    await expectAccessible(customer, 'customer chat with an add-on offer (en)');
    await shoot(customer, 'addon-offer-customer-en');
    await card.getByRole('button', { name: 'Decline the add-on “Oven cleaning”' }).click();
    await expect(card).toContainText('Declined');
    await expect(card.getByRole('button')).toHaveCount(0);

    await provider.goto(`/agent/meldinger/${chatId}`);
    await expect(provider.getByTestId('conversation').getByTestId('addon-offer-card')).toContainText('Avslått');
    await customer.context().close();
  });
});
