import { z } from 'zod';
import { categoryRefSchema, pictureSchema, ratingSummarySchema } from './common.schema.ts';

/** What a service card says about who delivers it. */
export const providerRefSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  displayName: z.string(),
  photo: z.string().nullable(),
  instantBooking: z.boolean(),
  idVerified: z.boolean(),
});
export type ProviderRef = z.infer<typeof providerRefSchema>;

/** Spec §3 Profile, the public part. */
export const publicProfileSchema = z.object({
  displayName: z.string(),
  tagline: z.string().nullable(),
  photo: z.string().nullable(),
  coverSquare: z.string().nullable(),
  coverWide: z.string().nullable(),
  category: categoryRefSchema,
  instantBooking: z.boolean(),
  satisfactionGuarantee: z.boolean(),
  isRecommended: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * Spec §3 Provider listing. Rates are fractions 0..1; the client shows an acceptance rate
 * below 0.3 as "under 30%" (spec §9). `minPriceOre` is the cheapest enabled service. The rates
 * and the response time are counted from the last 12 months' events (docs/ranking.md) and are
 * null while the provider has fewer than 3 of them: the screens say "new" instead.
 */
export const providerListingSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  profile: publicProfileSchema,
  minPriceOre: z.number().int().nullable(),
  rating: ratingSummarySchema,
  cancelRate: z.number().min(0).max(1).nullable(),
  averageResponseTimeSec: z.number().int().nullable(),
  acceptanceRate: z.number().min(0).max(1).nullable(),
  idVerified: z.boolean(),
  locations: z.array(z.string()),
});
export type ProviderListing = z.infer<typeof providerListingSchema>;

export const weekdaySchema = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
export type Weekday = z.infer<typeof weekdaySchema>;

/**
 * A link a provider puts on the public profile. Only http(s): a `javascript:` or `data:` URL in an
 * href would run in a visitor's browser.
 */
export const webUrlSchema = z.url({ protocol: /^https?$/ }).max(500);

export const linkSchema = z.object({ title: z.string().max(120), url: webUrlSchema });

/** The provider's own sections on the profile page (spec §2 Provider profile). */
export const profileContentSchema = z.object({
  experience: z.string().max(5000).nullable(),
  music: z.array(linkSchema).max(20),
  videos: z.array(linkSchema).max(20),
  socials: z.object({
    instagram: webUrlSchema.nullable(),
    facebook: webUrlSchema.nullable(),
    tiktok: webUrlSchema.nullable(),
    youtube: webUrlSchema.nullable(),
    website: webUrlSchema.nullable(),
  }),
  practicalInfo: z.string().max(5000).nullable(),
});
export type ProfileContent = z.infer<typeof profileContentSchema>;

/** Everything the public profile page shows (`GET /api/provider/public/{idOrSlug}`); services come from explore. */
export const publicProviderSchema = providerListingSchema.extend({
  description: z.string(),
  content: profileContentSchema,
  pictures: z.array(pictureSchema),
  workingDays: z.array(weekdaySchema),
  memberSince: z.date(),
});
export type PublicProvider = z.infer<typeof publicProviderSchema>;

export const providerDirectionSchema = z.enum(['asc', 'desc']);
