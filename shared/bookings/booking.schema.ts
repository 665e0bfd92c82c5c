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
