import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBookingQuerySchema, adminCancelBodySchema, bookingIdParamsSchema, bookingSchema } from '#shared/bookings/booking.schema.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireAdmin } from '#server/modules/admin/admin-access.ts';
import { recordAdminAction } from '#server/modules/admin/audit-log.ts';
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
      const result = await applyBookingEvent(request.em, request.params.id, { type: 'cancel_by_admin', refundOre, reason }, 'admin', app.clock.now(), (tx, booking) => {
        recordAdminAction(tx, admin, 'booking.cancel', { type: 'booking', id: booking.id }, { orderNumber: booking.orderNumber, refundOre, reason });
      });
      if (result.changed) {
        const followUp = bookingFollowUp(app, request);
        await followUp.refund(result);
        await followUp.notify(['cancelledByAdminCustomer', 'cancelledByAdminProvider'], result.booking, { refundOre: result.refundOre });
      }
      return presentBooking(request.em, result.booking, 'admin', app.clock.now());
    },
  );
};
