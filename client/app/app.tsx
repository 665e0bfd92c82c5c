import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { HydrationState } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { type AppRouter, createRouter } from './router.tsx';
import { routerNavigation } from './routing/router-navigation.ts';

type AppProps = {
  /** Set when the page arrived rendered by the server: its data and router state. */
  queryClient?: QueryClient;
  routerState?: HydrationState;
  /** A router made (and made ready) before the app renders, for a page the server rendered. */
  router?: AppRouter;
};

export function App({ queryClient, routerState, router: readyRouter }: AppProps = {}) {
  const [router] = useState(() => readyRouter ?? createRouter(routerState));
  return (
    <AppProviders queryClient={queryClient} navigation={routerNavigation}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
