import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingIdParamsSchema, bookingSchema } from '#shared/bookings/booking.schema.ts';
import { availableCouponsSchema, couponBodySchema, promoCodeBodySchema, promoCodeParamsSchema, promoCodeSchema } from '#shared/payments/discounts.schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { presentBooking } from '#server/modules/bookings/booking.presenter.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { type BookingDiscountChange, availableCoupons, changeBookingDiscounts, findEnabledPromoCode } from './booking-discounts.service.ts';

const tags = ['discounts'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
const changeRules =
  'The booking\'s customer only (anyone else 404, its provider 403), while it is unpaid (`hold`, `awaiting_provider`, `awaiting_payment`; else 409 `error.booking.status_changed`). Answers the booking with `priceOre`, `vatOre` and `discountOre` recomputed from `listPriceOre`.';

/**
 * Coupons and promo codes (docs/api.md, Discounts): listing the customer's coupons, looking a code
 * up, and putting either on an unpaid booking, which reprices it.
 */
export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  async function change(request: FastifyRequest, bookingId: string, discountChange: BookingDiscountChange) {
    const user = requireUser(request);
    const now = app.clock.now();
    const booking = await changeBookingDiscounts(request.em, bookingId, user.id, discountChange, now);
    return presentBooking(request.em, booking, 'customer', now, { viewerBlocked: user.isBlocked });
  }

  app.get(
    '/coupons/available',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The caller's coupons that can be used now",
        description: 'Unspent, unexpired and not held by another unpaid booking, newest first. With `bookingId`, the coupon that booking holds is listed too.',
        querystring: z.object({ bookingId: z.uuid().optional() }),
        response: { 200: availableCouponsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const coupons = await availableCoupons(request.em, user.id, app.clock.now(), request.query.bookingId);
      return {
        data: coupons.map((coupon) => ({
          id: coupon.id,
          title: coupon.title,
          description: coupon.description,
          percentage: coupon.percentage ?? null,
          amountOre: coupon.amountOre ?? null,
          createdBy: coupon.createdBy,
          expiresAt: coupon.expiresAt?.toISOString() ?? null,
          createdAt: coupon.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/promo-code/:code',
    {
      schema: {
        tags,
        summary: 'An enabled promo code, in any case',
        description: 'Public. Unknown or disabled: 404 "The code has already been used or does not exist." (`error.promo.used_or_missing`). Whether the caller may still use it is decided when it is applied.',
        params: promoCodeParamsSchema,
        response: { 200: promoCodeSchema, ...errors },
      },
    },
    async (request) => {
      const promo = await findEnabledPromoCode(request.em, request.params.code);
      if (!promo) throw new AppError(404, 'error.promo.used_or_missing');
      return { code: promo.code, tag: promo.tag ?? null, description: promo.description, percentage: promo.percentage };
    },
  );

  app.post(
    '/booking/customer/:id/applyCoupon',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Put one of the customer's coupons on their unpaid booking",
        description: `${changeRules} Replaces the coupon the booking had. The coupon must be the caller's, unspent, unexpired and not held by another unpaid booking, else 409 \`error.promo.used_or_missing\`; it is held for this booking until it is paid (then spent) or ends unpaid (then free again).`,
        params: bookingIdParamsSchema,
        body: couponBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => change(request, request.params.id, { type: 'applyCoupon', couponId: request.body.id }),
  );

  app.post(
    '/booking/customer/:id/removeCoupon',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Take the coupon off an unpaid booking',
        description: `${changeRules} A coupon the booking does not hold changes nothing.`,
        params: bookingIdParamsSchema,
        body: couponBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => change(request, request.params.id, { type: 'removeCoupon', couponId: request.body.id }),
  );

  app.post(
    '/booking/customer/:id/applyPromoCode',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Put a promo code on an unpaid booking',
        description: `${changeRules} Replaces the code the booking had. The code must exist, be enabled and be under its limits (all customers together, and this customer), else 409 \`error.promo.used_or_missing\`.`,
        params: bookingIdParamsSchema,
        body: promoCodeBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => change(request, request.params.id, { type: 'applyPromoCode', code: request.body.code }),
  );

  app.post(
    '/booking/customer/:id/removePromoCode',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'Take the promo code off an unpaid booking', description: `${changeRules} Its use stops counting.`, params: bookingIdParamsSchema, response: { 200: bookingSchema, ...errors } },
    },
    async (request) => change(request, request.params.id, { type: 'removePromoCode' }),
  );
};
