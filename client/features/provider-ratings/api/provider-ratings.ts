import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '#shared/explore/paged.schema.ts';
import type { ProviderRating } from '#shared/explore/rating.schema.ts';
import type { RatingReply } from '#shared/ratings/booking-rating.schema.ts';
import { api } from '../../../lib/api-client.ts';

const ownRatingsKey = (providerId: string) => ['ratings', providerId, 'own'] as const;

/** The provider's own ratings, newest first (`GET /api/ratings/{providerId}`), 20 a page. */
export function useOwnRatings(providerId: string) {
  return useInfiniteQuery({
    queryKey: ownRatingsKey(providerId),
    queryFn: ({ pageParam, signal }) => api.get<Paged<ProviderRating>>(`ratings/${encodeURIComponent(providerId)}`, { query: { sort: 'latest', max: 20, next: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}

/** `POST /api/ratings/{ratingId}/reply`: the reply shows under the rating at once, and on the public profile. */
export function useReplyToRating(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, text }: { ratingId: string; text: string }) => api.post<RatingReply>(`ratings/${encodeURIComponent(ratingId)}/reply`, { text }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ratings', providerId] }),
  });
}
