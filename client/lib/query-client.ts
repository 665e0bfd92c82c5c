import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

const maxRetries = 2;

/**
 * Retries only what may succeed on a second try: network failures and server errors. A 4xx
 * answer (signed out, not found, invalid) will be the same next time.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
