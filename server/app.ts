import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { accessControl, routeAccess } from './access/access.plugin.ts';
import type { AppConfig } from './config/config.ts';
import { connectOrm } from './db/database.ts';
import { AppError } from './lib/app-error.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import type { BookingPayments } from './modules/payments/booking-payments.ts';
import { createBookingPayments } from './modules/payments/create-booking-payments.ts';
import { createPaymentGateway } from './modules/payments/gateway/create-payment-gateway.ts';
import { LocalTestGateway } from './modules/payments/gateway/local-test-gateway.ts';
import type { PaymentGateway } from './modules/payments/gateway/payment-gateway.ts';
import { paymentRoutes } from './modules/payments/payment.routes.ts';
import { paymentWebhookRoutes } from './modules/payments/payment-webhook.routes.ts';
import { receiptRoutes } from './modules/payments/receipt.routes.ts';
import { testGatewayRoutes } from './modules/payments/test-gateway.routes.ts';
import { closeRedis, createRedis } from './lib/redis.ts';
import type { BusinessRegister } from './modules/accounts/business-register/business-register.ts';
import { createBusinessRegister } from './modules/accounts/business-register/create-business-register.ts';
import { userRoutes } from './modules/accounts/user.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import type { CaptchaVerifier } from './modules/auth/captcha/captcha-verifier.ts';
import { oidcRoutes } from './modules/auth/oidc/oidc.routes.ts';
import { createCaptchaVerifier } from './modules/auth/captcha/create-captcha-verifier.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { exploreCacheTtlMs, exploreRoutes } from './modules/explore/explore.routes.ts';
import { ResponseCacheGroup } from './modules/explore/response-cache.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { bookingAdminRoutes } from './modules/bookings/booking-admin.routes.ts';
import { bookingRoutes } from './modules/bookings/booking.routes.ts';
import { bookingCardRoutes } from './modules/bookings/booking-cards.routes.ts';
import { requestRoutes } from './modules/requests/requests.routes.ts';
import { providerReplacementRoutes } from './modules/requests/provider-replacement.routes.ts';
import { chatRoutes } from './modules/chats/chat.routes.ts';
import { chatAdminRoutes } from './modules/chats/chat-admin.routes.ts';
import { chatSocketsPlugin } from './modules/chats/chat-sockets.ts';
import { callSocketsPlugin } from './modules/calls/call-sockets.ts';
import { callRoutes } from './modules/calls/call.routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscription.routes.ts';
import { subscriptionChangeRoutes } from './modules/subscriptions/subscription-change.routes.ts';
import { calendarFeedRoutes } from './modules/bookings/calendar-feed.routes.ts';
import { bookingListRoutes } from './modules/bookings/booking-lists.routes.ts';
import { discountRoutes } from './modules/payments/discounts.routes.ts';
import { adminLedgerRoutes } from './modules/payments/admin-ledger.routes.ts';
import { payoutStatementRoutes } from './modules/payments/payout-statement.routes.ts';
import { balanceRoutes } from './modules/payments/balance.routes.ts';
import { invoiceRoutes } from './modules/payments/invoice.routes.ts';
import { adminInvoiceRoutes } from './modules/payments/admin-invoice.routes.ts';
import { giftCardRoutes } from './modules/payments/gift-card.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { locationRoutes } from './modules/locations/location.routes.ts';
import { cleaningRoutes } from './modules/cleaning/cleaning.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { ownServiceRoutes } from './modules/catalogue/own-service.routes.ts';
import { profileRoutes } from './modules/providers/profile.routes.ts';
import { registrationRoutes } from './modules/providers/registration.routes.ts';
import { scheduleRoutes } from './modules/providers/schedule.routes.ts';
import { mediaPlugin } from './modules/media/media.plugin.ts';
import { devOutboxRoutes } from './modules/notifications/dev-outbox.routes.ts';
import { notificationRoutes } from './modules/notifications/notification.routes.ts';
import { ratingRoutes } from './modules/ratings/rating.routes.ts';
import { loadAppRenderer } from './modules/seo/app-renderer.ts';
import { createPageRenderer } from './modules/seo/page-renderer.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import cacheControlPlugin from './plugins/cache-control.plugin.ts';
import clientPlugin from './plugins/client.plugin.ts';
import { compressionPlugin } from './plugins/compression.plugin.ts';
import currentUserPlugin from './plugins/current-user.plugin.ts';
import errorsPlugin, { toErrorBody } from './plugins/errors.plugin.ts';
import originCheckPlugin, { allowedOriginsFor } from './plugins/origin-check.plugin.ts';
import publicReadLimitPlugin, { isPublicRead } from './plugins/public-read-limit.plugin.ts';
import securityHeadersPlugin from './plugins/security-headers.plugin.ts';
import ormPlugin from './plugins/orm.plugin.ts';
import queuesPlugin from './plugins/queues.plugin.ts';
import sessionPlugin from './plugins/session.plugin.ts';
import socketsPlugin from './plugins/sockets.plugin.ts';
import { plainTextRule, zodValidatorCompiler } from './plugins/validation.ts';

export interface AppDependencies {
  config: AppConfig;
  clock?: Clock;
  /** Passed in by tests and the start command; otherwise the app connects and closes its own. */
  orm?: MikroORM;
  redis?: Redis;
  /** External services; the configured adapters unless a test passes its own. */
  captcha?: CaptchaVerifier;
  businessRegister?: BusinessRegister;
  payments?: BookingPayments;
  paymentGateway?: PaymentGateway;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    redis: Redis;
    captcha: CaptchaVerifier;
    businessRegister: BusinessRegister;
    payments: BookingPayments;
    paymentGateway: PaymentGateway;
    /** The public answer caches; emptied when a provider is hidden or shown again. */
    publicCaches: ResponseCacheGroup;
  }
  interface FastifyRequest {
    platform: 'web' | 'ios' | 'android';
  }
}

const platforms = new Set(['web', 'ios', 'android']);

/** Builds the whole HTTP and socket application without listening; `main.ts` listens. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config } = dependencies;
  const clock = dependencies.clock ?? systemClock;
  const ownsOrm = !dependencies.orm;
  const ownsRedis = !dependencies.redis;
  const orm = dependencies.orm ?? (await connectOrm(config.databaseUrl, { poolMax: config.databasePoolMax }));
  let logRedisError = (_error: Error): void => undefined;
  const onRedisError = (error: Error) => logRedisError(error);
  const redis = dependencies.redis ?? createRedis(config.redisUrl, { name: 'app', onError: onRedisError });
  const queueConnection = createRedis(config.redisUrl, { forQueues: true, name: 'app-queues', onError: onRedisError });
  const allowedOrigins = allowedOriginsFor(config);
  // Cloudflare Turnstile draws its widget from its own origin when it is the captcha in use.
  const turnstileSources = config.captcha.provider === 'turnstile' ? ['https://challenges.cloudflare.com'] : [];

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot decode (`/api/booking/%c0%ae`) never reaches the error handler;
    // it answers here in the contract's shape instead of Fastify's own body.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const response = toErrorBody(error);
      request.log.info({ status: response.status, key: response.data?.key }, 'request refused');
      void reply.status(response.status).send(response);
    },
  }).withTypeProvider<ZodTypeProvider>();

  logRedisError = (error) => app.log.warn({ err: error }, 'redis connection error');
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('redis', redis);
  app.decorate('captcha', dependencies.captcha ?? createCaptchaVerifier(config));
  app.decorate('businessRegister', dependencies.businessRegister ?? createBusinessRegister(config));
  const paymentGateway = dependencies.paymentGateway ?? createPaymentGateway(config, redis, clock);
  app.decorate('paymentGateway', paymentGateway);
  app.decorate('payments', dependencies.payments ?? createBookingPayments(config, paymentGateway, clock));
  app.decorate('publicCaches', new ResponseCacheGroup());
  app.decorateRequest('platform', 'web');

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const platform = request.headers['x-platform'];
    if (typeof platform === 'string' && platforms.has(platform)) request.platform = platform as 'web' | 'ios' | 'android';
  });
  // The server stops only when every connection has ended, and a keep-alive connection busy when
  // closing starts would otherwise linger, idle, for its whole keep-alive timeout (72 s): answers
  // given while closing end their connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    if (paymentGateway instanceof LocalTestGateway) paymentGateway.webhooks.close();
    await closeRedis(queueConnection);
    if (ownsRedis) await closeRedis(redis);
    if (ownsOrm) await orm.close();
  });

  // External plugins first, then ours, then the routes (each may rely on the ones before it).
  await app.register(errorsPlugin);
  // Before any route, so every /api route gets its rule from the manifest (server/access/route-access.ts).
  await app.register(routeAccess, { requireRules: !config.isProduction });
  await app.register(fastifyCookie);
  // The magic-link request may come as a plain form post (spec §7 "ott/generate (form)").
  await app.register(fastifyFormbody, { bodyLimit: 16_384 });
  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...turnstileSources],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(config.storage.kind === 's3' ? [new URL(config.storage.publicUrl).origin] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...turnstileSources],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      hsts: config.isProduction,
      crossOriginEmbedderPolicy: false,
    },
  });
  await app.register(fastifyRateLimit, {
    // One hook for the whole app rather than one per route: route hooks run after the app's, so
    // a call the access check refuses (signed out, blocked) would never be counted.
    global: false,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    redis,
    nameSpace: `${config.redisKeyPrefix}rl:`,
    skipOnError: true,
    // Static files and the app shell are cheap and cached; the limit guards the API. Public
    // reads have their own, in-memory limit (public-read-limit.plugin.ts).
    allowList: (request) =>
      !request.url.startsWith('/api/') || isPublicRead(request.method, request.url) || request.routeOptions.config.rateLimit === false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'error.http.rate_limited_seconds', { params: { seconds: Math.ceil(context.ttl / 1000) } }),
  });
  // Before the session, the user and the access check, so every API call counts, refused or not.
  app.addHook('onRequest', app.rateLimit());
  await app.register(publicReadLimitPlugin, { max: config.rateLimit.max, windowMs: config.rateLimit.windowMs });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.appName} API`,
        description: 'REST API of the marketplace. Errors: `{ message, status, data: { key, issues? } }`.',
        version: '1',
      },
      servers: [{ url: config.origin }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(ormPlugin, { orm });
  await app.register(sessionPlugin, { config, redis, clock });
  await app.register(currentUserPlugin);
  await app.register(accessControl);
  await app.register(cacheControlPlugin);
  await app.register(originCheckPlugin, { allowedOrigins });
  await app.register(plainTextRule);
  await app.register(queuesPlugin, { config, connection: queueConnection });
  await app.register(socketsPlugin, { config, redis, allowedOrigins, onRedisError });
  await app.register(chatSocketsPlugin);
  await app.register(callSocketsPlugin);

  await app.register(mediaPlugin, { config });

  await app.register(
    async (api) => {
      // The API's JSON only: pictures and the client's files are served as they are stored.
      await api.register(compressionPlugin);
      await api.register(healthRoutes);
      await api.register(userRoutes);
      await api.register(authRoutes);
      if (config.oidc) await api.register(oidcRoutes);
      await api.register(catalogueRoutes);
      await api.register(exploreRoutes);
      await api.register(availabilityRoutes);
      await api.register(bookingRoutes);
      await api.register(bookingCardRoutes);
      await api.register(bookingListRoutes);
      await api.register(requestRoutes);
      await api.register(chatRoutes);
      await api.register(callRoutes);
      await api.register(subscriptionRoutes);
      await api.register(subscriptionChangeRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(bookingAdminRoutes);
      await api.register(providerReplacementRoutes);
      await api.register(discountRoutes);
      await api.register(cleaningRoutes);
      await api.register(adminLedgerRoutes);
      await api.register(payoutStatementRoutes);
      await api.register(balanceRoutes);
      await api.register(paymentRoutes);
      await api.register(paymentWebhookRoutes);
      await api.register(receiptRoutes);
      // The test gateway's checkout API; production never takes money through it.
      if (!config.isProduction && paymentGateway instanceof LocalTestGateway) await api.register(testGatewayRoutes, { gateway: paymentGateway });
      await api.register(invoiceRoutes);
      await api.register(adminInvoiceRoutes);
      await api.register(giftCardRoutes);
      await api.register(ratingRoutes);
      await api.register(locationRoutes);
      await api.register(registrationRoutes);
      await api.register(profileRoutes);
      await api.register(scheduleRoutes);
      await api.register(ownServiceRoutes);
      await api.register(adminRoutes);
      await api.register(chatAdminRoutes);
      await api.register(notificationRoutes);
      if (!config.isProduction) await api.register(devOutboxRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes, { config });
  const appRenderer = await loadAppRenderer(config.clientDistDir);
  const anonymousPages = app.publicCaches.create({ ttlMs: exploreCacheTtlMs, maxEntries: 500, maxBytes: 64 * 1024 * 1024, clock: app.clock });
  await app.register(clientPlugin, { distDir: config.clientDistDir, renderPage: createPageRenderer(config, { appRenderer, anonymousPages }) });

  return app;
}
