import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryListSchema, categorySchema } from '#shared/catalogue/category.schema.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { TtlCache } from '#server/lib/ttl-cache.ts';
import { findCategory, listCategories } from './category.queries.ts';

/**
 * How long this process reuses the category list; categories change only by admin edits. A
 * browser may keep an answer as long again (`max-age`), so the list a person sees is at most
 * twice this old: 10 s, as the API promises.
 */
export const categoryCacheTtlMs = 5_000;
const cacheControl = `public, max-age=${categoryCacheTtlMs / 1000}`;

/** Spec §7 Explore: categories. Public, cacheable for a short while. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['explore'];
  const cache = new TtlCache<'all', Awaited<ReturnType<typeof listCategories>>>(categoryCacheTtlMs, app.clock);

  app.get(
    '/explore/categories',
    { schema: { tags, summary: 'All categories with subcategories', response: { 200: categoryListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', cacheControl);
      return cache.get('all', () => listCategories(request.em));
    },
  );

  app.get(
    '/explore/categories/:id',
    {
      schema: {
        tags,
        summary: 'One category by id',
        params: z.object({ id: z.uuid() }),
        response: { 200: categorySchema, 404: errorBodySchema },
      },
    },
    async (request) => (await findCategory(request.em, { id: request.params.id })) ?? Promise.reject(notFound()),
  );

  app.get(
    '/explore/categories/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One category by slug',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) }),
        response: { 200: categorySchema, 404: errorBodySchema },
      },
    },
    async (request) => (await findCategory(request.em, { slug: request.params.slug })) ?? Promise.reject(notFound()),
  );
};
