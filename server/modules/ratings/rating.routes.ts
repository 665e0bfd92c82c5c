import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const ratingRoutes: FastifyPluginAsyncZod = async () => {};
