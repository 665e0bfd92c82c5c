import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, signUpViaApi } from './support/accounts.ts';
import { promoBanner, signInAs, siteFooter, siteHeader } from './support/app.ts';

/** Spec §2: which routes show the header, footer and promo banner. */
test.describe('layout rules', () => {
  test('the front page shows header, footer and promo banner', async ({ page }) => {
    await page.goto('/');
    await expect(siteHeader(page)).toBeVisible();
    await expect(siteFooter(page)).toBeVisible();
    await expect(promoBanner(page)).toBeVisible();
  });

  test('/verify hides header and footer', async ({ page }) => {
    await page.goto('/verify');
    await expect(page.getByRole('heading', { level: 1, name: 'Logg inn med lenke' })).toBeVisible();
    await expect(siteHeader(page)).toHaveCount(0);
    await expect(siteFooter(page)).toHaveCount(0);
    await expect(promoBanner(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('/register keeps the header but hides footer and promo banner', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Bli leverandør' })).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
    await expect(siteFooter(page)).toHaveCount(0);
    await expect(promoBanner(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('/foresporsel and /service hide only the promo banner', async ({ page }) => {
    for (const path of ['/foresporsel', '/foresporsel/suksess', '/service/123']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(siteHeader(page)).toBeVisible();
      await expect(siteFooter(page)).toBeVisible();
      await expect(promoBanner(page)).toHaveCount(0);
      await expectAccessible(page);
    }
  });

  test('/agent has its own layout without the site header and footer', async ({ page }) => {
    await signInAs(page, { id: 'u-agent', firstName: 'Per', lastName: 'Hansen' }, { provider: true });
    await page.goto('/agent');
    await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Leverandørmeny' })).toBeVisible();
    await expect(siteHeader(page)).toHaveCount(0);
    await expect(siteFooter(page)).toHaveCount(0);
    await expect(promoBanner(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('/account/chat/call hides header and footer; /account keeps them without the banner', async ({ page }) => {
    await signUpViaApi(page, aPerson('Kari'));
    await page.goto('/account/chat/call');
    await expect(page.getByRole('heading', { level: 1, name: 'Samtale' })).toBeVisible();
    await expect(siteHeader(page)).toHaveCount(0);
    await expect(siteFooter(page)).toHaveCount(0);
    await expectAccessible(page);

    // Without a chat or a call to join, the page sends the person to their messages.
    await page.getByRole('link', { name: 'Tilbake til meldingene' }).click();
    await expect(page).toHaveURL(/\/account\/chat$/);
    await expect(siteHeader(page)).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Hei, Kari' })).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
    await expect(siteFooter(page)).toBeVisible();
    await expect(promoBanner(page)).toHaveCount(0);
  });

  test('a look-alike path such as /agentur keeps the full layout (and is a 404)', async ({ page }) => {
    await page.goto('/agentur');
    await expect(page.getByRole('heading', { level: 1, name: 'Vi fant ikke siden' })).toBeVisible();
    await expect(siteHeader(page)).toBeVisible();
    await expect(siteFooter(page)).toBeVisible();
    await expect(promoBanner(page)).toBeVisible();
  });
});
