import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router.tsx';
import { renderWithProviders } from './dom.tsx';

/** `GET /api/auth/config` as a plain installation answers it: local captcha, no ID-porten. */
export const authConfigAnswer = {
  body: { captcha: { provider: 'local' }, oidc: { enabled: false, providerName: null }, supportEmail: 'hjelp@eksempel.no' },
};

/** The whole app opened at `path`, routing, guards and layout included; fake the API first. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
