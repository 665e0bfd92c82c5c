import { z } from 'zod';
import { localizedTextSchema } from '#shared/catalogue/category.schema.ts';

/** The few category fields a card or service page needs. */
export const categoryRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  title: localizedTextSchema,
  taxRate: z.number(),
  enableParticipants: z.boolean(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A picture in two crops chosen by the provider: square for cards, wide for page heroes. */
export const pictureSchema = z.object({
  id: z.uuid(),
  square: z.string(),
  wide: z.string(),
  title: z.string().nullable(),
  sortIndex: z.number().int(),
});
export type Picture = z.infer<typeof pictureSchema>;

export const ratingSummarySchema = z.object({
  /** Mean of the stars, one decimal; null before the first rating. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

