import { useQuery } from '@tanstack/react-query';
import type { ProviderListing } from '#shared/explore/provider.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/explore/promo/providers` (spec §7): the providers the front page puts forward. */
export async function getPopularProviders(signal?: AbortSignal): Promise<ProviderListing[]> {
  return api.get<ProviderListing[]>('explore/promo/providers', { signal });
}

export function usePopularProviders() {
  return useQuery({
    queryKey: ['explore', 'promo', 'providers'] as const,
    queryFn: ({ signal }) => getPopularProviders(signal),
    staleTime: 5 * 60_000,
  });
}
