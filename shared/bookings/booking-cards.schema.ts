import { z } from 'zod';
import { requiredText } from '#shared/validation/required-text.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { textSchema } from '#shared/validation/text.ts';
import { addonOfferStatuses } from './addon-offer-status.ts';
import { rescheduleStatuses } from './reschedule-status.ts';

/** The price of an add-on offered on a booking, in kroner (spec §5: at least 1; §9: at most 2 decimals). */
export const addonOfferLimits = { minUnitPrice: 1, maxUnitPrice: 1_000_000 } as const;

/** `POST /api/booking/extraPurchase/{bookingId}/create` (spec §7): title, description, unitPrice in kroner. */
export const createAddonOfferBodySchema = z.object({
  title: requiredText().pipe(z.string().max(fieldTextLimits.addonTitle)),
  description: textSchema({ max: fieldTextLimits.addonDescription }).default(''),
  unitPrice: z
    .number({ error: 'common.field.required' })
    .min(addonOfferLimits.minUnitPrice, { error: 'common.field.required' })
    .max(addonOfferLimits.maxUnitPrice)
    // A step rather than a refinement, so the API document (and its generated requests) says it too.
    .multipleOf(0.01, { error: 'error.offer.amount_decimals' }),
});
export type CreateAddonOfferBody = z.infer<typeof createAddonOfferBodySchema>;

/** How the customer pays an accepted add-on: a saved card at once, else the gateway's checkout. */
export const acceptAddonOfferBodySchema = z.object({ savedCardId: z.uuid().optional(), saveCard: z.boolean().optional() }).nullish();
export type AcceptAddonOfferBody = z.infer<typeof acceptAddonOfferBodySchema>;

/** An add-on offered on a booking after it was made, as both sides see it (money in øre). */
export const addonOfferSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  title: z.string(),
  description: z.string(),
  unitPriceOre: z.number().int(),
  status: z.enum(addonOfferStatuses),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the customer accepted or denied it, or the provider withdrew it. */
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AddonOffer = z.infer<typeof addonOfferSchema>;

/** The answer to accepting: the offer, and the checkout to finish at when it is not paid yet. */
export const acceptAddonOfferResultSchema = z.object({
  offer: addonOfferSchema,
  checkout: z.object({ paymentId: z.uuid(), url: z.string() }).nullable(),
});
export type AcceptAddonOfferResult = z.infer<typeof acceptAddonOfferResultSchema>;

/** `POST /api/messages/{chatId}/reschedule`: propose another start for a confirmed booking of the chat. */
export const createRescheduleBodySchema = z.object({
  bookingId: z.uuid(),
  startTime: z.iso.datetime({ offset: true, error: 'error.booking.date_required' }),
});
export type CreateRescheduleBody = z.infer<typeof createRescheduleBodySchema>;

export const rescheduleRequestSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  /** Which side proposed it; the other side answers. */
  requestedBy: z.enum(['customer', 'provider']),
  currentStartsAt: z.iso.datetime({ offset: true }),
  proposedStartsAt: z.iso.datetime({ offset: true }),
  proposedEndsAt: z.iso.datetime({ offset: true }),
  status: z.enum(rescheduleStatuses),
  /** The proposed start or 72 hours after it was made, whichever comes first. */
  expiresAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;
