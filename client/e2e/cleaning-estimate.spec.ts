import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { uniqueEmail } from './support/accounts.ts';
import { screenshotDir, useLanguage, wholePage } from './support/app.ts';

/** A full-page picture from the top, so the sticky header sits where it belongs. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, ...wholePage });
}

const price = (page: Page) => page.getByRole('region', { name: 'Pris' });
/** An amount as the app writes it, with no-break spaces ("1 800 kr"). */
const kr = (text: string) => text.replace(/ /g, '\u00a0');

/** The link back to the estimate in the newest e-mail to `email`, once the workers have delivered it. */
async function estimateLinkFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const answer = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { subject?: string; text: string }[] };
        text = answer.data[0]?.text ?? '';
        return answer.data[0]?.subject ?? '';
      },
      { timeout: 15_000, intervals: [100, 250, 500, 1000] },
    )
    .toBe('Prisestimatet ditt for rengjøring');
  const link = /https?:\/\/\S+\/rengjoring\/estimat\/steg\/3\?\S+/.exec(text)?.[0];
  expect(link, `a link in: ${text}`).toBeTruthy();
  return link as string;
}

/** Spec §2 cleaning estimator: three steps, the estimate, the counter, and the estimate by e-mail. */
test.describe('cleaning estimate', () => {
  test('a visitor prices a one-time cleaning in three steps, adds time, e-mails it and opens it from the e-mail', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByRole('link', { name: 'Regn ut pris på rengjøring' }).click();
    await expect(page).toHaveURL(/\/rengjoring\/estimat\/steg\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hva slags rengjøring?' })).toBeFocused();
    await expect(page.getByText('Steg 1 av 3: Type')).toBeVisible();
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect(page.getByText('Velg type rengjøring.')).toBeVisible();
    await page.getByRole('radio', { name: 'Engangsvask' }).click();
    await expectAccessible(page, 'step 1');
    await shoot(page, 'cleaning-estimate-step1-nb-desktop');
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page).toHaveURL(/\/steg\/2\?type=engangs$/);
    await expect(page.getByText('Steg 2 av 3: Sted og tid')).toBeVisible();
    await page.getByRole('button', { name: 'Se prisen' }).click();
    await expect(page.getByText('Feltet er påkrevd')).toHaveCount(2);
    // Bergen is outside the cleaning area: the server's area sentence, at the field.
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('5003');
    await page.getByRole('textbox', { name: 'Størrelse på boligen (m²)' }).fill('55');
    await page.getByRole('button', { name: 'Se prisen' }).click();
    await expect(page.getByText('Denne kategorien leverer ikke i det valgte området.')).toBeVisible();
    await expect(page).toHaveURL(/\/steg\/2/);
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('0368');
    await page.getByRole('checkbox', { name: 'Vask av stekeovn' }).click();
    await page.getByRole('checkbox', { name: 'Det er husdyr i hjemmet' }).click();
    await expectAccessible(page, 'step 2');
    await shoot(page, 'cleaning-estimate-step2-nb-desktop');
    await page.getByRole('button', { name: 'Se prisen' }).click();

    // 55 m² is 2 hours, the oven one more: 3 hours at 600 kr.
    await expect(page).toHaveURL(/\/steg\/3\?type=engangs&postnummer=0368&storrelse=55&dyr=1&ovn=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ditt prisestimat' })).toBeVisible();
    await expect(price(page).getByText('2 t', { exact: true })).toBeVisible();
    await expect(price(page).getByText('3 t', { exact: true })).toBeVisible();
    await expect(price(page).getByText(kr('1 800 kr'), { exact: true })).toBeVisible();
    await expect(price(page).getByText(`Herav mva. ${kr('360 kr')}`)).toBeVisible();
    await expectAccessible(page, 'step 3');
    await shoot(page, 'cleaning-estimate-step3-nb-desktop');

    // The counter adds half an hour at a time and keeps it in the address.
    await page.getByRole('button', { name: 'Mer ekstra tid' }).click();
    await page.getByRole('button', { name: 'Mer ekstra tid' }).click();
    await expect(price(page).getByText(kr('2 400 kr'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mindre ekstra tid' }).click();
    await expect(page).toHaveURL(/ekstratimer=0\.5$/);
    await expect(price(page).getByText(kr('2 100 kr'), { exact: true })).toBeVisible();
    await expect(price(page).getByText('3,5 t', { exact: true })).toBeVisible();
    await page.reload();
    await expect(price(page).getByText(kr('2 100 kr'), { exact: true })).toBeVisible();

    const email = uniqueEmail('estimat');
    await page.getByRole('textbox', { name: 'E-post' }).fill('ikke-en-adresse');
    await page.getByRole('button', { name: 'Send estimatet på e-post' }).click();
    await expect(page.getByText('Skriv inn en gyldig e-postadresse', { exact: false })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-post' }).fill(email);
    await page.getByRole('button', { name: 'Send estimatet på e-post' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Estimatet er sendt til ${email}.` })).toBeVisible();

    // The e-mail's link opens the same estimate, filled in, in a fresh visit.
    const link = await estimateLinkFromOutbox(page.request, email);
    const fresh = await page.context().newPage();
    await fresh.goto(link);
    await expect(fresh.getByRole('heading', { level: 1, name: 'Ditt prisestimat' })).toBeVisible();
    await expect(price(fresh).getByText(kr('2 100 kr'), { exact: true })).toBeVisible();
    await expect(price(fresh).getByText('0,5 t', { exact: true })).toBeVisible();
    await fresh.getByRole('link', { name: 'Endre' }).click();
    await expect(fresh.getByRole('textbox', { name: 'Størrelse på boligen (m²)' })).toHaveValue('55');
    await expect(fresh.getByRole('checkbox', { name: 'Vask av stekeovn' })).toBeChecked();
  });

  test('says in English that a size cannot be estimated', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/rengjoring/estimat/steg/2?type=flyttevask');
    await expect(page.getByRole('heading', { level: 1, name: 'Where and when?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Postal code' }).fill('0368');
    await page.getByRole('textbox', { name: 'Size of the home (m²)' }).fill('501');
    await page.getByRole('button', { name: 'See the price' }).click();
    await expect(page.getByText('Cannot give an estimated price on the given size.')).toBeVisible();
    await expectAccessible(page, 'size error');

    // A link with such a size gets the server's sentence, and a way back.
    await page.goto('/rengjoring/estimat/steg/3?type=flyttevask&postnummer=0368&storrelse=0');
    await expect(page.getByRole('alert').filter({ hasText: 'Cannot give an estimated price on the given size.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back and correct it' })).toBeVisible();
  });

  test('a recurring cleaning on a phone: the first visit with the promo and a month @phone', async ({ page }) => {
    await page.goto('/rengjoring/estimat/steg/1');
    await page.getByRole('radio', { name: 'Fast rengjøring' }).click();
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect(page.getByText('Velg hvor ofte du vil ha rengjøring.')).toBeVisible();
    await page.getByRole('radio', { name: 'Hver uke', exact: true }).click();
    await expectAccessible(page, 'step 1 on a phone');
    await shoot(page, 'cleaning-estimate-step1-nb-phone');
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page).toHaveURL(/\/steg\/2\?type=fast&hyppighet=ukentlig$/);
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('1337');
    await page.getByRole('textbox', { name: 'Størrelse på boligen (m²)' }).fill('55');
    await shoot(page, 'cleaning-estimate-step2-nb-phone');
    await page.getByRole('button', { name: 'Se prisen' }).click();

    // 2 hours: 1 200 kr a visit; RENT15 takes 15 % off the first; 52 visits a year is 5 200 kr a month.
    await expect(price(page).getByText(kr('1 200 kr'), { exact: true })).toBeVisible();
    await expect(price(page).getByText('Første besøk med kampanjekoden RENT15 (15 % rabatt)')).toBeVisible();
    await expect(price(page).getByText(kr('1 020 kr'), { exact: true })).toBeVisible();
    await expect(price(page).getByText(kr('5 200 kr'), { exact: true })).toBeVisible();
    await expectAccessible(page, 'step 3 on a phone');
    await shoot(page, 'cleaning-estimate-step3-nb-phone');
  });
});
