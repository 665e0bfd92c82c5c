import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const productionBasics = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.no:587',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  AUTH_SECRET: 'k'.repeat(40),
  DATA_ENCRYPTION_KEY: 'd'.repeat(40),
  CAPTCHA_PROVIDER: 'turnstile',
  TURNSTILE_SITE_KEY: 'site',
  TURNSTILE_SECRET_KEY: 'secret',
};

describe('configuration from the environment', () => {
  it('starts with no variables at all, on the local defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.origin).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/marketplace');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.mail.transport).toBe('outbox');
    expect(config.session.secureCookie).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['NODE_ENV', 'staging'],
  ])('refuses %s=%s with a message naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`${variable}="${value}"`));
  });

  it('requires SMTP settings in production and never uses the development outbox there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...productionBasics, SMS_TRANSPORT: 'outbox' })).toThrow(/SMS_TRANSPORT/);
    expect(() => loadConfig({ ...productionBasics, TWILIO_AUTH_TOKEN: '' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig({ ...productionBasics, MAIL_TRANSPORT: 'outbox' })).toThrow(/MAIL_TRANSPORT/);
    const production = loadConfig({ ...productionBasics, APP_ORIGIN: 'https://tjenestetorget.no/' });
    expect(production.mail.transport).toBe('smtp');
    expect(production.session.secureCookie).toBe(true);
    expect(production.origin).toBe('https://tjenestetorget.no');
  });

  it('marks the session cookie Secure everywhere but local development', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).session.secureCookie).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).session.secureCookie).toBe(true);
  });

  it('refuses development-only auth settings in production', () => {
    expect(() => loadConfig({ ...productionBasics, AUTH_SECRET: '' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ...productionBasics, DATA_ENCRYPTION_KEY: '' })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...productionBasics, DATA_ENCRYPTION_KEY: 'too short' })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...productionBasics, CAPTCHA_PROVIDER: 'local' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(() => loadConfig({ ...productionBasics, TURNSTILE_SECRET_KEY: '' })).toThrow(/TURNSTILE_SECRET_KEY/);
    expect(loadConfig(productionBasics).businessRegister.kind).toBe('brreg');
  });

  it('enables third-party login only with issuer, client id and secret together', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.example.no' })).toThrow(/OIDC_CLIENT_ID/);
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example.no', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's' }).oidc).toMatchObject({
      issuer: 'https://login.example.no',
      providerName: 'Vipps',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('stores pictures in S3 only with a public bucket, its address and a private bucket for ID photos', () => {
    const s3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'bilder', S3_PUBLIC_URL: 'https://cdn.tjenestetorget.no/', S3_PRIVATE_BUCKET: 'legitimasjon' };
    expect(loadConfig(s3).storage).toMatchObject({ kind: 's3', bucket: 'bilder', privateBucket: 'legitimasjon', publicUrl: 'https://cdn.tjenestetorget.no' });
    expect(() => loadConfig({ ...s3, S3_PRIVATE_BUCKET: '' })).toThrow(/S3_PRIVATE_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: '' })).toThrow(/S3_PUBLIC_URL/);
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('gives calls the STUN server by default, none with [], and refuses ICE_SERVERS that are not a JSON array of STUN servers', () => {
    expect(loadConfig({}).calls).toEqual({ iceServers: [{ urls: 'stun:stun.l.google.com:19302' }], turn: null });
    expect(loadConfig({ ICE_SERVERS: '[]' }).calls.iceServers).toEqual([]);
    expect(loadConfig({ ICE_SERVERS: '[{"urls":["stun:stun.example.no:3478","stuns:stun.example.no:5349"]}]' }).calls.iceServers).toEqual([
      { urls: ['stun:stun.example.no:3478', 'stuns:stun.example.no:5349'] },
    ]);
    for (const value of ['stun:stun.l.google.com:19302', '{"urls":"stun:stun.l.google.com:19302"}', '[{"urls":"https://example.no"}]', '[{"urls":[]}]', '[{}]']) {
      expect(() => loadConfig({ ICE_SERVERS: value })).toThrow(/ICE_SERVERS/);
    }
    expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"stun:a.example.no"' })).toThrow(/ICE_SERVERS.*must be JSON/);
    // Credentials are never configured: TURN goes in TURN_URLS and gets per-user ones.
    expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"stun:a.example.no","username":"u","credential":"p"}]' })).toThrow(/ICE_SERVERS.*only "urls"/);
    expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"turn:turn.example.no:3478"}]' })).toThrow(/ICE_SERVERS/);
  });

  it('uses TURN only with its secret, and refuses TURN_URLS without one', () => {
    const secret = 's'.repeat(32);
    expect(loadConfig({ TURN_URLS: 'turn:turn.example.no:3478?transport=udp, turns:turn.example.no:5349?transport=tcp', TURN_SECRET: secret }).calls.turn).toEqual({
      urls: ['turn:turn.example.no:3478?transport=udp', 'turns:turn.example.no:5349?transport=tcp'],
      secret,
      credentialTtlSeconds: 43_200,
    });
    expect(loadConfig({ TURN_URLS: 'turn:turn.example.no', TURN_SECRET: secret, TURN_CREDENTIAL_TTL_SECONDS: '600' }).calls.turn?.credentialTtlSeconds).toBe(600);
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.example.no' })).toThrow(/TURN_SECRET: is required when TURN_URLS is set/);
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.example.no', TURN_SECRET: 'too short' })).toThrow(/TURN_SECRET/);
    expect(() => loadConfig({ TURN_URLS: 'stun:turn.example.no', TURN_SECRET: secret })).toThrow(/TURN_URLS/);
    expect(() => loadConfig({ TURN_CREDENTIAL_TTL_SECONDS: '0' })).toThrow(/TURN_CREDENTIAL_TTL_SECONDS/);
    expect(loadConfig({ TURN_SECRET: secret }).calls.turn).toBeNull();
  });
});
