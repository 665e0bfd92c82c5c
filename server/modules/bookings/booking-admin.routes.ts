import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingQuerySchema, adminCancelBodySchema, attentionBookingSchema, bookingIdParamsSchema, bookingSchema } from '#shared/bookings/booking.schema.ts';
import { cursorSchema, pagedSchema } from '#shared/explore/paged.schema.ts';
import { goodwillRefundBodySchema } from '#shared/payments/admin-ledger.schema.ts';
import { conflict, notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireAdmin } from '#server/modules/admin/admin-access.ts';
import { recordAdminAction } from '#server/modules/admin/audit-log.ts';
import { refundAsGoodwill } from '#server/modules/payments/admin-ledger-refund.ts';
import { bookingMoney } from '#server/modules/payments/booking-money.ts';
import { listBookingsNeedingAttention } from './booking-attention.ts';
import { applyBookingEvent } from './booking-events.service.ts';
import { bookingFollowUp } from './booking-follow-up.ts';
import { presentBooking } from './booking.presenter.ts';
import { BookingEntity } from './booking.entity.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Support cancels a booking for a provider, who cannot cancel themselves (spec §6), and chooses
 * what the customer gets back. The audit log row is written with the change.
 */
export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/bookings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Find a booking by its order number',
        description: 'Admins only. The order number as the customer quotes it (any case). 404 when there is none.',
        querystring: adminBookingQuerySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const booking = await request.em.findOne(BookingEntity, { orderNumber: request.query.orderNumber });
      if (!booking) throw notFound();
      return presentBooking(request.em, booking, 'admin', app.clock.now());
    },
  );

  app.get(
    '/admin/bookings/attention',
    {
      schema: {
        tags: ['admin'],
        summary: 'Confirmed bookings yet to start whose provider is blocked or no longer approved',
        description:
          'Admins only. Soonest first, 50 a page (`next` from the previous page). `reason` is `provider_blocked` (the owner is blocked) or `provider_not_approved`. Support opens one by its order number and may cancel it with a refund.',
        querystring: z.object({ next: cursorSchema.optional() }),
        response: { 200: pagedSchema(attentionBookingSchema), ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listBookingsNeedingAttention(request.em, app.clock.now(), request.query.next);
    },
  );

  app.post(
    '/admin/bookings/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel a booking as support, with a chosen refund',
        description: 'Admins only. `refundOre` from 0 to the price for a paid booking (0 for an unpaid one); `reason` at least 10 characters. Both sides are told.',
        params: bookingIdParamsSchema,
        body: adminCancelBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { refundOre, reason } = request.body;
      // After a goodwill refund less than the price is left to give back; more would pay out money
      // never taken. Without one, the price is the limit and the booking events check it.
      if (refundOre > 0) {
        const { chargedOre, heldOre } = await bookingMoney(request.em, request.params.id);
        if (heldOre < chargedOre && refundOre > heldOre) throw conflict('error.booking.refund_above_price', { heldOre });
      }
      const result = await applyBookingEvent(request.em, request.params.id, { type: 'cancel_by_admin', refundOre, reason }, 'admin', app.clock.now(), {
        onChange: (tx, booking) => recordAdminAction(tx, admin, 'booking.cancel', { type: 'booking', id: booking.id }, { orderNumber: booking.orderNumber, refundOre, reason }),
      });
      if (result.changed) {
        const followUp = bookingFollowUp(app, request);
        await followUp.refund(result);
        await followUp.notify(['cancelledByAdminCustomer', 'cancelledByAdminProvider'], result.booking, { refundOre: result.refundOre });
        await followUp.closedReplacementOffers(result);
      }
      return presentBooking(request.em, result.booking, 'admin', app.clock.now());
    },
  );

  app.post(
    '/admin/bookings/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund part of a paid booking as goodwill, leaving it as it is',
        description:
          'Admins only. For a confirmed or done booking: `amountOre` from 1 øre to what is still held for it (charges − refunds), else 409 `error.booking.refund_above_price` with `data.heldOre`; 409 `error.booking.status_changed` for any other status. `reason` at least 10 characters. Send the same `requestId` (a UUID made once per refund) when retrying: the refund is then made once. The customer is told.',
        params: bookingIdParamsSchema,
        body: goodwillRefundBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { amountOre, reason, requestId } = request.body;
      const result = await refundAsGoodwill(request.em, app.payments, { bookingId: request.params.id, amountOre, reason, requestId, admin });
      if (result.changed) await bookingFollowUp(app, request).notify(['refunded'], result.booking, { refundOre: amountOre });
      return presentBooking(request.em, result.booking, 'admin', app.clock.now());
    },
  );
};
