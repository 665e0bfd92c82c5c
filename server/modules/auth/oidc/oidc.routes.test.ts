import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships without type declarations; the shape used here is typed below.
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userSchema } from '#shared/accounts/user.schema.ts';
import { buildApp } from '#server/app.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { UserIdentityEntity } from '#server/modules/accounts/user-identity.entity.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { sessionCookieName } from '#server/plugins/session.plugin.ts';
import { testConfig } from '#server/test/test-config.ts';
import { oidcPendingTtlMs, oidcRoutes } from './oidc.routes.ts';

/** The part of oidc-provider's API this test drives. */
interface InteractionDetails {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: Record<string, string>;
  session?: { accountId: string };
  grantId?: string;
}
interface TestProvider {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(request: IncomingMessage, response: ServerResponse, result: object, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  Grant: {
    new (properties: { accountId: string; clientId: string }): TestGrant;
    find(id: string): Promise<TestGrant | undefined>;
  };
}
interface TestGrant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
const ProviderClass = Provider as new (issuer: string, configuration: object) => TestProvider;

interface Account {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  phone_number: string;
}

/** `{ user }` as it travels in JSON (dates as ISO strings). */
const userResponseSchema = userSchema.extend({ createdAt: z.coerce.date() });

const clientId = 'tjenestetorget-test';
const clientSecret = 'test-client-secret-that-is-long-enough';
const accounts = new Map<string, Account>();
/** Who the stand-in login page signs in next, as a person would by typing their credentials. */
let nextLogin = '';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real OpenID provider on this machine: discovery, authorization with PKCE, token, userinfo.
 * Its login and consent pages answer at once for `nextLogin`, like a person clicking through.
 */
async function startProvider(redirectUri: string): Promise<{ issuer: string; close: () => Promise<void> }> {
  // The issuer URL needs the port, so the provider is created once the server listens.
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'GET' && request.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(request, response);
        if (details.prompt.name === 'login') {
          return provider.interactionFinished(request, response, { login: { accountId: nextLogin } }, { mergeWithLastSubmission: false });
        }
        const accountId = details.session?.accountId ?? nextLogin;
        const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
        const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
        if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
        if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
        return provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      }
      return provider.callback()(request, response);
    })().catch((error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    });
  });
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new ProviderClass(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'] }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: false } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    findAccount: async (_context: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: async () => ({ sub, ...account }) } : undefined;
    },
  });
  return {
    issuer,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Cookies per origin, set and sent by hand as a browser would (fetch keeps none). */
class CookieJar {
  readonly #cookies = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.#cookies.get(url.origin) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(url: URL, response: Response): void {
    const jar = this.#cookies.get(url.origin) ?? new Map<string, string>();
    this.#cookies.set(url.origin, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=');
        return (key.toLowerCase() === 'max-age' && Number(setting) <= 0) || (key.toLowerCase() === 'expires' && Date.parse(setting) <= Date.now());
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  get(origin: string, name: string): string | undefined {
    return this.#cookies.get(origin)?.get(name);
  }

  set(origin: string, name: string, value: string): void {
    const jar = this.#cookies.get(origin) ?? new Map<string, string>();
    jar.set(name, value);
    this.#cookies.set(origin, jar);
  }
}

const clock = new ManualClock(new Date());
const appPort = await freePort();
const appOrigin = `http://127.0.0.1:${appPort}`;
const provider = await startProvider(`${appOrigin}/api/auth/oidc/callback`);
afterAll(() => provider.close());

const app = await buildApp({
  config: testConfig({ APP_ORIGIN: appOrigin, OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret }),
  clock,
});
// Until server/app.ts registers the routes itself, the test adds them where app.ts would.
if (!app.hasRoute({ method: 'GET', url: '/api/auth/oidc/start' })) await app.register(oidcRoutes, { prefix: '/api' });
await app.listen({ port: appPort, host: '127.0.0.1' });
afterAll(() => app.close());

async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url, appOrigin);
  const headers = new Headers(init.headers);
  const cookie = jar.header(target);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(target, { ...init, headers, redirect: 'manual' });
  jar.store(target, response);
  return response;
}

function location(response: Response, from: string): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`no redirect from ${from} (status ${response.status})`);
  return new URL(value, from).href;
}

/** Start at the app, sign in at the provider, and stop just before the app's callback is called. */
async function toCallback(jar: CookieJar, returnTo = '/bestill/123'): Promise<{ callbackUrl: string; authorizationUrl: URL }> {
  const start = await request(jar, `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const authorizationUrl = new URL(location(start, `${appOrigin}/api/auth/oidc/start`));
  let url = authorizationUrl.href;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(appOrigin)) return { callbackUrl: url, authorizationUrl };
    const response = await request(jar, url);
    expect([302, 303]).toContain(response.status);
    url = location(response, url);
  }
  throw new Error('the provider never sent the browser back');
}

async function finish(jar: CookieJar, callbackUrl: string): Promise<string> {
  const response = await request(jar, callbackUrl);
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
}

function newAccount(overrides: Partial<Account> = {}): string {
  const sub = randomUUID();
  const tag = sub.slice(0, 8);
  accounts.set(sub, {
    email: `Kari.${tag}@Example.no`,
    email_verified: true,
    given_name: 'Kari',
    family_name: 'Nordmann',
    phone_number: randomMobile(),
    ...overrides,
  });
  nextLogin = sub;
  return sub;
}

async function sessionUser(jar: CookieJar): Promise<string | null | undefined> {
  const sid = jar.get(appOrigin, sessionCookieName);
  if (!sid) return undefined;
  return (await app.sessions.load(sid))?.userId;
}

/** A Norwegian mobile number no other test uses (+47 and 8 digits starting with 4 or 9). */
function randomMobile(prefix: '4' | '9' = '9'): string {
  return `+47${prefix}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

interface Pending {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  returnTo: string;
}

async function readPending(jar: CookieJar): Promise<Pending> {
  const response = await request(jar, '/api/auth/oidc/pending');
  expect(response.status).toBe(200);
  return (await response.json()) as Pending;
}

/** The sign-up form as a person submits it after the client prefilled it from the pending identity. */
function postUser(jar: CookieJar, pending: Pending, overrides: Record<string, unknown> = {}): Promise<Response> {
  const body = { firstName: pending.firstName, lastName: pending.lastName, phone: pending.phone, email: pending.email, acceptTerms: true, ...overrides };
  return request(jar, '/api/auth/oidc/user', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A provider account that has just created its marketplace account; answers the user id. */
async function signedUp(jar = new CookieJar()): Promise<string> {
  expect(await finish(jar, (await toCallback(jar)).callbackUrl)).toBe('/verify?oidc=1');
  const created = await postUser(jar, await readPending(jar));
  expect(created.status).toBe(200);
  return userResponseSchema.parse(await created.json()).id;
}

describe('OpenID Connect sign-in against a local provider', () => {
  beforeAll(() => expect(app.hasRoute({ method: 'GET', url: '/api/auth/oidc/start' })).toBe(true));

  it('sends the browser to the provider with PKCE, state, nonce and the scopes the form needs', async () => {
    newAccount();
    const jar = new CookieJar();
    const start = await request(jar, '/api/auth/oidc/start');
    expect(start.status).toBe(302);
    expect(jar.get(appOrigin, sessionCookieName)).toBeTruthy();
    const url = new URL(location(start, appOrigin));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${appOrigin}/api/auth/oidc/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile phone');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const parameter of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(parameter)).toBeTruthy();
  });

  it('lets a new person create an account from the verified identity, then signs them in', async () => {
    const sub = newAccount({ phone_number: '4791234567' });
    const jar = new CookieJar();
    const { callbackUrl } = await toCallback(jar);
    const anonymousSid = jar.get(appOrigin, sessionCookieName);
    expect(await finish(jar, callbackUrl)).toBe('/verify?oidc=1');
    expect(await sessionUser(jar)).toBeNull();

    const pending = await readPending(jar);
    const email = accounts.get(sub)?.email.toLowerCase();
    expect(pending).toEqual({ email, firstName: 'Kari', lastName: 'Nordmann', phone: '+4791234567', returnTo: '/bestill/123' });

    // The provider sent "4791234567"; a fresh number keeps the account unique in the run's database.
    const phone = randomMobile('4');
    const created = await postUser(jar, pending, { phone });
    expect(created.status).toBe(200);
    const user = userResponseSchema.parse(await created.json());
    expect(user.email).toBe(email);
    expect(user.signInMethods).toContain('oidc');

    const em = app.orm.em.fork();
    const stored = await em.findOneOrFail(UserEntity, { id: user.id });
    expect(stored).toMatchObject({ firstName: 'Kari', lastName: 'Nordmann', phone, email });
    expect(await em.count(UserIdentityEntity, { user: user.id, issuer: provider.issuer, subject: sub })).toBe(1);

    const signedInSid = jar.get(appOrigin, sessionCookieName);
    expect(signedInSid).toBeTruthy();
    expect(signedInSid).not.toBe(anonymousSid);
    expect(await sessionUser(jar)).toBe(user.id);
    expect(await app.sessions.load(anonymousSid ?? '')).toBeNull();

    const me = await request(jar, '/api/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(user.id);

    // The pending identity was used up by signing in.
    expect((await request(jar, '/api/auth/oidc/pending')).status).toBe(404);
  });

  it('signs a returning person straight in and goes back to where they started', async () => {
    newAccount();
    const userId = await signedUp();
    const again = new CookieJar();
    expect(await finish(again, (await toCallback(again, '/account/bestillinger')).callbackUrl)).toBe('/account/bestillinger');
    expect(await sessionUser(again)).toBe(userId);
  });

  it('links the identity to the account that owns the provider-verified e-mail and signs in', async () => {
    const sub = newAccount();
    const em = app.orm.em.fork();
    const email = accounts.get(sub)?.email.toLowerCase() ?? '';
    const owner = em.create(UserEntity, {
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: randomMobile(),
      email,
      termsAcceptedAt: new Date(),
    });
    await em.flush();

    const jar = new CookieJar();
    expect(await finish(jar, (await toCallback(jar, '//evil.example/steal')).callbackUrl)).toBe('/');
    expect(await sessionUser(jar)).toBe(owner.id);
    expect(await em.fork().count(UserIdentityEntity, { user: owner.id, subject: sub })).toBe(1);
  });

  it('does not link an account by an e-mail the provider has not verified', async () => {
    const sub = newAccount({ email_verified: false });
    const em = app.orm.em.fork();
    const email = accounts.get(sub)?.email.toLowerCase() ?? '';
    em.create(UserEntity, { firstName: 'Ola', lastName: 'Nordmann', phone: randomMobile('4'), email, termsAcceptedAt: new Date() });
    await em.flush();

    const jar = new CookieJar();
    expect(await finish(jar, (await toCallback(jar)).callbackUrl)).toBe('/verify?oidc=1');
    expect(await sessionUser(jar)).toBeNull();
    expect(await em.fork().count(UserIdentityEntity, { subject: sub })).toBe(0);
    const pending = await readPending(jar);
    expect(pending.email).toBeNull();

    // An unverified address cannot become the account's e-mail.
    const refused = await postUser(jar, pending, { email, phone: randomMobile('4') });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ data: { key: 'error.validation.failed', issues: [{ path: 'email', key: 'error.email.invalid' }] } });
  });

  it('refuses a replayed callback URL of a login that ended in a pending identity', async () => {
    newAccount();
    const jar = new CookieJar();
    const { callbackUrl } = await toCallback(jar);
    const anonymousSid = jar.get(appOrigin, sessionCookieName) ?? '';
    expect(await finish(jar, callbackUrl)).toBe('/verify?oidc=1');
    expect(await finish(jar, callbackUrl)).toBe('/verify?oidc=error');

    const replayedWithOldCookie = new CookieJar();
    replayedWithOldCookie.set(appOrigin, sessionCookieName, anonymousSid);
    expect(await finish(replayedWithOldCookie, callbackUrl)).toBe('/verify?oidc=error');

    newAccount();
    const signedIn = new CookieJar();
    const first = await toCallback(signedIn);
    const startedSid = signedIn.get(appOrigin, sessionCookieName) ?? '';
    expect(await finish(signedIn, first.callbackUrl)).toBe('/verify?oidc=1');
    // Another browser holding the same URL, or this one again, gets nowhere.
    const stranger = new CookieJar();
    expect(await finish(stranger, first.callbackUrl)).toBe('/verify?oidc=error');
    const sameCookie = new CookieJar();
    sameCookie.set(appOrigin, sessionCookieName, startedSid);
    expect(await finish(sameCookie, first.callbackUrl)).toBe('/verify?oidc=error');
  });

  it('refuses a replay after a successful sign-in, with the old or the new cookie', async () => {
    newAccount();
    await signedUp();
    const jar = new CookieJar();
    const { callbackUrl } = await toCallback(jar, '/konto');
    const beforeSid = jar.get(appOrigin, sessionCookieName) ?? '';
    expect(await finish(jar, callbackUrl)).toBe('/konto');
    expect(await finish(jar, callbackUrl)).toBe('/verify?oidc=error');
    const old = new CookieJar();
    old.set(appOrigin, sessionCookieName, beforeSid);
    expect(await finish(old, callbackUrl)).toBe('/verify?oidc=error');
  });

  it('refuses a tampered state, and the login cannot be finished afterwards', async () => {
    newAccount();
    const jar = new CookieJar();
    const { callbackUrl } = await toCallback(jar);
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state') ?? ''}x`);
    expect(await finish(jar, tampered.href)).toBe('/verify?oidc=error');
    const session = await app.sessions.load(jar.get(appOrigin, sessionCookieName) ?? '');
    expect(Object.keys(session?.flow ?? {}).filter((key) => key.startsWith('oidc'))).toEqual([]);
    expect(await finish(jar, callbackUrl)).toBe('/verify?oidc=error');
    expect(await sessionUser(jar)).toBeNull();
  });

  it('sends a person who said no at the provider to the error page', async () => {
    newAccount();
    const jar = new CookieJar();
    const start = await request(jar, '/api/auth/oidc/start');
    const state = new URL(location(start, appOrigin)).searchParams.get('state') ?? '';
    const denied = `/api/auth/oidc/callback?error=access_denied&error_description=cancelled&state=${state}&iss=${encodeURIComponent(provider.issuer)}`;
    expect(await finish(jar, denied)).toBe('/verify?oidc=error');
    expect(await finish(new CookieJar(), '/api/auth/oidc/callback?code=forged&state=forged')).toBe('/verify?oidc=error');
  });
});

describe('POST /api/auth/oidc/user', () => {
  it('answers 410 link_expired without a pending identity', async () => {
    const response = await request(new CookieJar(), '/api/auth/oidc/user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Kari', lastName: 'Nordmann', phone: '+4791234567', email: 'kari@example.no', acceptTerms: true }),
    });
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ status: 410, data: { key: 'error.auth.link_expired' } });
  });

  it('refuses an e-mail other than the verified one with a validation error on the field', async () => {
    newAccount();
    const jar = new CookieJar();
    expect(await finish(jar, (await toCallback(jar)).callbackUrl)).toBe('/verify?oidc=1');
    const response = await postUser(jar, await readPending(jar), { email: 'someone.else@example.no' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ data: { issues: [{ path: 'email', key: 'error.email.invalid' }] } });
  });

  it('creates a business account with the name the business register knows', async () => {
    newAccount();
    const jar = new CookieJar();
    expect(await finish(jar, (await toCallback(jar)).callbackUrl)).toBe('/verify?oidc=1');
    const pending = await readPending(jar);
    const unknown = await postUser(jar, pending, { asBusiness: true, orgNumber: '999999999' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ data: { issues: [{ path: 'orgNumber', key: 'error.org_number.not_found' }] } });

    const created = await postUser(jar, pending, { asBusiness: true, orgNumber: '923 609 016' });
    expect(created.status).toBe(200);
    expect(userResponseSchema.parse(await created.json())).toMatchObject({ orgNumber: '923609016', companyName: 'EQUINOR ASA', orderAsBusiness: true });
  });

  it('answers 409 with the spec sentence when the phone is already registered', async () => {
    const taken = newAccount();
    await signedUp();

    newAccount({ phone_number: accounts.get(taken)?.phone_number ?? '' });
    const second = new CookieJar();
    expect(await finish(second, (await toCallback(second)).callbackUrl)).toBe('/verify?oidc=1');
    const response = await postUser(second, await readPending(second));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ data: { key: 'error.auth.phone_registered' } });
  });

  it('forgets the pending identity once it is too old to be used', async () => {
    newAccount();
    const jar = new CookieJar();
    expect(await finish(jar, (await toCallback(jar)).callbackUrl)).toBe('/verify?oidc=1');
    const pending = await readPending(jar);
    clock.advance(oidcPendingTtlMs);
    try {
      expect((await request(jar, '/api/auth/oidc/pending')).status).toBe(404);
      const response = await postUser(jar, pending);
      expect(response.status).toBe(410);
      expect(await response.json()).toMatchObject({ data: { key: 'error.auth.link_expired' } });
    } finally {
      clock.set(new Date());
    }
  });
});
