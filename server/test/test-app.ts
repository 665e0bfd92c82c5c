import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { BusinessRegister } from '#server/modules/accounts/business-register/business-register.ts';
import type { BookingPayments } from '#server/modules/payments/booking-payments.ts';
import { LocalTestGateway } from '#server/modules/payments/gateway/local-test-gateway.ts';
import type { PaymentGateway } from '#server/modules/payments/gateway/payment-gateway.ts';
import { LocalBookingPayments } from '#server/modules/payments/local-booking-payments.ts';
import type { CaptchaVerifier } from '#server/modules/auth/captcha/captcha-verifier.ts';
import { testConfig } from './test-config.ts';

/**
 * The real application against the run's database and Redis, closed after the file's tests.
 * Tests call it with `app.inject` or listen on a free port for sockets.
 *
 * Bookings are paid by the instant local adapter unless a test passes its own or
 * `payments: 'gateway'`: then card payments go through the local test gateway, its checkout API
 * and its webhooks (see `listenForWebhooks`).
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    captcha?: CaptchaVerifier;
    businessRegister?: BusinessRegister;
    payments?: BookingPayments | 'gateway';
    paymentGateway?: PaymentGateway;
  } = {},
): Promise<FastifyInstance> {
  const { env, payments, ...dependencies } = options;
  const app = await buildApp({ config: testConfig(env), ...dependencies, payments: payments === 'gateway' ? undefined : (payments ?? new LocalBookingPayments()) });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

/**
 * Listens on a free port and points the test gateway's webhooks at it, so events travel over real
 * HTTP as from a hosted gateway. Answers the test gateway, whose `webhooks` a test can change.
 */
export async function listenForWebhooks(app: FastifyInstance): Promise<LocalTestGateway> {
  const gateway = app.paymentGateway;
  if (!(gateway instanceof LocalTestGateway)) throw new Error('the app does not use the local test gateway');
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  gateway.webhooks.options.target = address;
  return gateway;
}
