import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { testConfig } from '#server/test/test-config.ts';
import sessionPlugin from './session.plugin.ts';

const config = testConfig();
const redis = new Redis(config.redisUrl);
const clock = new ManualClock();
const app = Fastify();
await app.register(fastifyCookie);
await app.register(sessionPlugin, { config, redis, clock });
app.post('/api/sign-in', async (request, reply) => {
  await app.rotateSession(request, reply, { userId: 'user-7' });
  return { ok: true };
});
app.post('/api/sign-out', async (request, reply) => {
  await app.endSession(request, reply);
  return { ok: true };
});
app.get('/api/who', async (request) => ({ userId: request.session?.userId ?? null }));
await app.ready();
afterAll(async () => {
  await app.close();
  redis.disconnect();
});

const sid = (setCookie: string | string[] | undefined) => /sid=([^;]*)/.exec(String(setCookie))?.[1] ?? '';
const who = async (id: string) => (await app.inject({ method: 'GET', url: '/api/who', cookies: { sid: id } })).json().userId;

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Secure outside development, for the whole site', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/sign-in' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
    expect(await who(sid(cookie))).toBe('user-7');
  });

  it('gets a new id at every sign-in; the previous id no longer signs anyone in', async () => {
    const first = sid((await app.inject({ method: 'POST', url: '/api/sign-in' })).headers['set-cookie']);
    const second = sid((await app.inject({ method: 'POST', url: '/api/sign-in', cookies: { sid: first } })).headers['set-cookie']);
    expect(second).not.toBe(first);
    expect(await who(first)).toBeNull();
    expect(await who(second)).toBe('user-7');
  });

  it('signing out ends the session on the server and clears the cookie', async () => {
    const id = sid((await app.inject({ method: 'POST', url: '/api/sign-in' })).headers['set-cookie']);
    const out = await app.inject({ method: 'POST', url: '/api/sign-out', cookies: { sid: id } });
    expect(String(out.headers['set-cookie'])).toMatch(/sid=;/);
    expect(await who(id)).toBeNull();
  });

  it('treats an unknown or forged cookie as signed out', async () => {
    expect(await who('x'.repeat(43))).toBeNull();
    expect(await who('not-a-session')).toBeNull();
  });
});
