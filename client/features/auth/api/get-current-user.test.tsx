// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, fakeApi, renderWithProviders } from '../../../test/dom.tsx';
import { currentUserQueryKey, trustUserFromPage, useCurrentUser } from './get-current-user.ts';

function Greeting() {
  const { data: user } = useCurrentUser();
  return <p>{user ? 'Innlogget' : 'Ikke innlogget'}</p>;
}

describe('useCurrentUser on a page rendered on the server', () => {
  it('does not ask again while the page is taken over, and asks on each mount afterwards', async () => {
    const api = fakeApi({ '/api/user': { status: 403, body: { message: 'Forbidden', status: 403, data: { key: 'error.auth.required' } } } });
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    // The page came with "nobody is signed in", read by the server a moment ago.
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(currentUserQueryKey, null);
    trustUserFromPage(10_000);

    const first = renderWithProviders(<Greeting />, { queryClient });
    expect(first.getByText('Ikke innlogget')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.calls).toEqual([]);
    first.unmount();

    vi.spyOn(performance, 'now').mockReturnValue(11_000);
    renderWithProviders(<Greeting />, { queryClient });
    await waitFor(() => expect(api.calls).toEqual(['/api/user']));
    vi.restoreAllMocks();
  });
});
