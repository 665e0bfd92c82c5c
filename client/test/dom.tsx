import { cleanup, render, type RenderOptions } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n.ts';

// Test files run without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  void i18n.changeLanguage('nb');
});

/** A fresh query client per test: no retries and no shared cache between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions & { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

type FakeRoute = { status?: number; body: unknown } | ((url: URL) => { status?: number; body: unknown });

/** Replaces `fetch` with answers per API path; unknown paths answer 404 like the server. */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: string[] = [];
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    calls.push(url.pathname + url.search);
    const route = routes[url.pathname];
    const answer = typeof route === 'function' ? route(url) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? answer.body : { message: 'Not found', status: 404 };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls };
}
