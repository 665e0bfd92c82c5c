import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { turnPassword } from './ice-servers.ts';

const stun = { urls: 'stun:stun.l.google.com:19302' };
const turnSecret = 'coturn-shared-secret-for-tests-0123456789';
const turnUrls = ['turn:turn.example.no:3478?transport=udp', 'turns:turn.example.no:5349?transport=tcp'];
const clock = new ManualClock('2026-12-31T12:00:00Z');

/** The test configuration as it is: STUN only. */
const app = await buildTestApp({ clock });
/** With a TURN server whose credentials live ten minutes. */
const appWithTurn = await buildTestApp({
  clock,
  env: { TURN_URLS: turnUrls.join(','), TURN_SECRET: turnSecret, TURN_CREDENTIAL_TTL_SECONDS: '600' },
});
const em = app.orm.em.fork();

const iceServers = (on: typeof app, cookie?: string) =>
  on.inject({ method: 'GET', url: '/api/calls/ice-servers', ...(cookie ? { cookies: { sid: cookie } } : {}) });

describe('GET /api/calls/ice-servers', () => {
  it('is for signed-in people only', async () => {
    const answer = await iceServers(app);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ data: { key: 'error.http.unauthorized' } });
  });

  it('answers the STUN server and no expiry when no TURN server is configured, never cached', async () => {
    const user = await createTestUser(em);
    const answer = await iceServers(app, await sessionCookieFor(app, user.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/\bno-store\b/);
    expect(answer.json()).toEqual({ iceServers: [stun], expiresAt: null });
  });

  it('adds the TURN server with credentials of the caller that expire', async () => {
    const user = await createTestUser(em);
    const answer = await iceServers(appWithTurn, await sessionCookieFor(appWithTurn, user.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/\bno-store\b/);
    // 2026-12-31T12:10:00Z
    const username = `1798719000:${user.id}`;
    expect(answer.json()).toEqual({
      iceServers: [stun, { urls: turnUrls, username, credential: turnPassword(turnSecret, username) }],
      expiresAt: '2026-12-31T12:10:00.000Z',
    });
  });

  it('refuses a blocked person', async () => {
    const user = await createTestUser(em, { isBlocked: true });
    const answer = await iceServers(appWithTurn, await sessionCookieFor(appWithTurn, user.id));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ data: { key: 'error.user.blocked' } });
  });
});
