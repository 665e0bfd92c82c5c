import { text } from 'node:stream/consumers';
import type { FastifyRequest } from 'fastify';
import { consentCookieName } from '#shared/consent/consent-cookie-name.ts';
import type { AppConfig } from '#server/config/config.ts';
import type { PageRenderer } from '#server/plugins/client.plugin.ts';
import { sessionCookieName } from '#server/plugins/session.plugin.ts';
import { requestKey, type ResponseCache } from '../explore/response-cache.ts';
import { framedPage, inProcessTransport, pageLanguage, rootElement, splitShell, startAfterPaint, type AppRenderer } from './app-renderer.ts';
import { injectHead, renderHeadTags } from './page-head.ts';
import { resolvePageHead } from './resolve-page-head.ts';

type RenderingOptions = {
  /** Renders the public pages; without it every page is the bare shell. */
  appRenderer: AppRenderer | null;
  /**
   * Rendered pages of visitors who are not signed in, for a few seconds: they differ only by the
   * address, the language and the answer to the cookie question, which make the key.
   */
  anonymousPages?: ResponseCache;
};

/**
 * The app shell with each page's own head, and 404 for services and providers that are not
 * public. With the client's server bundle, the public pages (front, browse, service, provider)
 * arrive rendered, with the data they were rendered from, and the browser hydrates them.
 */
export function createPageRenderer(config: Pick<AppConfig, 'origin' | 'appName'>, options: RenderingOptions = { appRenderer: null }): PageRenderer {
  const { appRenderer, anonymousPages } = options;
  return async (request, shell) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    const head = await resolvePageHead(request.em, pathname);
    const html = injectHead(shell, renderHeadTags(head, config.origin, config.appName));
    if (!appRenderer || !html.includes(rootElement) || head.status !== 200 || request.method !== 'GET' || !appRenderer.rendersOnServer(pathname)) {
      return { status: head.status, html };
    }
    const language = pageLanguage(request);
    const render = async () => {
      const page = await appRenderer.renderPage({
        url: request.url,
        language,
        transport: inProcessTransport(request),
        cookies: request.headers.cookie ?? '',
        onError: (error) => request.log.warn({ err: error, url: request.url }, 'a part of the page is left to the browser'),
      });
      const [before, after] = splitShell(startAfterPaint(html), page.stateScript, language);
      return framedPage(before, page.pipe, after);
    };
    try {
      if (anonymousPages && isAnonymous(request)) {
        const key = requestKey('page', request.url, language, request.cookies[consentCookieName] ?? '');
        const kept = await anonymousPages.get(key, async () => text(await render()));
        return { status: head.status, kept };
      }
      return { status: head.status, body: await render() };
    } catch (error) {
      // The bare shell still works: the browser renders the page itself.
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return { status: head.status, html };
    }
  };
}

function isAnonymous(request: FastifyRequest): boolean {
  return !request.cookies[sessionCookieName];
}
