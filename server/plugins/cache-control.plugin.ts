import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPublicRead } from './public-read-limit.plugin.ts';

/**
 * No shared or browser cache keeps a personal answer (api-contract "Headers"): every `/api`
 * answer to a signed-in request, and every answer of a route that is not a public read, is
 * `private, no-store` unless the route chose its own header (public explore lists keep their
 * short public caching, an ID photo or receipt its own).
 */
async function cacheControlPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control') || !request.url.startsWith('/api/')) return;
    if (request.user || !isPublicRead(request.method, request.url)) reply.header('cache-control', 'private, no-store');
  });
}

export default fp(cacheControlPlugin, { name: 'cache-control', dependencies: ['current-user'] });
