import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Location, NavigateOptions, To } from 'react-router-dom';
import type { App } from './app.tsx';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './router.tsx';
import { firstPageNavigation, hrefOf } from './routing/first-page-navigation.tsx';
import { HomePage } from './routes/home-page.tsx';
import { RootRoute } from './shell/root-route.tsx';
import { SiteShell } from './shell/site-shell.tsx';

/** The front page as the router shows it (client/app/router.tsx), without the router. */
export function FrontPage() {
  return (
    <RootRoute>
      <SiteShell>
        <HomePage />
      </SiteShell>
    </RootRoute>
  );
}

type StartedRouter = { App: typeof App; router: AppRouter };

let routerStart: Promise<StartedRouter> | null = null;

/** The router, loaded and started on the front page's address the first time it is needed. */
function startRouter(): Promise<StartedRouter> {
  routerStart ??= import('./router-app.ts').then(async ({ App, createRouter, routerReady }) => {
    const router = createRouter();
    await routerReady(router);
    return { App, router };
  });
  return routerStart;
}

/** The browser's address as React Router would first report it. */
function browserLocation(): Location {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: null, key: 'default' };
}

/**
 * The front page, taken over from the server's markup without the router: most visitors read
 * it and leave for one other page, so the router (a fifth of the front page's first download) loads with
 * that first move. The move then shows its page in the whole app, router and all, with the data
 * the front page already has.
 */
export function FirstPageApp({ queryClient }: { queryClient: QueryClient }) {
  const [started, setStarted] = useState<StartedRouter | null>(null);
  const [navigation] = useState(() => {
    const location = browserLocation();
    return firstPageNavigation(location, (to: To, options?: NavigateOptions) => {
      startRouter()
        .then(async (next) => {
          await next.router.navigate(to, options);
          setStarted(next);
        })
        // Without the router's code (a lost connection, a new release) the browser goes there itself.
        .catch(() => window.location.assign(hrefOf(to, location)));
    });
  });
  if (started) return <started.App queryClient={queryClient} router={started.router} />;
  return (
    <AppProviders queryClient={queryClient} navigation={navigation}>
      <FrontPage />
    </AppProviders>
  );
}
