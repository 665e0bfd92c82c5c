import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '#server/config/config.ts';
import { AppError } from '#server/lib/app-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes called by other servers (payment webhooks) opt out of the browser origin check. */
    allowCrossSite?: boolean;
  }
}

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may change state and open sockets: `APP_ORIGIN` and `ALLOWED_ORIGINS`.
 * Outside production, an origin on a loopback host also brings its twins on the other loopback
 * names (same scheme and port), so a developer who opens http://127.0.0.1:3000 is not refused.
 * The request's own `Host` is never trusted: whoever sends the request chooses it.
 */
export function allowedOriginsFor(config: Pick<AppConfig, 'origin' | 'extraOrigins' | 'isProduction'>): string[] {
  const origins = new Set([config.origin, ...config.extraOrigins]);
  if (!config.isProduction) {
    for (const origin of [...origins]) {
      const url = new URL(origin);
      if (!loopbackHosts.includes(url.hostname)) continue;
      for (const host of loopbackHosts) {
        url.hostname = host;
        origins.add(url.origin);
      }
    }
  }
  return [...origins];
}

/**
 * Decides whether a state-changing request comes from the app's own pages. Browsers say where a
 * request comes from in `Sec-Fetch-Site` and `Origin`; a request carrying neither is not from a
 * browser page (curl, server to server) and cannot ride on a visitor's cookie. An `Origin` must
 * be one of `allowedOrigins` (allowedOriginsFor).
 */
export function isSameSiteRequest(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | undefined },
  allowedOrigins: readonly string[],
): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = headers.origin;
  if (!origin) return true;
  return allowedOrigins.includes(origin);
}

async function originCheckPlugin(app: FastifyInstance, options: { allowedOrigins: string[] }): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || request.routeOptions.config.allowCrossSite) return;
    const headers = { origin: request.headers.origin, 'sec-fetch-site': request.headers['sec-fetch-site'] as string | undefined };
    if (!isSameSiteRequest(headers, options.allowedOrigins)) throw new AppError(403, 'error.http.cross_site');
  });
}

export default fp(originCheckPlugin, { name: 'origin-check' });
