import { expect, test, type Page } from '@playwright/test';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { ServiceCard } from '#shared/explore/service.schema.ts';
import { expectAccessible } from './support/a11y.ts';
import { screenshotDir, wholePage } from './support/app.ts';

const phone = { width: 390, height: 844 };

/**
 * A popular service whose provider has ratings, found the way the front page finds it, so the
 * journey does not depend on the exact demo data.
 */
async function popularRatedService(page: Page): Promise<ServiceCard> {
  const response = await page.request.get('/api/explore/services?sort=popularity&max=8');
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as Paged<ServiceCard>;
  const service = data.find((candidate) => candidate.rating.count > 0) ?? data[0];
  expect(service, 'the demo data has popular services').toBeTruthy();
  return service as ServiceCard;
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('service page and provider profile', () => {
  test('from the front page to a service, its booking card and its provider, then the ratings sorted', async ({ page }) => {
    // Five pages, each checked by axe, in two languages: longer than one screen's test.
    test.setTimeout(150_000);
    const service = await popularRatedService(page);
    await page.goto('/');

    const popular = page.getByRole('region', { name: 'Populære tjenester' });
    await expect(popular.getByRole('link', { name: service.title }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Populære leverandører' }).getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'front page with popular listings');
    await page.screenshot({ path: `${screenshotDir}/front-page-popular-nb-desktop.png`, ...wholePage });

    await popular.getByRole('link', { name: service.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/service/${service.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(service.title)} – `));

    const booking = page.getByRole('complementary', { name: 'Bestilling' });
    const price = booking.getByTestId('booking-price');
    await expect(price).toBeVisible();
    await expect(price).toHaveText(service.priceType === 'from' ? /^Fra \d[\d\s]*(,\d\d)?\skr$/ : /^\d[\d\s]*(,\d\d)?\skr$/);
    const cta = booking.getByRole('button', { name: service.provider.instantBooking ? 'Bestill' : 'Send forespørsel' });
    await expect(cta).toBeVisible();
    // The booking card stays in view while the details scroll past.
    await page.mouse.wheel(0, 900);
    await expect(cta).toBeInViewport();
    await page.mouse.wheel(0, -900);
    await expectAccessible(page, 'service page');
    await page.screenshot({ path: `${screenshotDir}/service-page-nb-desktop.png`, ...wholePage });

    await cta.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Send en tilpasset forespørsel' })).toHaveAttribute('href', '/foresporsel');
    await expectAccessible(page, 'booking dialog');
    await page.screenshot({ path: `${screenshotDir}/service-booking-dialog-nb-desktop.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();

    await page.getByRole('link', { name: `Se profilen til ${service.provider.displayName}` }).click();
    await expect(page).toHaveURL(/\/tilbyder\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: service.provider.displayName })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Nøkkeltall' })).toBeVisible();
    const services = page.getByRole('region', { name: 'Tjenester' });
    await expect(services.getByRole('link', { name: service.title })).toBeVisible();

    const ratings = page.getByRole('region', { name: 'Vurderinger' });
    await expect(ratings.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'provider profile');
    await page.screenshot({ path: `${screenshotDir}/provider-profile-nb-desktop.png`, ...wholePage });

    const sorted = page.waitForResponse((response) => /\/api\/ratings\/[^?]+\?sort=low_high/.test(response.url()) && response.ok());
    await ratings.getByRole('combobox', { name: 'Sorter' }).click();
    await page.getByRole('option', { name: 'Lavest vurdering først' }).click();
    await sorted;
    await expect(ratings.getByRole('combobox', { name: 'Sorter' })).toHaveText('Lavest vurdering først');
    await expect(ratings.getByRole('list', { name: 'Vurderinger, Lavest vurdering først' })).toBeVisible();

    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('complementary', { name: 'Key figures' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ratings' }).getByRole('combobox', { name: 'Sort' })).toHaveText('Lowest rating first');
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expectAccessible(page, 'provider profile in English');

    await page.getByRole('region', { name: 'Services' }).getByRole('link', { name: service.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Booking' }).getByRole('button', { name: service.provider.instantBooking ? 'Book' : 'Request booking' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Booking' }).getByTestId('booking-price')).toHaveText(
      service.priceType === 'from' ? /^From \d[\d,]*(\.\d\d)?\skr$/ : /^\d[\d,]*(\.\d\d)?\skr$/,
    );
    await page.screenshot({ path: `${screenshotDir}/service-page-en-desktop.png`, ...wholePage });
  });

  test('on a phone the booking bar stays at the bottom and the pages fit the screen', async ({ page }) => {
    await page.setViewportSize(phone);
    const service = await popularRatedService(page);
    await page.goto(`/service/${service.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);

    const bar = page.getByTestId('booking-bar');
    const cta = bar.getByRole('button', { name: service.provider.instantBooking ? 'Bestill' : 'Send forespørsel' });
    await expect(cta).toBeInViewport();
    expect((await cta.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `${screenshotDir}/service-page-nb-phone-first-screen.png` });
    await page.mouse.wheel(0, 1200);
    await expect(cta).toBeInViewport();
    await page.screenshot({ path: `${screenshotDir}/service-page-nb-phone-scrolled.png` });
    await page.screenshot({ path: `${screenshotDir}/service-page-nb-phone.png`, ...wholePage });
    await expectAccessible(page, 'service page on a phone');

    await cta.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/service-booking-dialog-nb-phone.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: `Se profilen til ${service.provider.displayName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: service.provider.displayName })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vurderinger' }).getByRole('listitem').first()).toBeVisible();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'provider profile on a phone');
    await page.screenshot({ path: `${screenshotDir}/provider-profile-nb-phone-first-screen.png` });
    await page.screenshot({ path: `${screenshotDir}/provider-profile-nb-phone.png`, ...wholePage });

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Populære tjenester' }).getByRole('article').first()).toBeVisible();
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    await page.getByRole('region', { name: 'Populære tjenester' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/front-page-popular-nb-phone.png` });
  });

  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', phone],
  ] as const) {
    test(`the service page shows its newest ratings and leads to all of the provider's (${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const service = await popularRatedService(page);
      expect(service.rating.count, 'the most popular services are rated').toBeGreaterThan(0);
      await page.goto(`/service/${service.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();

      const reviews = page.getByRole('region', { name: 'Vurderinger' });
      const items = reviews.getByRole('list', { name: 'Siste vurderinger av tjenesten' }).getByRole('listitem');
      await expect(items).toHaveCount(Math.min(3, service.rating.count));
      for (const item of await items.all()) {
        await expect(item.getByRole('img', { name: /^[1-5] av 5 stjerner$/ })).toBeVisible();
        await expect(item.locator('time')).toHaveText(/^\d{1,2}\. [a-zæøå]+ \d{4}$/);
      }
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
      await reviews.scrollIntoViewIfNeeded();
      await expectAccessible(page, `service page with its ratings (${device})`);
      await reviews.screenshot({ path: `${screenshotDir}/service-ratings-nb-${device}.png` });
      await page.screenshot({ path: `${screenshotDir}/service-ratings-nb-${device}-full.png`, ...wholePage });

      // By keyboard: the link to every rating of the provider lands on the profile's ratings.
      const all = reviews.getByRole('link', { name: `Se alle vurderinger av ${service.provider.displayName}` });
      await all.focus();
      await expect(all).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/tilbyder\/[^/]+#vurderinger$/);
      const profileRatings = page.getByRole('region', { name: 'Vurderinger' });
      await expect(profileRatings.getByRole('list', { name: /^Vurderinger, / }).getByRole('listitem').first()).toBeVisible();
      await expect(profileRatings.getByRole('heading', { name: 'Vurderinger' })).toBeInViewport();
      await page.screenshot({ path: `${screenshotDir}/provider-ratings-from-service-nb-${device}.png` });

      if (device === 'phone') return;
      await page.goBack();
      await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
      const english = page.getByRole('region', { name: 'Ratings' });
      await expect(english.getByRole('list', { name: 'Latest ratings of the service' }).getByRole('listitem')).toHaveCount(Math.min(3, service.rating.count));
      await expect(english.getByRole('link', { name: `See all ratings of ${service.provider.displayName}` })).toBeVisible();
    });
  }

  test('a service or provider that does not exist says so and leads back to browsing', async ({ page }) => {
    await page.goto('/service/finnes-ikke-123');
    await expect(page.getByRole('heading', { level: 1, name: 'Vi fant ikke tjenesten' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Utforsk tjenester' })).toHaveAttribute('href', '/utforsk');
    await expectAccessible(page, 'missing service');

    await page.goto('/tilbyder/finnes-ikke-123');
    await expect(page.getByRole('heading', { level: 1, name: 'Vi fant ikke leverandøren' })).toBeVisible();
    await page.getByRole('link', { name: 'Utforsk tjenester' }).click();
    await expect(page).toHaveURL(/\/utforsk$/);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
