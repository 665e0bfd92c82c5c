import { z } from 'zod';
import { textSchema } from '#shared/validation/text.ts';

/** The longest comment a rating takes, in characters after trimming. */
export const ratingCommentMaxLength = 1000;

/** `POST /api/rating/booking/{id}` (api-contract): 1–5 stars, an optional comment, anonymous or not. */
export const ratingBodySchema = z.object({
  numStars: z.number({ error: 'error.rating.stars_required' }).int({ error: 'error.rating.stars_required' }).min(1, { error: 'error.rating.stars_required' }).max(5, { error: 'error.rating.stars_required' }),
  comment: textSchema({ max: ratingCommentMaxLength })
    .nullish()
    .transform((text) => (text ? text : null)),
  anonymous: z.boolean().default(false),
});
export type RatingBody = z.input<typeof ratingBodySchema>;

/** A booking's rating as its customer and its provider read it. */
export const bookingRatingSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  numStars: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  anonymous: z.boolean(),
  created: z.iso.datetime(),
});
export type BookingRating = z.infer<typeof bookingRatingSchema>;
