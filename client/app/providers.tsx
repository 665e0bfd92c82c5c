import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { RequestCookiesContext } from '../lib/request-cookies.ts';

type AppProvidersProps = {
  children: ReactNode;
  /** A page rendered on the server brings its own: the data it was rendered with, in its language. */
  queryClient?: QueryClient;
  i18n?: I18n;
  /** The request's cookies, when rendering on the server. */
  requestCookies?: string;
};

/** Server data (TanStack Query) and translations for everything below. */
export function AppProviders({ children, queryClient: given, i18n = appI18n, requestCookies }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RequestCookiesContext value={requestCookies ?? null}>{children}</RequestCookiesContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
