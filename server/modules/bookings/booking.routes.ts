import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParamsSchema, bookingRequestBodySchema, bookingSchema, declineBodySchema } from '#shared/bookings/booking.schema.ts';
import type { BookingEvent } from '#shared/bookings/booking-status.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { scheduleDeadline } from './booking-deadlines.ts';
import { type BookingMessageKind, applyBookingEvent, sendBookingMessage } from './booking-events.service.ts';
import { presentBooking } from './booking.presenter.ts';
import { createBookingRequest } from './booking-request.service.ts';
import { BookingEntity } from './booking.entity.ts';

const tags = ['bookings'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Spec §4 and §7: booking on request. The customer asks, the provider accepts or declines within
 * 72 hours, the customer then confirms and pays within 72 hours. Every status change goes
 * through `applyBookingEvent`; deadlines are jobs (booking-deadlines.ts).
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Messages are sent after the change is saved; a queue outage must not turn it into a 500. */
  async function notify(request: FastifyRequest, kind: BookingMessageKind, booking: BookingEntity): Promise<void> {
    try {
      await sendBookingMessage(request.em, app.queues.outboundMessages, kind, booking);
    } catch (error) {
      request.log.error({ err: error, bookingId: booking.id, kind }, 'booking message could not be queued');
    }
  }

  async function deadline(request: FastifyRequest, booking: BookingEntity, kind: 'provider_answer' | 'payment'): Promise<void> {
    try {
      await scheduleDeadline(app.queues.bookingDeadlines, booking, kind, app.clock.now());
    } catch (error) {
      // The sweep expires the booking anyway; only the exact moment is lost.
      request.log.error({ err: error, bookingId: booking.id, kind }, 'booking deadline could not be queued');
    }
  }

  app.post(
    '/custom-request/service',
    {
      schema: {
        tags,
        summary: 'Ask a provider for a booking',
        description:
          'Signed in. Creates a request (`awaiting_provider`) the provider must answer within 72 hours. The start must be one of the service\'s available times that day; the address must lie in the service\'s areas. Nothing is paid and no time is taken until the provider accepts and the customer confirms.',
        body: bookingRequestBodySchema,
        response: { 201: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const booking = await createBookingRequest(request.em, user.id, request.body, app.clock.now());
      await deadline(request, booking, 'provider_answer');
      await notify(request, 'request', booking);
      return reply.code(201).send(presentBooking(booking));
    },
  );

  app.get(
    '/booking/:id',
    {
      schema: { tags, summary: 'One booking, for its customer or its provider', params: bookingIdParamsSchema, response: { 200: bookingSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      const booking = await request.em.findOne(BookingEntity, request.params.id);
      if (!booking) throw notFound();
      if (booking.customer.id !== user.id) {
        const provider = await request.em.findOne(ProviderEntity, { id: booking.provider.id, owner: user.id });
        if (!provider) throw notFound();
      }
      return presentBooking(booking);
    },
  );

  async function transition(request: FastifyRequest, id: string, event: BookingEvent) {
    const user = requireUser(request);
    return applyBookingEvent(request.em, id, event, { userId: user.id }, app.clock.now());
  }

  app.post(
    '/booking/:id/accept',
    { schema: { tags, summary: 'The provider accepts a request; the customer then has 72 hours to pay', params: bookingIdParamsSchema, response: { 200: bookingSchema, ...errors } } },
    async (request) => {
      const result = await transition(request, request.params.id, { type: 'accept' });
      if (result.changed) {
        await deadline(request, result.booking, 'payment');
        await notify(request, 'accepted', result.booking);
      }
      return presentBooking(result.booking);
    },
  );

  app.post(
    '/booking/:id/decline',
    {
      schema: { tags, summary: 'The provider declines a request, with a reason (at least 10 characters)', params: bookingIdParamsSchema, body: declineBodySchema, response: { 200: bookingSchema, ...errors } },
    },
    async (request) => {
      const result = await transition(request, request.params.id, { type: 'decline', reason: request.body.reason });
      if (result.changed) await notify(request, 'declined', result.booking);
      return presentBooking(result.booking);
    },
  );

  app.post(
    '/booking/:id/cancel',
    { schema: { tags, summary: 'The customer cancels before confirmation, free of charge', params: bookingIdParamsSchema, response: { 200: bookingSchema, ...errors } } },
    async (request) => {
      const result = await transition(request, request.params.id, { type: 'cancel_by_customer' });
      if (result.changed) await notify(request, 'cancelled', result.booking);
      return presentBooking(result.booking);
    },
  );
};
