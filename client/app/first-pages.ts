import type { ComponentType } from 'react';
import { paths } from '#shared/routing/paths.ts';
import { withLaterTexts } from '../lib/i18n.ts';
import { HomePage } from './routes/home-page.tsx';
import { matchPathPattern, type PathParams } from './routing/path-match.ts';

// Each page's code is imported here once: the router (client/app/router.tsx) loads the same.
export const loadBrowsePage = () => import('./routes/browse-page.tsx').then((page) => page.BrowsePage);
export const loadServicePage = () => import('./routes/service-page.tsx').then((page) => page.ServicePage);
export const loadProviderPage = () => import('./routes/provider-page.tsx').then((page) => page.ProviderPage);

/**
 * The public pages: what people reach from a search engine or a shared link. The server renders
 * them, and the browser takes them over without the router (client/app/first-page-app.tsx),
 * which loads with the visitor's first move to another page. Everything else (signed-in areas,
 * flows behind a button) renders in the browser, with the router.
 */
const firstPages: readonly { pattern: string; load: () => Promise<ComponentType> }[] = [
  { pattern: paths.home, load: () => Promise.resolve(HomePage) },
  { pattern: paths.browse, load: withLaterTexts(loadBrowsePage) },
  { pattern: `${paths.service}/:id`, load: withLaterTexts(loadServicePage) },
  { pattern: `${paths.provider}/:id`, load: withLaterTexts(loadProviderPage) },
];

/** A public page with its code and the parameters of its address. */
export type FirstPage = { Page: ComponentType; params: PathParams };

function findFirstPage(pathname: string) {
  for (const page of firstPages) {
    const params = matchPathPattern(page.pattern, pathname);
    if (params) return { ...page, params };
  }
  return null;
}

export function rendersOnServer(pathname: string): boolean {
  return findFirstPage(pathname) !== null;
}

/** The public page at `pathname` with its code (and the texts a later page needs) in place, or null for any other page. */
export async function loadFirstPage(pathname: string): Promise<FirstPage | null> {
  const page = findFirstPage(pathname);
  return page ? { Page: await page.load(), params: page.params } : null;
}
