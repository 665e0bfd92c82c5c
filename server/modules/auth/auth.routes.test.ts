import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { createTestUser, uniqueEmail, uniquePhone } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { latestOutboxMessage, startTestWorkers } from '#server/test/test-workers.ts';
import { LoginCodeEntity } from './login-code.entity.ts';
import { LoginLinkEntity } from './login-link.entity.ts';
import { expireLoginLink } from './login-link.service.ts';

const clock = new ManualClock(new Date());
const app = await buildTestApp({ clock });
startTestWorkers(app);
const em = () => app.orm.em.fork();

const sidOf = (response: LightMyRequestResponse) => /sid=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
const signedInUser = (application: FastifyInstance, sid: string | undefined) =>
  application.inject({ method: 'GET', url: '/api/user', cookies: sid ? { sid } : {} });

async function requestCode(phone: string) {
  const before = new Date().toISOString();
  const response = await app.inject({ method: 'POST', url: '/api/auth/otp/new', payload: { username: phone, captchaToken: 'local' } });
  expect(response.statusCode, response.body).toBe(200);
  const { nonce } = response.json() as { nonce: string };
  const sms = await latestOutboxMessage(app, phone, (entry) => entry.createdAt >= before);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  expect(code).toBeDefined();
  return { nonce, code: code! };
}

const verify = (body: { username: string; code: string; nonce: string }, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: body, cookies });

async function requestLink(email: string, returnTo?: string) {
  const before = new Date().toISOString();
  const response = await app.inject({ method: 'POST', url: '/api/auth/ott/generate', payload: { email, ...(returnTo ? { returnTo } : {}) } });
  expect(response.statusCode, response.body).toBe(200);
  const mail = await latestOutboxMessage(app, email, (entry) => entry.createdAt >= before);
  const url = new URL(/https?:\/\/\S+\/verify\?token=\S+/.exec(mail.text)![0]);
  return { response, mail, token: url.searchParams.get('token')!, url };
}

const check = (token: string) => app.inject({ method: 'GET', url: `/api/auth/check/${encodeURIComponent(token)}` });

const newUserBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: '  Ola ',
  lastName: 'Nordmann',
  phone: uniquePhone().slice(3),
  email: 'x@eksempel.no',
  acceptTerms: true,
  ...overrides,
});

describe('sign-in with a code by SMS', () => {
  it('sends a 6-digit code and signs in with it; the session cookie names the user', async () => {
    const user = await createTestUser(em());
    const { nonce, code } = await requestCode(user.phone);
    expect(code).toMatch(/^\d{6}$/);
    const response = await verify({ username: user.phone, code, nonce });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, phone: user.phone });
    const sid = sidOf(response);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect((await signedInUser(app, sid)).json().email).toBe(user.email);
  });

  it('accepts the number as 8 digits, +47 or 0047', async () => {
    const user = await createTestUser(em());
    const national = user.phone.slice(3);
    const { nonce, code } = await requestCode(`00 47 ${national}`);
    expect((await verify({ username: national, code, nonce })).statusCode).toBe(200);
  });

  it('answers an unknown number with the spec sentence', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/otp/new', payload: { username: uniquePhone(), captchaToken: 'local' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('We could not find a user with that phone number. Download the app to register');
  });

  it('refuses a wrong code with the spec sentence, and a used code the second time', async () => {
    const user = await createTestUser(em());
    const { nonce, code } = await requestCode(user.phone);
    const wrong = await verify({ username: user.phone, code: code === '000000' ? '111111' : '000000', nonce });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Entered code wrong or is expired');
    expect((await verify({ username: user.phone, code, nonce })).statusCode).toBe(200);
    const replay = await verify({ username: user.phone, code, nonce });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().data.key).toBe('error.auth.code_wrong_or_expired');
  });

  it('ends a code after 5 wrong tries, even when the guesses arrive at once', async () => {
    const user = await createTestUser(em());
    const { nonce, code } = await requestCode(user.phone);
    const wrongCodes = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(wrongCodes.map((guess) => verify({ username: user.phone, code: guess, nonce })));
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    expect((await verify({ username: user.phone, code, nonce })).statusCode).toBe(400);
    expect((await em().findOneOrFail(LoginCodeEntity, { id: nonce })).failedAttempts).toBe(5);
  });

  it('binds the code to its nonce and its phone', async () => {
    const user = await createTestUser(em());
    const other = await createTestUser(em());
    const first = await requestCode(user.phone);
    const second = await requestCode(other.phone);
    expect((await verify({ username: user.phone, code: first.code, nonce: second.nonce })).statusCode).toBe(400);
    expect((await verify({ username: other.phone, code: first.code, nonce: first.nonce })).statusCode).toBe(400);
  });

  it('keeps a code valid for 10 minutes: just before works, at 10 minutes it is refused', async () => {
    const user = await createTestUser(em());
    const early = await requestCode(user.phone);
    clock.advance(10 * 60_000 - 1_000);
    expect((await verify({ username: user.phone, ...early })).statusCode).toBe(200);
    const late = await requestCode(user.phone);
    clock.advance(10 * 60_000);
    expect((await verify({ username: user.phone, ...late })).statusCode).toBe(400);
  });

  it('stores only a keyed hash of the code', async () => {
    const user = await createTestUser(em());
    const { nonce, code } = await requestCode(user.phone);
    const row = await em().findOneOrFail(LoginCodeEntity, { id: nonce });
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toHaveLength(43);
  });

  it('limits codes per phone: the fourth within 10 minutes answers 429 with the wait', async () => {
    const user = await createTestUser(em());
    const send = () => app.inject({ method: 'POST', url: '/api/auth/otp/new', payload: { username: user.phone, captchaToken: 'local' } });
    expect([(await send()).statusCode, (await send()).statusCode, (await send()).statusCode]).toEqual([200, 200, 200]);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data).toMatchObject({ key: 'error.http.rate_limited_seconds', retryAfterSeconds: expect.any(Number) });
  });

  it('requires a captcha token, and refuses one the captcha provider rejects', async () => {
    const user = await createTestUser(em());
    const missing = await app.inject({ method: 'POST', url: '/api/auth/otp/new', payload: { username: user.phone, captchaToken: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.issues[0]).toMatchObject({ path: 'captchaToken', key: 'error.auth.captcha_required' });

    const strict = await buildTestApp({ captcha: { verify: async () => false } });
    const refused = await strict.inject({ method: 'POST', url: '/api/auth/otp/new', payload: { username: user.phone, captchaToken: 'bot' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.key).toBe('error.auth.captcha_failed');
  });

  it('gives a new session id at sign-in; the one held before no longer works', async () => {
    const user = await createTestUser(em());
    const anonymous = await app.inject({ method: 'POST', url: '/api/logout' });
    expect(anonymous.statusCode).toBe(204);
    const before = 'b'.repeat(43);
    const { nonce, code } = await requestCode(user.phone);
    const response = await verify({ username: user.phone, code, nonce }, { sid: before });
    expect(sidOf(response)).toBeDefined();
    expect(sidOf(response)).not.toBe(before);
    expect((await signedInUser(app, before)).statusCode).toBe(403);
  });
});

describe('sign-in with a link by e-mail', () => {
  it('e-mails a link to /verify that signs an existing user in once', async () => {
    const user = await createTestUser(em());
    const { mail, token, url } = await requestLink(user.email, '/konto');
    expect(mail.subject).toBe('Logg inn på Tjenestetorget');
    expect(mail.html).toContain(url.toString().replace(/&/g, '&amp;'));
    expect(url.pathname).toBe('/verify');
    const first = await check(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ newAccount: false, user: { id: user.id }, returnTo: '/konto' });
    expect((await signedInUser(app, sidOf(first))).statusCode).toBe(200);
    const replay = await check(token);
    expect(replay.statusCode).toBe(410);
    expect(replay.json().data.key).toBe('error.auth.link_expired');
  });

  it('answers the same whether or not the address has an account (no enumeration)', async () => {
    const user = await createTestUser(em());
    const known = await requestLink(user.email);
    const unknown = await requestLink(uniqueEmail());
    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
  });

  it('accepts the request as a form post', async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/ott/generate',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    await latestOutboxMessage(app, email);
  });

  it('keeps return paths inside the app only', async () => {
    const email = uniqueEmail();
    const { token } = await requestLink(email, '//evil.example/phish');
    expect((await check(token)).json().returnTo).toBeNull();
  });

  it('is valid for 15 minutes: just before works, at 15 minutes and after it is the expired-link answer', async () => {
    const user = await createTestUser(em());
    const early = await requestLink(user.email);
    clock.advance(15 * 60_000 - 1_000);
    expect((await check(early.token)).statusCode).toBe(200);

    const exact = await requestLink(user.email);
    clock.advance(15 * 60_000);
    expect((await check(exact.token)).statusCode).toBe(410);
    clock.advance(1_000);
    expect((await check(exact.token)).statusCode).toBe(410);
  });

  it('the expiry job marks an unused link expired once, not before its time, never a used one', async () => {
    const user = await createTestUser(em());
    const unused = await requestLink(user.email);
    const link = await em().findOneOrFail(LoginLinkEntity, { tokenHash: { $ne: '' }, email: user.email }, { orderBy: { createdAt: 'desc' } });
    expect(await expireLoginLink(em(), link.id, new Date(link.expiresAt.getTime() - 1))).toBe(false);
    expect(await expireLoginLink(em(), link.id, link.expiresAt)).toBe(true);
    expect(await expireLoginLink(em(), link.id, link.expiresAt)).toBe(false);
    expect((await check(unused.token)).statusCode).toBe(410);

    const used = await requestLink(user.email);
    const usedCheck = await check(used.token);
    expect(usedCheck.statusCode, usedCheck.body).toBe(200);
    const usedLink = await em().findOneOrFail(LoginLinkEntity, { email: user.email, usedAt: { $ne: null } }, { orderBy: { createdAt: 'desc' } });
    expect(await expireLoginLink(em(), usedLink.id, new Date(usedLink.expiresAt.getTime() + 1))).toBe(false);
  });

  it('schedules the expiry job 15 minutes after the link is made', async () => {
    const email = uniqueEmail();
    await requestLink(email);
    const link = await em().findOneOrFail(LoginLinkEntity, { email });
    const job = await app.queues.loginLinkExpiry.getJob(link.id);
    expect(job?.opts.delay).toBe(15 * 60_000);
  });

  it('refuses a token that was never issued', async () => {
    expect((await check('not-a-real-token')).statusCode).toBe(410);
  });
});

describe('creating an account after a link', () => {
  it('creates the account (trimmed names, E.164 phone, nb_no by default) and signs in; the link is then used', async () => {
    const email = uniqueEmail();
    const { token } = await requestLink(email, '/konto');
    const checked = await check(token);
    expect(checked.json()).toEqual({ newAccount: true, email, returnTo: '/konto' });
    const body = newUserBody({ email });
    const created = await app.inject({ method: 'POST', url: `/api/auth/ott/user?ott=${encodeURIComponent(token)}`, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ firstName: 'Ola', lastName: 'Nordmann', phone: `+47${body.phone}`, email, language: 'nb_no', orgNumber: null });
    expect((await signedInUser(app, sidOf(created))).json().email).toBe(email);
    expect((await check(token)).statusCode).toBe(410);
  });

  it('answers "E-mail is already registered" when the e-mail got an account meanwhile', async () => {
    const email = uniqueEmail();
    const { token } = await requestLink(email);
    await createTestUser(em(), { email });
    const response = await app.inject({ method: 'POST', url: `/api/auth/ott/user?ott=${token}`, payload: newUserBody({ email }) });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('E-mail is already registered');
    expect((await check(token)).statusCode).toBe(200);
  });

  it('refuses a mobile number another account has', async () => {
    const other = await createTestUser(em());
    const email = uniqueEmail();
    const { token } = await requestLink(email);
    const response = await app.inject({ method: 'POST', url: `/api/auth/ott/user?ott=${token}`, payload: newUserBody({ email, phone: other.phone }) });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.key).toBe('error.auth.phone_registered');
  });

  it('refuses an e-mail other than the one the link was sent to', async () => {
    const { token } = await requestLink(uniqueEmail());
    const response = await app.inject({ method: 'POST', url: `/api/auth/ott/user?ott=${token}`, payload: newUserBody({ email: uniqueEmail() }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([expect.objectContaining({ path: 'email', key: 'error.email.invalid' })]);
  });

  it('validates every field with keys the client translates', async () => {
    const email = uniqueEmail();
    const { token } = await requestLink(email);
    const response = await app.inject({
      method: 'POST',
      url: `/api/auth/ott/user?ott=${token}`,
      payload: { firstName: ' ', lastName: '', phone: '1234', email, acceptTerms: false },
    });
    expect(response.statusCode).toBe(400);
    const keys = Object.fromEntries((response.json().data.issues as Array<{ path: string; key: string }>).map((issue) => [issue.path, issue.key]));
    expect(keys).toMatchObject({
      firstName: 'common.field.required',
      lastName: 'common.field.required',
      phone: 'error.phone.invalid',
      acceptTerms: 'error.auth.terms_required',
    });
  });

  it('creates a business account only for an organisation number in the register', async () => {
    const email = uniqueEmail();
    const { token } = await requestLink(email);
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/auth/ott/user?ott=${token}`,
      payload: newUserBody({ email, asBusiness: true, orgNumber: '111111111' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.issues[0]).toMatchObject({ path: 'orgNumber', message: 'Could not find a business with this organisation number.' });

    const known = await app.inject({
      method: 'POST',
      url: `/api/auth/ott/user?ott=${token}`,
      payload: newUserBody({ email, asBusiness: true, orgNumber: '923609016' }),
    });
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json()).toMatchObject({ orgNumber: '923609016', orderAsBusiness: true, companyName: expect.stringMatching(/equinor/i) });
  });
});
