import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import './styles/fonts.css';
import './styles/app.css';
import { FirstPageApp } from './app/first-page-app.tsx';
import { loadFirstPage } from './app/first-pages.ts';
import { rememberPromoCodeFrom } from './components/discounts/promo-code-store.ts';
import { trustUserFromPage } from './features/auth/api/get-current-user.ts';
import { loadLocaleData } from './lib/format/locale-data.ts';
import { currentLanguage, loadDetectedLanguage } from './lib/i18n.ts';
import { nextTask } from './lib/next-task.ts';
import { createQueryClient } from './lib/query-client.ts';
import { appHasTakenOver } from './lib/takeover.ts';
import { readPageState } from './ssr/page-state.ts';

// A link with `?kode=` (or `?promo=`) names a promo code the booking form fills in later.
rememberPromoCodeFrom(window.location);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** Longer than taking a page over takes on a slow phone; the user the page came with is trusted that long. */
const takeOverMs = 10_000;

/** Runs `onDone` once the app has taken the server's markup over. */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/** The app with its router: every page but the public ones the server rendered. */
const loadRouterApp = () => import('./app/router-app.ts');

/**
 * A public page arrives rendered by the server with the data it was rendered from: the app
 * takes it over (hydrates) with the same data and its page's code in place, without the router,
 * which loads with the visitor's first move to another page (client/app/first-page-app.tsx). A
 * page rendered in another language than this browser chose is rendered afresh instead.
 */
async function start(root: HTMLElement): Promise<void> {
  await loadDetectedLanguage();
  const state = readPageState(document);
  const rendered = state && root.firstChild && state.language === currentLanguage() ? state : null;
  const localeData = rendered && loadLocaleData(rendered.language, root.querySelector('time') !== null);
  const page = rendered && (await loadFirstPage(window.location.pathname));
  if (rendered && page) {
    const queryClient = createQueryClient();
    hydrate(queryClient, rendered.queries);
    await localeData;
    trustUserFromPage(takeOverMs);
    await nextTask();
    // Parts not yet hydrated hydrate first when tapped (React replays the tap), so the page takes taps from here on.
    const takeTaps = () => {
      root.removeAttribute('data-hydrating');
      appHasTakenOver();
    };
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding a phone's main thread for the whole page.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Hydrated onDone={takeTaps}>
            <FirstPageApp queryClient={queryClient} page={page} />
          </Hydrated>
        </StrictMode>,
      );
    });
    return;
  }
  const { App } = await loadRouterApp();
  root.removeAttribute('data-hydrating');
  appHasTakenOver();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A promise, not top-level await: an entry module that awaits makes the bundler break the front
// page's code into dozens of small chunks, which cost more to download.
void start(container);
