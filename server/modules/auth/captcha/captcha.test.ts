import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#server/test/test-config.ts';
import { createCaptchaVerifier } from './create-captcha-verifier.ts';
import { LocalCaptchaVerifier } from './local-captcha.ts';
import { TurnstileCaptchaVerifier } from './turnstile-captcha.ts';

describe('LocalCaptchaVerifier', () => {
  it('accepts any non-empty token and refuses an empty or blank one', async () => {
    const captcha = new LocalCaptchaVerifier();
    expect(await captcha.verify('anything', '127.0.0.1')).toBe(true);
    expect(await captcha.verify('', '127.0.0.1')).toBe(false);
    expect(await captcha.verify('   ', '127.0.0.1')).toBe(false);
  });
});

describe('TurnstileCaptchaVerifier against a stand-in siteverify', () => {
  const secretKey = 'test-secret-key';
  let server: Server;
  let verifyUrl: string;
  const posted: { contentType: string | undefined; form: URLSearchParams }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (raw += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(raw);
        posted.push({ contentType: request.headers['content-type'], form });
        if (request.method !== 'POST' || request.url !== '/siteverify') {
          response.writeHead(404).end();
          return;
        }
        if (form.get('response') === 'make-it-fail') {
          response.writeHead(502).end('bad gateway');
          return;
        }
        const answer =
          form.get('secret') !== secretKey
            ? { success: false, 'error-codes': ['invalid-input-secret'] }
            : form.get('response') === 'good-token'
              ? { success: true, hostname: 'localhost' }
              : { success: false, 'error-codes': ['invalid-input-response'] };
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts secret, response and remote ip form-encoded and accepts a token siteverify confirms', async () => {
    const captcha = new TurnstileCaptchaVerifier({ secretKey, verifyUrl });
    expect(await captcha.verify('good-token', '203.0.113.7')).toBe(true);
    const last = posted.at(-1);
    expect(last?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(last?.form.get('secret')).toBe(secretKey);
    expect(last?.form.get('response')).toBe('good-token');
    expect(last?.form.get('remoteip')).toBe('203.0.113.7');
  });

  it('refuses a token siteverify rejects', async () => {
    expect(await new TurnstileCaptchaVerifier({ secretKey, verifyUrl }).verify('forged-token', '203.0.113.7')).toBe(false);
  });

  it('throws rather than refusing the person when siteverify rejects our secret', async () => {
    await expect(new TurnstileCaptchaVerifier({ secretKey: 'wrong', verifyUrl }).verify('good-token', '203.0.113.7')).rejects.toThrow(/invalid-input-secret/);
  });

  it('refuses an empty token without asking siteverify', async () => {
    const before = posted.length;
    expect(await new TurnstileCaptchaVerifier({ secretKey, verifyUrl }).verify('', '203.0.113.7')).toBe(false);
    expect(posted.length).toBe(before);
  });

  it('throws when siteverify fails or cannot be reached, so the route can answer 503', async () => {
    await expect(new TurnstileCaptchaVerifier({ secretKey, verifyUrl }).verify('make-it-fail', '203.0.113.7')).rejects.toThrow(/502/);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/siteverify`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(new TurnstileCaptchaVerifier({ secretKey, verifyUrl: deadUrl }).verify('good-token', '203.0.113.7')).rejects.toThrow(/unreachable/);
  });
});

describe('createCaptchaVerifier', () => {
  it('uses the local adapter by default and Turnstile when configured', () => {
    expect(createCaptchaVerifier(testConfig())).toBeInstanceOf(LocalCaptchaVerifier);
    const turnstile = testConfig({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' });
    expect(createCaptchaVerifier(turnstile)).toBeInstanceOf(TurnstileCaptchaVerifier);
  });
});
