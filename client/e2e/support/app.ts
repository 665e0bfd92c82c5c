import type { Page } from '@playwright/test';

export const screenshotDir = 'test-results/screenshots';

/** Starts the visit in the given language, as a returning visitor who chose it would. */
export async function useLanguage(page: Page, language: 'nb' | 'en'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), language);
}

type FakeUser = { id: string; firstName: string; lastName: string; isBlocked?: boolean };

/**
 * Answers `GET /api/user` (and the provider lookup) as if someone were signed in. Sign-in
 * itself is not part of the app yet; this lets the browser check what signed-in people see.
 */
export async function signInAs(page: Page, user: FakeUser, options: { provider?: boolean } = {}): Promise<void> {
  await page.route('**/api/user', (route) =>
    route.fulfill({ json: { email: null, phone: null, isBlocked: false, blockedMessage: null, ...user } }),
  );
  await page.route('**/api/provider/me', (route) =>
    options.provider
      ? route.fulfill({ json: { id: `provider-of-${user.id}` } })
      : route.fulfill({ status: 404, json: { message: 'Not found', status: 404 } }),
  );
}

/** The customer-facing header and footer (the provider area has its own header). */
export const siteHeader = (page: Page) => page.getByTestId('site-header');
export const siteFooter = (page: Page) => page.getByTestId('site-footer');
export const promoBanner = (page: Page) => page.getByTestId('promo-banner');
