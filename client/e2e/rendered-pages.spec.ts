import { expect, test, type Page, type Request } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { openFirstService } from './support/browse.ts';
import { screenshotDir, wholePage, waitForApp } from './support/app.ts';

/** A listed service and its provider, as the explore API lists them. */
async function aListing(page: Page): Promise<{ service: { slug: string; title: string }; provider: { slug: string; displayName: string } }> {
  const response = await page.request.get('/api/explore/services?max=1');
  const body = (await response.json()) as { data: Array<{ slug: string; title: string; provider: { slug: string; displayName: string } }> };
  const [first] = body.data;
  if (!first) throw new Error('The demo data lists no service.');
  return { service: first, provider: first.provider };
}

/**
 * Waits for the app to take the page over, and checks that none of the router's code was needed
 * for it: what the page had asked for when it took taps (#root lost data-hydrating), by its own
 * account. `watchTakeover` must have been called before the page loaded.
 */
async function expectTakenOverWithoutRouter(page: Page): Promise<void> {
  await waitForApp(page);
  // The modules handed over for later hold the router's (with pieces the router's pages share with this one).
  const later = ((await page.locator('script[data-app-entry]').getAttribute('data-app-later')) ?? '').split(' ').filter(Boolean);
  const router = later.filter((path) => /^\/assets\/router(-app)?-/.test(path));
  expect(router).toHaveLength(2);
  const beforeTakeover = await page.evaluate(() => (window as unknown as { askedBeforeTakeover?: string[] }).askedBeforeTakeover ?? []);
  expect(beforeTakeover.some((path) => path.startsWith('/assets/index-'))).toBe(true);
  expect(beforeTakeover.filter((path) => router.includes(path))).toEqual([]);
}

/**
 * Opens a rendered public page and waits until it has been taken over without the router (see
 * above), then marks the document (`stayed`) so a later check can tell it was never replaced.
 * Answers the page's errors, collected from the start.
 */
async function openWithoutRouter(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await watchTakeover(page);
  await page.goto(path);
  await expectTakenOverWithoutRouter(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  return problems;
}

async function watchTakeover(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marked = window as unknown as { askedBeforeTakeover?: string[] };
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('data-hydrating') || marked.askedBeforeTakeover) return;
      marked.askedBeforeTakeover = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrating'] });
  });
}

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the front page, browse, a service and a provider show their content before any code runs', async ({ page }) => {
    const { service, provider } = await aListing(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Utforsk kategoriene' }).getByRole('heading', { level: 3, name: 'Rengjøring' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/rendered-front-page-no-js.png`, ...wholePage });

    await page.goto('/utforsk?q=vask');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /vask/i }).first()).toBeVisible();

    await page.goto(`/service/${service.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await expect(page.getByText(provider.displayName).first()).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/rendered-service-page-no-js.png`, ...wholePage });

    await page.goto(`/tilbyder/${provider.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: provider.displayName })).toBeVisible();
  });
});

const appCode = /\/assets\/.*\.js$/;

/**
 * Holds the app's code back until the returned function lets it through: until then a page is
 * the server's markup alone.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let letThrough = () => {};
  const mayLoad = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(appCode, async (route) => {
    await mayLoad;
    await route.continue();
  });
  return letThrough;
}

test.describe('public pages taken over by the app', () => {
  test('a rendered page hydrates without errors, asks for none of its data again, and then works', async ({ page }) => {
    const { service } = await aListing(page);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|react/i.test(message.text())) problems.push(message.text());
    });
    const dataCalls: string[] = [];
    const watchData = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/service/public') || url.pathname.startsWith('/api/explore')) dataCalls.push(url.pathname);
    };
    page.on('request', watchData);

    await page.goto(`/service/${service.slug}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    expect(dataCalls).toEqual([]);
    expect(problems).toEqual([]);
    await expectAccessible(page);

    // It works as the app: the language switch translates the page in place.
    await page.getByRole('group', { name: 'Språk' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    // And the next visit arrives rendered in English.
    page.off('request', watchData);
    const html = await (await page.request.get('/', { headers: { cookie: 'language=en' } })).text();
    expect(html).toContain('<html lang="en"');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a button pressed before the code has run is answered once the app has taken the page over', async ({ page }) => {
    const letCodeThrough = await holdAppCode(page);
    await page.goto('/');
    const logIn = page.getByRole('button', { name: 'Logg inn' });
    await logIn.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#root')).toHaveAttribute('data-hydrating');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    letCodeThrough();
    await waitForApp(page);
    await expect(page.getByRole('dialog', { name: 'Logg inn' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A tap waits the same way.
    await page.unroute(appCode);
    const letCodeThroughAgain = await holdAppCode(page);
    await page.reload();
    const box = await logIn.boundingBox();
    if (!box) throw new Error('The log-in button is not on the screen.');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    letCodeThroughAgain();
    await waitForApp(page);
    await expect(page.getByRole('dialog', { name: 'Logg inn' })).toBeVisible();
  });

  test('a search typed and sent before the code has run is made once the app has taken the page over', async ({ page }) => {
    const letCodeThrough = await holdAppCode(page);
    await page.goto('/');
    // The field takes a tap and typing at once; the send button's press waits for the app.
    await page.getByRole('searchbox', { name: 'Hva trenger du hjelp til?' }).click();
    await page.keyboard.type('flyttevask');
    await page.getByRole('button', { name: 'Søk', exact: true }).click();
    await expect(page.locator('#root')).toHaveAttribute('data-hydrating');
    expect(new URL(page.url()).pathname).toBe('/');

    letCodeThrough();
    await expect(page).toHaveURL(/\/utforsk\?q=flyttevask$/);
    await expect(page.getByText('Du søkte etter «flyttevask».')).toBeVisible();
  });

  test('a page scrolled before the app has taken it over stays where it was, and the next page starts at the top', async ({ page }) => {
    const { service } = await aListing(page);
    const letCodeThrough = await holdAppCode(page);
    await page.goto(`/service/${service.slug}`);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);

    letCodeThrough();
    await waitForApp(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Moving on within the app, the new page starts at its top.
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Rengjøring', exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footerLink.click();
    await expect(page).toHaveURL(/\/utforsk/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the front page takes taps without the router, which then moves to the next page within the app', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const problems = await openWithoutRouter(page, '/');

    // The first move to another page happens in the app: no new document, and the page starts at its top.
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Rengjøring', exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    await footerLink.click();
    await expect(page).toHaveURL(/\/utforsk/);
    await expect(page.getByRole('heading', { level: 1, name: 'Utforsk tjenester' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Back on the front page, the router shows it.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Hjelp du kan stole på, rett hjem til deg' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(asked.filter((path) => path === '/')).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('browse takes its filters without the router: focus stays, back undoes them, and the router comes with the first move to another page', async ({ page }) => {
    const problems = await openWithoutRouter(page, '/utforsk?fane=tjenester');

    const filters = page.getByRole('complementary', { name: 'Filtre' });
    const oslo = filters.getByRole('radio', { name: 'Oslo', exact: true });
    await oslo.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]omrade=oslo(&|$)/);
    await expect(oslo).toBeChecked();
    // The same control, still focused: the page changed in place.
    await expect(oslo).toBeFocused();
    const results = page.getByRole('region', { name: 'Tjenester' });
    await expect(results.getByRole('article').first()).toBeVisible();

    // Back undoes the filter within the page.
    await page.goBack();
    await expect(page).not.toHaveURL(/omrade=/);
    await expect(oslo).not.toBeChecked();
    await page.goForward();
    await expect(oslo).toBeChecked();

    // A result opens its service within the app, and back returns to the filtered search.
    await openFirstService(results);
    await page.goBack();
    await expect(page).toHaveURL(/omrade=oslo/);
    await expect(oslo).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the front page hydrates on a phone without shifting its layout @phone', async ({ page }) => {
    await page.goto('/');
    const heroTop = await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.getBoundingClientRect().top);
    await waitForApp(page);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shifts).toBeLessThan(0.1);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.getBoundingClientRect().top)).toBe(heroTop);
    await page.screenshot({ path: `${screenshotDir}/rendered-front-page-phone.png` });
  });
});
