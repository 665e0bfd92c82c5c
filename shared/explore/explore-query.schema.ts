import { z } from 'zod';
import { cursorSchema } from './paged.schema.ts';
import { providerDirectionSchema } from './provider.schema.ts';
import { ratingSortSchema } from './rating.schema.ts';
import { serviceSortSchema } from './service.schema.ts';
import { whenValid } from '#shared/validation/when-valid.ts';

/** Query strings carry booleans as text; anything but "true"/"false" is refused, not guessed. */
const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A comma-separated list in one query parameter (`a,b,c`), empty entries dropped. */
function listParam<Item extends z.ZodType<unknown, string>>(item: Item, max: number) {
  return z
    .string()
    .max(2000)
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(item).max(max));
}

const searchText = z.string().trim().max(200);
const dateTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
/** Whole kroner: people type prices in kroner, the API stores øre. */
const kroner = z.coerce.number().int().min(0).max(10_000_000);
const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(50).default(fallback);

function checkSpan(value: { from?: Date | undefined; to?: Date | undefined }, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.from.getTime() > value.to.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'error.zod.time_span.from_greater_than_to' });
  }
}

/**
 * `GET /api/explore/services` (spec §7). `category` is a category name, slug or id; `location`
 * an area id, a postal code, a place or an address with a postal code; `subCategoryFilters` a
 * comma list of subcategory item ids (a service matches when it has any of them); `direct`
 * true for instant booking only, false for on-request only.
 */
export const exploreServicesQuerySchema = z
  .object({
    tag: z.string().trim().min(1).max(60).optional(),
    query: searchText.optional(),
    category: z.string().trim().min(1).max(80).optional(),
    from: dateTime.optional(),
    to: dateTime.optional(),
    location: z.string().trim().min(1).max(200).optional(),
    minPrice: kroner.optional(),
    maxPrice: kroner.optional(),
    direct: booleanParam.optional(),
    subCategoryFilters: listParam(z.uuid(), 50).optional(),
    max: pageSize(20),
    sort: serviceSortSchema.default('popularity'),
    next: cursorSchema.optional(),
  })
  .superRefine(checkSpan, { when: whenValid('from', 'to') })
  .superRefine(
    (value, ctx) => {
      if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
        ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'error.explore.price_range' });
      }
    },
    { when: whenValid('minPrice', 'maxPrice') },
  );
export type ExploreServicesQuery = z.infer<typeof exploreServicesQuerySchema>;
export type ExploreServicesParams = z.input<typeof exploreServicesQuerySchema>;

/**
 * `GET /api/explore/providers` (spec §7). `categories` is a comma list of category names, slugs
 * or ids; with `matchAll` a provider must offer services in every one of them, otherwise in any.
 * `direction` orders by popularity, best first (`desc`, the default) or last.
 */
export const exploreProvidersQuerySchema = z
  .object({
    matchAll: booleanParam.default(false),
    query: searchText.optional(),
    categories: listParam(z.string().min(1).max(80), 10).optional(),
    from: dateTime.optional(),
    to: dateTime.optional(),
    location: z.string().trim().min(1).max(200).optional(),
    max: pageSize(20),
    direction: providerDirectionSchema.default('desc'),
    next: cursorSchema.optional(),
  })
  .superRefine(checkSpan, { when: whenValid('from', 'to') });
export type ExploreProvidersQuery = z.infer<typeof exploreProvidersQuerySchema>;
export type ExploreProvidersParams = z.input<typeof exploreProvidersQuerySchema>;

/**
 * `GET /api/ratings/{providerId}` (spec §7): newest first unless asked otherwise. `service`, a
 * service id, keeps the ratings of that one service, as its page shows them.
 */
export const providerRatingsQuerySchema = z.object({
  sort: ratingSortSchema.default('latest'),
  max: pageSize(10),
  next: cursorSchema.optional(),
  service: z.uuid().optional(),
});
export type ProviderRatingsQuery = z.infer<typeof providerRatingsQuerySchema>;

/** `GET /api/location/service/{id}`: the place to check, as typed or chosen. */
export const serviceLocationQuerySchema = z.object({ locationName: z.string().trim().min(1).max(200) });

/** The answer: whether the service delivers there, and which area the place resolved to. */
export const serviceLocationSchema = z.object({
  delivers: z.boolean(),
  areaId: z.string(),
  postalCode: z.string().nullable(),
  place: z.string().nullable(),
});
export type ServiceLocation = z.infer<typeof serviceLocationSchema>;
