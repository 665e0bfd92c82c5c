import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { openFirstService } from './support/browse.ts';
import { screenshotDir, waitForApp, wholePage } from './support/app.ts';

/** A chip is a visually hidden radio inside its label; people click the label. */
const chip = (scope: Locator, name: string) => scope.locator('label').filter({ has: scope.page().getByRole('radio', { name, exact: true }) });

const serviceResults = (page: Page) => page.getByRole('region', { name: 'Tjenester' });

test.describe('browse services and providers', () => {
  test('a visitor searches "vask", narrows to Oslo and a price range, loads more and opens a service', async ({ page }) => {
    await page.goto('/utforsk');
    await expect(page.getByRole('heading', { level: 1, name: 'Utforsk tjenester' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Kategorier' })).toHaveAttribute('aria-selected', 'true');

    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Søk etter tjenester og leverandører' }).fill('vask');
    await search.getByRole('button', { name: 'Søk' }).click();
    await expect(page).toHaveURL(/\/utforsk\?fane=tjenester&q=vask$/);
    await expect(page.getByRole('tab', { name: 'Tjenester' })).toHaveAttribute('aria-selected', 'true');

    const results = serviceResults(page);
    await expect(results.getByRole('article').first()).toBeVisible();

    const filters = page.getByRole('complementary', { name: 'Filtre' });
    await chip(filters, 'Oslo').click();
    await expect(page).toHaveURL(/[?&]omrade=oslo(&|$)/);
    await expect(filters.getByRole('radio', { name: 'Oslo', exact: true })).toBeChecked();

    await filters.getByRole('textbox', { name: 'Fra kr' }).fill('500');
    await filters.getByRole('textbox', { name: 'Til kr' }).fill('3000');
    await filters.getByRole('textbox', { name: 'Til kr' }).press('Enter');
    await expect(page).toHaveURL(/minPris=500&maksPris=3000/);

    const count = results.getByRole('status');
    await expect(count).toHaveText(/^Viser 12 tjenester\. Det finnes flere\.$/);
    await expect(results.getByRole('article')).toHaveCount(12);
    await expect(results.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, 'browse results');
    await page.screenshot({ path: `${screenshotDir}/browse-results-nb-desktop.png`, ...wholePage });

    await results.getByRole('button', { name: 'Last inn flere' }).click();
    await expect.poll(() => results.getByRole('article').count()).toBeGreaterThan(12);
    await expect(count).toHaveText(/tjenester/);
    // Focus moves to the first new result so a keyboard user continues there.
    await expect(results.getByRole('article').nth(12).getByRole('link')).toBeFocused();

    // Every price shown lies in the chosen range.
    const prices = await results.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => Number((/([\d\s\u00a0\u202f]+)\u00a0kr/.exec(card.textContent ?? '')?.[1] ?? '').replace(/\D/g, ''))),
    );
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(500);
      expect(price).toBeLessThanOrEqual(3000);
    }

    await openFirstService(results);

    // Back returns to the same search, filters and all.
    await page.goBack();
    await expect(page).toHaveURL(/omrade=oslo&minPris=500&maksPris=3000/);
    await expect(filters.getByRole('textbox', { name: 'Fra kr' })).toHaveValue('500');
    await expect(results.getByRole('article').first()).toBeVisible();
  });

  test('typing an address shows which area it is in, and a place outside the cities is explained', async ({ page }) => {
    await page.goto('/utforsk?q=vask');
    await waitForApp(page);
    const filters = page.getByRole('complementary', { name: 'Filtre' });
    const address = filters.getByRole('textbox', { name: 'Eller skriv adresse eller postnummer' });

    await address.fill('Tromsø');
    await address.press('Enter');
    await expect(filters.getByText('Vi leverer bare i Oslo, Trondheim og Bergen')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');

    await address.fill('0257');
    await filters.getByRole('button', { name: 'Bruk' }).click();
    await expect(filters.getByText(/^Adressen ligger i .+, Oslo\.$/)).toBeVisible();
    await expect(page).toHaveURL(/adresse=0257/);
    await expect(serviceResults(page).getByRole('article').first()).toBeVisible();
  });

  test('an empty result offers to clear everything or send a custom request', async ({ page }) => {
    await page.goto('/utforsk?q=xyzzy-finnes-ikke');
    const results = serviceResults(page);
    await expect(results.getByRole('heading', { name: 'Ingen tjenester passer søket' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Send en forespørsel' })).toHaveAttribute('href', '/foresporsel');
    await expectAccessible(page, 'empty result');
    await page.screenshot({ path: `${screenshotDir}/browse-empty-nb-desktop.png` });

    await results.getByRole('button', { name: 'Nullstill søk og filtre' }).click();
    await expect(page).toHaveURL(/\/utforsk\?fane=tjenester$/);
    await expect(results.getByRole('article').first()).toBeVisible();
  });

  test('providers share the search and show their figures', async ({ page }) => {
    await page.goto('/utforsk?q=vask&omrade=oslo');
    await page.getByRole('tab', { name: 'Leverandører' }).click();
    await expect(page).toHaveURL(/fane=tilbydere&q=vask&omrade=oslo/);
    const providers = page.getByRole('region', { name: 'Leverandører' });
    await expect(providers.getByRole('article').first()).toBeVisible();
    await expect(providers.getByRole('article').first().getByText('Avlyser')).toBeVisible();
    await expectAccessible(page, 'provider results');
    await page.screenshot({ path: `${screenshotDir}/browse-providers-nb-desktop.png`, ...wholePage });
  });

  test('switching to English translates the page, filters and results', async ({ page }) => {
    await page.goto('/utforsk?q=vask&omrade=oslo');
    await expect(serviceResults(page).getByRole('article').first()).toBeVisible();

    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore services' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Providers' })).toBeVisible();
    await expect(page).toHaveTitle(/Explore services/);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('group', { name: 'Area' })).toBeVisible();
    await expect(filters.getByRole('combobox', { name: 'District in Oslo' })).toHaveText('All of Oslo');
    await expect(filters.getByRole('radio', { name: 'Instant booking' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Services' });
    await expect(results.getByRole('status')).toHaveText(/services/);
    await expect(results.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expectAccessible(page, 'browse in English');
    await page.screenshot({ path: `${screenshotDir}/browse-results-en-desktop.png`, ...wholePage });
  });

  test('on a phone the filters open as a sheet and the results come first', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/utforsk?q=vask');
    const results = serviceResults(page);
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filtre' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshotDir}/browse-results-nb-phone.png` });

    await results.getByRole('button', { name: 'Filtre' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtre' });
    await expect(sheet).toBeVisible();
    // The results behind the sheet are dimmed while the new ones load; check them once the
    // filtered search has answered and the page has drawn it.
    const filtered = page.waitForResponse((response) => response.url().includes('/api/explore/services') && response.url().includes('oslo'));
    await chip(sheet, 'Oslo').click();
    await expect(page).toHaveURL(/omrade=oslo/);
    await filtered;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, 'filter sheet');
    await page.screenshot({ path: `${screenshotDir}/browse-filters-nb-phone.png`, animations: 'disabled' });

    await sheet.getByRole('button', { name: 'Vis resultater' }).click();
    await expect(sheet).toBeHidden();
    await expect(results.getByRole('button', { name: 'Filtre (1 valgt)' })).toBeFocused();
    await expect(results.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/browse-results-nb-phone-full.png`, ...wholePage });
  });
});
