import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { HydrationState } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { createRouter } from './router.tsx';

type AppProps = {
  /** Set when the page arrived rendered by the server: its data and router state. */
  queryClient?: QueryClient;
  routerState?: HydrationState;
};

export function App({ queryClient, routerState }: AppProps = {}) {
  const [router] = useState(() => createRouter(routerState));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
