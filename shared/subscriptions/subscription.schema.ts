import { z } from 'zod';
import { bookingRequestBodySchema } from '#shared/bookings/booking.schema.ts';
import { bookingStatuses } from '#shared/bookings/booking-status.ts';
import { subscriptionFrequencies } from './subscription-frequency.ts';
import { subscriptionStatuses } from './subscription-status.ts';

/** Categories whose services can be subscribed to (spec §1: cleaning has subscriptions). */
export const subscriptionCategoryNames = ['cleaning'] as const;

const isoTime = z.iso.datetime({ offset: true });

/**
 * `POST /api/subscriptions`: a recurring cleaning, booked like a booking (the service, the first
 * visit's start, the address, add-ons, promo code), every `frequency`, charged before each visit to
 * `savedCardId`, a card the customer saved earlier (at a payment or by adding one).
 */
export const subscribeBodySchema = bookingRequestBodySchema.omit({ couponId: true, participants: true }).extend({
  frequency: z.enum(subscriptionFrequencies),
  savedCardId: z.uuid(),
  acceptTerms: z.literal(true, { error: 'error.auth.terms_required' }),
});
export type SubscribeBody = z.infer<typeof subscribeBodySchema>;

/** What became of one visit (see the server's visit record). */
export const visitStates = ['booked', 'collided', 'skipped', 'paid', 'unpaid', 'cancelled'] as const;
export type VisitStateName = (typeof visitStates)[number];

/** One visit as the customer and the provider see it; money in øre. */
export const subscriptionVisitSchema = z.object({
  id: z.uuid(),
  startsAt: isoTime,
  state: z.enum(visitStates),
  priceOre: z.number().int(),
  /** When it is (or was) charged: its cancellation deadline. */
  chargeAt: isoTime,
  /** The next try after a refused card; null when none is planned. */
  nextTryAt: isoTime.nullable(),
  declined: z.boolean(),
  bookingId: z.uuid().nullable(),
  bookingStatus: z.enum(bookingStatuses).nullable(),
  /** The customer may still skip it for free: booked, not charged and before its deadline. */
  canSkip: z.boolean(),
  /**
   * A collided visit's free times to move it to (at most 3, best first: its planned day nearest to
   * the planned time, then the following days, before the next visit's day); empty otherwise.
   */
  suggestedTimes: z.array(isoTime),
});
export type SubscriptionVisit = z.infer<typeof subscriptionVisitSchema>;

export const savedCardSummarySchema = z.object({ id: z.uuid(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() });

/** A subscription as its customer sees it (`GET /api/subscriptions[/{id}]`). */
export const subscriptionSchema = z.object({
  id: z.uuid(),
  status: z.enum(subscriptionStatuses),
  pauseReason: z.enum(['customer', 'unpaid_visits']).nullable(),
  frequency: z.enum(subscriptionFrequencies),
  serviceId: z.uuid().nullable(),
  serviceTitle: z.string(),
  providerId: z.uuid(),
  providerName: z.string(),
  /** ISO weekday of the visits (1 Monday … 7 Sunday) and their start, Oslo time "HH:MM". */
  weekday: z.number().int().min(1).max(7),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  priceOre: z.number().int(),
  firstVisitPromoPercentage: z.number().int().nullable(),
  deliveryPlace: z.object({ street: z.string(), postalCode: z.string(), place: z.string() }),
  card: savedCardSummarySchema.nullable(),
  /** The next visit still to come (booked, or collided and waiting for a new time). */
  nextVisit: subscriptionVisitSchema.nullable(),
  /** When the next charge is due: the next booked visit's charge time or planned retry. */
  nextChargeAt: isoTime.nullable(),
  createdAt: isoTime,
  cancelledAt: isoTime.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /api/subscriptions/{id}`: the subscription with its visits, the coming ones and the past ("deliveries"). */
export const subscriptionDetailSchema = subscriptionSchema.extend({ visits: z.array(subscriptionVisitSchema) });
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

/** `GET /api/subscriptions?state=active|inactive`: active lists active and paused ones, inactive the cancelled. */
export const subscriptionListQuerySchema = z.object({ state: z.enum(['active', 'inactive']).default('active') });
export const subscriptionListSchema = z.object({ data: z.array(subscriptionSchema) });

/** `POST /api/subscriptions/{id}/cancel`: `cancelUpcoming` cancels the coming visits too, except those past their deadline. */
export const cancelSubscriptionBodySchema = z.object({ cancelUpcoming: z.boolean().default(true) });
export type CancelSubscriptionBody = z.infer<typeof cancelSubscriptionBodySchema>;

/** `POST /api/subscriptions/{id}/card`: charge the visits to another saved card from now on (an unpaid visit is tried again at once). */
export const changeSubscriptionCardBodySchema = z.object({ savedCardId: z.uuid() });

/** `POST /api/subscriptions/{id}/visits/{visitId}/move`: a collided visit gets one of its suggested (free) times. */
export const moveVisitBodySchema = z.object({ startTime: isoTime });
export type MoveVisitBody = z.infer<typeof moveVisitBodySchema>;

/** A subscriber as the provider sees it (`GET /api/provider/subscriptions`), with what it is paid per visit. */
export const providerSubscriptionSchema = z.object({
  id: z.uuid(),
  status: z.enum(subscriptionStatuses),
  customerName: z.string(),
  serviceTitle: z.string(),
  frequency: z.enum(subscriptionFrequencies),
  weekday: z.number().int().min(1).max(7),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  priceOre: z.number().int(),
  /** The price per visit less the marketplace's fee. */
  payoutOre: z.number().int(),
  deliveryPlace: z.object({ street: z.string(), postalCode: z.string(), place: z.string() }),
  nextVisits: z.array(subscriptionVisitSchema.pick({ id: true, startsAt: true, state: true, bookingId: true, bookingStatus: true })),
  createdAt: isoTime,
});
export type ProviderSubscription = z.infer<typeof providerSubscriptionSchema>;
export const providerSubscriptionListSchema = z.object({ data: z.array(providerSubscriptionSchema) });

/**
 * `POST /api/subscriptions/:id/change`: a new rhythm from `startTime` on (the first visit of the new
 * plan: its weekday and time of day are kept from then on).
 */
export const changeSubscriptionPlanBodySchema = z.object({
  frequency: z.enum(subscriptionFrequencies),
  startTime: isoTime,
});
export type ChangeSubscriptionPlanBody = z.infer<typeof changeSubscriptionPlanBodySchema>;
