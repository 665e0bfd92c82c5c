import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerRatingsQuerySchema } from '#shared/explore/explore-query.schema.ts';
import { pagedSchema } from '#shared/explore/paged.schema.ts';
import { providerRatingSchema } from '#shared/explore/rating.schema.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { pageJson } from '#server/modules/explore/explore-json.ts';
import { sendJsonText } from '#server/modules/explore/json-reply.ts';
import { listProviderRatings } from './rating.queries.ts';

/** Spec §7 Ratings: the public ratings of a provider. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ratings/:providerId',
    {
      schema: {
        tags: ['ratings'],
        summary: "An approved provider's ratings, one page at a time",
        description:
          'The provider by id or slug. `sort`: latest (default), oldest, high_low, low_high. `service`: only the ratings of this service of the provider.',
        params: z.object({ providerId: z.string().regex(/^[\p{L}\p{N}-]{1,200}$/u) }),
        querystring: providerRatingsQuerySchema,
        response: { 200: pagedSchema(providerRatingSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await listProviderRatings(request.em, request.params.providerId, request.query);
      if (page === null) throw notFound();
      return sendJsonText(reply, pageJson(page));
    },
  );
};
