import { z } from 'zod';

/** A promo code as typed: trimmed, any case (matched upper case). */
export const promoCodeInputSchema = z.string().trim().min(1).max(40).toUpperCase();

/** `POST /api/booking/customer/:id/applyCoupon` and `.../removeCoupon`. */
export const couponBodySchema = z.object({ id: z.uuid() });

/** `POST /api/booking/customer/:id/applyPromoCode`. */
export const promoCodeBodySchema = z.object({ code: promoCodeInputSchema });

export const promoCodeParamsSchema = z.object({ code: promoCodeInputSchema });

/** `GET /api/promo-code/:code`: an enabled code, public. */
export const promoCodeSchema = z.object({ code: z.string(), tag: z.string().nullable(), description: z.string(), percentage: z.number().int() });
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** A coupon of the signed-in customer: a percentage or a fixed amount (the other is null). */
export const couponSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  percentage: z.number().int().nullable(),
  amountOre: z.number().int().nullable(),
  createdBy: z.string(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** `GET /api/coupons/available`: newest first. */
export const availableCouponsSchema = z.object({ data: z.array(couponSchema) });
export type AvailableCoupons = z.infer<typeof availableCouponsSchema>;
