import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { newUserSchema, userSchema } from '#shared/accounts/user.schema.ts';
import { loginLinkTtlMinutes, safeReturnPath } from '#shared/auth/auth.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { normalizeNorwegianMobile } from '#shared/validation/phone.ts';
import type { AppConfig } from '#server/config/config.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { signUp } from '#server/modules/accounts/sign-up.service.ts';
import { UserIdentityEntity } from '#server/modules/accounts/user-identity.entity.ts';
import { presentUser } from '#server/modules/accounts/user.presenter.ts';
import { findUserByEmail } from '#server/modules/accounts/user.service.ts';
import { signIn } from '#server/modules/auth/sign-in.ts';
import type { SessionData } from '#server/modules/auth/session-store.ts';

type OidcConfig = NonNullable<AppConfig['oidc']>;

/** Scopes asked for: who the person is, their e-mail, name and phone for the sign-up form. */
export const oidcScope = 'openid email profile phone';
/** A login started at the provider must come back within this long (a person types a PIN, not more). */
export const oidcFlowTtlMs = 10 * 60_000;
/** A verified identity waits this long for the person to fill in the sign-up form. */
export const oidcPendingTtlMs = loginLinkTtlMinutes * 60_000;
/** The provider and our client talk server to server; an issuer slower than this counts as down. */
const providerTimeoutSeconds = 10;

/** Where the client shows the sign-up form prefilled from the pending identity. */
const pendingRedirect = `${paths.verify}?oidc=1`;
/** Where the client explains that signing in with the provider did not work. */
const errorRedirect = `${paths.verify}?oidc=error`;

/** Session flow keys of a login in progress; removed as soon as the provider answers. */
const flowKeys = { state: 'oidcState', nonce: 'oidcNonce', verifier: 'oidcVerifier', returnTo: 'oidcReturnTo', startedAt: 'oidcStartedAt' } as const;
const pendingKey = 'oidcPending';

/** An identity the provider vouched for that has no account yet (kept in the session). */
const pendingIdentitySchema = z.object({
  issuer: z.string(),
  subject: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  returnTo: z.string(),
  createdAt: z.number(),
});
type PendingIdentity = z.infer<typeof pendingIdentitySchema>;

/** `GET /api/auth/oidc/pending`: what the sign-up form is prefilled with. */
export const oidcPendingResponseSchema = z.object({
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  /** The in-app path the person started from, to go back to after creating the account. */
  returnTo: z.string(),
});

// Discovery is a network round trip; one Configuration per issuer and client serves the process.
const configurations = new Map<string, Promise<oidc.Configuration>>();

/**
 * The discovered client configuration for the issuer, fetched once per process. A failed
 * discovery is forgotten so the next login tries again instead of failing until a restart.
 * Plain-http issuers are accepted only outside production (a local test provider).
 */
export function oidcConfiguration(settings: OidcConfig, options: { allowHttp: boolean }): Promise<oidc.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const issuer = new URL(settings.issuer);
    const insecure = options.allowHttp && issuer.protocol === 'http:';
    // client_secret_basic is the method OpenID Connect assumes when a client registration names none.
    configuration = oidc.discovery(issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
      timeout: providerTimeoutSeconds,
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    configurations.set(key, configuration);
    configuration.catch(() => configurations.delete(key));
  }
  return configuration;
}

function callbackUrl(config: AppConfig): string {
  return `${config.origin}/api/auth/oidc/callback`;
}

async function saveSession(app: FastifyInstance, request: FastifyRequest, session: SessionData): Promise<void> {
  if (request.sessionId) await app.sessions.save(request.sessionId, session);
}

function withoutLoginFlow(flow: Record<string, string> | undefined): Record<string, string> {
  const rest = { ...flow };
  for (const key of Object.values(flowKeys)) delete rest[key];
  return rest;
}

function readPending(session: SessionData | null, now: number): PendingIdentity | null {
  const raw = session?.flow?.[pendingKey];
  if (!raw) return null;
  try {
    const pending = pendingIdentitySchema.parse(JSON.parse(raw));
    return now - pending.createdAt < oidcPendingTtlMs ? pending : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Norwegian providers (Vipps) send the mobile number as "4791234567", without the plus. */
function phoneFromClaim(value: unknown): string | null {
  const raw = text(value)?.replace(/\s+/g, '');
  if (!raw) return null;
  return normalizeNorwegianMobile(/^47[49]\d{7}$/.test(raw) ? `+${raw}` : raw);
}

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(location, 302);
}

function refuse(reply: FastifyReply, log: FastifyBaseLogger, reason: string, error?: unknown): FastifyReply {
  log.info({ err: error, reason }, 'third-party login refused');
  return redirect(reply, errorRedirect);
}

/**
 * Third-party login with OpenID Connect (authorization code flow with PKCE, state and nonce).
 * Registered under `/api`; registers nothing when `config.oidc` is not set.
 *
 * Rules: the state, nonce and code verifier live only in the server-side session and are
 * removed the moment the provider answers, so a callback URL works once. An identity already
 * linked signs in; a provider-verified e-mail of an existing account links the identity and
 * signs in; anyone else gets a pending identity and creates an account with it. Every failure
 * of the browser-facing redirects ends at `/verify?oidc=error`, never at an error page.
 */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.oidc;
  if (!settings) return;
  const getConfiguration = () => oidcConfiguration(settings, { allowHttp: !app.config.isProduction });

  app.get(
    '/auth/oidc/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with the third-party provider (302 to the provider)',
        querystring: z.object({ returnTo: z.string().max(500).optional() }),
      },
    },
    async (request, reply) => {
      let configuration: oidc.Configuration;
      try {
        configuration = await getConfiguration();
      } catch (error) {
        request.log.error({ err: error }, 'openid provider discovery failed');
        return redirect(reply, errorRedirect);
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      const flow: Record<string, string> = {
        // A new login replaces any earlier one, including an unused pending identity.
        ...withoutLoginFlow(request.session?.flow),
        [flowKeys.state]: state,
        [flowKeys.nonce]: nonce,
        [flowKeys.verifier]: verifier,
        [flowKeys.returnTo]: safeReturnPath(request.query.returnTo) ?? paths.home,
        [flowKeys.startedAt]: String(app.clock.now().getTime()),
      };
      delete flow[pendingKey];
      if (request.session) {
        request.session.flow = flow;
        await saveSession(app, request, request.session);
      } else {
        await app.rotateSession(request, reply, { userId: null, flow });
      }
      const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(app.config),
        scope: oidcScope,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      return redirect(reply, authorizationUrl.href);
    },
  );

  app.get(
    '/auth/oidc/callback',
    { schema: { tags: ['auth'], summary: 'Where the provider sends the person back (302 into the app)' } },
    async (request, reply) => {
      const session = request.session;
      const flow = session?.flow;
      const expected = {
        state: flow?.[flowKeys.state],
        nonce: flow?.[flowKeys.nonce],
        verifier: flow?.[flowKeys.verifier],
        startedAt: Number(flow?.[flowKeys.startedAt]),
      };
      const returnTo = safeReturnPath(flow?.[flowKeys.returnTo]) ?? paths.home;
      if (!session || !expected.state || !expected.nonce || !expected.verifier) return refuse(reply, request.log, 'no login in progress');
      // Used up before anything else happens: a replayed or second callback finds nothing.
      session.flow = withoutLoginFlow(flow);
      await saveSession(app, request, session);
      if (!(app.clock.now().getTime() - expected.startedAt < oidcFlowTtlMs)) return refuse(reply, request.log, 'login took too long');

      let claims: Record<string, unknown>;
      let issuer: string;
      try {
        const configuration = await getConfiguration();
        issuer = configuration.serverMetadata().issuer;
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const tokens = await oidc.authorizationCodeGrant(configuration, new URL(callbackUrl(app.config) + search), {
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          pkceCodeVerifier: expected.verifier,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) return refuse(reply, request.log, 'no id token');
        claims = { ...idToken };
        // Providers that follow the spec strictly put e-mail, name and phone only in userinfo.
        if (configuration.serverMetadata().userinfo_endpoint) {
          const userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
          for (const [name, value] of Object.entries(userinfo)) if (value !== undefined && value !== null) claims[name] = value;
        }
      } catch (error) {
        return refuse(reply, request.log, 'provider answer rejected', error);
      }

      const subject = text(claims.sub);
      if (!subject) return refuse(reply, request.log, 'no subject');
      const email = text(claims.email)?.toLowerCase() ?? null;
      const emailVerified = email !== null && (claims.email_verified === true || claims.email_verified === 'true');

      try {
        const linked = await request.em.findOne(UserIdentityEntity, { issuer, subject });
        if (linked) {
          await signIn(app, request, reply, linked.user.id);
          return redirect(reply, returnTo);
        }
        // Only an address the provider has verified may take over the account that owns it.
        const owner = emailVerified ? await findUserByEmail(request.em, email) : null;
        if (owner) {
          request.em.create(UserIdentityEntity, { user: owner, issuer, subject });
          await request.em.flush();
          await signIn(app, request, reply, owner.id);
          return redirect(reply, returnTo);
        }
      } catch (error) {
        request.log.error({ err: error }, 'third-party login could not be completed');
        return redirect(reply, errorRedirect);
      }

      const pending: PendingIdentity = {
        issuer,
        subject,
        email,
        emailVerified,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        phone: phoneFromClaim(claims.phone_number),
        returnTo,
        createdAt: app.clock.now().getTime(),
      };
      session.flow = { ...session.flow, [pendingKey]: JSON.stringify(pending) };
      await saveSession(app, request, session);
      return redirect(reply, pendingRedirect);
    },
  );

  app.get(
    '/auth/oidc/pending',
    {
      schema: {
        tags: ['auth'],
        summary: 'The identity from the provider that still needs an account (sign-up form prefill)',
        response: { 200: oidcPendingResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const pending = readPending(request.session, app.clock.now().getTime());
      if (!pending) throw notFound();
      return {
        email: pending.emailVerified ? pending.email : null,
        firstName: pending.firstName,
        lastName: pending.lastName,
        phone: pending.phone,
        returnTo: pending.returnTo,
      };
    },
  );

  app.post(
    '/auth/oidc/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account for the pending third-party identity and sign in',
        body: newUserSchema,
        response: { 200: userSchema, 400: errorBodySchema, 409: errorBodySchema, 410: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const pending = readPending(request.session, now.getTime());
      // Like an expired login link (api-contract: 410), the sign-up it started can no longer finish.
      if (!pending) throw new AppError(410, 'error.auth.link_expired');
      // The account's e-mail is the one the provider verified; any other would be unproven.
      const user = await signUp(request.em, app.businessRegister, request.body, {
        email: pending.emailVerified ? pending.email : null,
        now,
        useUp: async (em, created) => {
          em.create(UserIdentityEntity, { user: created, issuer: pending.issuer, subject: pending.subject });
          await em.flush();
        },
      });
      // Signing in starts a fresh session without the flow, so the pending identity is used up.
      await signIn(app, request, reply, user.id);
      return presentUser(user, { hasIdentity: true });
    },
  );
};
