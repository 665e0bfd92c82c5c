import { z } from 'zod';
import { pictureSchema } from '#shared/explore/common.schema.ts';
import { profileContentSchema } from '#shared/explore/provider.schema.ts';
import { requiredText } from '#shared/validation/required-text.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';

/** Spec §9: a profile photo must be at least this many pixels each way. */
export const minProfilePhotoSize = 1200;

/**
 * `POST /api/provider/{id}/profile`, the `profile` JSON part (spec §3 Profile). A new profile
 * photo may travel beside it as the `photo` file.
 */
export const profileUpdateSchema = z.object({
  displayName: requiredText().pipe(z.string().max(80)),
  tagline: z.string().trim().max(fieldTextLimits.profileTagline).nullable(),
  description: z.string().trim().max(fieldTextLimits.profileDescription),
  categoryId: z.uuid({ error: 'common.field.required' }),
  instantBooking: z.boolean(),
  content: profileContentSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** A crop of an uploaded picture, in pixels of the picture as displayed (EXIF rotation applied). */
export const cropSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type Crop = z.infer<typeof cropSchema>;

/** The square and wide crops the provider chose for one picture; missing crops are centred. */
export const pictureCropsSchema = z.object({ square: cropSchema.optional(), wide: cropSchema.optional() });
export type PictureCrops = z.infer<typeof pictureCropsSchema>;

/** Width over height of the wide crop (hero pictures, service galleries). */
export const wideAspectRatio = 16 / 9;

/** Spec §3 Profile as its owner edits it. */
export const ownProfileSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  tagline: z.string().nullable(),
  description: z.string(),
  categoryId: z.uuid(),
  instantBooking: z.boolean(),
  photo: z.string().nullable(),
  coverOriginal: z.string().nullable(),
  coverSquare: z.string().nullable(),
  coverWide: z.string().nullable(),
  satisfactionGuarantee: z.boolean(),
  isRecommended: z.boolean(),
  content: profileContentSchema,
  pictures: z.array(pictureSchema),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
