import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, signUpViaApi } from './support/accounts.ts';
import { screenshotDir, wholePage } from './support/app.ts';
import { aPicture, makeAdmin, registerViaApi } from './support/providers.ts';

/** Chooses a file through the button that opens the system file picker. */
async function chooseFile(page: Page, button: string, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer });
}

test.describe('provider area', () => {
  test('every page of the provider area reads well and passes the accessibility check, in Norwegian and English', async ({ page }) => {
    // Every page of the area, now the offers section too, each checked by axe in two languages.
    test.setTimeout(180_000);
    const per = aPerson('Per', 'Panel');
    await signUpViaApi(page, per);
    await registerViaApi(page, per);

    const pages = [
      ['/agent', 'Min profil'],
      ['/agent/tjenester', 'Mine tjenester'],
      ['/agent/tjenester/ny', 'Ny tjeneste'],
      ['/agent/tilgjengelighet', 'Tilgjengelighet'],
      ['/agent/priser', 'Priskalkulator'],
      ['/agent/konto', 'Konto'],
      ['/agent/bestillinger', 'Bestillinger'],
      ['/agent/tilbud', 'Tilbud'],
      ['/agent/omdomme', 'Dine tall'],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page, path);
    }

    // Bookmarks of the old English addresses still open the page, with the query kept.
    const moved = await page.request.get('/agent/bookings/calendar?view=month&day=2026-03-25', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/agent/bestillinger/kalender?visning=maned&dag=2026-03-25');
    await page.goto('/agent/services/ny');
    await expect(page).toHaveURL(/\/agent\/tjenester\/ny$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ny tjeneste' })).toBeVisible();

    // The payout example of the price calculation: 1 000 kr, 25 % VAT, 15 % fee, 30 % tax.
    await page.goto('/agent/priser');
    await expect(page.getByRole('row', { name: /Utbetalt/ })).toContainText(/417,18\s*kr/);
    await page.getByRole('textbox', { name: 'Salgspris (kr, inkl. mva.)' }).fill('2000');
    await expect(page.getByRole('row', { name: /Utbetalt/ })).toContainText(/834,36\s*kr/);
    await page.screenshot({ path: `${screenshotDir}/agent-pricing.png`, ...wholePage });

    // English throughout once chosen.
    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    // The choice is kept once the English texts have loaded; leaving earlier would forget it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/agent');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByText('Your registration is being reviewed').first()).toBeVisible();
    await expectAccessible(page, '/agent in English');
    await page.goto('/agent/tilgjengelighet');
    await expect(page.getByRole('switch', { name: 'Saturday' })).toBeVisible();
    await expectAccessible(page, '/agent/tilgjengelighet in English');
    await page.screenshot({ path: `${screenshotDir}/agent-availability-en.png`, ...wholePage });
  });

  test('the service editor counts the title, keeps a title that is too long and says what is wrong with the price', async ({ page }) => {
    const pia = aPerson('Pia', 'Pris');
    await signUpViaApi(page, pia);
    await registerViaApi(page, pia);
    await page.goto('/agent/tjenester/ny');
    const title = page.getByRole('textbox', { name: 'Tittel' });
    await title.fill('Flyttevask med vinduer, ovn og kjøleskap. '.repeat(3));
    await expect(page.getByText('125 / 120')).toBeVisible();
    await expect(title).toHaveValue(/kjøleskap\. Flyttevask/);
    await page.getByRole('textbox', { name: 'Grunnpris (kr)' }).fill('0');
    await page.getByRole('checkbox', { name: 'Hele Oslo' }).check();
    await page.getByRole('button', { name: 'Opprett tjenesten' }).click();
    await expect(page.getByText('Maksimalt 120 tegn')).toBeVisible();
    await expect(page.getByText('Prisen må være minst 1 kr')).toBeVisible();
    await expectAccessible(page, 'service editor with a long title and a price of 0 kr');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${screenshotDir}/service-editor-limits-${width}.png`, ...wholePage });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `the editor scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.getByRole('textbox', { name: 'Grunnpris (kr)' }).fill('-500');
    await page.getByRole('button', { name: 'Opprett tjenesten' }).click();
    await expect(page.getByText('Prisen må være minst 1 kr')).toBeVisible();
  });

  test('the profile photo must be 1200 × 1200, and a gallery picture can be added and deleted', async ({ page }) => {
    const ola = aPerson('Ola', 'Galleri');
    await signUpViaApi(page, ola);
    await registerViaApi(page, ola);
    await page.goto('/agent');
    await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();

    await chooseFile(page, 'Velg profilbilde', 'liten.jpg', await aPicture(900, 900));
    await expect(page.getByText('Profilbildet må være minst 1200 × 1200 piksler.').first()).toBeVisible();

    await chooseFile(page, 'Legg til bilde', 'arbeid.jpg', await aPicture(1600, 1200, '#b75a4a'));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /midten/ }).click();
    await expect(page.getByText('Bildet er lagt til.').first()).toBeVisible();
    await page.getByRole('button', { name: /^Slett / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slett bildet' }).click();
    await expect(page.getByText('Bilde er slettet.').first()).toBeVisible();
    await expect(page.getByText('Du har ingen bilder ennå.')).toBeVisible();
  });

  test('an admin finds a user, blocks them with a message, and the audit log shows it', async ({ page, browser }) => {
    const nina = aPerson('Nina', 'Sperresen');
    const ninaContext = await browser.newContext();
    const ninaPage = await ninaContext.newPage();
    await signUpViaApi(ninaPage, nina);

    const admin = aPerson('Arne', 'Admin');
    await signUpViaApi(page, admin);
    makeAdmin(admin.email);
    await page.goto('/admin/brukere');
    await page.getByLabel('Søk etter navn, e-post eller telefon').fill('Sperresen');
    await page.getByLabel('Søk etter navn, e-post eller telefon').press('Enter');
    const row = page.getByRole('row', { name: /Nina Sperresen/ });
    await expect(row).toBeVisible();
    await expectAccessible(page, 'admin users');
    await row.getByRole('button', { name: 'Sperr Nina Sperresen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Gjentatte uteblivelser fra avtalte oppdrag.');
    await expectAccessible(page, 'block dialog');
    await dialog.getByRole('button', { name: 'Sperr brukeren' }).click();
    await expect(row.getByText('Sperret', { exact: true })).toBeVisible();

    // Blocking takes effect on the person's next page.
    await ninaPage.goto('/agent');
    await expect(ninaPage).toHaveURL(/\/blokkert$/);
    await expect(ninaPage.getByText('Gjentatte uteblivelser fra avtalte oppdrag.')).toBeVisible();
    await ninaContext.close();

    await page.goto('/admin/revisjonslogg');
    await expect(page.getByRole('row', { name: /Arne Admin/ }).first()).toBeVisible();
    await expectAccessible(page, 'admin audit log');
    await page.screenshot({ path: `${screenshotDir}/admin-audit-log.png`, ...wholePage });
  });

  test('registration and the provider area fit a phone screen @phone', async ({ page }) => {
    const siri = aPerson('Siri', 'Mobil');
    await signUpViaApi(page, siri);
    await page.goto('/register');
    await expect(page.getByRole('link', { name: 'Start registreringen' })).toBeVisible();
    await expectAccessible(page, '/register on a phone');
    await registerViaApi(page, siri);
    for (const path of ['/agent', '/agent/tilgjengelighet']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectAccessible(page, `${path} on a phone`);
    }
    await page.screenshot({ path: `${screenshotDir}/agent-phone.png`, ...wholePage });
  });
});
