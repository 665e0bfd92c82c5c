import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi, uniqueEmail } from './support/accounts.ts';
import { wholePage } from './support/app.ts';

const shots = '/tmp/shots';

test.describe('gift cards', () => {
  test.beforeEach(resetSendLimits);

  test('a gift card is bought on the card checkout, shown paid with its code, and redeemed by another customer', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signUpViaApi(page, aPerson('Giver', 'Gavesen'));
    await page.goto('/account');
    await page.getByRole('link', { name: 'Kjøp og løs inn gavekort' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gavekort og kuponger' })).toBeVisible();
    await expect(page.getByTestId('gift-card-balance')).toHaveText(/Saldoen din er 0\skr/);
    await expectAccessible(page, 'gift cards page (nb)');

    const buy = page.getByRole('region', { name: 'Kjøp gavekort' });
    await buy.getByRole('radio', { name: /^500\skr$/ }).click();
    await buy.getByLabel('Mottakerens navn (valgfritt)').fill('Ola');
    await buy.getByLabel('Mottakerens e-post').fill(uniqueEmail('ola'));
    await buy.getByLabel('Hilsen (valgfritt)').fill('Gratulerer med dagen!');
    await page.screenshot({ path: `${shots}/gift-cards-buy-nb-desktop.png`, ...wholePage });
    await buy.getByRole('button', { name: /Gå til betaling \(500\skr\)/ }).click();

    // The test gateway's checkout stands in for the card provider's page.
    await expect(page).toHaveURL(/\/testbetaling\//);
    await page.getByLabel('Kortnummer').fill('4242 4242 4242 4242');
    await page.getByLabel(/Utløpsdato/).fill('12/35');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Betal / }).click();

    await expect(page).toHaveURL(/\/account\/gavekort\?betaling=/);
    await expect(page.getByTestId('gift-card-paid')).toContainText('Takk! Gavekortet er betalt.');
    const bought = page.getByRole('list', { name: 'Gavekortene du har kjøpt' });
    await expect(bought.getByRole('listitem').first()).toContainText('Betalt');
    const code = (await bought.getByTestId('gift-card-code').first().textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expectAccessible(page, 'gift cards page after paying (nb)');
    await page.screenshot({ path: `${shots}/gift-cards-paid-nb-desktop.png`, ...wholePage });

    // Someone else, signed in, follows the link from the gift card e-mail.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signUpViaApi(other, aPerson('Mottaker', 'Gavesen'));
    await other.goto(`/account/gavekort?kode=${encodeURIComponent(code)}`);
    await expect(other.getByLabel('Gavekortkode')).toHaveValue(code);
    await other.getByRole('button', { name: 'Løs inn' }).click();
    await expect(other.getByTestId('gift-card-balance')).toHaveText(/Saldoen din er 500\skr/);
    await expect(other.getByRole('list', { name: 'Gavekortene du har løst inn' })).toContainText('Fra Giver');
    // The same code a second time is refused with the spec's sentence.
    await other.getByLabel('Gavekortkode').fill(code);
    await other.getByRole('button', { name: 'Løs inn' }).click();
    await expect(other.getByText('Koden er allerede brukt eller finnes ikke.')).toBeVisible();
    await expectAccessible(other, 'gift cards page after redeeming (nb)');
    await other.screenshot({ path: `${shots}/gift-cards-redeemed-nb-desktop.png`, ...wholePage });
    await otherContext.close();
  });
});
