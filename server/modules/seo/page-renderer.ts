import type { AppConfig } from '#server/config/config.ts';
import type { PageRenderer } from '#server/plugins/client.plugin.ts';
import { injectHead, renderHeadTags } from './page-head.ts';
import { resolvePageHead } from './resolve-page-head.ts';

/** The app shell with each page's own head, and 404 for services and providers that are not public. */
export function createPageRenderer(config: Pick<AppConfig, 'origin' | 'appName'>): PageRenderer {
  return async (request, shell) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const head = await resolvePageHead(request.em, pathname);
    return { status: head.status, html: injectHead(shell, renderHeadTags(head, config.origin, config.appName)) };
  };
}
