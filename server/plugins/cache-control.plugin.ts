import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * No shared or browser cache keeps a personal answer (api-contract "Headers"): every `/api`
 * answer to a signed-in request, and every answer of a route the access manifest does not call
 * `public` (server/access/route-access.ts), is
 * `private, no-store` unless the route chose its own header (public explore lists keep their
 * short public caching, an ID photo or receipt its own).
 */
async function cacheControlPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control') || !request.url.startsWith('/api/')) return;
    if (request.user || request.routeOptions.config.access?.access !== 'public') reply.header('cache-control', 'private, no-store');
  });
}

export default fp(cacheControlPlugin, { name: 'cache-control', dependencies: ['current-user', 'route-access'] });
