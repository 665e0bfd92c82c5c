import { useEffect, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateOptions, To } from 'react-router-dom';
import type { App } from './app.tsx';
import type { FirstPage } from './first-pages.ts';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './router.tsx';
import { browserLocation, firstPageNavigation, hrefOf, pageAddress } from './routing/first-page-navigation.tsx';
import { RootRoute } from './shell/root-route.tsx';
import { SiteShell } from './shell/site-shell.tsx';

/** A public page as the router shows it (client/app/router.tsx), without the router. */
export function FirstPageView({ Page }: { Page: ComponentType }) {
  return (
    <RootRoute>
      <SiteShell>
        <Page />
      </SiteShell>
    </RootRoute>
  );
}

type StartedRouter = { App: typeof App; router: AppRouter };

let routerStart: Promise<StartedRouter> | null = null;

/** The router, loaded and started on the browser's address the first time it is needed. */
function startRouter(): Promise<StartedRouter> {
  routerStart ??= import('./router-app.ts').then(async ({ App, createRouter, routerReady }) => {
    const router = createRouter();
    await routerReady(router);
    return { App, router };
  });
  return routerStart;
}

/**
 * A public page, taken over from the server's markup without the router: most visitors read
 * the page (filter a search, open the booking form) and leave for one other page, so the router
 * (a fifth of a page's first download) loads with that first move. The move then shows its page
 * in the whole app, router and all, with the data the page already has. Moves within the page
 * (new filters, the back button between them) stay in it.
 */
export function FirstPageApp({ queryClient, page }: { queryClient: QueryClient; page: FirstPage }) {
  const [started, setStarted] = useState<StartedRouter | null>(null);
  const [{ address, navigation }] = useState(() => {
    const address = pageAddress(browserLocation());
    const navigation = firstPageNavigation(address, page.params, (to: To, options?: NavigateOptions) => {
      startRouter()
        .then(async (next) => {
          await next.router.navigate(to, options);
          setStarted(next);
        })
        // Without the router's code (a lost connection, a new release) the browser goes there itself.
        .catch(() => window.location.assign(hrefOf(to, address.get())));
    });
    return { address, navigation };
  });

  useEffect(() => {
    if (started) return;
    // Back or forward to another page: the router starts there. (Once started, it listens itself.)
    const onPop = () => {
      if (window.location.pathname === address.get().pathname) address.follow();
      else startRouter().then(setStarted, () => window.location.reload());
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [started, address]);

  if (started) return <started.App queryClient={queryClient} router={started.router} />;
  return (
    <AppProviders queryClient={queryClient} navigation={navigation}>
      <FirstPageView Page={page.Page} />
    </AppProviders>
  );
}
