import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seededRandom } from '#server/db/seeded-random.ts';
import { type CallerName, createActors } from '#server/test/fuzz/actors.ts';
import { type JsonSchema, sampleValid } from '#server/test/fuzz/json-schema-sample.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { type ApiRoute, routeAccess as routeAccessPlugin } from './access.plugin.ts';
import { routeAccess } from './route-access.ts';

const app = await buildTestApp();
const actors = await createActors(app);
const random = seededRandom('route-access');
const routes = app.apiRoutes.filter((route) => route.method !== 'HEAD');
const ownedLevels = new Set(['customer', 'provider', 'participant', 'owner', 'admin']);

/** A value the zod schema accepts, generated from its JSON Schema; undefined when none was found. */
function validSample(schema: unknown): unknown {
  if (!(schema instanceof z.ZodType)) return undefined;
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const sample = sampleValid(jsonSchema, random, jsonSchema);
    if (schema.safeParse(sample).success) return sample;
  }
  return undefined;
}

/** The route called with A's resources in its path and a body and query that pass validation. */
function requestFor(route: ApiRoute) {
  const url = route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const kind = route.access.resource?.[name];
    return encodeURIComponent((kind && actors.resources[kind]) ?? randomUUID());
  });
  const query = validSample(route.schema?.querystring) as Record<string, unknown> | undefined;
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  const body = validSample(route.schema?.body);
  return { method: route.method as 'GET', url: search.size ? `${url}?${search}` : url, ...(body === undefined ? {} : { payload: body as object }), bodyValid: body !== undefined || !route.schema?.body };
}

async function callAs(caller: CallerName, route: ApiRoute) {
  const { bodyValid, ...request } = requestFor(route);
  const cookie = actors.cookies.get(caller);
  const response = await app.inject({ ...request, ...(cookie ? { cookies: { sid: cookie } } : {}) });
  return { status: response.statusCode, key: (response.json() as { data?: { key?: string } }).data?.key, bodyValid, body: response.body.slice(0, 300) };
}

describe('the access manifest', () => {
  it('has a rule for every registered /api route, and no rule for a route that does not exist', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !routeAccess[`${route.method} ${route.url}`]).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // Third-party sign-in is registered only when configured.
    const optional = new Set(Object.keys(routeAccess).filter((key) => key.includes('/api/auth/oidc/')));
    const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(routeAccess).filter((key) => !registered.has(key) && !optional.has(key))).toEqual([]);
  });

  it('stops the app from starting when an /api route has no rule', async () => {
    const bare = Fastify();
    await bare.register(routeAccessPlugin, { requireRules: true });
    await expect(bare.register(async (api) => api.get('/api/undeclared', async () => ({}))).ready()).rejects.toThrow(/No access rule for GET \/api\/undeclared/);
    await bare.close().catch(() => undefined);
  });

  it('answers 401 to the signed out on every route that needs a session (GET /api/user: 403), before the body is read', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access.access !== 'public')) {
      const expected = route.access.signedOutStatus ?? 401;
      const response = await app.inject({ method: route.method as 'GET', url: route.url.replace(/:[A-Za-z]+/g, randomUUID()), ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{"broken":' , headers: { 'content-type': 'application/json' } }) });
      const key = (response.json() as { data?: { key?: string } }).data?.key;
      if (response.statusCode !== expected || key !== 'error.http.unauthorized') wrong.push(`${route.method} ${route.url}: ${response.statusCode} ${key}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 error.user.blocked to a blocked user everywhere but the account area, their own bookings and reading their chats', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((candidate) => !candidate.access.blocked)) {
      const { status, key } = await callAs('blocked', route);
      if (status !== 403 || key !== 'error.user.blocked') wrong.push(`${route.method} ${route.url}: ${status} ${key}`);
    }
    expect(wrong).toEqual([]);
    const allowed = routes.filter((route) => route.access.blocked).map((route) => `${route.method} ${route.url}`).sort();
    expect(allowed).toEqual(expect.arrayContaining(['GET /api/user', 'POST /api/logout', 'GET /api/booking/customer', 'GET /api/booking/:id']));
    expect(allowed.filter((key) => !/^\w+ \/api\/(user|logout|auth)(\/|$)/.test(key))).toEqual(['GET /api/booking/:id', 'GET /api/booking/customer', 'GET /api/chats', 'GET /api/chats/:id', 'GET /api/chats/:id/messages', 'GET /api/chats/unread-count']);
  });

  it('answers 403 to everyone but admins on admin routes', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access.access === 'admin')) {
      for (const caller of ['customer', 'provider'] as const) {
        const { status, key } = await callAs(caller, route);
        if (status !== 403 || key !== 'error.http.forbidden') wrong.push(`${route.method} ${route.url} as ${caller}: ${status} ${key}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never lets the wrong person act on customer A\'s or provider A\'s resources', async () => {
    const owned = routes.filter((route) => ownedLevels.has(route.access.access) && route.url.includes(':'));
    expect(owned.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const route of owned) {
      const signedOut = await callAs('signedOut', route);
      if (signedOut.status !== (route.access.signedOutStatus ?? 401)) wrong.push(`${route.method} ${route.url} signed out: ${signedOut.status}`);
      const blocked = await callAs('blocked', route);
      if (route.access.blocked ? blocked.status < 400 || blocked.status >= 500 : blocked.status !== 403 || blocked.key !== 'error.user.blocked') {
        wrong.push(`${route.method} ${route.url} blocked: ${blocked.status} ${blocked.key}`);
      }
      for (const caller of ['otherCustomer', 'otherProvider'] as const) {
        const answer = await callAs(caller, route);
        const expected = route.access.access === 'admin' ? [403] : [403, 404];
        if (!answer.bodyValid) wrong.push(`${route.method} ${route.url}: no valid body could be generated`);
        if (!expected.includes(answer.status)) wrong.push(`${route.method} ${route.url} as ${caller}: ${answer.status} ${answer.key} (body ${answer.bodyValid ? 'valid' : 'not generated'}) ${answer.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
