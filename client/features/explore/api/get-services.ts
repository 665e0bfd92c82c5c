import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ExploreServicesParams } from '#shared/explore/explore-query.schema.ts';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { ServiceCard } from '#shared/explore/service.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/explore/services`: one page of service cards and the cursor of the next. */
export async function getServices(params: ExploreServicesParams, next: string | undefined, signal?: AbortSignal): Promise<Paged<ServiceCard>> {
  const query = { ...params, next } as Record<string, string | number | boolean | undefined>;
  return api.get<Paged<ServiceCard>>('explore/services', { query, signal });
}

export const servicesQueryKey = (params: ExploreServicesParams) => ['explore', 'services', params] as const;

/**
 * Service results page by page ("Last inn flere" asks for the next). While new filters load,
 * the previous results stay on screen, so the list does not flash empty on every change.
 */
export function useExploreServices(params: ExploreServicesParams, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: servicesQueryKey(params),
    queryFn: ({ pageParam, signal }) => getServices(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
