import { type Browser, expect, type Page } from '@playwright/test';
import { aPerson, signUpViaApi } from './accounts.ts';

const desktop = { width: 1280, height: 900 };

/**
 * A customer signed in in a browser of their own, beside the provider's page; `permissions`
 * (`microphone`, `camera`) for calls.
 */
export async function aCustomer(browser: Browser, firstName: string, options: { language?: 'nb' | 'en'; permissions?: string[] } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: desktop, permissions: options.permissions ?? [] });
  const page = await context.newPage();
  if (options.language === 'en') await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await signUpViaApi(page, aPerson(firstName, 'Kunde'));
  return page;
}

/** The chat between the customer on `page` and the provider, opened through the API. */
export async function openChatViaApi(page: Page, providerId: string): Promise<string> {
  const opened = await page.request.post('/api/chats', { data: { providerId } });
  expect(opened.ok(), await opened.text()).toBe(true);
  return ((await opened.json()) as { id: string }).id;
}
