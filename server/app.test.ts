import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from './test/test-app.ts';

const app = await buildTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });

describe('error shape and HTTP edges (api-contract "Errors")', () => {
  it('answers an unknown /api route with 404 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/finnes-ikke' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'The page you asked for does not exist.',
      status: 404,
      data: { key: 'error.http.not_found' },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.key).toBe('error.http.malformed_json');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/logout', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(response.statusCode).toBe(415);
    expect(response.json().data.key).toBe('error.http.unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(4096) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().data.key).toBe('error.http.payload_too_large');
  });

  it('answers invalid parameters with 400 listing each issue with path, key and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/explore/categories/not-a-uuid' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data.key).toBe('error.validation.failed');
    expect(body.data.issues).toEqual([{ path: 'id', key: 'error.zod.invalid_format', message: expect.any(String) }]);
    expect(JSON.stringify(body)).not.toMatch(/stack|select |at .*\.ts/);
  });

  it('refuses a cross-site state change with 403 and allows the same site', async () => {
    const crossSite = await app.inject({ method: 'POST', url: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().data.key).toBe('error.http.cross_site');

    const foreignOrigin = await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: 'https://evil.example' } });
    expect(foreignOrigin.statusCode).toBe(403);

    const sameSite = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(204);
  });

  it('does not trust an Origin because the Host header names the same site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'http://evil.example', host: 'evil.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().data.key).toBe('error.http.cross_site');
  });

  it('accepts the app origin on the other loopback names outside production', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const response = await app.inject({ method: 'POST', url: '/api/logout', headers: { origin } });
      expect(response.statusCode).toBe(204);
    }
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: 'http://127.0.0.1:4000' } })).statusCode).toBe(403);
  });

  it('lets cross-site reads through (they change nothing)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });

  it('tags every response with a request id and security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers GET /api/user with 403 when nobody is signed in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(403);
    expect(response.json().data.key).toBe('error.http.unauthorized');
  });

  it('publishes the OpenAPI document and its browsable UI', async () => {
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/explore/categories', '/api/explore/categories/{id}', '/api/explore/categories/slug/{slug}', '/api/ready']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('rate limiting', async () => {
  const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '3', REDIS_KEY_PREFIX: `${inject('redisKeyPrefix')}limited:` } });

  it('answers 429 with the time to wait once the limit is used up, counting calls refused as signed out', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await limited.inject({ method: 'GET', url: '/api/user/export' })).statusCode);
    statuses.push((await limited.inject({ method: 'GET', url: '/api/promo-code/NOPE' })).statusCode);
    statuses.push((await limited.inject({ method: 'GET', url: '/api/user/export' })).statusCode);
    expect(statuses).toEqual([401, 401, 404, 429]);
    const refused = await limited.inject({ method: 'GET', url: '/api/promo-code/NOPE' });
    expect(refused.json().data).toMatchObject({ key: 'error.http.rate_limited_seconds', retryAfterSeconds: expect.any(Number) });
  });

  it('lets public reads come four times as often, counted apart from other calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await limited.inject({ method: 'GET', url: '/api/explore/categories/slug/rengjoring' })).statusCode);
    expect(statuses.slice(0, 12).every((status) => status !== 429)).toBe(true);
    expect(statuses[12]).toBe(429);
    const refused = await limited.inject({ method: 'GET', url: '/api/explore/categories/slug/rengjoring' });
    expect(refused.json().data).toMatchObject({ key: 'error.http.rate_limited_seconds', retryAfterSeconds: expect.any(Number) });
  });
});
