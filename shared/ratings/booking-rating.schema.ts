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
  /** Support hid it for breaking the rules: no longer public, and not counted. */
  hidden: z.boolean(),
});
export type BookingRating = z.infer<typeof bookingRatingSchema>;

/** The longest reply a provider gives to a rating. */
export const ratingReplyMaxLength = 1000;

/** `POST /api/ratings/{ratingId}/reply`: the provider's one public answer. */
export const ratingReplyBodySchema = z.object({
  text: textSchema({ max: ratingReplyMaxLength }).min(1, { error: 'error.rating.reply_required' }),
});
export type RatingReplyBody = z.infer<typeof ratingReplyBodySchema>;

/** The reply as stored, answered to `POST /api/ratings/{ratingId}/reply`. */
export const ratingReplySchema = z.object({ ratingId: z.uuid(), text: z.string(), created: z.iso.datetime() });
export type RatingReply = z.infer<typeof ratingReplySchema>;

/** `POST /api/admin/ratings/{ratingId}/hide`: why support hides it (kept in the audit log, told to the customer). */
export const hideRatingBodySchema = z.object({
  reason: textSchema({ max: 2000 }).min(10, { error: 'error.rating.hide_reason_required' }),
});
