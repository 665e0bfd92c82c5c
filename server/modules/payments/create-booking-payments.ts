import type { AppConfig } from '#server/config/config.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { BookingPayments } from './booking-payments.ts';
import type { PaymentGateway } from './gateway/payment-gateway.ts';
import { GatewayBookingPayments } from './gateway-booking-payments.ts';

/**
 * Booking payments through the configured card gateway. In production without Stripe the local
 * gateway refuses every charge, so a server started without a payment provider can take requests
 * but never gives away a booking for free.
 */
export function createBookingPayments(config: Pick<AppConfig, 'origin' | 'payments'>, gateway: PaymentGateway, clock: Clock): BookingPayments {
  return new GatewayBookingPayments(gateway, config, clock);
}
