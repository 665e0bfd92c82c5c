import { z } from 'zod';
import { bookingStatuses } from './booking-status.ts';

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
  note: z.string().trim().max(2000).optional(),
});
export type BookingRequestBody = z.infer<typeof bookingRequestBodySchema>;

export const declineBodySchema = z.object({ reason: z.string().trim().min(10).max(2000) });

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
  priceOre: z.number().int(),
  vatOre: z.number().int(),
  participants: z.number().int().nullable(),
  note: z.string().nullable(),
  deliveryPlace: z.object({ street: z.string(), postalCode: z.string(), place: z.string(), areaId: z.string().nullable() }),
  providerAnswerBy: z.iso.datetime().nullable(),
  paymentDueBy: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
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
  /** The provider's display name for the customer, the customer's name for the provider. */
  otherPartyName: z.string(),
  /** The provider's answer deadline while a request waits; lets the screen show the time left. */
  providerAnswerBy: z.iso.datetime().nullable(),
  paymentDueBy: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;
