import { describe, expect, it } from 'vitest';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();

describe('cache-control on API answers (api-contract "Headers")', () => {
  it('keeps personal answers out of every cache', async () => {
    const user = await createTestUser(em);
    const sid = await sessionCookieFor(app, user.id);
    for (const url of ['/api/user', '/api/booking/customer', '/api/payments/cards']) {
      const response = await app.inject({ method: 'GET', url, cookies: { sid } });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const signedOut = await app.inject({ method: 'GET', url: '/api/user' });
    expect(signedOut.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves public explore answers their public caching, signed in or not', async () => {
    const user = await createTestUser(em);
    const sid = await sessionCookieFor(app, user.id);
    for (const cookies of [{}, { sid }] as Record<string, string>[]) {
      expect((await app.inject({ method: 'GET', url: '/api/explore/services', cookies })).headers['cache-control']).toBe('public, max-age=5');
      // The category list is promised at most 10 s old: 5 s in the server's cache, 5 s in the browser's.
      expect((await app.inject({ method: 'GET', url: '/api/explore/categories', cookies })).headers['cache-control']).toBe('public, max-age=5');
    }
  });
});
