import type { AppConfig } from '#server/config/config.ts';
import type { BookingPayments } from './booking-payments.ts';
import { LocalBookingPayments } from './local-booking-payments.ts';

/**
 * The payment adapter the configuration names. The local one accepts every payment in
 * development and tests; in production it declines every charge, so a server started without a
 * payment provider can take requests but never gives away a booking for free.
 */
export function createBookingPayments(config: Pick<AppConfig, 'payments'>): BookingPayments {
  return config.payments.acceptLocal ? new LocalBookingPayments() : new LocalBookingPayments({ decline: () => true });
}
