import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { screenshotDir, siteFooter, useLanguage, wholePage } from './support/app.ts';
import { noConsentState } from './support/consent.ts';

const norwegianPages = [
  { link: 'Hjelp og vanlige spørsmål', path: '/hjelp', heading: 'Hjelp', section: 'Avbestille og flytte', title: 'Hjelp' },
  { link: 'Kontakt oss', path: '/kontakt', heading: 'Kontakt oss', section: 'Firmaopplysninger', title: 'Kontakt oss' },
  { link: 'Vilkår for kunder', path: '/vilkar', heading: 'Vilkår for kunder', section: '4. Avbestilling', title: 'Vilkår for kunder' },
  { link: 'Vilkår for leverandører', path: '/vilkar/leverandor', heading: 'Vilkår for leverandører', section: '1. Registrering og godkjenning', title: 'Vilkår for leverandører' },
  { link: 'Personvern', path: '/personvern', heading: 'Personvernerklæring', section: '5. Rettighetene dine', title: 'Personvernerklæring' },
  { link: 'Informasjonskapsler', path: '/informasjonskapsler', heading: 'Informasjonskapsler', section: '1. Nødvendige', title: 'Informasjonskapsler' },
] as const;

const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value;
const banner = (page: Page) => page.getByRole('region', { name: 'Vi bruker informasjonskapsler' });

for (const width of [1280, 390]) {
  test(`every information page opens from the footer in Norwegian at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    for (const info of norwegianPages) {
      await page.goto('/');
      await siteFooter(page).getByRole('link', { name: info.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${info.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: info.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: info.section })).toBeVisible();
      await expect(page).toHaveTitle(`${info.title} – Tjenestetorget`);
      await expectAccessible(page, `${info.path} at ${width} px`);
      await page.screenshot({ path: `${screenshotDir}/legal${info.path.replace(/\//g, '-')}-nb-${width}.png`, ...wholePage });
    }
  });
}

test('the help page answers the cancellation question with the real rules', async ({ page }) => {
  await page.goto('/hjelp');
  await page.getByText('Kan jeg avbestille?').click();
  await expect(page.getByText(/Enkle: gratis frem til 48 timer før.*Strenge: gratis frem til 30 dager før, 30 % fra 30 til 7 dager før/)).toBeVisible();
});

test('the privacy policy opens from the footer in English', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await siteFooter(page).getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL(/\/personvern$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '5. Your rights' })).toBeVisible();
  await expect(page.getByText(/Download your data/)).toBeVisible();
  await expectAccessible(page, 'privacy policy in English');
  await page.screenshot({ path: `${screenshotDir}/legal-personvern-en-390.png`, ...wholePage });
});

test('the booking card links the customer terms in a new tab, so the booking is not lost', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('region', { name: 'Populære tjenester' }).getByRole('article').first().getByRole('link').first().click();
  await page.getByRole('complementary', { name: 'Bestilling' }).getByRole('button', { name: /^(Bestill|Send forespørsel)$/ }).click();
  const booking = page.getByRole('dialog');
  const terms = booking.getByRole('link', { name: 'Vilkår for kunder (åpnes i ny fane)' });
  await expect(terms).toBeVisible();
  await terms.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}/booking-terms-link-nb-1280.png` });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Vilkår for kunder' })).toBeVisible();
  await expect(booking).toBeVisible();
});

test.describe('cookie question on a first visit', () => {
  test.use({ storageState: noConsentState });

  test('"Godta alle" stores consent to both, and the answer outlives a reload', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // A region, not a modal: the page behind stays usable.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'front page with the cookie banner');
    await page.screenshot({ path: `${screenshotDir}/consent-banner-nb-390.png` });

    await banner(page).getByRole('button', { name: 'Godta alle' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCookie(page)).toBe('v1.s1.m1');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('"Bare nødvendige" says no to both, and the answer outlives a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/hjelp');
    await expect(banner(page)).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/consent-banner-nb-1280.png` });
    await banner(page).getByRole('button', { name: 'Bare nødvendige' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCookie(page)).toBe('v1.s0.m0');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hjelp' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('"Innstillinger" chooses per category in a dialog that keeps focus, and the footer link reopens it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Innstillinger' }).click();
    const dialog = page.getByRole('dialog', { name: 'Innstillinger for informasjonskapsler' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'cookie settings dialog');
    await page.screenshot({ path: `${screenshotDir}/consent-settings-nb-1280.png` });

    // Focus stays in the dialog however far one tabs.
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await dialog.getByRole('switch', { name: 'Statistikk' }).click();
    await dialog.getByRole('button', { name: 'Lagre valg' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await consentCookie(page)).toBe('v1.s1.m0');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await siteFooter(page).getByRole('button', { name: 'Innstillinger for informasjonskapsler' }).click();
    await expect(dialog.getByRole('switch', { name: 'Statistikk' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('switch', { name: 'Markedsføring' })).toHaveAttribute('aria-checked', 'false');
  });
});
