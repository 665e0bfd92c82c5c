import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const ownServiceRoutes: FastifyPluginAsyncZod = async () => {};
