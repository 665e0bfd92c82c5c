import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { useLanguage } from './support/app.ts';

test.describe('other pages', () => {
  test('the development outbox looks up messages for a recipient', async ({ page }) => {
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Utboks for utvikling' })).toBeVisible();
    await expect(page.getByText('Utviklerverktøy')).toBeVisible();
    await page.getByRole('textbox', { name: 'Til' }).fill('+4790000000');
    await page.getByRole('button', { name: 'Vis meldinger' }).click();
    await expect(page).toHaveURL(/to=%2B4790000000/);
    await expect(page.getByRole('heading', { name: 'Ingen meldinger' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the blocked page and custom request pages read well in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/blokkert');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is blocked' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/foresporsel');
    await expect(page.getByRole('heading', { level: 1, name: 'Send a request' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/foresporsel/suksess');
    await expect(page.getByRole('heading', { level: 1, name: 'Your request has been sent' })).toBeVisible();
  });
});
