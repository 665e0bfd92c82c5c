import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../lib/i18n.ts';
import { NavigationContext, type Navigation } from '../lib/navigation.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { RequestCookiesContext } from '../lib/request-cookies.ts';

type AppProvidersProps = {
  children: ReactNode;
  /** React Router's links and hooks, or the front page's stand-in until the router has started. */
  navigation: Navigation;
  /** A page rendered on the server brings its own: the data it was rendered with, in its language. */
  queryClient?: QueryClient;
  i18n?: I18n;
  /** The request's cookies, when rendering on the server. */
  requestCookies?: string;
};

/** Server data (TanStack Query), translations and navigation for everything below. */
export function AppProviders({ children, navigation, queryClient: given, i18n = appI18n, requestCookies }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RequestCookiesContext value={requestCookies ?? null}>
          <NavigationContext value={navigation}>{children}</NavigationContext>
        </RequestCookiesContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
