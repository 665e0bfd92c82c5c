import type { FastifyPluginAsync } from 'fastify';

export const seoRoutes: FastifyPluginAsync = async () => {};
