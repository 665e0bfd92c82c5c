import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { type AppRouter, createRouter } from './router.tsx';
import { routerNavigation } from './routing/router-navigation.ts';

type AppProps = {
  /** The data a page rendered on the server arrived with, or the front page had when the router started. */
  queryClient?: QueryClient;
  /** A router made (and made ready) before the app renders: for a page the server rendered, or started by the front page. */
  router?: AppRouter;
};

/** The whole app, with its router. */
export function App({ queryClient, router: readyRouter }: AppProps = {}) {
  const [router] = useState(() => readyRouter ?? createRouter());
  return (
    <AppProviders queryClient={queryClient} navigation={routerNavigation}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
