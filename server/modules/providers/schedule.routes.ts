import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const scheduleRoutes: FastifyPluginAsyncZod = async () => {};
