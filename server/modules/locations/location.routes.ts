import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const locationRoutes: FastifyPluginAsyncZod = async () => {};
