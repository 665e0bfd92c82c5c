import { z } from 'zod';
import { whenValid } from '#shared/validation/when-valid.ts';
import { pictureSchema } from '#shared/explore/common.schema.ts';
import { addonSchema, addonUnitTypeSchema, priceTypeSchema } from '#shared/explore/service.schema.ts';
import { areaIdSchema } from '#shared/locations/area-id.schema.ts';
import { requiredText } from '#shared/validation/required-text.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { textSchema } from '#shared/validation/text.ts';
import { servicePriceOreSchema } from './service-price.ts';

const listLine = requiredText().pipe(z.string().max(fieldTextLimits.serviceListLine));

/**
 * Spec §3 Addon as a provider writes it. An `id` keeps an existing add-on (bookings refer to it);
 * add-ons left out of a saved list are removed.
 */
export const addonInputSchema = z
  .object({
    id: z.uuid().optional(),
    title: requiredText().pipe(z.string().max(fieldTextLimits.addonTitle)),
    description: z.string().trim().max(fieldTextLimits.addonDescription).nullable().default(null),
    unitType: addonUnitTypeSchema,
    unitPriceOre: servicePriceOreSchema,
    unitTimeMinutes: z.number({ error: 'common.field.number' }).int().min(0).max(1440),
    maxUnits: z.number({ error: 'common.field.number' }).int().min(1).max(1000),
    unitsInBasePrice: z.number({ error: 'common.field.number' }).int().min(0).max(1000),
  })
  .refine((addon) => addon.unitsInBasePrice <= addon.maxUnits, {
    path: ['unitsInBasePrice'],
    error: 'error.service.units_in_base_price',
    when: whenValid('unitsInBasePrice', 'maxUnits'),
  });
export type AddonInput = z.infer<typeof addonInputSchema>;
export type AddonInputValues = z.input<typeof addonInputSchema>;

/**
 * `POST /api/service` and `PUT /api/service/{id}`, the `offering` form field (spec §3 Service, §7).
 * Money is øre; the base price is fixed or a from-price. Areas must suit the category (only
 * cleaning may deliver around Oslo).
 */
export const offeringSchema = z.object({
  title: requiredText(3).pipe(z.string().max(fieldTextLimits.serviceTitle)),
  description: z.string().trim().max(fieldTextLimits.serviceDescription).default(''),
  subCategoryItemIds: z.array(z.uuid()).max(50).default([]),
  tags: z.array(requiredText().pipe(z.string().max(40))).max(20).default([]),
  priceType: priceTypeSchema,
  basePriceOre: servicePriceOreSchema,
  baseDurationMinutes: z.number({ error: 'common.field.number' }).int().min(15).max(24 * 60).multipleOf(15),
  maxBaseParticipants: z.number({ error: 'common.field.number' }).int().min(1).max(10_000).nullable().default(null),
  included: z.array(listLine).max(30).default([]),
  customerChecklist: z.array(listLine).max(30).default([]),
  areas: z.array(areaIdSchema).min(1, { error: 'error.service.areas_required' }).max(40),
  enabled: z.boolean().default(true),
  addons: z.array(addonInputSchema).max(20).default([]),
});
export type Offering = z.infer<typeof offeringSchema>;
export type OfferingInput = z.input<typeof offeringSchema>;

/** A service as its provider sees and edits it (`GET /api/service/{id}`, `GET /api/provider/me/service`). */
export const ownServiceSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  categoryId: z.uuid(),
  subCategoryItemIds: z.array(z.uuid()),
  tags: z.array(z.string()),
  priceType: priceTypeSchema,
  basePriceOre: z.number().int(),
  baseDurationMinutes: z.number().int(),
  maxBaseParticipants: z.number().int().nullable(),
  included: z.array(z.string()),
  customerChecklist: z.array(z.string()),
  areas: z.array(z.string()),
  enabled: z.boolean(),
  addons: z.array(addonSchema),
  pictures: z.array(pictureSchema),
  created: z.date(),
  updated: z.date(),
});
export type OwnService = z.infer<typeof ownServiceSchema>;

/** `PATCH /api/service/{id}/picture/{photoId}/order` (spec §7). */
export const pictureOrderSchema = z.object({ direction: z.enum(['Up', 'Down']) });
/** `PUT /api/service/picture/{photoId}` (spec §7): the text a screen reader reads for the picture. */
export const pictureAltTextSchema = z.object({ altText: textSchema({ max: fieldTextLimits.pictureText }) });

/** A picture's title sent with its upload (a text field of the form); empty means none. */
export const pictureTitleSchema = textSchema({ max: fieldTextLimits.pictureText }).optional();
/** `PATCH /api/service/{id}/enabled`. */
export const serviceEnabledSchema = z.object({ enabled: z.boolean() });
