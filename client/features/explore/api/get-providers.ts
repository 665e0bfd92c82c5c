import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ExploreProvidersParams } from '#shared/explore/explore-query.schema.ts';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { ProviderListing } from '#shared/explore/provider.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/explore/providers`: one page of provider listings and the cursor of the next. */
export async function getProviders(
  params: ExploreProvidersParams,
  next: string | undefined,
  signal?: AbortSignal,
): Promise<Paged<ProviderListing>> {
  const query = { ...params, next } as Record<string, string | number | boolean | undefined>;
  return api.get<Paged<ProviderListing>>('explore/providers', { query, signal });
}

export const providersQueryKey = (params: ExploreProvidersParams) => ['explore', 'providers', params] as const;

/** Provider results page by page; the previous results stay while new filters load. */
export function useExploreProviders(params: ExploreProvidersParams, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: providersQueryKey(params),
    queryFn: ({ pageParam, signal }) => getProviders(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
