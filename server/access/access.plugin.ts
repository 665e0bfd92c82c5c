import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, unauthorized } from '#server/lib/app-error.ts';
import { accessRuleFor, type RouteAccess } from './route-access.ts';

/** A registered /api route and its rule, for the tests that go through every route. */
export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's schemas (zod), to build requests that pass validation. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route registered, with its rule. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyContextConfig {
    /** Who may call the route, from the manifest (`route-access.ts`). */
    access?: RouteAccess;
  }
}

/** An /api route the manifest forgot, where the server must still start (production): signed in, not blocked. */
const failClosed: RouteAccess = { access: 'signedIn' };

/**
 * Attaches each /api route's rule from the manifest to its config. Outside production a route
 * without a rule stops the app from starting, so nobody ships a route without deciding who may
 * call it. Registered before any route.
 */
async function routeAccessPlugin(app: FastifyInstance, options: { requireRules: boolean }): Promise<void> {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.url !== '/api') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const rule = accessRuleFor(method, route.url);
      if (!rule) {
        const message = `No access rule for ${method} ${route.url}: add it to server/access/route-access.ts`;
        if (options.requireRules) throw new Error(message);
        app.log.error(message);
      }
      route.config = { ...route.config, access: rule ?? failClosed };
      apiRoutes.push({ method, url: route.url, access: rule ?? failClosed, schema: route.schema });
    }
  });
}

/** The coarse part of a rule, checked before the body is read; ownership stays in the services. */
export function checkAccess(request: FastifyRequest, rule: RouteAccess | undefined): void {
  const user = request.user;
  if (!rule) {
    // An unknown URL under /api (404 next): a blocked user learns nothing more than everywhere else.
    if (user?.isBlocked && request.url.startsWith('/api/')) throw new AppError(403, 'error.user.blocked');
    return;
  }
  if (!user) {
    if (rule.access === 'public') return;
    throw rule.signedOutStatus === 403 ? new AppError(403, 'error.http.unauthorized') : unauthorized();
  }
  // Blocking takes effect on the next request, on every device, without waiting for sessions to end.
  if (user.isBlocked && !rule.blocked) throw new AppError(403, 'error.user.blocked');
  if (rule.access === 'admin' && !user.isAdmin) throw forbidden();
}

/** Enforces the rule on every request, after `current-user` has loaded `request.user`. */
async function accessControlPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    checkAccess(request, request.routeOptions.config.access);
  });
}

export const routeAccess = fp(routeAccessPlugin, { name: 'route-access' });
export const accessControl = fp(accessControlPlugin, { name: 'access-control', dependencies: ['current-user', 'route-access'] });
