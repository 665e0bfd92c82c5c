import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { screenshotDir, wholePage, useLanguage } from './support/app.ts';

/** Runs in the `phone` project (Pixel 7); 390 px is the design's main canvas. */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('front page fits the screen, menu and language switch work @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3, name: 'Rengjøring' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const login = page.getByRole('button', { name: 'Logg inn' });
    const box = await login.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await expectAccessible(page);
    await page.screenshot({ path: `${screenshotDir}/front-page-nb-phone.png`, ...wholePage });
    await page.screenshot({ path: `${screenshotDir}/front-page-nb-phone-first-screen.png` });

    await page.getByRole('button', { name: 'Åpne meny' }).click();
    await expect(page.getByRole('dialog', { name: 'Meny' })).toBeVisible();
    // The menu's own name changes with the language, so keep hold of it by role only.
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Bli leverandør' })).toBeVisible();
    await menu.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await menu.getByRole('link', { name: 'Become a provider' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Become a provider' })).toBeVisible();
    await expectAccessible(page);
  });

  test('English front page on a phone @phone', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 3, name: 'Cleaning' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/front-page-en-phone.png`, ...wholePage });
    await page.getByRole('region', { name: 'Explore the categories' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/front-page-en-phone-categories.png` });
  });

  test('the login dialog opens from the bottom and closes with its button @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logg inn' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/login-dialog-nb-phone.png`, animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Lukk' }).last().click();
    await expect(dialog).toBeHidden();
  });
});
