import { z } from 'zod';
import { cancellationPolicies } from '#shared/bookings/cancellation-policy.ts';
import { subcategoryItemSchema } from '#shared/catalogue/category.schema.ts';
import { categoryRefSchema, pictureSchema, ratingSummarySchema } from './common.schema.ts';
import { providerListingSchema, providerRefSchema } from './provider.schema.ts';
import { serviceSorts } from './explore-sorts.ts';

export const priceTypeSchema = z.enum(['fixed', 'from']);
export type PriceType = z.infer<typeof priceTypeSchema>;

export const addonUnitTypeSchema = z.enum(['custom', 'participant']);
export type AddonUnitType = z.infer<typeof addonUnitTypeSchema>;

/** Spec §3 Addon: an extra the customer adds per unit (a custom unit or per participant). */
export const addonSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  unitType: addonUnitTypeSchema,
  unitPriceOre: z.number().int(),
  /** Extra time per unit, in minutes. */
  unitTimeMinutes: z.number().int(),
  maxUnits: z.number().int(),
  unitsInBasePrice: z.number().int(),
  sortIndex: z.number().int(),
});
export type Addon = z.infer<typeof addonSchema>;

/** A service as a result card in explore lists. */
export const serviceCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  priceType: priceTypeSchema,
  basePriceOre: z.number().int(),
  baseDurationMinutes: z.number().int(),
  picture: pictureSchema.nullable(),
  category: categoryRefSchema,
  provider: providerRefSchema,
  rating: ratingSummarySchema,
  areas: z.array(z.string()),
  tags: z.array(z.string()),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/** Spec §3 Service, as everyone may see it (`GET /api/service/public/{id}`). */
export const publicServiceSchema = serviceCardSchema.extend({
  description: z.string(),
  maxBaseParticipants: z.number().int().nullable(),
  included: z.array(z.string()),
  customerChecklist: z.array(z.string()),
  pictures: z.array(pictureSchema),
  addons: z.array(addonSchema),
  subCategoryItems: z.array(subcategoryItemSchema),
  provider: providerListingSchema,
  /** The policy a booking of this service gets (cancellationPolicyFor, by the category's type). */
  cancellationPolicy: z.enum(cancellationPolicies),
  created: z.date(),
});
export type PublicService = z.infer<typeof publicServiceSchema>;

export const serviceSortSchema = z.enum(serviceSorts);
export type { ServiceSort } from './explore-sorts.ts';
