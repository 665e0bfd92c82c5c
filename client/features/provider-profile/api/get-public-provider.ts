import { useQuery } from '@tanstack/react-query';
import type { PublicProvider } from '#shared/explore/provider.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** The shared contract as this client receives it: the API client turns date-times into `Date`. */
export type ProviderDetails = PublicProvider;

export const publicProviderQueryKey = (idOrSlug: string) => ['provider', 'public', idOrSlug] as const;

/** `GET /api/provider/public/{idOrSlug}`; `null` when there is no such public provider (404). */
export async function getPublicProvider(idOrSlug: string, signal?: AbortSignal): Promise<ProviderDetails | null> {
  try {
    return await api.get<ProviderDetails>(`provider/public/${encodeURIComponent(idOrSlug)}`, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function usePublicProvider(idOrSlug: string) {
  return useQuery({
    queryKey: publicProviderQueryKey(idOrSlug),
    queryFn: ({ signal }) => getPublicProvider(idOrSlug, signal),
    staleTime: 60_000,
  });
}
