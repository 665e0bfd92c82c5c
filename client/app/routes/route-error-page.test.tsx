// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../test/dom.tsx';
import { RootRoute } from '../shell/root-route.tsx';
import { SiteShell } from '../shell/site-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorPage', () => {
  beforeEach(() => {
    // React and the router report the thrown error; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows "Oi, noe gikk galt" with a retry button and keeps the site header', async () => {
    fakeApi({ '/api/user': { status: 403, body: { message: 'Forbidden', status: 403 } } });
    const router = createMemoryRouter(
      [
        {
          element: (
            <RootRoute>
              <Outlet />
            </RootRoute>
          ),
          children: [
            {
              element: (
                <SiteShell>
                  <Outlet />
                </SiteShell>
              ),
              children: [{ errorElement: <RouteErrorPage />, children: [{ path: 'broken', element: <Broken /> }] }],
            },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Oi, noe gikk galt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeTruthy();
  });
});
