// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/dom.tsx';
import { useBrowseFilters } from './use-browse-filters.ts';

const latest: { current?: ReturnType<typeof useBrowseFilters> } = {};

function Probe() {
  const browseFilters = useBrowseFilters();
  // Hand the hook's latest answer to the test after each render.
  useEffect(() => {
    latest.current = browseFilters;
  });
  const location = useLocation();
  return <span data-testid="url">{location.search}</span>;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/utforsk', element: <Probe /> }], { initialEntries: [url] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const browse = () => {
  if (!latest.current) throw new Error('not rendered');
  return latest.current;
};

describe('useBrowseFilters', () => {
  it('keeps both of two changes made before the URL catches up', async () => {
    renderAt('/utforsk?q=vask');
    const { update } = browse();
    await act(async () => {
      update({ minPrice: 500 });
      update({ maxPrice: 3000 });
    });
    expect(screen.getByTestId('url').textContent).toBe('?q=vask&minPris=500&maksPris=3000');
  });

  it('moves from the categories tab to the services when a filter narrows the search, and removes cleared filters', async () => {
    const router = renderAt('/utforsk');
    expect(browse().tab).toBe('categories');
    await act(async () => browse().update({ area: 'bergen' }));
    expect(screen.getByTestId('url').textContent).toBe('?fane=tjenester&omrade=bergen');
    await act(async () => browse().update({ area: undefined }));
    expect(screen.getByTestId('url').textContent).toBe('?fane=tjenester');
    expect(browse().tab).toBe('services');
    // Picking the same filter again adds no step to the history.
    const entries = router.state.location.key;
    await act(async () => browse().update({ area: undefined }));
    expect(router.state.location.key).toBe(entries);
  });
});
