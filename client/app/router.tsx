import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '#shared/routing/paths.ts';
import { renamedPaths } from '#shared/routing/renamed-paths.ts';
import { withLaterTexts } from '../lib/i18n.ts';
import { loadBrowsePage, loadProviderPage, loadServicePage } from './first-pages.ts';
import { HomePage } from './routes/home-page.tsx';
import { MovedPage } from './routes/moved-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import { AgentShell } from './shell/agent-shell.tsx';
import { RouterRoot } from './shell/router-root.tsx';
import { SiteShell } from './shell/site-shell.tsx';

// Only the front page and the shells load with the router; every other page is its own chunk,
// fetched when first visited, so a visitor's first download stays small. (A public page the
// server rendered starts without the router: client/app/first-page-app.tsx.)

/** Strips the leading slash: child routes are relative to their parent. */
const child = (path: string) => path.replace(/^\//, '');

/** A path inside the provider dashboard, relative to `/agent`. */
const inAgent = (path: string) => path.slice(paths.agent.length + 1);

/**
 * Every page of the web client. Guards and layout rules are applied by the shells from the
 * path alone (client/app/routing), so a new page only needs an entry here.
 */
export const routes: RouteObject[] = [
  {
    element: <RouterRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      // Addresses that were renamed: an in-app link to one lands on its new address. More
      // specific than the shells' catch-alls (`/account/*`, `/admin/*`), so they win over them.
      ...renamedPaths.map(({ from }) => ({ path: `${child(from)}/*`, element: <MovedPage /> })),
      {
        element: (
          <SiteShell>
            <Outlet />
          </SiteShell>
        ),
        children: [
          {
            // Inside the shell, so a failing page keeps the header and footer around its error.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomePage /> },
              { path: child(paths.browse), lazy: () => loadBrowsePage().then((Component) => ({ Component })) },
              { path: child(paths.call), lazy: () => import('./routes/call-page.tsx').then((page) => ({ Component: page.CallPage })) },
              { path: child(paths.accountGiftCards), lazy: () => import('./routes/gift-cards-page.tsx').then((page) => ({ Component: page.GiftCardsPage })) },
              { path: child(paths.accountSubscriptions), lazy: () => import('./routes/subscriptions-page.tsx').then((page) => ({ Component: page.SubscriptionsPage })) },
              { path: `${child(paths.accountSubscriptions)}/:id`, lazy: () => import('./routes/subscription-page.tsx').then((page) => ({ Component: page.SubscriptionPage })) },
              { path: child(paths.accountBookings), lazy: () => import('./routes/customer-bookings-page.tsx').then((page) => ({ Component: page.CustomerBookingsPage })) },
              { path: `${child(paths.accountBookings)}/:id`, lazy: () => import('./routes/customer-booking-page.tsx').then((page) => ({ Component: page.CustomerBookingPage })) },
              { path: child(paths.accountRequests), lazy: () => import('./routes/customer-requests-page.tsx').then((page) => ({ Component: page.CustomerRequestsPage })) },
              { path: `${child(paths.accountRequests)}/:id`, lazy: () => import('./routes/customer-request-page.tsx').then((page) => ({ Component: page.CustomerRequestPage })) },
              { path: child(paths.accountMessages), lazy: () => import('./routes/messages-page.tsx').then((page) => ({ Component: page.MessagesPage })) },
              { path: `${child(paths.accountMessages)}/:chatId`, lazy: () => import('./routes/messages-page.tsx').then((page) => ({ Component: page.MessagesPage })) },
              { path: child(paths.accountNotifications), lazy: () => import('./routes/notifications-page.tsx').then((page) => ({ Component: page.NotificationsPage })) },
              { path: `${child(paths.account)}/*`, lazy: () => import('./routes/account-page.tsx').then((page) => ({ Component: page.AccountPage })) },
              { path: `${child(paths.accountSettings)}/*`, lazy: () => import('./routes/account-page.tsx').then((page) => ({ Component: page.AccountPage })) },
              { path: `${child(paths.service)}/:id`, lazy: () => loadServicePage().then((Component) => ({ Component })) },
              { path: `${child(paths.provider)}/:id`, lazy: () => loadProviderPage().then((Component) => ({ Component })) },
              { path: `${child(paths.providerRegistration)}/*`, lazy: () => import('./routes/register-page.tsx').then((page) => ({ Component: page.RegisterPage })) },
              { path: `${child(paths.bookingDone)}/:id`, lazy: () => import('./routes/booking-success-page.tsx').then((page) => ({ Component: page.BookingSuccessPage })) },
              { path: child(paths.customRequestSent), lazy: () => import('./routes/custom-request-sent-page.tsx').then((page) => ({ Component: page.CustomRequestSentPage })) },
              { path: `${child(paths.customRequest)}/*`, lazy: () => import('./routes/custom-request-page.tsx').then((page) => ({ Component: page.CustomRequestPage })) },
              { path: `${child(paths.cleaningEstimate)}/*`, lazy: () => import('./routes/cleaning-estimate-page.tsx').then((page) => ({ Component: page.CleaningEstimatePage })) },
              { path: child(paths.verify), lazy: () => import('./routes/verify-page.tsx').then((page) => ({ Component: page.VerifyPage })) },
              { path: child(paths.blocked), lazy: () => import('./routes/blocked-page.tsx').then((page) => ({ Component: page.BlockedPage })) },
              { path: `${child(paths.admin)}/*`, lazy: () => import('./routes/admin-page.tsx').then((page) => ({ Component: page.AdminPage })) },
              { path: child(paths.accountPayments), lazy: () => import('./routes/account-payments-page.tsx').then((page) => ({ Component: page.AccountPaymentsPage })) },
              { path: `${child(paths.accountPayments)}/kvitteringer/:bookingId`, lazy: () => import('./routes/receipt-page.tsx').then((page) => ({ Component: page.ReceiptPage })) },
              { path: `${child(paths.testCheckout)}/:sessionId`, lazy: () => import('./routes/test-checkout-page.tsx').then((page) => ({ Component: page.TestCheckoutPage })) },
              { path: child(paths.termsCustomers), lazy: () => import('./routes/terms-page.tsx').then((page) => ({ Component: page.TermsPage })) },
              { path: child(paths.termsProviders), lazy: () => import('./routes/provider-terms-page.tsx').then((page) => ({ Component: page.ProviderTermsPage })) },
              { path: child(paths.privacy), lazy: () => import('./routes/privacy-page.tsx').then((page) => ({ Component: page.PrivacyPage })) },
              { path: child(paths.cookies), lazy: () => import('./routes/cookies-page.tsx').then((page) => ({ Component: page.CookiesPage })) },
              { path: child(paths.help), lazy: () => import('./routes/help-page.tsx').then((page) => ({ Component: page.HelpPage })) },
              { path: child(paths.contact), lazy: () => import('./routes/contact-page.tsx').then((page) => ({ Component: page.ContactPage })) },
              { path: child(paths.devOutbox), lazy: () => import('./routes/dev-outbox-page.tsx').then((page) => ({ Component: page.DevOutboxPage })) },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: child(paths.agent),
        element: (
          <AgentShell>
            <Outlet />
          </AgentShell>
        ),
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, lazy: () => import('./routes/agent-home-page.tsx').then((page) => ({ Component: page.AgentHomePage })) },
              { path: `${inAgent(paths.agentServices)}/*`, lazy: () => import('./routes/agent-services-page.tsx').then((page) => ({ Component: page.AgentServicesPage })) },
              { path: `${inAgent(paths.agentBookings)}/*`, lazy: () => import('./routes/agent-bookings-page.tsx').then((page) => ({ Component: page.AgentBookingsPage })) },
              { path: `${inAgent(paths.agentOffers)}/*`, lazy: () => import('./routes/agent-offers-page.tsx').then((page) => ({ Component: page.AgentOffersPage })) },
              { path: `${inAgent(paths.agentAvailability)}/*`, lazy: () => import('./routes/agent-availability-page.tsx').then((page) => ({ Component: page.AgentAvailabilityPage })) },
              { path: inAgent(paths.agentPricing), lazy: () => import('./routes/agent-pricing-page.tsx').then((page) => ({ Component: page.AgentPricingPage })) },
              { path: inAgent(paths.agentSubscriptions), lazy: () => import('./routes/agent-subscriptions-page.tsx').then((page) => ({ Component: page.AgentSubscriptionsPage })) },
              { path: inAgent(paths.agentRatings), lazy: () => import('./routes/agent-ratings-page.tsx').then((page) => ({ Component: page.AgentRatingsPage })) },
              { path: inAgent(paths.agentTrackRecord), lazy: () => import('./routes/agent-track-record-page.tsx').then((page) => ({ Component: page.AgentTrackRecordPage })) },
              { path: inAgent(paths.agentPayouts), lazy: () => import('./routes/agent-payouts-page.tsx').then((page) => ({ Component: page.AgentPayoutsPage })) },
              { path: inAgent(paths.agentMessages), lazy: () => import('./routes/agent-messages-page.tsx').then((page) => ({ Component: page.AgentMessagesPage })) },
              { path: `${inAgent(paths.agentMessages)}/:chatId`, lazy: () => import('./routes/agent-messages-page.tsx').then((page) => ({ Component: page.AgentMessagesPage })) },
              { path: inAgent(paths.agentAccount), lazy: () => import('./routes/agent-account-page.tsx').then((page) => ({ Component: page.AgentAccountPage })) },
              { path: '*', lazy: () => import('./routes/agent-coming-page.tsx').then((page) => ({ Component: page.AgentComingPage })) },
            ],
          },
        ],
      },
    ],
  },
];

/** Every lazy page shows once the Norwegian texts the first view does without are in place too. */
function withLaterTextsOnLazyPages(list: RouteObject[]): RouteObject[] {
  return list.map(
    (route) =>
      ({
        ...route,
        ...(typeof route.lazy === 'function' ? { lazy: withLaterTexts(route.lazy) } : {}),
        ...(route.children ? { children: withLaterTextsOnLazyPages(route.children) } : {}),
      }) as RouteObject,
  );
}

/** The routes as the app runs them. */
export const appRoutes = withLaterTextsOnLazyPages(routes);

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createRouter(): AppRouter {
  return createBrowserRouter(appRoutes);
}

/**
 * Resolves once the router has loaded the lazy page of its first address. A router started from a
 * public page (client/app/first-page-app.tsx) replaces that page only once it can show a page
 * itself, never a loading state. The router matches the address itself, so the route table is
 * matched once on start.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
