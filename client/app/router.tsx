import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '#shared/routing/paths.ts';
import { AccountPage } from './routes/account-page.tsx';
import { AgentHomePage } from './routes/agent-home-page.tsx';
import { BlockedPage } from './routes/blocked-page.tsx';
import { BrowsePage } from './routes/browse-page.tsx';
import { CallPage } from './routes/call-page.tsx';
import { CustomRequestPage } from './routes/custom-request-page.tsx';
import { CustomRequestSentPage } from './routes/custom-request-sent-page.tsx';
import { DevOutboxPage } from './routes/dev-outbox-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { ProviderPage } from './routes/provider-page.tsx';
import { RegisterPage } from './routes/register-page.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import { ServicePage } from './routes/service-page.tsx';
import { VerifyPage } from './routes/verify-page.tsx';
import { AgentShell } from './shell/agent-shell.tsx';
import { RootRoute } from './shell/root-route.tsx';
import { SiteShell } from './shell/site-shell.tsx';

/** Strips the leading slash: child routes are relative to their parent. */
const child = (path: string) => path.replace(/^\//, '');

/**
 * Every page of the web client. Guards and layout rules are applied by the shells from the
 * path alone (client/app/routing), so a new page only needs an entry here.
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SiteShell />,
        children: [
          {
            // Inside the shell, so a failing page keeps the header and footer around its error.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomePage /> },
              { path: child(paths.browse), element: <BrowsePage /> },
              { path: child(paths.call), element: <CallPage /> },
              { path: `${child(paths.account)}/*`, element: <AccountPage /> },
              { path: `${child(paths.accountSettings)}/*`, element: <AccountPage /> },
              { path: `${child(paths.service)}/:id`, element: <ServicePage /> },
              { path: `${child(paths.provider)}/:id`, element: <ProviderPage /> },
              { path: `${child(paths.providerRegistration)}/*`, element: <RegisterPage /> },
              { path: child(paths.customRequestSent), element: <CustomRequestSentPage /> },
              { path: child(paths.customRequest), element: <CustomRequestPage /> },
              { path: child(paths.verify), element: <VerifyPage /> },
              { path: child(paths.blocked), element: <BlockedPage /> },
              { path: child(paths.devOutbox), element: <DevOutboxPage /> },
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
              { index: true, element: <AgentHomePage /> },
              { path: '*', element: <AgentHomePage /> },
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
