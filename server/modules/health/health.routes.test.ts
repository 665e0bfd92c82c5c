import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/test-app.ts';

describe('health and readiness', async () => {
  const app = await buildTestApp();

  it('reports the process up and PostgreSQL and Redis answering', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'up' });
  });

  it('answers 503 naming what is down when Redis does not answer', async () => {
    const broken = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const ready = await broken.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toMatchObject({ key: 'error.http.service_unavailable', database: 'up', redis: 'down' });
    expect((await broken.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
