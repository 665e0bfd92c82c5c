import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { type AppRouter, createRouter } from './router.tsx';
import { routerNavigation } from './routing/router-navigation.ts';

type AppProps = {
  /** The data a public page had when the router started (client/app/first-page-app.tsx). */
  queryClient?: QueryClient;
  /** A router made (and made ready) before the app renders: started by a public page. */
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
