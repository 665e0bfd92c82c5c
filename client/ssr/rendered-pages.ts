import { matchPath } from 'react-router-dom';
import { paths } from '#shared/routing/paths.ts';

/**
 * The public pages the server renders: what people reach from a search engine or a shared link.
 * Everything else (signed-in areas, flows behind a button) renders in the browser.
 */
const renderedPatterns = [paths.home, paths.browse, `${paths.service}/:id`, `${paths.provider}/:id`];

export function rendersOnServer(pathname: string): boolean {
  return renderedPatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}
