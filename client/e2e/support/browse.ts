import { expect, type Locator } from '@playwright/test';

/** Opens the first service of a list of results and waits for its page; answers the service's title. */
export async function openFirstService(results: Locator): Promise<string> {
  const page = results.page();
  const firstLink = results.getByRole('article').first().getByRole('link');
  const title = (await firstLink.textContent()) ?? '';
  await firstLink.click();
  await expect(page).toHaveURL(/\/service\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}
