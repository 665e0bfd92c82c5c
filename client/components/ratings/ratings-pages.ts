import { useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { ProviderRating } from '#shared/explore/rating.schema.ts';
import { api } from '../../lib/api-client.ts';

/**
 * A provider's public ratings, newest first, 20 a page (`GET /api/ratings/{providerId}`), as the
 * provider's own page and support's moderation read them. Under `['ratings', providerId]`, so a
 * reply or a hidden rating reads every list of that provider again.
 */
export function useRatingPages(providerId: string, reader: 'own' | 'admin') {
  return useInfiniteQuery({
    queryKey: ['ratings', providerId, reader] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<ProviderRating>>(`ratings/${encodeURIComponent(providerId)}`, { query: { sort: 'latest', max: 20, next: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}
