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

/**
 * The signed-in user, or `null`. Spec §7: never retried, refetched every 5 minutes and when
 * the window regains focus or a component mounts.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    retry: false,
    refetchInterval: 300_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    staleTime: 0,
  });
}
