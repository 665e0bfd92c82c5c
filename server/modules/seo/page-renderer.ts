import type { AppConfig } from '#server/config/config.ts';
import type { PageRenderer } from '#server/plugins/client.plugin.ts';
import { framedPage, inProcessTransport, pageLanguage, rootElement, splitShell, startAfterPaint, type AppRenderer } from './app-renderer.ts';
import { injectHead, renderHeadTags } from './page-head.ts';
import { resolvePageHead } from './resolve-page-head.ts';

/**
 * The app shell with each page's own head, and 404 for services and providers that are not
 * public. With the client's server bundle, the public pages (front, browse, service, provider)
 * arrive rendered, with the data they were rendered from, and the browser hydrates them.
 */
export function createPageRenderer(config: Pick<AppConfig, 'origin' | 'appName'>, appRenderer: AppRenderer | null = null): PageRenderer {
  return async (request, shell) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const head = await resolvePageHead(request.em, pathname);
    const html = injectHead(shell, renderHeadTags(head, config.origin, config.appName));
    if (!appRenderer || !html.includes(rootElement) || head.status !== 200 || request.method !== 'GET' || !appRenderer.rendersOnServer(pathname)) {
      return { status: head.status, html };
    }
    try {
      const language = pageLanguage(request);
      const page = await appRenderer.renderPage({
        url: request.url,
        language, transport: inProcessTransport(request),
        cookies: request.headers.cookie ?? '',
        onError: (error) => request.log.warn({ err: error, url: request.url }, 'a part of the page is left to the browser'),
      });
      if (page.kind === 'redirect') return { status: page.status, redirect: page.location };
      const [before, after] = splitShell(startAfterPaint(html), page.stateScript, language) ?? ['', ''];
      return { status: head.status, body: framedPage(before, page.pipe, after) };
    } catch (error) {
      // The bare shell still works: the browser renders the page itself.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return { status: head.status, html };
    }
  };
}
