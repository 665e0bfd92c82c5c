import { cleanup, configure, render, type RenderOptions } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, afterEach } from 'vitest';
import { enResources } from '#shared/i18n/resources-en.ts';
import { nbLaterResources } from '#shared/i18n/resources-nb-later.ts';
import { stopBrowserConsent } from '../features/consent/browser-consent.ts';
import { routerNavigation } from '../app/routing/router-navigation.ts';
import { addLanguage, i18n } from '../lib/i18n.ts';
import { NavigationContext } from '../lib/navigation.tsx';
import { appHasTakenOver } from '../lib/takeover.ts';

// The app fetches English when it is chosen, and the Norwegian texts its first view does without
// right after it; tests have both at hand, as the app does once they have arrived.
addLanguage('nb', nbLaterResources);
addLanguage('en', enResources);

// A component test renders in the browser alone: the app has taken over from the start.
appHasTakenOver();

// The first view of a lazily loaded page imports its module: with the whole suite running on two
// cores that can take longer than Testing Library's one-second default for a findBy query.
configure({ asyncUtilTimeout: 5_000 });

// jsdom neither lays out nor scrolls: the router scrolls on navigation and Radix measures
// elements, so both get inert stand-ins for every component test.
window.scrollTo = () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Test files run without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  void i18n.changeLanguage('nb');
});

// The consent poll would otherwise tick on after the file's DOM is gone and read a missing document.
afterAll(stopBrowserConsent);

/** A fresh query client per test: no retries and no shared cache between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions & { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    // React Router's links and hooks: a test renders its component under a router of its own.
    return (
      <QueryClientProvider client={queryClient}>
        <NavigationContext value={routerNavigation}>{children}</NavigationContext>
      </QueryClientProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

type FakeAnswer = { status?: number; body: unknown };
// A route may answer later (a promise), so a test can look at the screen while a call is on its way.
type FakeRoute = FakeAnswer | ((url: URL, request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/** One call the app made: method, path with query, and the parsed JSON body or the FormData sent. */
export type FakeRequest = { method: string; path: string; body: unknown };

function sentBody(body: RequestInit['body']): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  // Uploads go out as multipart; a test reads their fields and files from the FormData itself.
  if (body instanceof FormData) return body;
  return undefined;
}

/**
 * Replaces `fetch` with answers per API path; unknown paths answer 404 like the server. A route
 * given as a function sees the URL and the request (method, body).
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: string[] = [];
  const requests: FakeRequest[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: sentBody(init?.body),
    };
    calls.push(request.path);
    requests.push(request);
    // Answer on a later turn, as a network would, so a caller can still cancel the call.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const route = routes[url.pathname];
    const answer = typeof route === 'function' ? await route(url, request) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? answer.body : { message: 'Not found', status: 404 };
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, requests };
}

/** An error answer as the API sends it (api-contract "Errors"). */
export function apiErrorAnswer(status: number, key: string, message: string, data: Record<string, unknown> = {}): FakeAnswer {
  return { status, body: { message, status, data: { key, ...data } } };
}
