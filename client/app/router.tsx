import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '#shared/routing/paths.ts';
import { renamedPaths } from '#shared/routing/renamed-paths.ts';
import { withLaterTexts } from '../lib/i18n.ts';
import { HomePage } from './routes/home-page.tsx';
import { MovedPage } from './routes/moved-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import { AgentShell } from './shell/agent-shell.tsx';
import { RootRoute } from './shell/root-route.tsx';
import { SiteShell } from './shell/site-shell.tsx';

// Only the front page and the shells load with the app; every other page is its own chunk,
// fetched when first visited, so a visitor's first download stays small. A page shows once the
// Norwegian texts the first view does without are in place too (`withLaterTexts`).

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
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      // Addresses that were renamed: an in-app link to one lands on its new address. More
      // specific than the shells' catch-alls (`/account/*`, `/admin/*`), so they win over them.
      ...renamedPaths.map(({ from }) => ({ path: `${child(from)}/*`, element: <MovedPage /> })),
      {
        element: <SiteShell />,
        children: [
          {
            // Inside the shell, so a failing page keeps the header and footer around its error.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomePage /> },
              { path: child(paths.browse), lazy: withLaterTexts(() => import('./routes/browse-page.tsx').then((page) => ({ Component: page.BrowsePage }))) },
              { path: child(paths.call), lazy: withLaterTexts(() => import('./routes/call-page.tsx').then((page) => ({ Component: page.CallPage }))) },
              { path: child(paths.accountGiftCards), lazy: withLaterTexts(() => import('./routes/gift-cards-page.tsx').then((page) => ({ Component: page.GiftCardsPage }))) },
              { path: child(paths.accountSubscriptions), lazy: withLaterTexts(() => import('./routes/subscriptions-page.tsx').then((page) => ({ Component: page.SubscriptionsPage }))) },
              { path: `${child(paths.accountSubscriptions)}/:id`, lazy: withLaterTexts(() => import('./routes/subscription-page.tsx').then((page) => ({ Component: page.SubscriptionPage }))) },
              { path: child(paths.accountBookings), lazy: withLaterTexts(() => import('./routes/customer-bookings-page.tsx').then((page) => ({ Component: page.CustomerBookingsPage }))) },
              { path: `${child(paths.accountBookings)}/:id`, lazy: withLaterTexts(() => import('./routes/customer-booking-page.tsx').then((page) => ({ Component: page.CustomerBookingPage }))) },
              { path: child(paths.accountRequests), lazy: withLaterTexts(() => import('./routes/customer-requests-page.tsx').then((page) => ({ Component: page.CustomerRequestsPage }))) },
              { path: `${child(paths.accountRequests)}/:id`, lazy: withLaterTexts(() => import('./routes/customer-request-page.tsx').then((page) => ({ Component: page.CustomerRequestPage }))) },
              { path: child(paths.accountMessages), lazy: withLaterTexts(() => import('./routes/messages-page.tsx').then((page) => ({ Component: page.MessagesPage }))) },
              { path: `${child(paths.accountMessages)}/:chatId`, lazy: withLaterTexts(() => import('./routes/messages-page.tsx').then((page) => ({ Component: page.MessagesPage }))) },
              { path: child(paths.accountNotifications), lazy: withLaterTexts(() => import('./routes/notifications-page.tsx').then((page) => ({ Component: page.NotificationsPage }))) },
              { path: `${child(paths.account)}/*`, lazy: withLaterTexts(() => import('./routes/account-page.tsx').then((page) => ({ Component: page.AccountPage }))) },
              { path: `${child(paths.accountSettings)}/*`, lazy: withLaterTexts(() => import('./routes/account-page.tsx').then((page) => ({ Component: page.AccountPage }))) },
              { path: `${child(paths.service)}/:id`, lazy: withLaterTexts(() => import('./routes/service-page.tsx').then((page) => ({ Component: page.ServicePage }))) },
              { path: `${child(paths.provider)}/:id`, lazy: withLaterTexts(() => import('./routes/provider-page.tsx').then((page) => ({ Component: page.ProviderPage }))) },
              { path: `${child(paths.providerRegistration)}/*`, lazy: withLaterTexts(() => import('./routes/register-page.tsx').then((page) => ({ Component: page.RegisterPage }))) },
              { path: `${child(paths.bookingDone)}/:id`, lazy: withLaterTexts(() => import('./routes/booking-success-page.tsx').then((page) => ({ Component: page.BookingSuccessPage }))) },
              { path: child(paths.customRequestSent), lazy: withLaterTexts(() => import('./routes/custom-request-sent-page.tsx').then((page) => ({ Component: page.CustomRequestSentPage }))) },
              { path: `${child(paths.customRequest)}/*`, lazy: withLaterTexts(() => import('./routes/custom-request-page.tsx').then((page) => ({ Component: page.CustomRequestPage }))) },
              { path: `${child(paths.cleaningEstimate)}/*`, lazy: withLaterTexts(() => import('./routes/cleaning-estimate-page.tsx').then((page) => ({ Component: page.CleaningEstimatePage }))) },
              { path: child(paths.verify), lazy: withLaterTexts(() => import('./routes/verify-page.tsx').then((page) => ({ Component: page.VerifyPage }))) },
              { path: child(paths.blocked), lazy: withLaterTexts(() => import('./routes/blocked-page.tsx').then((page) => ({ Component: page.BlockedPage }))) },
              { path: `${child(paths.admin)}/*`, lazy: withLaterTexts(() => import('./routes/admin-page.tsx').then((page) => ({ Component: page.AdminPage }))) },
              { path: child(paths.accountPayments), lazy: withLaterTexts(() => import('./routes/account-payments-page.tsx').then((page) => ({ Component: page.AccountPaymentsPage }))) },
              { path: `${child(paths.accountPayments)}/kvitteringer/:bookingId`, lazy: withLaterTexts(() => import('./routes/receipt-page.tsx').then((page) => ({ Component: page.ReceiptPage }))) },
              { path: `${child(paths.testCheckout)}/:sessionId`, lazy: withLaterTexts(() => import('./routes/test-checkout-page.tsx').then((page) => ({ Component: page.TestCheckoutPage }))) },
              { path: child(paths.termsCustomers), lazy: withLaterTexts(() => import('./routes/terms-page.tsx').then((page) => ({ Component: page.TermsPage }))) },
              { path: child(paths.termsProviders), lazy: withLaterTexts(() => import('./routes/provider-terms-page.tsx').then((page) => ({ Component: page.ProviderTermsPage }))) },
              { path: child(paths.privacy), lazy: withLaterTexts(() => import('./routes/privacy-page.tsx').then((page) => ({ Component: page.PrivacyPage }))) },
              { path: child(paths.cookies), lazy: withLaterTexts(() => import('./routes/cookies-page.tsx').then((page) => ({ Component: page.CookiesPage }))) },
              { path: child(paths.help), lazy: withLaterTexts(() => import('./routes/help-page.tsx').then((page) => ({ Component: page.HelpPage }))) },
              { path: child(paths.contact), lazy: withLaterTexts(() => import('./routes/contact-page.tsx').then((page) => ({ Component: page.ContactPage }))) },
              { path: child(paths.devOutbox), lazy: withLaterTexts(() => import('./routes/dev-outbox-page.tsx').then((page) => ({ Component: page.DevOutboxPage }))) },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: child(paths.agent),
        element: <AgentShell />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, lazy: withLaterTexts(() => import('./routes/agent-home-page.tsx').then((page) => ({ Component: page.AgentHomePage }))) },
              { path: `${inAgent(paths.agentServices)}/*`, lazy: withLaterTexts(() => import('./routes/agent-services-page.tsx').then((page) => ({ Component: page.AgentServicesPage }))) },
              { path: `${inAgent(paths.agentBookings)}/*`, lazy: withLaterTexts(() => import('./routes/agent-bookings-page.tsx').then((page) => ({ Component: page.AgentBookingsPage }))) },
              { path: `${inAgent(paths.agentOffers)}/*`, lazy: withLaterTexts(() => import('./routes/agent-offers-page.tsx').then((page) => ({ Component: page.AgentOffersPage }))) },
              { path: `${inAgent(paths.agentAvailability)}/*`, lazy: withLaterTexts(() => import('./routes/agent-availability-page.tsx').then((page) => ({ Component: page.AgentAvailabilityPage }))) },
              { path: inAgent(paths.agentPricing), lazy: withLaterTexts(() => import('./routes/agent-pricing-page.tsx').then((page) => ({ Component: page.AgentPricingPage }))) },
              { path: inAgent(paths.agentSubscriptions), lazy: withLaterTexts(() => import('./routes/agent-subscriptions-page.tsx').then((page) => ({ Component: page.AgentSubscriptionsPage }))) },
              { path: inAgent(paths.agentRatings), lazy: withLaterTexts(() => import('./routes/agent-ratings-page.tsx').then((page) => ({ Component: page.AgentRatingsPage }))) },
              { path: inAgent(paths.agentTrackRecord), lazy: withLaterTexts(() => import('./routes/agent-track-record-page.tsx').then((page) => ({ Component: page.AgentTrackRecordPage }))) },
              { path: inAgent(paths.agentPayouts), lazy: withLaterTexts(() => import('./routes/agent-payouts-page.tsx').then((page) => ({ Component: page.AgentPayoutsPage }))) },
              { path: inAgent(paths.agentMessages), lazy: withLaterTexts(() => import('./routes/agent-messages-page.tsx').then((page) => ({ Component: page.AgentMessagesPage }))) },
              { path: `${inAgent(paths.agentMessages)}/:chatId`, lazy: withLaterTexts(() => import('./routes/agent-messages-page.tsx').then((page) => ({ Component: page.AgentMessagesPage }))) },
              { path: inAgent(paths.agentAccount), lazy: withLaterTexts(() => import('./routes/agent-account-page.tsx').then((page) => ({ Component: page.AgentAccountPage }))) },
              { path: '*', lazy: withLaterTexts(() => import('./routes/agent-coming-page.tsx').then((page) => ({ Component: page.AgentComingPage }))) },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
