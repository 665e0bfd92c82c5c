import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, signUpViaApi } from './support/accounts.ts';
import { e2eDatabaseUrl, e2eRedisKeyPrefix } from './support/e2e-env.ts';

/** The admin role only comes from the command line, as in production. */
function makeAdmin(email: string): void {
  execFileSync(process.execPath, ['server/cli/make-admin.ts', email], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl, REDIS_KEY_PREFIX: e2eRedisKeyPrefix, NODE_ENV: 'development' },
    stdio: 'pipe',
  });
}

test.describe('provider registration', () => {
  test('a person registers as a provider and an admin approves it', async ({ page, browser }) => {
    const kari = aPerson('Kari', 'Registrersen');
    await signUpViaApi(page, kari);
    await page.goto('/register');
    await page.getByRole('link', { name: 'Start registreringen' }).click();
    await expect(page).toHaveURL(/\/register\/steg\/1$/);
    await expect(page.getByText('Steg 1 av 4: Kategori')).toBeVisible();
    await page.getByRole('radio', { name: 'Rengjøring' }).click();
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page).toHaveURL(/\/register\/steg\/2$/);
    await page.getByRole('radio', { name: 'Privatperson' }).click();
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Opplysninger' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Fornavn' })).toHaveValue('Kari');
    await page.getByRole('textbox', { name: 'Fødselsnummer' }).fill('15076500566');
    await page.getByRole('button', { name: 'Neste' }).click();
    await expect(page.getByText('Ugyldig fødselsnummer eller D-nummer', { exact: false })).toBeVisible();
    await page.getByRole('textbox', { name: 'Fødselsnummer' }).fill('15076500565');
    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#8899aa' } }).png().toBuffer();
    await page.getByLabel('Bilde av legitimasjon').setInputFiles({ name: 'legitimasjon.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('img', { name: 'Bildet du har valgt av legitimasjonen' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Jeg godtar vilkårene for leverandører' }).click();
    await expectAccessible(page, 'registration details');
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Utbetaling' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Kontonummer' }).fill('1234.56.78903');
    await page.getByRole('textbox', { name: 'Gateadresse' }).fill('Storgata 1');
    await page.getByRole('textbox', { name: 'Postnummer' }).fill('0155');
    await page.getByRole('button', { name: 'Neste' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Se over og send' })).toBeVisible();
    await expect(page.getByText('Bildet av legitimasjonen sendes med søknaden.')).toBeVisible();
    await expectAccessible(page, 'registration summary');
    // A reload keeps the draft (saved on the server) but not the photo, which is only sent now.
    await page.reload();
    await expect(page.getByText('Velg bildet av legitimasjonen før du sender.')).toBeVisible();
    await page.getByLabel('Bilde av legitimasjon').setInputFiles({ name: 'legitimasjon.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Send til godkjenning' }).click();

    await expect(page.getByText('Registreringer gjennomgås manuelt, vanligvis innen et par dager. Du får en e-post.')).toBeVisible();
    await page.getByRole('link', { name: 'Gå til leverandørsiden' }).click();
    await expect(page).toHaveURL(/\/agent$/);

    const adminPage = await browser.newPage();
    const admin = aPerson('Ada', 'Admin');
    await signUpViaApi(adminPage, admin);
    makeAdmin(admin.email);
    await adminPage.goto('/admin');
    const row = adminPage.getByRole('row', { name: /Kari Registrersen/ });
    await expect(row).toBeVisible();
    await expectAccessible(adminPage, 'admin queue');
    await row.getByRole('link').click();
    await expect(adminPage.getByRole('img', { name: /Legitimasjon for Kari Registrersen/ })).toBeVisible();
    await adminPage.getByRole('button', { name: 'Godkjenn' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Ja, godkjenn' }).click();
    await expect(adminPage.getByText(/er godkjent$/)).toBeVisible();
    await adminPage.close();
  });

  test('someone who is not an admin is told so on /admin', async ({ page }) => {
    await signUpViaApi(page, aPerson('Nils'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();
  });
});
