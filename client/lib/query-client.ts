import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { userQueryKey } from './query-keys.ts';

const maxRetries = 2;

/**
 * Retries only what may succeed on a second try: network failures and server errors. A 4xx
 * answer (signed out, not found, invalid) will be the same next time.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < maxRetries;
}

/** The key a blocked person gets on every call outside the account area (api-contract "Errors"). */
const blockedKey = 'error.user.blocked';

export function createQueryClient(): QueryClient {
  // A person blocked while using the app learns it from the next call; asking for the user again
  // lets the guards send them to /blokkert (spec §2).
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403 && error.key === blockedKey) {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
