import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { FirstPageView } from '../app/first-page-app.tsx';
import { loadFirstPage, rendersOnServer } from '../app/first-pages.ts';
import { AppProviders } from '../app/providers.tsx';
import { loadEveryLaterPart } from '../components/layout/later-part.tsx';
import { firstPageNavigation, pageAddress } from '../app/routing/first-page-navigation.tsx';
import { setApiTransport, type ApiTransport } from '../lib/api-client.ts';
import { i18n, loadLanguage, loadLaterTexts } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { pageStateScript, type RenderedPageState } from './page-state.ts';

export { rendersOnServer };

/** The API calls of the page being rendered go to this request's transport (its cookie, its address). */
const currentTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = currentTransport.getStore();
  if (!transport) return Promise.reject(new Error('An API call outside a page render.'));
  return transport(url, init);
});

// Every text, and every part the browser loads later, is in place before the first page: the
// server keeps them all, whatever the page.
const textsReady = Promise.all([loadLaterTexts(), loadLanguage('en'), loadEveryLaterPart()]);

/** Data a page asks for after its first data arrived (a provider's services after the provider) is fetched too, this many rounds deep. */
const dataRounds = 3;
/** A page whose render takes longer than this goes out as the bare shell instead; the browser renders it. */
const renderTimeoutMs = 5_000;

export type RenderRequest = {
  /** Path and query, as the browser asked for them. */
  url: string;
  language: Language;
  /** Answers the page's API calls. */
  transport: ApiTransport;
  /** The request's `cookie` header: what the visitor has answered (the cookie question). */
  cookies: string;
  /** Hears an error in a part of the page, which the browser then renders itself. */
  onError?: (error: unknown) => void;
};

export type RenderedPage = {
  /** Writes the page's markup into `destination`, then ends it. */
  pipe: (destination: Writable) => void;
  /** The script that carries the page's data to the browser. */
  stateScript: string;
};

/** A query the page asked for that has not been fetched (and may be). */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return Boolean((enabled as (query: Query) => boolean)(query));
  return enabled !== false;
}

/**
 * Renders until the page asks for no more data: each round renders to a string (thrown away),
 * fetches every query the round asked for, and renders again with the answers.
 */
async function fetchPageData(tree: () => ReactNode, queryClient: QueryClient, transport: ApiTransport): Promise<void> {
  const tried = new Set<string>();
  for (let round = 0; round < dataRounds; round += 1) {
    renderToString(tree());
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => !tried.has(query.queryHash) && isWaiting(query));
    if (waiting.length === 0) break;
    for (const query of waiting) tried.add(query.queryHash);
    await currentTransport.run(transport, () => Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))));
  }
  // A failed call is not carried over: the browser asks again and shows its own error or retry,
  // as it would have without the server.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
}

/** Renders one public page: its data fetched first, then streamed as React renders it. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  await textsReady;
  const language = isLanguage(request.language) ? request.language : 'nb';
  const url = new URL(request.url, 'http://localhost');
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const pageI18n = i18n.cloneInstance({ lng: language, initAsync: false });
  const providers = { queryClient, i18n: pageI18n, requestCookies: request.cookies };

  // The browser takes the page over without the router (client/app/first-page-app.tsx).
  const firstPage = await loadFirstPage(url.pathname);
  if (!firstPage) throw new Error(`${url.pathname} is not a page the server renders.`);
  const location = { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' };
  const navigation = firstPageNavigation(pageAddress(location), firstPage.params, () => {
    throw new Error('A page rendered on the server cannot move to another page.');
  });
  const page = () => (
    <AppProviders {...providers} navigation={navigation}>
      <FirstPageView Page={firstPage.Page} />
    </AppProviders>
  );
  const tree = () => <StrictMode>{page()}</StrictMode>;

  await fetchPageData(tree, queryClient, request.transport);

  const state: RenderedPageState = {
    language,
    queries: dehydrate(queryClient),
  };

  return new Promise((resolve, reject) => {
    // The whole page is waited for before it is sent: the policy allows no inline script, and
    // React's late parts would need one to take their place.
    const stream = renderToPipeableStream(tree(), {
      // Every part inline, however large: a part sent apart would need a script to put it in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        resolve({ pipe: (destination) => stream.pipe(destination), stateScript: pageStateScript(state) });
      },
      onError(error) {
        request.onError?.(error);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error('The page took too long to render.'));
    }, renderTimeoutMs);
  });
}
