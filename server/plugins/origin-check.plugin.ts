import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/lib/app-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes called by other servers (payment webhooks) opt out of the browser origin check. */
    allowCrossSite?: boolean;
  }
}

/**
 * Decides whether a state-changing request comes from the app's own pages. Browsers say where a
 * request comes from in `Sec-Fetch-Site` and `Origin`; a request carrying neither is not from a
 * browser page (curl, server to server) and cannot ride on a visitor's cookie.
 */
export function isSameSiteRequest(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | undefined; host?: string | undefined },
  allowedOrigins: readonly string[],
): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = headers.origin;
  if (!origin) return true;
  if (origin === 'null') return false;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

async function originCheckPlugin(app: FastifyInstance, options: { allowedOrigins: string[] }): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || request.routeOptions.config.allowCrossSite) return;
    const headers = {
      origin: request.headers.origin,
      'sec-fetch-site': request.headers['sec-fetch-site'] as string | undefined,
      host: request.headers.host,
    };
    if (!isSameSiteRequest(headers, options.allowedOrigins)) throw new AppError(403, 'error.http.cross_site');
  });
}

export default fp(originCheckPlugin, { name: 'origin-check' });
