import { useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { ProviderRating, RatingSort } from '#shared/explore/rating.schema.ts';
import { api } from '../../../lib/api-client.ts';

export type Rating = ProviderRating;

/** Small pages: a profile shows a handful of ratings first and more on request. */
export const ratingsPageSize = 5;

/** `GET /api/ratings/{providerId}?sort=&max=&next=` (spec §7), one page. */
export async function getProviderRatings(
  providerId: string,
  sort: RatingSort,
  next: string | null,
  signal?: AbortSignal,
): Promise<Paged<Rating>> {
  return api.get<Paged<Rating>>(`ratings/${encodeURIComponent(providerId)}`, { query: { sort, max: ratingsPageSize, next }, signal });
}

/** Every sort is its own list, so switching back to an earlier sort shows it at once. */
export function useProviderRatings(providerId: string, sort: RatingSort) {
  return useInfiniteQuery({
    queryKey: ['ratings', providerId, sort] as const,
    queryFn: ({ pageParam, signal }) => getProviderRatings(providerId, sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    staleTime: 60_000,
  });
}
