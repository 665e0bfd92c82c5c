import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, e164, loginCodeFromOutbox, outboxCount, signUpViaApi, signUpWithRequest } from './support/accounts.ts';
import { screenshotDir, useLanguage, wholePage } from './support/app.ts';
import { aBookableService, firstFreeStart } from './support/bookings.ts';

/** Base64 of the form's JSON as UTF-8, as a landing page would put it in the address (spec §4). */
const formParam = (form: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(form), 'utf8').toString('base64'));

async function cleaningCategoryId(request: APIRequestContext): Promise<string> {
  const categories = (await (await request.get('/api/explore/categories')).json()) as { id: string; slug: string }[];
  return categories.find((category) => category.slug === 'rengjoring')?.id ?? '';
}

/** Spec §2 custom-request wizard, §4 draft and form in URL. */
test.describe('custom request', () => {
  test('a visitor describes the job in four steps, signs in at "send", and the request is sent', async ({ page, request }) => {
    // Four steps checked by axe and a sign-in by SMS code: longer than one screen's test.
    test.setTimeout(150_000);
    const kari = aPerson('Kari');
    // Kari has an account, but this browser is not signed in.
    await signUpWithRequest(request, kari);

    await page.goto('/foresporsel');
    await expect(page).toHaveURL(/\/foresporsel\/steg\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beskriv oppdraget' })).toBeFocused();
    await page.getByLabel('Kategori').selectOption({ label: 'Rengjøring' });
    await page.getByRole('textbox', { name: 'Tittel' }).fill('Flyttevask av treroms på Majorstuen');
    await page.getByRole('textbox', { name: 'Beskrivelse' }).fill('Tre rom og kjøkken, 70 kvadratmeter. Vinduer innvendig.');
    await page.getByRole('radio', { name: 'Flyttevask' }).click();
    await expect(page.getByText('Steg 1 av 4: Oppdraget')).toBeVisible();
    await expectAccessible(page, 'step 1');
    await page.screenshot({ path: `${screenshotDir}/custom-request-step1-nb-desktop.png`, ...wholePage });
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page).toHaveURL(/\/steg\/2$/);
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect(page.getByText('Velg en dato')).toBeVisible();
    await expect(page.getByText('Velg en adresse')).toBeVisible();
    await page.getByRole('group', { name: 'Når' }).getByRole('checkbox', { name: 'Ikke bestemt ennå' }).click();
    await page.getByRole('textbox', { name: 'Gateadresse' }).fill('Kirkeveien 10');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('0368');
    await expectAccessible(page, 'step 2');
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page).toHaveURL(/\/steg\/3$/);
    await page.getByRole('switch', { name: /Send til alle som passer/ }).click();
    await expectAccessible(page, 'step 3');
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page).toHaveURL(/\/steg\/4$/);
    await expect(page.getByText('Flyttevask av treroms på Majorstuen')).toBeVisible();
    await expect(page.getByText('Kirkeveien 10, 0368')).toBeVisible();
    await expectAccessible(page, 'review');
    await page.screenshot({ path: `${screenshotDir}/custom-request-review-nb-desktop.png`, ...wholePage });

    await page.getByRole('button', { name: 'Logg inn og send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logg inn' });
    await dialog.getByRole('textbox', { name: 'Mobilnummer' }).fill(kari.phone);
    const seen = await outboxCount(page.request, e164(kari.phone));
    await dialog.getByRole('button', { name: 'Send kode' }).click();
    await dialog.getByRole('textbox', { name: 'Kode på 6 siffer' }).fill(await loginCodeFromOutbox(page.request, kari.phone, seen));
    await dialog.getByRole('button', { name: 'Logg inn' }).click();

    // Signed in, the wizard goes on and sends what Kari asked it to.
    await expect(page).toHaveURL(/\/foresporsel\/suksess$/);
    const mine = (await (await page.request.get('/api/customRequests/customer')).json()) as { data: { title: string; status: string }[] };
    expect(mine.data.map((item) => [item.title, item.status])).toEqual([['Flyttevask av treroms på Majorstuen', 'OPEN']]);
    // A new request starts from an empty form.
    await page.goto('/foresporsel');
    await expect(page.getByRole('textbox', { name: 'Tittel' })).toHaveValue('');
  });

  test('sends a request carried in the address, for a custom job or a service, and goes home with one that cannot be read', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const providerPage = await browser.newPage();
    const serviceTitle = `Hjemmevask ${Date.now()}`;
    const { serviceId } = await aBookableService(providerPage, browser, { title: serviceTitle, owner: ['Siri', 'Skrubb'] });
    const startTime = await firstFreeStart(providerPage, serviceId);
    await providerPage.close();
    const ola = aPerson('Ola');
    await signUpViaApi(page, ola);
    const categoryId = await cleaningCategoryId(page.request);
    const dto = { categoryId, title: 'Vask etter oppussing', description: 'Støv overalt etter ny kjøkkeninnredning.', startTime: null, deliveryPlace: null, sendToAll: true };

    await page.goto(`/foresporsel?form=${formParam(dto)}`);
    await expect(page).toHaveURL(/\/foresporsel\/suksess$/);
    const mine = (await (await page.request.get('/api/customRequests/customer')).json()) as { data: { title: string }[] };
    expect(mine.data.map((item) => item.title)).toEqual(['Vask etter oppussing']);

    // With a service in it, the form asks that provider for that start.
    const booking = { serviceId, startTime, deliveryPlace: { street: 'Storgata 1', postalCode: '0155' }, addons: [] };
    await page.goto(`/foresporsel?form=${formParam(booking)}`);
    await expect(page).toHaveURL(/\/foresporsel\/suksess$/);
    await expectAccessible(page, 'sent from the address');
    const bookings = (await (await page.request.get('/api/booking/customer?tab=requests')).json()) as { data: { serviceTitle: string; startsAt: string; status: string }[] };
    expect(bookings.data.map((item) => [item.serviceTitle, item.startsAt, item.status])).toEqual([[serviceTitle, new Date(startTime).toISOString(), 'awaiting_provider']]);

    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/foresporsel?form=ikke-base64');
    await expect(page).toHaveURL(/\/$/);
    expect(logged).toContain('Failed to parse form from query');
  });

  test('the wizard on a phone, in English @phone', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/foresporsel');
    await expect(page.getByRole('heading', { level: 1, name: 'Describe the job' })).toBeVisible();
    await expect(page.getByText('Step 1 of 4: The job')).toBeVisible();
    await expectAccessible(page, 'step 1 in English');
    await page.screenshot({ path: `${screenshotDir}/custom-request-step1-en-phone.png`, ...wholePage });
  });
});
