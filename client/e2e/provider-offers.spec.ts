import { expect, type Browser, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService } from './support/bookings.ts';
import { wholePage } from './support/app.ts';

// Outside the test output folder, which every run of the suite empties.
const screenshotDir = '/tmp/shots/offers';
const datedTitle = 'Flyttevask av treromsleilighet';
const undatedTitle = 'Vask av trappeoppgang';

/** Ten days on at 10:00 in Oslo (winter or summer offset read from the date itself). */
function tenDaysOn(): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date(Date.now() + 10 * 86_400_000));
  const probe = new Date(`${day}T10:00:00Z`);
  const osloHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', hourCycle: 'h23' }).format(probe));
  return new Date(probe.getTime() - (osloHour - 10) * 3_600_000).toISOString();
}

/**
 * An approved provider signed in on `page`, and a customer who sent it two custom requests through
 * the API: one dated with an address, one with neither decided yet.
 */
async function providerWithRequests(page: Page, browser: Browser): Promise<{ dated: string; undated: string }> {
  const { providerId } = await aBookableService(page, browser, { title: 'Flyttevask', owner: ['Per', 'Tilbudsen'] });
  const me = (await (await page.request.get('/api/provider/me')).json()) as { profile: { categoryId: string } };
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signUpViaApi(customerPage, aPerson('Kari', 'Kunde'));
  const send = async (dto: Record<string, unknown>) => {
    const created = await customerPage.request.post('/api/customRequests', {
      data: { categoryId: me.profile.categoryId, tags: ['flyttevask'], recipients: [providerId], sendToAll: false, answers: [], ...dto },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  const dated = await send({
    title: datedTitle,
    description: 'Leiligheten er 70 kvadratmeter.\nOvnen og badet trenger ekstra innsats.',
    startTime: tenDaysOn(),
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
  });
  const undated = await send({ title: undatedTitle, description: 'Fire etasjer med trapp som skal vaskes.', startTime: null, deliveryPlace: null });
  await customerContext.close();
  return { dated, undated };
}

test.describe('provider offers', () => {
  test.beforeEach(resetSendLimits);

  test('a provider answers one request with an offer, changes it, and declines another, in Norwegian and English', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const { dated } = await providerWithRequests(page, browser);

    await page.goto('/agent/tilbud');
    await expect(page.getByRole('heading', { level: 1, name: 'Tilbud' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Åpne', selected: true })).toBeVisible();
    // The menu counts the requests waiting for an answer.
    const menu = page.getByRole('navigation', { name: 'Leverandørmeny' });
    const offersEntry = menu.getByRole('link', { name: /^Tilbud/ });
    await expect(offersEntry).toHaveAccessibleName('Tilbud 2 forespørsler venter på svar');
    await expect(offersEntry.getByTestId('offers-badge')).toHaveText('2');
    const datedRow = page.getByRole('listitem').filter({ hasText: datedTitle });
    await expect(datedRow.getByText('Ny')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: undatedTitle }).getByText('Tid ikke bestemt · Sted ikke bestemt')).toBeVisible();
    await expectAccessible(page, 'open requests');
    await page.screenshot({ path: `${screenshotDir}/agent-offers-list-nb.png`, ...wholePage });

    await datedRow.getByRole('link', { name: datedTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: datedTitle })).toBeVisible();
    await expect(page.getByText(/Ovnen og badet trenger ekstra innsats/)).toBeVisible();
    await expect(page.getByText('Kari', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Pris i kroner (inkl. mva.)' }).fill('2 499,50');
    await expect(page.getByText(/^Du får utbetalt [\d\s,]+kr når kunden betaler 2\s499,50\skr\.$/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Vilkår (valgfritt)' }).fill('Vaskemidler er med i prisen.');
    await expectAccessible(page, 'offer form');
    await page.screenshot({ path: `${screenshotDir}/agent-offer-form-nb.png`, ...wholePage });
    await page.getByRole('button', { name: 'Send tilbud' }).click();
    await expect(page.getByText('Tilbudet er sendt til kunden.').first()).toBeVisible();
    await expect(page.getByText('Kunden har ikke sett tilbudet ennå.')).toBeVisible();
    await expect(offersEntry.getByTestId('offers-badge')).toHaveText('1');
    await expectAccessible(page, 'offer sent');

    await page.getByRole('button', { name: 'Endre tilbudet' }).click();
    const amount = page.getByRole('textbox', { name: 'Pris i kroner (inkl. mva.)' });
    await expect(amount).toHaveValue('2499,50');
    await amount.fill('2800');
    await page.getByRole('button', { name: 'Lagre endringene' }).click();
    await expect(page.getByText('Tilbudet er endret. Kunden ser den nye versjonen.').first()).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^2\s800\skr$/ })).toBeVisible();
    const view = (await (await page.request.get(`/api/customRequests/provider/${dated}`)).json()) as { state: string; offer: { price: number; conditions: string } };
    expect(view).toMatchObject({ state: 'offer_sent', offer: { price: 2800, conditions: 'Vaskemidler er med i prisen.' } });
    await page.screenshot({ path: `${screenshotDir}/agent-offer-sent-nb.png`, ...wholePage });

    await page.goto('/agent/tilbud?fane=sendte');
    await expect(page.getByRole('tab', { name: 'Sendte tilbud', selected: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: datedTitle }).getByText(/Ditt tilbud: 2\s800\skr/)).toBeVisible();
    await expectAccessible(page, 'offers sent');

    await page.goto('/agent/tilbud');
    await page.getByRole('link', { name: undatedTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: undatedTitle })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Foreslått tidspunkt' })).toBeVisible();
    await page.getByRole('button', { name: 'Avslå forespørselen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avslå forespørselen' });
    await dialog.getByRole('textbox', { name: 'Begrunnelse' }).fill('For kort');
    await dialog.getByRole('button', { name: 'Avslå forespørselen' }).click();
    await expect(dialog.getByText('Skriv minst 10 tegn, så kunden forstår hvorfor.')).toBeVisible();
    await expectAccessible(page, 'decline dialog');
    await dialog.getByRole('textbox', { name: 'Begrunnelse' }).fill('Vi har ikke ledig kapasitet denne måneden.');
    await dialog.getByRole('button', { name: 'Avslå forespørselen' }).click();
    await expect(page.getByText('Du avslo denne forespørselen')).toBeVisible();
    await expect(offersEntry.getByTestId('offers-badge')).toHaveCount(0);
    await expect(page.getByText('Vi har ikke ledig kapasitet denne måneden.')).toBeVisible();
    await expectAccessible(page, 'declined request');
    await page.screenshot({ path: `${screenshotDir}/agent-request-declined-nb.png`, ...wholePage });

    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('You declined this request')).toBeVisible();
    await page.goto(`/agent/tilbud/${dated}`);
    await expect(page.getByRole('heading', { level: 1, name: datedTitle })).toBeVisible();
    await expect(page.getByText('Your payout')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change the offer' })).toBeVisible();
    await expectAccessible(page, 'offer sent in English');
    await page.screenshot({ path: `${screenshotDir}/agent-offer-sent-en.png`, ...wholePage });
  });

  test('the offers section fits a phone screen @phone', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await providerWithRequests(page, browser);

    await page.goto('/agent/tilbud');
    await expect(page.getByRole('heading', { level: 1, name: 'Tilbud' })).toBeVisible();
    await expect(page.getByRole('link', { name: datedTitle })).toBeVisible();
    await expectAccessible(page, 'open requests on a phone');
    await page.screenshot({ path: `${screenshotDir}/agent-offers-list-phone-nb.png`, ...wholePage });

    await page.getByRole('link', { name: undatedTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: undatedTitle })).toBeVisible();
    await page.getByRole('textbox', { name: 'Pris i kroner (inkl. mva.)' }).fill('1500');
    await expect(page.getByText(/^Du får utbetalt [\d\s,]+kr når kunden betaler 1\s500\skr\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Send tilbud' }).click();
    await expect(page.getByText('Forespørselen har ingen dato ennå. Foreslå et starttidspunkt i tilbudet.')).toBeVisible();
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Startdato').fill(start);
    await page.getByLabel('Starttid').fill('09:00');
    await expectAccessible(page, 'offer form on a phone');
    await page.screenshot({ path: `${screenshotDir}/agent-offer-form-phone-nb.png`, ...wholePage });
    await page.getByRole('button', { name: 'Send tilbud' }).click();
    await expect(page.getByText('Kunden har ikke sett tilbudet ennå.')).toBeVisible();
    // The confirmation toast is on screen (its fade-in started), so the check waits for it to end.
    await expect(page.getByText('Tilbudet er sendt til kunden.').first()).toBeVisible();
    await expectAccessible(page, 'offer sent on a phone');
    await page.screenshot({ path: `${screenshotDir}/agent-offer-sent-phone-nb.png`, ...wholePage });
  });
});
