import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService, chooseOpenDay } from './support/bookings.ts';
import { testCards } from './support/payments.ts';
import { wholePage } from './support/app.ts';

const shots = '/tmp/shots/subscriptions';

/** Saves a card for the signed-in customer through the test gateway's checkout, as "Legg til kort" does. */
async function saveCard(page: Page): Promise<void> {
  const setup = await page.request.post('/api/payments/cards/setup');
  expect(setup.ok(), await setup.text()).toBe(true);
  await page.goto(((await setup.json()) as { checkoutUrl: string }).checkoutUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Testbetaling' })).toBeVisible();
  await page.getByLabel('Kortnummer').fill(testCards.success);
  await page.getByLabel(/^Utløpsdato/).fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Lagre kortet' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/testbetaling'));
  await expect.poll(async () => ((await (await page.request.get('/api/payments/cards')).json()) as unknown[]).length).toBe(1);
}

/** The Sunday on or after `days` from today, as a date field takes it. */
function sundayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((7 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

test.describe('recurring cleaning', () => {
  test.beforeEach(resetSendLimits);

  test('a visitor estimates a recurring cleaning and e-mails it, books it every other week with a cleaner from the estimate, skips a visit and cancels; the provider sees the subscriber', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const title = `Fast vask ${Date.now()}`;
    const providerContext = await browser.newContext();
    const provider = await providerContext.newPage();
    // Cheaper than any cleaner in the demo data, so it is among the first the estimate lists.
    const { slug, serviceId } = await aBookableService(provider, browser, { title, owner: ['Rita', 'Renholder'], basePriceOre: 49_000 });

    // A visitor estimates: every other week, 40 m² (2 hours), on a Sunday about two months ahead,
    // so the first visit waits for its charge and can still be skipped; and e-mails it to herself.
    const sara = aPerson('Sara', 'Abonnent');
    await page.goto('/rengjoring/estimat/steg/1');
    await page.getByRole('radio', { name: 'Fast rengjøring' }).click();
    await page.getByRole('radio', { name: 'Annenhver uke', exact: true }).click();
    await page.getByRole('button', { name: 'Neste' }).click();
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('0155');
    await page.getByRole('textbox', { name: 'Størrelse på boligen (m²)' }).fill('40');
    await page.getByLabel('Ønsket dato').fill(sundayAhead(60));
    await page.getByRole('button', { name: 'Se prisen' }).click();
    await page.getByRole('textbox', { name: 'E-post' }).fill(sara.email);
    await page.getByRole('button', { name: 'Send estimatet på e-post' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Estimatet er sendt til ${sara.email}.` })).toBeVisible();
    const estimate = page.url();

    // She signs up, saves a card through the test gateway for the visits, and comes back to it.
    await signUpViaApi(page, sara);
    await saveCard(page);
    await page.goto(estimate);
    const matches = page.getByRole('region', { name: 'Renholdere som kan ta jobben' });
    const match = matches.getByRole('article', { name: title });
    await expect(match.getByText(/490\skr$/)).toBeVisible();
    await expect(match.getByText('per besøk, 2 t')).toBeVisible();
    await expectAccessible(page, 'cleaners for an estimate');
    await page.screenshot({ path: `${shots}/estimate-matches-nb-desktop.png`, ...wholePage });
    await match.getByRole('link', { name: /^Velg .+ klokken 08:00$/ }).click();

    // The booking opens with the estimate's choices: every other week, the day and time, the postal code.
    await expect(page).toHaveURL(new RegExp(`/service/${slug}\\?`));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Valgene fra prisestimatet er fylt inn')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Annenhver uke' })).toBeChecked();
    await expect(dialog.getByRole('radiogroup', { name: /Ledige tidspunkter/ }).getByRole('radio', { name: '08:00' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Postnummer' })).toHaveValue('0155');
    await expect(dialog.getByRole('textbox', { name: /Beskjed til leverandøren/ })).toHaveValue('Fra prisestimatet: 40 m², 2 timer.');
    await dialog.getByRole('textbox', { name: 'Gateadresse' }).fill('Storgata 1');
    await expect(dialog.getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    // A subscription says when each visit is charged, and the price is per visit.
    await expect(dialog.getByText(/^Første trekk fre\. \d+\. \S+ kl\. 08:00$/)).toBeVisible();
    await expect(dialog.getByTestId('subscription-charge')).toHaveText('Hvert besøk trekkes fra kortet 48 timer før det starter. Fram til da kan du hoppe over besøket gratis.');
    await expect(dialog.getByText(/^490\skr per besøk$/)).toBeVisible();
    await expectAccessible(page, 'booking a recurring cleaning');
    await page.screenshot({ path: `${shots}/subscribe-nb-desktop.png` });
    await dialog.getByRole('button', { name: 'Bestill fast rengjøring' }).click();

    // The subscription's own page: the rhythm, the price per visit, the next visit and charge.
    await expect(page).toHaveURL(/\/account\/abonnementer\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Annenhver \S+ kl\. \d\d:\d\d$/).first()).toBeVisible();
    await expect(page.getByText(/490\skr per besøk/).first()).toBeVisible();
    await expect(page.getByText(/^Neste trekk: /)).toBeVisible();
    await expect(page.getByText(/Kort: VISA •••• 4242/i)).toBeVisible();
    const coming = page.getByRole('region', { name: 'Kommende besøk' });
    await expect(coming.getByText('Planlagt').first()).toBeVisible();
    await expectAccessible(page, 'a subscription');
    await page.screenshot({ path: `${shots}/subscription-nb-desktop.png`, ...wholePage });

    // Skip the next visit (before its deadline it is free).
    await page.getByRole('button', { name: 'Hopp over neste besøk' }).click();
    const skip = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await skip.getByRole('button', { name: 'Hopp over besøket' }).click();
    await expect(page.getByText('Besøket er hoppet over.').first()).toBeVisible();
    await expect(page.getByText('Hoppet over').first()).toBeVisible();

    // Any later visit can be skipped from its own row, named by its date.
    const subscriptionUrl = page.url();
    const laterSkip = coming.getByRole('button', { name: /^Hopp over \S+\. \d/ }).first();
    await expect(laterSkip).toBeVisible();
    await laterSkip.click();
    const skipLater = page.getByRole('dialog', { name: 'Hoppe over besøket?' });
    await expectAccessible(page, 'skipping a later visit');
    await skipLater.getByRole('button', { name: 'Hopp over besøket' }).click();
    await expect(coming.getByText('Hoppet over')).toHaveCount(2);
    await page.screenshot({ path: `${shots}/subscription-skipped-later-nb-desktop.png`, ...wholePage });

    // The customer's bookings label the visits as recurring cleaning, linking to the subscription.
    await page.goto('/account/bestillinger');
    const recurring = page.getByRole('link', { name: 'Fast rengjøring – se abonnementet' }).first();
    await expect(recurring).toBeVisible();
    await expectAccessible(page, 'bookings with subscription visits');
    await page.screenshot({ path: `${shots}/bookings-recurring-nb-desktop.png`, ...wholePage });
    await recurring.click();
    await expect(page).toHaveURL(subscriptionUrl);

    // The provider's week calendar marks a visit as recurring.
    const subscriptionId = new URL(subscriptionUrl).pathname.split('/').at(-1)!;
    const detail = (await (await page.request.get(`/api/subscriptions/${subscriptionId}`)).json()) as { visits: Array<{ startsAt: string; state: string }> };
    const booked = detail.visits.find((visit) => visit.state === 'booked')!;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date(booked.startsAt));
    await provider.goto(`/agent/bestillinger/kalender?visning=uke&dag=${day}`);
    await expect(provider.getByRole('link', { name: /\(fast rengjøring\)/ }).first()).toBeVisible();
    await expect(provider.getByTestId('calendar-recurring').first()).toContainText('Fast');
    await expectAccessible(provider, 'provider calendar with a recurring visit');
    await provider.screenshot({ path: `${shots}/provider-calendar-recurring-nb-desktop.png`, ...wholePage });

    // A visit whose time another customer took while the subscription was paused collides when it
    // starts again: the customer picks one of the suggested free times.
    expect((await page.request.post(`/api/subscriptions/${subscriptionId}/pause`)).ok()).toBe(true);
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signUpViaApi(other, aPerson('Ola', 'Annen'));
    const asked = await other.request.post('/api/custom-request/service', {
      data: { serviceId, startTime: booked.startsAt, deliveryPlace: { street: 'Torget 2', postalCode: '0155' }, addons: [] },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const accepted = await provider.request.post(`/api/booking/${((await asked.json()) as { id: string }).id}/accept`);
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await otherContext.close();
    expect((await page.request.post(`/api/subscriptions/${subscriptionId}/resume`)).ok()).toBe(true);
    await page.reload();
    const choices = coming.getByRole('group', { name: 'Velg en ny tid for besøket, eller hopp over det.' });
    await expect(choices).toBeVisible();
    await expect(coming.getByText('Tiden var opptatt – velg ny tid')).toBeVisible();
    await expectAccessible(page, 'a collided visit with suggested times');
    await page.screenshot({ path: `${shots}/subscription-collided-nb-desktop.png`, ...wholePage });
    const firstChoice = choices.getByRole('button').first();
    const chosen = (await firstChoice.textContent())!.replace(/^Velg /, '');
    await firstChoice.click();
    await expect(page.getByText(`Besøket er flyttet til ${chosen}.`).first()).toBeVisible();
    await expect(choices).toHaveCount(0);

    // Every week instead, from another day and time the provider has free.
    await page.getByRole('button', { name: 'Endre tid eller hyppighet' }).click();
    const plan = page.getByRole('dialog', { name: 'Endre tid eller hyppighet' });
    await plan.getByRole('radio', { name: 'Hver uke', exact: true }).click();
    await chooseOpenDay(plan, 'Neste måned');
    await plan.getByRole('radiogroup', { name: 'Ledige tidspunkter' }).getByRole('radio').first().click();
    await expectAccessible(page, 'changing a subscription\'s rhythm and time');
    await page.screenshot({ path: `${shots}/subscription-change-plan-nb-desktop.png` });
    await plan.getByRole('button', { name: 'Lagre endringen' }).click();
    await expect(page.getByText(/^Avtalen er endret\. Første besøk er /).first()).toBeVisible();
    await expect(page.getByText(/^Hver \S+ kl\. \d\d:\d\d$/).first()).toBeVisible();

    // The provider finds the subscriber and the recurring visits.
    await provider.goto('/agent/abonnementer');
    await expect(provider.getByRole('heading', { level: 1, name: 'Abonnenter' })).toBeVisible();
    await expect(provider.getByText('Sara').first()).toBeVisible();
    await expect(provider.getByText(/Du får utbetalt .+ per besøk/)).toBeVisible();
    await expectAccessible(provider, 'provider subscribers');
    await provider.screenshot({ path: `${shots}/provider-subscribers-nb-desktop.png`, ...wholePage });

    // Cancel, with the coming visits.
    await page.getByRole('button', { name: 'Avslutt abonnementet' }).click();
    const cancel = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(cancel.getByRole('checkbox', { name: 'Avbestill også kommende besøk' })).toBeChecked();
    await expect(cancel.getByText('Besøk som har passert avbestillingsfristen, blir ikke avbestilt og belastes som vanlig.')).toBeVisible();
    await expectAccessible(page, 'cancelling a subscription');
    await cancel.getByRole('button', { name: 'Avslutt', exact: true }).click();
    await expect(page.getByText('Abonnementet er avsluttet.').first()).toBeVisible();
    await page.goto('/account/abonnementer?fane=avsluttede');
    await expect(page.getByRole('link', { name: /Se abonnementet/ }).first()).toBeVisible();
    await page.screenshot({ path: `${shots}/subscriptions-inactive-nb-desktop.png`, ...wholePage });
    await providerContext.close();
  });
});
