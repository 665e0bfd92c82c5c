import type { Redis } from 'ioredis';
import type { AppConfig } from '#server/config/config.ts';
import type { Clock } from '#server/lib/clock.ts';
import { LocalTestGateway } from './local-test-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/**
 * The gateway the configuration names: Stripe, or the local test gateway everywhere else. In
 * production the local one takes no money (`acceptLocal` false): every charge fails and its
 * checkout API is not registered.
 */
export function createPaymentGateway(config: AppConfig, redis: Redis, clock: Clock): PaymentGateway {
  if (config.payments.provider === 'stripe') return createStripeGateway(config, { clock });
  return new LocalTestGateway({ redis, clock, config });
}
