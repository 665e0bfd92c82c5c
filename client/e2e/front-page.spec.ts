import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { screenshotDir, wholePage, useLanguage } from './support/app.ts';

test.describe('front page', () => {
  test('lists the categories in Norwegian with pictures and subcategories', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page).toHaveTitle(/Tjenestetorget/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const categories = page.getByRole('region', { name: 'Utforsk kategoriene' });
    for (const title of ['Rengjøring', 'Arrangement', 'Musikk']) {
      await expect(categories.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    const picture = categories.getByRole('img', { name: 'Illustrasjon: Rengjøring' });
    await expect(picture).toHaveAttribute('src', '/images/categories/rengjoring.svg');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { name: 'Slik fungerer det' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dette sier kundene' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Beskriv oppdraget' })).toHaveAttribute('href', '/foresporsel');

    await expectAccessible(page);
    await page.screenshot({ path: `${screenshotDir}/front-page-nb-desktop.png`, ...wholePage });
  });

  test('switches to English, translates the page and remembers the choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3, name: 'Rengjøring' })).toBeVisible();

    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const categories = page.getByRole('region', { name: 'Explore the categories' });
    for (const title of ['Cleaning', 'Events', 'Music']) {
      await expect(categories.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page).toHaveTitle(/Book cleaning, events and music/);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 3, name: 'Cleaning' })).toBeVisible();
    await expectAccessible(page);
  });

  test('English screenshot', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3, name: 'Music' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/front-page-en-desktop.png`, ...wholePage });
  });

  test('search opens the browse page with the query', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Hva trenger du hjelp til?' }).fill('flyttevask');
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await expect(page).toHaveURL(/\/utforsk\?q=flyttevask$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Utforsk tjenester' })).toBeVisible();
    await expect(page.getByText('Du søkte etter «flyttevask».')).toBeVisible();
    await expectAccessible(page);
  });

  test('the login button opens the login dialog, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const login = page.getByRole('button', { name: 'Logg inn' });
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Logg inn' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Kode på SMS')).toBeVisible();
    await expect(dialog.getByText('Lenke på e-post')).toBeVisible();
    await expectAccessible(page, 'login dialog');
    await page.screenshot({ path: `${screenshotDir}/login-dialog-nb-desktop.png`, animations: 'disabled' });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
  });

  test('the promo banner closes and stays closed during the visit', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('promo-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Lukk kampanjen' }).click();
    await expect(banner).toBeHidden();
    await page.goto('/utforsk');
    await expect(page.getByRole('heading', { level: 1, name: 'Utforsk tjenester' })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});
