import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, blockUser, signUpViaApi } from './support/accounts.ts';
import { signInAs } from './support/app.ts';

test.describe('route guards', () => {
  test('a signed-out visitor on /konto gets the login dialog on the front page', async ({ page }) => {
    await page.goto('/konto');
    const dialog = page.getByRole('dialog', { name: 'Logg inn' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page, '/konto → login');

    await dialog.getByRole('button', { name: 'Lukk' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: 'Rengjøring' })).toBeVisible();
  });

  test('a signed-out visitor on /agent is sent home too', async ({ page }) => {
    await page.goto('/agent');
    await expect(page.getByRole('dialog', { name: 'Logg inn' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a blocked user is confined to /blokkert and told how to reach support', async ({ page }) => {
    const ola = aPerson('Ola');
    await signUpViaApi(page, ola);
    blockUser(ola.email, 'Ta kontakt med kundeservice.');
    await page.goto('/foresporsel');
    await expect(page).toHaveURL(/\/blokkert$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontoen din er sperret' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kontakt kundeservice' })).toHaveAttribute('href', /^mailto:/);
    await expectAccessible(page);
  });

  test('a signed-in provider opening /register lands in the provider area', async ({ page }) => {
    await signInAs(page, { id: 'u-provider', firstName: 'Per', lastName: 'Hansen' }, { provider: true });
    await page.goto('/register');
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/finnes-ikke');
    await expect(page.getByRole('heading', { level: 1, name: 'Vi fant ikke siden' })).toBeVisible();
    await expect(page).toHaveTitle(/Vi fant ikke siden/);
    await page.getByRole('main').getByRole('link', { name: 'Gå til forsiden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
  });
});
