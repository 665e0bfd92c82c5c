import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { BusinessRegister } from '#server/modules/accounts/business-register/business-register.ts';
import type { BookingPayments } from '#server/modules/payments/booking-payments.ts';
import type { CaptchaVerifier } from '#server/modules/auth/captcha/captcha-verifier.ts';
import { testConfig } from './test-config.ts';

/**
 * The real application against the run's database and Redis, closed after the file's tests.
 * Tests call it with `app.inject` or listen on a free port for sockets.
 */
export async function buildTestApp(
  options: { env?: Record<string, string>; clock?: Clock; captcha?: CaptchaVerifier; businessRegister?: BusinessRegister; payments?: BookingPayments } = {},
): Promise<FastifyInstance> {
  const { env, ...dependencies } = options;
  const app = await buildApp({ config: testConfig(env), ...dependencies });
  await app.ready();
  afterAll(() => app.close());
  return app;
}
