import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** The parts of the signed-in user the web client reads (spec §3 User). */
export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  orgNumber: z.string().nullish(),
  language: z.string().nullish(),
  isBlocked: z.boolean().default(false),
  blockedMessage: z.string().nullish(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserQueryKey = ['user'] as const;

/** `GET /api/user`; a 403 means nobody is signed in (spec §4, §8) and gives `null`. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return currentUserSchema.parse(await api.get('user', { signal }));
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
