import { z } from 'zod';
import { localizedTextSchema } from '#shared/catalogue/category.schema.ts';
import { cityIds } from './areas.ts';

/** `GET /api/location/lookup`: what the customer typed in an address or place field. */
export const locationLookupQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });
export type LocationLookupQuery = z.infer<typeof locationLookupQuerySchema>;

/**
 * What the typed place resolved to, for feedback beside the field ("0182 → Oslo, Gamle Oslo"):
 * the delivery area, its city, and the postal code and municipality when the text had them.
 */
export const locationLookupSchema = z.object({
  areaId: z.string(),
  areaName: localizedTextSchema,
  city: z.enum(cityIds),
  postalCode: z.string().nullable(),
  place: z.string().nullable(),
  municipality: z.object({ number: z.string(), name: z.string() }).nullable(),
});
export type LocationLookup = z.infer<typeof locationLookupSchema>;
