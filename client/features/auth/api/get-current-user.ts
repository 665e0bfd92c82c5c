import { useQuery } from '@tanstack/react-query';
import type { User } from '#shared/accounts/user.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';

/** The signed-in person as the web client reads them (spec §3 User). */
export type CurrentUser = User;

export const currentUserQueryKey = userQueryKey;

/** `GET /api/user`; a 403 means nobody is signed in (spec §4, §8) and gives `null`. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<User>('user', { signal });
  } catch (error) {
    if (isApiError(error, 403) || isApiError(error, 401)) return null;
    throw error;
  }
}

/** Until when (performance.now()) the user a server-rendered page came with counts as just read. */
let userFromPageUntil = 0;

/**
 * A page rendered on the server came with the user the server read for it: components that mount
 * while the app takes that page over do not ask again. Asking would change the query's state while
 * React is still taking the page over part by part, and make it take the rest over in one long
 * task (100–180 ms on a fast desktop, measured in Chromium's trace).
 */
export function trustUserFromPage(forMs: number): void {
  userFromPageUntil = performance.now() + forMs;
}

/**
 * The signed-in user, or `null`. Spec §7: never retried, refetched every 5 minutes and when
 * the window regains focus or a component mounts (but not while a server-rendered page is
 * taken over: `trustUserFromPage`).
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    retry: false,
    refetchInterval: 300_000,
    refetchOnWindowFocus: true,
    refetchOnMount: () => performance.now() >= userFromPageUntil,
    staleTime: 0,
  });
}
