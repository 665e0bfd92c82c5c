import { expect, type Page } from '@playwright/test';
import { aProviderMe } from '../../features/provider-dashboard/provider-dashboard.fixtures.ts';
import { aUser, userJson } from '../../test/fixtures.ts';

export const screenshotDir = 'test-results/screenshots';

/**
 * A whole-page screenshot as a reader who scrolled would see it: parts laid out only near the
 * screen (`render-when-near` in app.css) would otherwise come out blank.
 */
export const wholePage = { fullPage: true, style: '.render-when-near { content-visibility: visible; }' } as const;

/** Starts the visit in the given language, as a returning visitor who chose it would. */
export async function useLanguage(page: Page, language: 'nb' | 'en'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), language);
}

/**
 * Waits until the app has taken over a page the server rendered (front, browse, service,
 * provider). A button pressed before it is answered after it (client/public/start-after-paint.js).
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
}

type FakeUser = { id: string; firstName: string; lastName: string; isBlocked?: boolean };

/**
 * Answers `GET /api/user` (and the provider lookup) as if someone were signed in. Only for what
 * the app cannot do for real yet (becoming a provider); customers sign in for real with
 * `signUpViaApi` from ./accounts.ts.
 */
export async function signInAs(page: Page, user: FakeUser, options: { provider?: boolean } = {}): Promise<void> {
  const { id, ...details } = user;
  const json = userJson(aUser({ ...details, id: fakeUuid(id), email: `${id}@eksempel.no` }));
  await page.route('**/api/user', (route) => route.fulfill({ json }));
  await page.route('**/api/provider/me', (route) =>
    options.provider
      ? route.fulfill({ json: aProviderMe({ id: fakeUuid(`p-${id}`) }) })
      : route.fulfill({ status: 404, json: { message: 'Not found', status: 404 } }),
  );
}

/** A stable UUID for a readable test id. */
function fakeUuid(id: string): string {
  const hex = [...id].map((char) => char.charCodeAt(0).toString(16)).join('').padEnd(12, '0').slice(0, 12);
  return `00000000-0000-4000-8000-${hex}`;
}

/** The customer-facing header and footer (the provider area has its own header). */
export const siteHeader = (page: Page) => page.getByTestId('site-header');
export const siteFooter = (page: Page) => page.getByTestId('site-footer');
export const promoBanner = (page: Page) => page.getByTestId('promo-banner');
