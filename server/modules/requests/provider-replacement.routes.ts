import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParamsSchema, bookingSchema, replaceProviderBodySchema } from '#shared/bookings/booking.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireAdmin } from '#server/modules/admin/admin-access.ts';
import { bookingFollowUp } from '#server/modules/bookings/booking-follow-up.ts';
import { presentBooking } from '#server/modules/bookings/booking.presenter.ts';
import { startProviderReplacement } from './provider-replacement.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Support replaces a provider who dropped out of a paid booking: the rule lives in
 * provider-replacement.service.ts; here the people concerned are told once it is saved.
 */
export const providerReplacementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/bookings/:id/replace-provider',
    {
      schema: {
        tags: ['admin'],
        summary: 'Take the provider off a paid booking and find the customer a replacement at the same price',
        description:
          'Admins only. For a confirmed booking that has not started (else 409 `error.booking.replacement_not_possible`; one replacement at a time, else 409 `error.booking.replacement_pending`). `reason` 10–2000 characters, kept with the booking and sent to the provider. The drop-out is recorded and a replacement request (`isReplacement`, the booking\'s price fixed, time and address) goes at once to every relevant provider but the one that dropped out. The booking stays confirmed (`replacementPending: true`) until the customer accepts an offer, which moves it to that provider without a new payment. The customer and the dropped provider are told.',
        params: bookingIdParamsSchema,
        body: replaceProviderBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const now = app.clock.now();
      const messaging = { outbound: app.queues.outboundMessages, notifier: app.notifier, origin: app.config.origin };
      const started = await startProviderReplacement(request.em, messaging, { bookingId: request.params.id, admin, reason: request.body.reason, now });
      const followUp = bookingFollowUp(app, request);
      await followUp.notify(['providerDroppedOutCustomer'], started.booking);
      await followUp.notify(['providerDroppedOutProvider'], started.booking, { reason: request.body.reason, providerId: started.droppedProviderId });
      return presentBooking(request.em, started.booking, 'admin', now);
    },
  );
};
