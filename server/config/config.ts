import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { developmentEncryptionKey } from '#server/db/types/field-cipher.ts';

/** The project folder: a relative MEDIA_DIR is taken from here, so every entry point finds the same pictures whatever its working directory. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** A STUN server address as browsers take it in `RTCIceServer.urls`. */
const stunUrl = z.string().regex(/^stuns?:(\[[\da-f:.]+\]|[\w.-]+)(:\d{1,5})?$/i, 'must be a stun: or stuns: address, e.g. stun:stun.l.google.com:19302');
/** A TURN server address (RFC 7065), e.g. `turns:turn.example.no:5349?transport=tcp`. */
const turnUrl = z.string().regex(/^turns?:(\[[\da-f:.]+\]|[\w.-]+)(:\d{1,5})?(\?transport=(udp|tcp))?$/i, 'must be a turn: or turns: address, e.g. turns:turn.example.no:5349?transport=tcp');

/**
 * `ICE_SERVERS`: a JSON array of `RTCIceServer` objects without credentials. Only STUN: a TURN
 * server needs credentials, and those are made per user from `TURN_SECRET` (`TURN_URLS`).
 */
const iceServersFromEnv = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: an array of ICE servers, e.g. [{"urls":"stun:stun.l.google.com:19302"}], or [] for none' });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(
      z.strictObject(
        { urls: z.union([stunUrl, z.array(stunUrl).min(1)]) },
        { error: 'each ICE server must be an object with only "urls" (STUN addresses; TURN servers go in TURN_URLS, with credentials from TURN_SECRET)' },
      ),
      { error: 'must be a JSON array of ICE servers, e.g. [{"urls":"stun:stun.l.google.com:19302"}], or [] for none' },
    ),
  );

/**
 * Every setting the server and workers read from the environment. `.env.example` lists the
 * same variables with a comment and a working local default; keep the two in step.
 */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    APP_NAME: z.string().trim().min(1).default('Tjenestetorget'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    APP_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
    TRUST_PROXY: booleanFromEnv.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://postgres@127.0.0.1:5432/marketplace'),
    DATABASE_POOL_MAX: positiveInt.default(10),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
    REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]*$/).default('mp:'),
    BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
    RATE_LIMIT_MAX: positiveInt.default(300),
    RATE_LIMIT_WINDOW_MS: positiveInt.default(60_000),
    SESSION_IDLE_TIMEOUT_MINUTES: positiveInt.default(60 * 24 * 7),
    SESSION_ABSOLUTE_TIMEOUT_MINUTES: positiveInt.default(60 * 24 * 30),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Tjenestetorget <no-reply@tjenestetorget.no>'),
    SMS_TRANSPORT: z.enum(['outbox', 'twilio']).optional(),
    TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_API_URL: z.url().default('https://api.twilio.com'),
    SMS_SENDER: z.string().min(1).max(11).default('Tjenester'),
    AUTH_SECRET: z.string().min(32).default('development-only-secret-change-me-in-production-0001'),
    DATA_ENCRYPTION_KEY: z.string().min(32).default(developmentEncryptionKey),
    CAPTCHA_PROVIDER: z.enum(['local', 'turnstile']).default('local'),
    TURNSTILE_SITE_KEY: z.string().min(1).optional(),
    TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
    TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_NAME: z.string().min(1).max(40).default('Vipps'),
    BUSINESS_REGISTER: z.enum(['local', 'brreg']).optional(),
    BRREG_API_URL: z.url().default('https://data.brreg.no/enhetsregisteret/api'),
    /**
     * `local`: the test gateway on this server (checkout page, test cards, signed webhooks); never
     * in production, where it takes no payment. `stripe`: Stripe with the keys below.
     */
    PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
    /** `manual` authorises the card at booking and captures when the booking is done. */
    PAYMENTS_CAPTURE: z.enum(['immediate', 'manual']).default('immediate'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the Stripe SDK sends its calls; set only to point it at a local stand-in. */
    STRIPE_API_URL: z.url().optional(),
    /** Signs the test gateway's webhooks; any value outside production. */
    PAYMENTS_TEST_WEBHOOK_SECRET: z.string().min(16).default('whsec_local_test_gateway_development_only'),
    /** The test gateway's webhook deliveries: wait this long, and send each this many times. */
    PAYMENTS_TEST_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).default(0),
    PAYMENTS_TEST_WEBHOOK_DUPLICATES: z.coerce.number().int().min(1).max(5).default(1),
    /** Private customers may pay by invoice too (business customers always may). */
    INVOICE_PRIVATE_ENABLED: booleanFromEnv.default(false),
    INVOICE_DUE_DAYS: positiveInt.default(14),
    /** The account customers pay invoices to, printed on the invoice. */
    INVOICE_BANK_ACCOUNT: z.string().regex(/^\d{11}$/).default('12345678903'),
    INVOICE_SELLER_NAME: z.string().min(1).default('Tjenestetorget AS'),
    INVOICE_SELLER_ORG_NUMBER: z.string().regex(/^\d{9}$/).default('923609016'),
    SUPPORT_EMAIL: z.email().default('hjelp@tjenestetorget.no'),
    WORKER_CONCURRENCY: positiveInt.default(5),
    WORKER_LOCK_MS: positiveInt.default(30_000),
    SHUTDOWN_GRACE_MS: positiveInt.default(10_000),
    CLIENT_DIST_DIR: z.string().default('dist/client'),
    MEDIA_DIR: z.string().trim().min(1).default('var/media'),
    PRIVATE_MEDIA_DIR: z.string().trim().min(1).default('var/private-media'),
    MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_PRIVATE_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('eu-north-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_PUBLIC_URL: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    UPLOAD_MAX_MEGABYTES: positiveInt.default(15),
    UPLOAD_MAX_MEGAPIXELS: positiveInt.default(40),
    /** STUN servers every call gets, as JSON; `[]` for none (calls then find only direct routes). */
    ICE_SERVERS: iceServersFromEnv.default([{ urls: 'stun:stun.l.google.com:19302' }]),
    /** TURN relays (comma separated); each signed-in user gets short-lived credentials made with TURN_SECRET. */
    TURN_URLS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
      .pipe(z.array(turnUrl)),
    /** coturn's `static-auth-secret`; the app signs TURN usernames with it. */
    TURN_SECRET: z.string().min(32).optional(),
    TURN_CREDENTIAL_TTL_SECONDS: positiveInt.max(7 * 24 * 3600).default(12 * 3600),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS_PROVIDER === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when PAYMENTS_PROVIDER is stripe' });
    }
    if (env.MEDIA_STORAGE === 's3' && (!env.S3_BUCKET || !env.S3_PUBLIC_URL || !env.S3_PRIVATE_BUCKET)) {
      // Servers that share pictures through a bucket must share ID photos the same way; a local
      // directory would leave each server with its own, and admins with 404s.
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET, S3_PRIVATE_BUCKET and S3_PUBLIC_URL are required when MEDIA_STORAGE is s3' });
    }
    const transport = env.MAIL_TRANSPORT ?? (env.NODE_ENV === 'production' ? 'smtp' : 'outbox');
    if (transport === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when e-mail is sent over SMTP' });
    }
    const smsTransport = env.SMS_TRANSPORT ?? (env.NODE_ENV === 'production' ? 'twilio' : 'outbox');
    if (smsTransport === 'twilio' && (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN)) {
      ctx.addIssue({ code: 'custom', path: ['TWILIO_ACCOUNT_SID'], message: 'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are required when text messages are sent with Twilio' });
    }
    if (env.NODE_ENV === 'production' && smsTransport === 'outbox') {
      ctx.addIssue({ code: 'custom', path: ['SMS_TRANSPORT'], message: 'the development outbox is not allowed in production' });
    }
    if (env.NODE_ENV === 'production' && env.DATA_ENCRYPTION_KEY === developmentEncryptionKey) {
      ctx.addIssue({ code: 'custom', path: ['DATA_ENCRYPTION_KEY'], message: 'must be set to a secret of your own in production' });
    }
    if (env.NODE_ENV === 'production' && env.AUTH_SECRET.startsWith('development-only')) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'must be set to a secret of at least 32 characters in production' });
    }
    if (env.CAPTCHA_PROVIDER === 'turnstile' && (!env.TURNSTILE_SITE_KEY || !env.TURNSTILE_SECRET_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['TURNSTILE_SECRET_KEY'], message: 'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are required with CAPTCHA_PROVIDER=turnstile' });
    }
    if (env.NODE_ENV === 'production' && env.CAPTCHA_PROVIDER === 'local') {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_PROVIDER'], message: 'the local captcha accepts any token and is not allowed in production' });
    }
    if (env.OIDC_ISSUER && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required with OIDC_ISSUER' });
    }
    if (env.TURN_URLS.length > 0 && !env.TURN_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['TURN_SECRET'], message: 'is required when TURN_URLS is set (the same secret as coturn\'s static-auth-secret)' });
    }
    if (env.NODE_ENV === 'production' && transport === 'outbox') {
      ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'the development outbox is not allowed in production' });
    }
  })
  .transform((env) => ({
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    appName: env.APP_NAME,
    host: env.HOST,
    port: env.PORT,
    origin: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    /** Further origins whose pages may change state and open sockets, besides `origin`. */
    extraOrigins: env.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : env.NODE_ENV === 'test' ? 'silent' : 'warn'),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    payments: {
      provider: env.PAYMENTS_PROVIDER,
      acceptLocal: env.NODE_ENV !== 'production',
      capture: env.PAYMENTS_CAPTURE,
      stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL },
      testGateway: {
        webhookSecret: env.PAYMENTS_TEST_WEBHOOK_SECRET,
        webhookDelayMs: env.PAYMENTS_TEST_WEBHOOK_DELAY_MS,
        webhookDuplicates: env.PAYMENTS_TEST_WEBHOOK_DUPLICATES,
      },
    },
    invoices: {
      privateEnabled: env.INVOICE_PRIVATE_ENABLED,
      dueDays: env.INVOICE_DUE_DAYS,
      bankAccount: env.INVOICE_BANK_ACCOUNT,
      sellerName: env.INVOICE_SELLER_NAME,
      sellerOrgNumber: env.INVOICE_SELLER_ORG_NUMBER,
    },
    rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
    session: {
      idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteTimeoutMs: env.SESSION_ABSOLUTE_TIMEOUT_MINUTES * 60_000,
      // api-contract: Secure outside development (local development runs on plain http).
      secureCookie: env.NODE_ENV !== 'development',
    },
    mail: {
      transport: env.MAIL_TRANSPORT ?? (env.NODE_ENV === 'production' ? 'smtp' : 'outbox'),
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
    },
    sms: {
      transport: env.SMS_TRANSPORT ?? (env.NODE_ENV === 'production' ? ('twilio' as const) : ('outbox' as const)),
      sender: env.SMS_SENDER,
      twilio:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
          ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.SMS_SENDER, apiUrl: env.TWILIO_API_URL.replace(/\/$/, '') }
          : null,
    },
    auth: { secret: env.AUTH_SECRET },
    captcha:
      env.CAPTCHA_PROVIDER === 'turnstile'
        ? { provider: 'turnstile' as const, siteKey: env.TURNSTILE_SITE_KEY ?? '', secretKey: env.TURNSTILE_SECRET_KEY ?? '', verifyUrl: env.TURNSTILE_VERIFY_URL }
        : { provider: 'local' as const },
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, providerName: env.OIDC_PROVIDER_NAME }
        : null,
    businessRegister: {
      kind: env.BUSINESS_REGISTER ?? (env.NODE_ENV === 'production' ? 'brreg' : 'local'),
      brregApiUrl: env.BRREG_API_URL.replace(/\/$/, ''),
    },
    supportEmail: env.SUPPORT_EMAIL,
    workerConcurrency: env.WORKER_CONCURRENCY,
    /** How long a job stays taken by a worker that stopped answering (killed, frozen) before another runs it. */
    workerLockMs: env.WORKER_LOCK_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    clientDistDir: env.CLIENT_DIST_DIR,
    /** Absolute directory of uploaded and seeded pictures, served under `/media/`. */
    mediaDir: path.resolve(repoRoot, env.MEDIA_DIR),
    /** Absolute directory of files only their owner and admins may see (ID photos); never served as is. */
    privateMediaDir: path.resolve(repoRoot, env.PRIVATE_MEDIA_DIR),
    /** Where pictures are stored: the local directories above, or S3-compatible buckets. */
    storage:
      env.MEDIA_STORAGE === 's3' && env.S3_BUCKET && env.S3_PUBLIC_URL && env.S3_PRIVATE_BUCKET
        ? {
            kind: 's3' as const,
            bucket: env.S3_BUCKET,
            privateBucket: env.S3_PRIVATE_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            publicUrl: env.S3_PUBLIC_URL.replace(/\/+$/, ''),
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
          }
        : { kind: 'local' as const },
    uploads: { maxBytes: env.UPLOAD_MAX_MEGABYTES * 1024 * 1024, maxPixels: env.UPLOAD_MAX_MEGAPIXELS * 1_000_000 },
    /** ICE servers for calls: the STUN servers as configured, and TURN with per-user credentials. */
    calls: {
      iceServers: env.ICE_SERVERS,
      turn:
        env.TURN_URLS.length > 0 && env.TURN_SECRET
          ? { urls: env.TURN_URLS, secret: env.TURN_SECRET, credentialTtlSeconds: env.TURN_CREDENTIAL_TTL_SECONDS }
          : null,
    },
  }));

export type AppConfig = z.output<typeof configSchema>;

/** Raised when the environment holds a value the server cannot start with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from an environment object. A bad value stops the start with a
 * message that names the variable and says what is wrong with it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const value = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
    return `  ${variable}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
}

/** Loads `.env` from the working directory when one exists; real environment variables win. */
export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
