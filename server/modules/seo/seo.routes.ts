import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '#server/config/config.ts';
import { TtlCache } from '#server/lib/ttl-cache.ts';
import { infoPaths, paths } from '#shared/routing/paths.ts';
import { listSitemapEntries } from './page-head.queries.ts';

/** One sitemap file may list at most 50 000 URLs (sitemaps.org). */
const sitemapLimit = 50_000;
const sitemapTtlMs = 10 * 60_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Private areas a search engine has no business in. */
const privatePaths = [paths.account, paths.accountSettings, paths.agent, paths.admin, paths.verify, paths.blocked, '/api/', '/dev/'];

/** `sitemap.xml` with every public page and `robots.txt` pointing to it. */
export const seoRoutes: FastifyPluginAsync<{ config: Pick<AppConfig, 'origin'> }> = async (app, options) => {
  const origin = options.config.origin;
  const cache = new TtlCache<'sitemap', string>(sitemapTtlMs, app.clock);
  // A provider blocked or unblocked leaves or enters the sitemap at once.
  app.publicCaches.onClear(() => cache.invalidate());

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return cache.get('sitemap', async () => {
      const fixed = [paths.home, paths.browse, ...infoPaths];
      const entries = await listSitemapEntries(request.em, sitemapLimit - fixed.length);
      const urls = [
        ...fixed.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
        ...entries.map(
          (entry) => `  <url><loc>${escapeXml(origin + entry.path)}</loc><lastmod>${entry.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    });
  });
};
