import { z } from 'zod';
import type { ErrorKey } from '#shared/errors/error-catalogue.ts';
import { textSchema } from '#shared/validation/text.ts';
import { customRequestLimits, myOfferSchema } from './custom-request.schema.ts';

/** Bounds of an offer: the price in kroner (spec §5: at least 1), the job's length in minutes. */
export const priceOfferLimits = {
  minAmount: 1,
  maxAmount: 1_000_000,
  minDurationMinutes: 15,
  maxDurationMinutes: 24 * 60,
  defaultDurationMinutes: 120,
} as const;

/** Kroner with at most two decimals (spec §9) to whole øre. */
export function kronerToOre(amount: number): number {
  return Math.round(amount * 100);
}

export function oreToKroner(ore: number): number {
  return ore / 100;
}

/** Whether a kroner amount has at most two decimals (binary noise like 0.1 + 0.2 allowed for). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

const amountSchema = z
  .number()
  .min(priceOfferLimits.minAmount)
  .max(priceOfferLimits.maxAmount)
  .refine(hasAtMostTwoDecimals, { error: 'error.offer.amount_decimals' });

const offerFields = {
  /** The price in kroner, at least 1, at most 2 decimals. */
  amount: amountSchema,
  conditions: textSchema({ max: customRequestLimits.conditionsLength }),
  /** Until when the customer may accept; in the future and not after the planned delivery. */
  expiresAt: z.iso.datetime({ offset: true }),
  /**
   * The start the provider proposes when the request has no date yet (required then, ignored
   * otherwise). Either side can still move the booking afterwards (`PUT /api/booking/{id}/time`).
   */
  startTime: z.iso.datetime({ offset: true }).nullable().optional(),
  /** How long the job takes; the booking holds the provider's time for it. */
  durationMinutes: z.number().int().min(priceOfferLimits.minDurationMinutes).max(priceOfferLimits.maxDurationMinutes).optional(),
};

/** `POST /api/priceOffers/provider` (api-contract): `{ amount, customRequestId, conditions, expiresAt }`. */
export const priceOfferCreateBodySchema = z.object({ customRequestId: z.uuid(), ...offerFields, conditions: offerFields.conditions.default('') });
export type PriceOfferCreateBody = z.infer<typeof priceOfferCreateBodySchema>;

/** `PATCH /api/price-offer/{id}`: the same fields, each optional (spec §4: price, condition and deadline). */
export const priceOfferPatchBodySchema = z.object(offerFields).partial();
export type PriceOfferPatchBody = z.infer<typeof priceOfferPatchBodySchema>;

export const priceOfferSchema = myOfferSchema.extend({ customRequestId: z.uuid(), providerId: z.uuid() });
export type PriceOffer = z.infer<typeof priceOfferSchema>;

export const acceptOfferResultSchema = z.object({ bookingId: z.uuid() });

/**
 * The rule for an offer's deadline (spec §4, §5): after now, and not after the planned delivery
 * (the request's date, or the start the offer proposes). Answers the key of the broken rule, or
 * null. The form and the server use this one function.
 */
export function offerExpiryIssue(expiresAt: Date, now: Date, deliveryAt: Date | null): ErrorKey | null {
  if (expiresAt.getTime() <= now.getTime()) return 'error.offer.expiry_in_past';
  if (deliveryAt && expiresAt.getTime() > deliveryAt.getTime()) return 'error.offer.expiry_after_delivery';
  return null;
}
