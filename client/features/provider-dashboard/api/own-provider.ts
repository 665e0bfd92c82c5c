import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { providerMeQueryKey } from '../../../lib/query-keys.ts';

/**
 * `GET /api/provider/me`, or `null` when the person has not started registering (404). The
 * guards read the same cache entry, so it answers `null` for the same cases they do.
 */
export async function getOwnProvider(signal?: AbortSignal): Promise<ProviderMe | null> {
  try {
    return await api.get<ProviderMe>('provider/me', { signal });
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 403) || isApiError(error, 401)) return null;
    throw error;
  }
}

export function useOwnProvider() {
  return useQuery({
    queryKey: providerMeQueryKey,
    queryFn: ({ signal }) => getOwnProvider(signal),
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * After a change: keep the provider an answer carried, then ask again anyway, because some
 * answers (a new picture) are not the whole provider.
 */
export function useStoreOwnProvider() {
  const queryClient = useQueryClient();
  return async (answer: unknown) => {
    if (isProviderMe(answer)) queryClient.setQueryData(providerMeQueryKey, answer);
    await queryClient.invalidateQueries({ queryKey: providerMeQueryKey });
  };
}

function isProviderMe(value: unknown): value is ProviderMe {
  return typeof value === 'object' && value !== null && 'status' in value && 'profile' in value && 'legalInfo' in value;
}
