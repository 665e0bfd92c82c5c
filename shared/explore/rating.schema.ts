import { z } from 'zod';
import { ratingSorts } from './explore-sorts.ts';

/** Spec §3 Provider rating. `customerFirstname` is null when the customer chose to stay anonymous. */
export const providerRatingSchema = z.object({
  id: z.uuid(),
  numStars: z.number().int().min(1).max(5),
  serviceTitle: z.string().nullable(),
  comment: z.string().nullable(),
  customerFirstname: z.string().nullable(),
  created: z.date(),
  externalId: z.string().nullable(),
  /** The provider's one public answer, or null. */
  reply: z.object({ text: z.string(), created: z.date() }).nullable(),
});
export type ProviderRating = z.infer<typeof providerRatingSchema>;

export const ratingSortSchema = z.enum(ratingSorts);
export type { RatingSort } from './explore-sorts.ts';
