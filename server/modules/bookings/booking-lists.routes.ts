import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingListItemSchema, customerBookingTabs, providerBookingTabs } from '#shared/bookings/booking.schema.ts';
import { cursorSchema, pagedSchema } from '#shared/explore/paged.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireOwnProvider } from '#server/modules/providers/provider-access.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { listCustomerBookings, listProviderBookings } from './booking-lists.ts';

const tags = ['bookings'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Spec §2: the customer's booking tabs and the provider dashboard's, 20 a page. */
export const bookingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/booking/customer',
    {
      // Signed out is 401 before the query is looked at.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        summary: "The caller's own bookings as customer, one tab at a time",
        description:
          '`active`: awaiting payment, confirmed, paused or in checkout, not yet ended, soonest first. `requests`: waiting for the provider, newest first. `archive`: closed or ended, latest start first.',
        querystring: z.object({ tab: z.enum(customerBookingTabs), next: cursorSchema.optional() }),
        response: { 200: pagedSchema(bookingListItemSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listCustomerBookings(request.em, user.id, request.query.tab, app.clock.now(), request.query.next);
    },
  );

  app.get(
    '/booking/provider',
    {
      // Signed out is 401 before the query is looked at.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        summary: "Bookings of the caller's own provider, one tab at a time",
        description:
          '`pending`: requests waiting for an answer, nearest answer deadline (`providerAnswerBy`) first. `upcoming`: awaiting payment, confirmed, paused or in checkout, not yet ended, soonest first. `previous`: closed or ended, latest start first. 404 without a provider.',
        querystring: z.object({ tab: z.enum(providerBookingTabs), next: cursorSchema.optional() }),
        response: { 200: pagedSchema(bookingListItemSchema), ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      return listProviderBookings(request.em, provider.id, request.query.tab, app.clock.now(), request.query.next);
    },
  );
};
