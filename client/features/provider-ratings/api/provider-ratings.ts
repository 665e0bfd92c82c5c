import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RatingReply } from '#shared/ratings/booking-rating.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/ratings/{ratingId}/reply`: the reply shows under the rating at once, and on the public profile. */
export function useReplyToRating(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, text }: { ratingId: string; text: string }) => api.post<RatingReply>(`ratings/${encodeURIComponent(ratingId)}/reply`, { text }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ratings', providerId] }),
  });
}
