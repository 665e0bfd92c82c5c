import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuthCheckResponse } from '#shared/auth/auth.schema.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/ott/generate`: e-mails a login link valid 15 minutes. Always answers
 * `{ sent: true }`, so nobody can learn which addresses have an account.
 */
export function useRequestLoginLink() {
  return useMutation({
    mutationFn: async (body: { email: string; returnTo?: string }) => {
      await api.post('auth/ott/generate', body);
      return { sent: true as const };
    },
  });
}

/**
 * `GET /api/auth/check/{token}`: signs in the owner of the link, or says the address needs an
 * account. A link works once, so the answer is kept and never asked for again on this page, and
 * the call is never cancelled: a remount (React's strict mode mounts twice) waits for the same
 * answer instead of spending the link on a second call.
 */
export function useCheckLoginLink(token: string) {
  return useQuery({
    queryKey: ['auth', 'check', token],
    queryFn: () => api.get<AuthCheckResponse>(`auth/check/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
