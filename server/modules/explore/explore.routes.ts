import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exploreProvidersQuerySchema, exploreServicesQuerySchema } from '#shared/explore/explore-query.schema.ts';
import { pagedSchema, cursorSchema } from '#shared/explore/paged.schema.ts';
import { providerListingSchema, publicProviderSchema } from '#shared/explore/provider.schema.ts';
import { publicServiceSchema, serviceCardSchema } from '#shared/explore/service.schema.ts';
import { overlappingAreaIds } from '#shared/locations/areas.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireLocation } from '#server/modules/locations/resolve-location.ts';
import { dateFilter, refusePastDates } from './date-filter.ts';
import { pageJson } from './explore-json.ts';
import { sendJsonText } from './json-reply.ts';
import { findPublicProvider, listPromoProviders, listProviderListings } from './provider-explore.queries.ts';
import { requestKey } from './response-cache.ts';
import { TextSearch } from './search.ts';
import { findPublicService, listProviderServiceCards, listServiceCards } from './service-explore.queries.ts';

/**
 * How long a public explore list may be reused: long enough that a burst of identical requests
 * costs one query, short enough that a new or changed service shows within seconds. Tests build
 * their app with a ManualClock and move it past this to see fresh data.
 */
export const exploreCacheTtlMs = 5_000;
const cacheControl = `public, max-age=${exploreCacheTtlMs / 1000}`;

/** A service or provider page is addressed by its id or its slug. */
const idOrSlugParams = z.object({ id: z.string().regex(/^[\p{L}\p{N}-]{1,200}$/u) });

/** Area ids a service or provider must list to deliver somewhere in `location`, or null without one. */
function coveringAreas(location: string | undefined): string[] | null {
  return location === undefined ? null : overlappingAreaIds(requireLocation(location, 'location').areaId);
}

/**
 * Spec §7 Explore: the public lists and pages of services and providers. Everything here is
 * readable signed out and shows only enabled services of approved providers. The lists answer
 * from a short-lived in-process cache (exploreCacheTtlMs) keyed by the validated query.
 */
export const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['explore'];
  const cache = app.publicCaches.create({ ttlMs: exploreCacheTtlMs, maxEntries: 1000, maxBytes: 32 * 1024 * 1024, clock: app.clock });
  const search = new TextSearch(app.clock);

  app.get(
    '/explore/services',
    {
      schema: {
        tags,
        summary: 'Services matching filters, one page at a time',
        description:
          'Enabled services of approved providers. `minPrice`/`maxPrice` are whole kroner; `location` an area, place or postal code; `subCategoryFilters` a comma list of subcategory item ids (any matches). Answers may be up to 5 s old.',
        querystring: exploreServicesQuerySchema,
        response: { 200: pagedSchema(serviceCardSchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const params = request.query;
      // Before the cache: its key holds the dates, not the day they were asked on.
      refusePastDates(params, app.clock.now());
      const body = await cache.get(requestKey('services', params), async () => {
        const areaIds = coveringAreas(params.location);
        const terms = await search.terms(request.em, params.query);
        return pageJson(
          await listServiceCards(request.em, {
            tag: params.tag,
            terms,
            category: params.category,
            date: dateFilter(params, app.clock.now()),
            areaIds,
            minPriceOre: params.minPrice === undefined ? undefined : params.minPrice * 100,
            maxPriceOre: params.maxPrice === undefined ? undefined : params.maxPrice * 100,
            direct: params.direct,
            subcategoryItemIds: params.subCategoryFilters,
            sort: params.sort,
            max: params.max,
            next: params.next,
          }),
        );
      });
      return sendJsonText(reply, body, cacheControl);
    },
  );

  app.get(
    '/explore/providers',
    {
      schema: {
        tags,
        summary: 'Providers matching filters, one page at a time',
        description:
          'Approved providers by popularity. `categories` is a comma list of names, slugs or ids (with `matchAll=true` the provider must offer every one). Answers may be up to 5 s old.',
        querystring: exploreProvidersQuerySchema,
        response: { 200: pagedSchema(providerListingSchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const params = request.query;
      refusePastDates(params, app.clock.now());
      const body = await cache.get(requestKey('providers', params), async () => {
        const areaIds = coveringAreas(params.location);
        const terms = await search.terms(request.em, params.query);
        return pageJson(
          await listProviderListings(request.em, {
            categories: params.categories,
            matchAll: params.matchAll,
            terms,
            date: dateFilter(params, app.clock.now()),
            areaIds,
            direction: params.direction,
            max: params.max,
            next: params.next,
          }),
        );
      });
      return sendJsonText(reply, body, cacheControl);
    },
  );

  app.get(
    '/explore/promo/providers',
    {
      schema: {
        tags,
        summary: 'Recommended providers for the front page (at most 8)',
        response: { 200: z.array(providerListingSchema) },
      },
    },
    async (request, reply) => sendJsonText(reply, await cache.get(requestKey('promo'), () => listPromoProviders(request.em)), cacheControl),
  );

  app.get(
    '/explore/provider/categories/:name',
    {
      schema: {
        tags,
        summary: 'Providers offering a category, one page at a time',
        description: 'The category by name or slug; an unknown category is an empty list. Answers may be up to 5 s old.',
        params: z.object({ name: z.string().trim().min(1).max(80) }),
        querystring: z.object({ max: z.coerce.number().int().min(1).max(50).default(20), next: cursorSchema.optional() }),
        response: { 200: pagedSchema(providerListingSchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { max, next } = request.query;
      const body = await cache.get(requestKey('provider-categories', name, request.query), async () =>
        pageJson(
          await listProviderListings(request.em, {
            categories: [name],
            matchAll: false,
            terms: [],
            date: null,
            areaIds: null,
            direction: 'desc',
            max,
            next,
          }),
        ),
      );
      return sendJsonText(reply, body, cacheControl);
    },
  );

  app.get(
    '/service/public/:id',
    {
      schema: {
        tags,
        summary: 'One public service by id or slug',
        params: idOrSlugParams,
        response: { 200: publicServiceSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const service = await findPublicService(request.em, request.params.id);
      if (service === null) throw notFound();
      return sendJsonText(reply, service);
    },
  );

  app.get(
    '/provider/public/:id',
    {
      schema: {
        tags,
        summary: 'One public provider profile by id or slug',
        params: idOrSlugParams,
        response: { 200: publicProviderSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const provider = await findPublicProvider(request.em, request.params.id);
      if (provider === null) throw notFound();
      return sendJsonText(reply, provider);
    },
  );

  app.get(
    '/provider/public/:id/services',
    {
      schema: {
        tags,
        summary: "A public provider's enabled services, most popular first",
        params: idOrSlugParams,
        response: { 200: z.array(serviceCardSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const cards = await listProviderServiceCards(request.em, request.params.id);
      if (cards === null) throw notFound();
      return sendJsonText(reply, cards);
    },
  );
};
