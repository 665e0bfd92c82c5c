import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const exploreRoutes: FastifyPluginAsyncZod = async () => {};
