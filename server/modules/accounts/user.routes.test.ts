import { describe, expect, it } from 'vitest';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { UserEntity } from './user.entity.ts';

const app = await buildTestApp();
const em = () => app.orm.em.fork();

async function signedIn(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(em(), overrides);
  return { user, sid: await sessionCookieFor(app, user.id) };
}

describe('GET /api/user', () => {
  it('answers 403 signed out and the person themselves signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(403);
    const { user, sid } = await signedIn();
    const response = await app.inject({ method: 'GET', url: '/api/user', cookies: { sid } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      email: user.email,
      phone: user.phone,
      language: 'nb_no',
      isBlocked: false,
      blockedMessage: null,
      delete: null,
      consentAnalytics: false,
      signInMethods: ['phone', 'email'],
    });
  });
});

describe('changing the account', () => {
  it('updates name, number and language, trimmed and normalised', async () => {
    const { sid } = await signedIn();
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/user',
      cookies: { sid },
      payload: { firstName: ' Kari-Anne ', phone: '0047 4123 4567'.replace('4123', String(4000 + Math.floor(Math.random() * 999))), language: 'en_us' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Kari-Anne', language: 'en_us', phone: expect.stringMatching(/^\+474\d{7}$/) });
  });

  it('refuses a number another account has, and nonsense with translated keys', async () => {
    const other = await createTestUser(em());
    const { sid } = await signedIn();
    const taken = await app.inject({ method: 'PATCH', url: '/api/user', cookies: { sid }, payload: { phone: other.phone } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.key).toBe('error.auth.phone_registered');
    const invalid = await app.inject({ method: 'PATCH', url: '/api/user', cookies: { sid }, payload: { phone: '12', language: 'sv_se' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['language', 'phone']);
  });

  it('records consents', async () => {
    const { sid } = await signedIn();
    const response = await app.inject({ method: 'PUT', url: '/api/user/consents', cookies: { sid }, payload: { consentAnalytics: true, consentCrashlytics: false } });
    expect(response.json()).toMatchObject({ consentAnalytics: true, consentCrashlytics: false });
  });

  it('keeps notification settings: everything on at first, then what the person chose, and refuses half a choice', async () => {
    const { sid } = await signedIn();
    const fresh = (await app.inject({ method: 'GET', url: '/api/user', cookies: { sid } })).json();
    expect(fresh.notificationSettings).toEqual({ bookings: { email: true, sms: true }, requests: { email: true, sms: true }, messages: { email: true, sms: true } });
    const chosen = { bookings: { email: true, sms: false }, requests: { email: false, sms: false }, messages: { email: true, sms: true } };
    const saved = await app.inject({ method: 'PUT', url: '/api/user/notification-settings', cookies: { sid }, payload: chosen });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: { sid } })).json().notificationSettings).toEqual(chosen);
    const half = await app.inject({ method: 'PUT', url: '/api/user/notification-settings', cookies: { sid }, payload: { bookings: { email: false } } });
    expect(half.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: { sid } })).json().notificationSettings).toEqual(chosen);
  });

  it('records a deletion request once and shows it pending', async () => {
    const { sid } = await signedIn();
    const first = await app.inject({ method: 'DELETE', url: '/api/user', cookies: { sid } });
    expect(first.statusCode).toBe(200);
    const requestedAt = first.json().delete.requestedAt;
    expect(requestedAt).toEqual(expect.any(String));
    const again = await app.inject({ method: 'DELETE', url: '/api/user', cookies: { sid } });
    expect(again.json().delete.requestedAt).toBe(requestedAt);
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: { sid } })).json().delete).toEqual({ requestedAt, erasesAt: first.json().delete.erasesAt });
  });

  it('refuses changes signed out with 401', async () => {
    expect((await app.inject({ method: 'PATCH', url: '/api/user', payload: { firstName: 'X' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/user' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/add-business', () => {
  it.each([
    ['12345678', 'Provide a valid org number'],
    ['abcdefghi', 'Provide a valid org number'],
    ['923609017', 'Oops! Is should be a organisation number.'],
    ['111111111', 'Could not find a business with this organisation number.'],
  ])('refuses %s with "%s"', async (orgNumber, sentence) => {
    const { sid } = await signedIn();
    const response = await app.inject({ method: 'POST', url: `/api/user/add-business?orgNumber=${orgNumber}`, cookies: { sid } });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0]).toMatchObject({ path: 'orgNumber', message: sentence });
  });

  it('adds a company from the register and orders as it', async () => {
    const { sid } = await signedIn();
    const response = await app.inject({ method: 'POST', url: '/api/user/add-business?orgNumber=923%20609%20016', cookies: { sid } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ orgNumber: '923609016', orderAsBusiness: true, companyName: expect.stringMatching(/equinor/i) });
  });

  it('answers 503, not "not found", when the register does not answer', async () => {
    const broken = await buildTestApp({ businessRegister: { lookup: () => Promise.reject(new Error('timeout')) } });
    const user = await createTestUser(em());
    const sid = await sessionCookieFor(broken, user.id);
    const response = await broken.inject({ method: 'POST', url: '/api/user/add-business?orgNumber=923609016', cookies: { sid } });
    expect(response.statusCode).toBe(503);
  });
});

describe('signing out', () => {
  it('ends the session on the server', async () => {
    const { sid } = await signedIn();
    expect((await app.inject({ method: 'POST', url: '/api/logout', cookies: { sid } })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: { sid } })).statusCode).toBe(403);
  });

  it('signs out on every device at once', async () => {
    const { user, sid } = await signedIn();
    const otherDevice = await sessionCookieFor(app, user.id);
    const stranger = await signedIn();
    expect((await app.inject({ method: 'POST', url: '/api/logout/all', cookies: { sid } })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: { sid: otherDevice } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user', cookies: { sid: stranger.sid } })).statusCode).toBe(200);
  });
});

describe('blocked users', () => {
  it('are refused outside the account area but can read their block message and sign out', async () => {
    const { sid } = await signedIn({ isBlocked: true, blockedMessage: 'Kontoen er sperret etter klager. Skriv til hjelp@tjenestetorget.no.' });
    const outside = await app.inject({ method: 'GET', url: '/api/explore/categories', cookies: { sid } });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ data: { key: 'error.user.blocked' } });

    const me = await app.inject({ method: 'GET', url: '/api/user', cookies: { sid } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ isBlocked: true, blockedMessage: 'Kontoen er sperret etter klager. Skriv til hjelp@tjenestetorget.no.' });
    expect((await app.inject({ method: 'POST', url: '/api/logout', cookies: { sid } })).statusCode).toBe(204);
  });

  it('are refused on the next request after being blocked, on a session that already existed', async () => {
    const { user, sid } = await signedIn();
    expect((await app.inject({ method: 'GET', url: '/api/explore/categories', cookies: { sid } })).statusCode).toBe(200);
    await em().nativeUpdate(UserEntity, { id: user.id }, { isBlocked: true });
    expect((await app.inject({ method: 'GET', url: '/api/explore/categories', cookies: { sid } })).statusCode).toBe(403);
  });
});
