import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newUserSchema, userSchema } from '#shared/accounts/user.schema.ts';
import {
  authCheckResponseSchema,
  loginLinkTtlMinutes,
  otpNewBodySchema,
  otpNewResponseSchema,
  otpVerifyBodySchema,
  ottGenerateBodySchema,
  ottGenerateResponseSchema,
  ottUserQuerySchema,
  safeReturnPath,
} from '#shared/auth/auth.schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { signUp } from '#server/modules/accounts/sign-up.service.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { presentUser } from '#server/modules/accounts/user.presenter.ts';
import { findUserByEmail, findUserByPhone, hasIdentity } from '#server/modules/accounts/user.service.ts';
import { queueOutboundMessage } from '#server/modules/notifications/outbound-message.service.ts';
import { languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { issueLoginCode, redeemLoginCode } from './login-code.service.ts';
import { consumeLoginLink, issueLoginLink, usableLoginLink } from './login-link.service.ts';
import { loginLinkEmail } from './login-link.email.ts';
import { takeSendAllowance } from './send-limit.ts';
import { signIn } from './sign-in.ts';

const minutes = (n: number) => n * 60_000;
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 410: errorBodySchema, 429: errorBodySchema };

/** Public sign-in settings the client needs to draw the login modal. */
const authConfigSchema = z.object({
  captcha: z.union([z.object({ provider: z.literal('local') }), z.object({ provider: z.literal('turnstile'), siteKey: z.string() })]),
  oidc: z.object({ enabled: z.boolean(), providerName: z.string().nullable() }),
  supportEmail: z.string(),
});

/**
 * Sign-in by SMS code and by e-mail link, and sign-up after a link (spec §4, §5, §7;
 * api-contract "Sign-in flows"). Every path ends in `signIn`, which rotates the session.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const { config } = app;
  const secret = config.auth.secret;
  const prefix = config.redisKeyPrefix;

  app.get('/auth/config', { schema: { tags, response: { 200: authConfigSchema } } }, async () => ({
    captcha: config.captcha.provider === 'turnstile' ? { provider: 'turnstile' as const, siteKey: config.captcha.siteKey } : { provider: 'local' as const },
    oidc: { enabled: config.oidc !== null, providerName: config.oidc?.providerName ?? null },
    supportEmail: config.supportEmail,
  }));

  app.post(
    '/auth/otp/new',
    { schema: { tags, summary: 'Send a 6-digit login code by SMS', body: otpNewBodySchema, response: { 200: otpNewResponseSchema, ...errors } } },
    async (request) => {
      const { username: phone, captchaToken } = request.body;
      if (!(await app.captcha.verify(captchaToken, request.ip))) throw new AppError(400, 'error.auth.captcha_failed');
      const user = await findUserByPhone(request.em, phone);
      // The spec's own sentence says whether a phone is registered; nothing else differs.
      if (!user) throw new AppError(404, 'error.auth.phone_unknown');
      await takeSendAllowance(app.redis, prefix, [
        { key: `otp-phone:${phone}`, max: 3, windowMs: minutes(10) },
        { key: `otp-ip:${request.ip}`, max: 20, windowMs: minutes(60) },
      ]);
      const { nonce, code } = await issueLoginCode(request.em, phone, secret, app.clock.now());
      await queueOutboundMessage(app.queues.outboundMessages, {
        channel: 'sms',
        to: phone,
        text: messageText(languageOf(user.language), (m) => m.loginCode.sms, { code, appName: config.appName }),
      });
      return { nonce };
    },
  );

  app.post(
    '/auth/otp/verify',
    { schema: { tags, summary: 'Sign in with the SMS code', body: otpVerifyBodySchema, response: { 200: userSchema, ...errors } } },
    async (request, reply) => {
      const { username: phone, code, nonce } = request.body;
      await redeemLoginCode(request.em, { phone, code, nonce }, secret, app.clock.now());
      const user = await findUserByPhone(request.em, phone);
      if (!user) throw new AppError(400, 'error.auth.code_wrong_or_expired');
      await signIn(app, request, reply, user.id);
      return presentUser(user, { hasIdentity: await hasIdentity(request.em, user.id) });
    },
  );

  app.post(
    '/auth/ott/generate',
    {
      schema: {
        tags,
        summary: `E-mail a login link valid ${loginLinkTtlMinutes} minutes (the same answer whether or not the address has an account)`,
        body: ottGenerateBodySchema,
        response: { 200: ottGenerateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email, returnTo } = request.body;
      await takeSendAllowance(app.redis, prefix, [
        { key: `ott-email:${email}`, max: 3, windowMs: minutes(10) },
        { key: `ott-ip:${request.ip}`, max: 20, windowMs: minutes(60) },
      ]);
      const user = await findUserByEmail(request.em, email);
      const language = user ? languageOf(user.language) : /^en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'nb';
      const now = app.clock.now();
      const link = await issueLoginLink(request.em, { email, returnTo: safeReturnPath(returnTo) }, secret, now);
      await app.queues.loginLinkExpiry.add(
        'expire',
        { linkId: link.id },
        { jobId: link.id, delay: link.expiresAt.getTime() - now.getTime(), removeOnComplete: true, removeOnFail: { age: 86_400 }, attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
      );
      const url = `${config.origin}/verify?token=${encodeURIComponent(link.token)}`;
      await queueOutboundMessage(app.queues.outboundMessages, { channel: 'email', to: email, ...loginLinkEmail(language, url, config.appName) });
      return { sent: true as const };
    },
  );

  app.get(
    '/auth/check/:token',
    {
      schema: {
        tags,
        summary: 'Open a login link: signs in, or tells that the e-mail needs an account',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: authCheckResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const link = await usableLoginLink(request.em, request.params.token, secret, now);
      const returnTo = link.returnTo ?? null;
      const user = await findUserByEmail(request.em, link.email);
      if (!user) return { newAccount: true as const, email: link.email, returnTo };
      await consumeLoginLink(request.em, link.id, now);
      await signIn(app, request, reply, user.id);
      return { newAccount: false as const, user: presentUser(user, { hasIdentity: await hasIdentity(request.em, user.id) }), returnTo };
    },
  );

  app.post(
    '/auth/ott/user',
    {
      schema: {
        tags,
        summary: 'Create an account for the e-mail of a login link, and sign in',
        querystring: ottUserQuerySchema,
        body: newUserSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const input = request.body;
      const link = await usableLoginLink(request.em, request.query.ott, secret, now);
      const user = await signUp(request.em, app.businessRegister, input, {
        email: link.email,
        now,
        useUp: (em) => consumeLoginLink(em, link.id, now),
      });
      await signIn(app, request, reply, user.id);
      return presentUser(user, { hasIdentity: false });
    },
  );
};

