import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayParamSchema } from '#shared/availability/availability.schema.ts';
import {
  bookingListItemSchema,
  customerBookingTabs,
  providerBookingTabs,
  providerCalendarQuerySchema,
  providerCalendarSchema,
} from '#shared/bookings/booking.schema.ts';
import { bookingStatuses } from '#shared/bookings/booking-status.ts';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { fieldError } from '#server/lib/app-error.ts';
import { dayNumberOf, instantOfWallTime } from '#server/modules/availability/zoned-time.ts';
import { cursorSchema, pagedSchema } from '#shared/explore/paged.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireOwnProvider } from '#server/modules/providers/provider-access.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { listCustomerBookings, listProviderBookings, listProviderCalendar } from './booking-lists.ts';

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
          '`active`: awaiting payment, confirmed, paused or in checkout, not yet ended, soonest first. `requests`: waiting for the provider, newest first. `archive`: closed or ended, latest start first. `status` (optional) keeps only the bookings of the tab in that status, in the same order.',
        querystring: z.object({ tab: z.enum(customerBookingTabs), status: z.enum(bookingStatuses).optional(), next: cursorSchema.optional() }),
        response: { 200: pagedSchema(bookingListItemSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listCustomerBookings(request.em, user.id, request.query.tab, app.clock.now(), request.query.next, request.query.status);
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

  app.get(
    '/booking/provider/calendar',
    {
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        summary: "The caller's provider's bookings from one Oslo date to another, for the week and month calendar",
        description:
          'Both dates inclusive, `from` not after `to`, at most 42 days. Every booking that holds or asks for time (requests, checkout holds, awaiting payment, confirmed, paused) or is done and overlaps the range, by start. 404 without a provider.',
        querystring: providerCalendarQuerySchema,
        response: { 200: providerCalendarSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const first = parseDay(request.query.from, 'from');
      const last = parseDay(request.query.to, 'to');
      if (last < first) throw fieldError('from', 'error.zod.time_span.from_greater_than_to', errorMessage('error.zod.time_span.from_greater_than_to', 'en'));
      if (last - first >= maxCalendarDays) throw fieldError('to', 'error.zod.too_big', errorMessage('error.zod.too_big', 'en', { maximum: maxCalendarDays }));
      const window = { from: new Date(instantOfWallTime(first, 0, 'jump')!), to: new Date(instantOfWallTime(last + 1, 0, 'jump')!) };
      return { data: await listProviderCalendar(request.em, provider.id, window) };
    },
  );
};

const maxCalendarDays = 42;

/** An Oslo date as its day number; a date that does not exist (2026-02-30) is 400. */
function parseDay(value: string, field: string): number {
  const parsed = dayParamSchema.safeParse(value);
  if (!parsed.success) throw fieldError(field, 'error.schedule.date_invalid', errorMessage('error.schedule.date_invalid', 'en'));
  return dayNumberOf(value);
}
