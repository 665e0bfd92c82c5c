import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { providerMeQueryKey } from '../../../lib/query-keys.ts';

/** The part of `GET /api/provider/me` the service editor needs: whose services, in which category. */
export type OwnProvider = { id: string; status: 'draft' | 'pending' | 'approved' | 'rejected'; profile: { categoryId: string } };

/**
 * The signed-in provider, or `null` when the person is none. Shares its cache entry with the
 * shell's guard, which stores the same answer under the same key.
 */
export function useOwnProvider() {
  return useQuery({
    queryKey: providerMeQueryKey,
    queryFn: async ({ signal }): Promise<OwnProvider | null> => {
      try {
        return await api.get<OwnProvider>('provider/me', { signal });
      } catch (error) {
        if (isApiError(error, 404) || isApiError(error, 403) || isApiError(error, 401)) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: 60_000,
  });
}
