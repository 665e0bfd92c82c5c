import { z } from 'zod';
import { subscriptionFrequencies } from './subscription-frequency.ts';

/** What became of a visit that has passed: went ahead paid, paused unpaid, or skipped. */
export const deliveryStates = ['paid', 'unpaid', 'skipped'] as const;

/**
 * Spec §3 Booking "subscription frequency, deliveries": on a booking that is a visit of a
 * subscription, the subscription and its visits so far, newest first (at most 20).
 */
export const bookingSubscriptionSchema = z.object({
  id: z.uuid(),
  frequency: z.enum(subscriptionFrequencies),
  deliveries: z.array(z.object({ startsAt: z.iso.datetime(), state: z.enum(deliveryStates), bookingId: z.uuid().nullable() })),
});
export type BookingSubscription = z.infer<typeof bookingSubscriptionSchema>;
