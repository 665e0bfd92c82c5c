import { z } from 'zod';
import { bookingSubscriptionSchema } from '#shared/subscriptions/booking-subscription.schema.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { textSchema } from '#shared/validation/text.ts';
import { whenValid } from '#shared/validation/when-valid.ts';
import { addonOfferSchema } from './booking-cards.schema.ts';
import { bookingStatuses, customerCancelReasons, declineReasonKeys, notDoneReasons } from './booking-status.ts';
import { cancellationPolicies } from './cancellation-policy.ts';

/**
 * A booking request (spec §7 `custom-request/service`). Address and start are optional in the
 * shape so that their absence answers the sentences of spec §8 ("Please choose an address",
 * "Please pick a date") instead of a generic validation message.
 */
export const bookingRequestBodySchema = z.object({
  serviceId: z.uuid(),
  startTime: z.string().max(40).optional(),
  deliveryPlace: z.object({ street: z.string().trim().max(200), postalCode: z.string().trim().max(10) }).optional(),
  addons: z.array(z.object({ id: z.uuid(), units: z.number().int().min(0).max(1000).optional() })).max(50).default([]),
  participants: z.number().int().min(1).max(10_000).optional(),
  note: z.string().trim().max(fieldTextLimits.bookingNote).optional(),
  /** Applied before the price is stored, by the rules of the apply calls (docs/api.md, Discounts). */
  promoCode: z.string().trim().max(40).optional(),
  couponId: z.uuid().optional(),
});
export type BookingRequestBody = z.infer<typeof bookingRequestBodySchema>;

export const paymentMethods = ['card', 'invoice'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const acceptTerms = z.literal(true, { error: 'error.auth.terms_required' });

/**
 * How a card payment is made: a saved card charged without the customer (`savedCardId`), or the
 * gateway's checkout (with "save card for later"); the account balance is used first unless
 * `useBalance` is false.
 */
const cardChoices = {
  savedCardId: z.uuid().optional(),
  saveCard: z.boolean().optional(),
  useBalance: z.boolean().default(true),
};

/**
 * `POST /api/booking`: a direct booking with a provider that takes instant bookings. The same
 * fields as a request, plus how the customer pays and the accepted terms. It is paid at once.
 */
export const directBookingBodySchema = bookingRequestBodySchema.extend({
  paymentMethod: z.enum(paymentMethods),
  acceptTerms,
  ...cardChoices,
});
export type DirectBookingBody = z.infer<typeof directBookingBodySchema>;

/** `POST /api/booking/:id/pay`: the customer confirms and pays an accepted request. */
export const payBookingBodySchema = z.object({ paymentMethod: z.enum(paymentMethods), acceptTerms, ...cardChoices });
export type PayBookingBody = z.infer<typeof payBookingBodySchema>;

/**
 * `POST /api/booking/:id/cancel` (customer). `expectedFeeOre` is the fee the customer was shown;
 * when the fee has changed since (a band boundary passed), the cancellation is refused with 409
 * so nobody pays a fee they did not see. `reason` is optional: nobody has to explain a cancellation.
 */
export const cancelBodySchema = z
  .object({ expectedFeeOre: z.number().int().min(0).optional(), reason: z.enum(customerCancelReasons).optional() })
  .nullish();
export type CancelBody = z.infer<typeof cancelBodySchema>;

/** `GET /api/booking/:id/cancellation`: what cancelling now costs, shown before confirming. */
export const cancellationQuoteSchema = z.object({
  policy: z.enum(cancellationPolicies),
  band: z.string(),
  priceOre: z.number().int(),
  feeOre: z.number().int(),
  refundOre: z.number().int(),
  /** When the free cancellation ends (null before confirmation: free until then). */
  freeUntil: z.iso.datetime().nullable(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** `GET /api/admin/bookings?orderNumber=`: support finds a booking by the number the customer quotes. */
export const adminBookingQuerySchema = z.object({ orderNumber: z.string().trim().toUpperCase().min(1).max(20) });

/** `POST /api/admin/bookings/:id/cancel`: support cancels for a provider, refunding what it chooses. */
export const adminCancelBodySchema = z.object({ refundOre: z.number().int().min(0), reason: z.string().trim().min(10).max(2000) });

/** `POST /api/admin/bookings/:id/replace-provider`: why the provider drops out, kept with the booking's history and sent to them. */
export const replaceProviderBodySchema = z.object({ reason: z.string().trim().min(10).max(2000) });

/** `PUT /api/booking/:id/time` (spec §7: from, to). `to - from` must be the booking's length. */
export const changeTimeBodySchema = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine((span) => Date.parse(span.from) < Date.parse(span.to), {
    error: 'error.zod.time_span.from_greater_than_to',
    path: ['from'],
    when: whenValid('from', 'to'),
  });
export type ChangeTimeBody = z.infer<typeof changeTimeBodySchema>;

/** `POST /api/booking/:id/not-done` (spec §4): who cancelled, the reason, refund yes or no, a note. */
export const notDoneBodySchema = z.object({
  whoCancelled: z.enum(['customer', 'provider']),
  reason: z.enum(notDoneReasons),
  refund: z.boolean(),
  note: z.string().trim().max(fieldTextLimits.notDoneNote).optional(),
});
export type NotDoneBody = z.infer<typeof notDoneBodySchema>;

/** `GET /api/booking/provider/calendar`: bookings from `from` to `to` (Oslo dates, at most 42 days). */
export const providerCalendarQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'error.schedule.date_invalid' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'error.schedule.date_invalid' }),
});

export const declineBodySchema = z.object({ reason: textSchema({ max: fieldTextLimits.declineReason }).min(10) });

export const bookingIdParamsSchema = z.object({ id: z.uuid() });

export const bookingSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(bookingStatuses),
  serviceId: z.uuid().nullable(),
  serviceTitle: z.string(),
  providerId: z.uuid(),
  customerId: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** What the customer pays, after discounts; VAT is part of it. */
  priceOre: z.number().int(),
  vatOre: z.number().int(),
  /** The price before the promo code and coupon; `discountOre` is the difference. */
  listPriceOre: z.number().int(),
  discountOre: z.number().int(),
  couponId: z.uuid().nullable(),
  promoCode: z.string().nullable(),
  participants: z.number().int().nullable(),
  note: z.string().nullable(),
  deliveryPlace: z.object({ street: z.string(), postalCode: z.string(), place: z.string(), areaId: z.string().nullable() }),
  providerAnswerBy: z.iso.datetime().nullable(),
  paymentDueBy: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
  /** Set when the system declined the request (the provider can no longer take the job). */
  declineReasonKey: z.enum(declineReasonKeys).nullable(),
  createdAt: z.iso.datetime(),
  paymentMethod: z.enum(paymentMethods),
  cancellationPolicy: z.enum(cancellationPolicies),
  addons: z.array(
    z.object({ title: z.string(), unitType: z.enum(['custom', 'participant']), units: z.number().int(), unitPriceOre: z.number().int(), amountOre: z.number().int() }),
  ),
  /**
   * Add-ons the provider offered after the booking was made, oldest first, with their status; a
   * paid one is also in `addons` and the price. Every answer of the server carries it (optional
   * only for screens' older fixtures).
   */
  addonOffers: z.array(addonOfferSchema).optional(),
  /** From the service as it is now; empty once the service is deleted. */
  checklist: z.array(z.string()),
  included: z.array(z.string()),
  providerName: z.string(),
  customerName: z.string(),
  whoCancelled: z.enum(['customer', 'provider', 'admin']).nullable(),
  cancellationReason: z.enum(notDoneReasons).nullable(),
  /** The reason the customer chose when cancelling, if any. */
  customerCancelReason: z.enum(customerCancelReasons).nullable(),
  cancellationNote: z.string().nullable(),
  cancellationFeeOre: z.number().int().nullable(),
  refund: z.boolean().nullable(),
  /** The customer may open its receipt (`GET /api/payments/receipts/:bookingId`): it was paid. Always false for the provider. */
  receiptAvailable: z.boolean(),
  /** The service's slug while its page is public (enabled, provider public), for "book again"; else null. */
  publicServiceSlug: z.string().nullable(),
  /**
   * The provider dropped out and support is finding a replacement: the booking stays confirmed and
   * its time holds until the customer accepts a replacement offer (`replacementRequestId`, the
   * customer's and support's view only). Optional only for screens' older fixtures.
   */
  replacementPending: z.boolean().optional(),
  replacementRequestId: z.uuid().nullable().optional(),
  /** A visit of a recurring cleaning: its subscription and the visits so far. Optional only for screens' older fixtures. */
  subscription: bookingSubscriptionSchema.nullable().optional(),
  /** Who is looking, and what they may do with the booking now (support acts through its own calls). */
  viewerRole: z.enum(['customer', 'provider', 'admin']),
  actions: z.object({
    pay: z.boolean(),
    cancel: z.boolean(),
    changeTime: z.boolean(),
    accept: z.boolean(),
    decline: z.boolean(),
    markDone: z.boolean(),
  }),
  /**
   * Set in the answer to booking or paying when the customer finishes the card payment at the
   * gateway: the booking is still `hold`/`awaiting_payment`; send the customer to `url`.
   */
  checkout: z.object({ paymentId: z.uuid(), url: z.string() }).nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** Tabs of the customer's bookings (spec §2): Active bookings, Requests, Archive. */
export const customerBookingTabs = ['active', 'requests', 'archive'] as const;
export type CustomerBookingTab = (typeof customerBookingTabs)[number];

/** Tabs of the provider's bookings (spec §2): pending requests, upcoming, previous. */
export const providerBookingTabs = ['pending', 'upcoming', 'previous'] as const;
export type ProviderBookingTab = (typeof providerBookingTabs)[number];

/** A booking as one line of a list; the detail is `GET /api/booking/:id`. */
export const bookingListItemSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(bookingStatuses),
  serviceTitle: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  priceOre: z.number().int(),
  /** What the customer has paid for it so far (card, invoice or balance), and what has gone back. */
  chargedOre: z.number().int(),
  refundedOre: z.number().int(),
  /** The provider's display name for the customer, the customer's name for the provider. */
  otherPartyName: z.string(),
  /** The provider's answer deadline while a request waits; lets the screen show the time left. */
  providerAnswerBy: z.iso.datetime().nullable(),
  paymentDueBy: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The subscription when the booking is one of its visits (a recurring cleaning); null otherwise. */
  subscriptionId: z.uuid().nullable(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;

/** `GET /api/booking/provider/calendar`: every booking that holds or asks for time in the range. */
export const providerCalendarSchema = z.object({ data: z.array(bookingListItemSchema) });
export type ProviderCalendar = z.infer<typeof providerCalendarSchema>;

/** Why a confirmed booking needs support: its provider's owner is blocked, or its approval was withdrawn. */
export const attentionReasons = ['provider_blocked', 'provider_not_approved'] as const;

/**
 * `GET /api/admin/bookings/attention`: a confirmed booking yet to start whose provider is no longer
 * public, with what support needs to call the customer and to open it by its order number.
 */
export const attentionBookingSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  serviceTitle: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  priceOre: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  providerId: z.uuid(),
  providerName: z.string(),
  reason: z.enum(attentionReasons),
});
export type AttentionBooking = z.infer<typeof attentionBookingSchema>;
