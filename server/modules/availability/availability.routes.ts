import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  daysAvailableQuerySchema,
  daysAvailableSchema,
  suggestTimesQuerySchema,
  timesAvailableQuerySchema,
  timesAvailableSchema,
} from '#shared/availability/availability.schema.ts';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import type { Schedule } from '#shared/providers/schedule.schema.ts';
import { fieldError, notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { exploreCacheTtlMs } from '#server/modules/explore/explore.routes.ts';
import { sendJsonText } from '#server/modules/explore/json-reply.ts';
import { requestKey } from '#server/modules/explore/response-cache.ts';
import { serviceUnavailable } from '#server/modules/providers/public-provider.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { availabilityInput } from './availability-input.ts';
import { availableDays, availableTimes } from './availability.ts';
import { type SchedulingProvider, findBookableService, findSchedulingProvider, isBookingParticipant } from './availability.queries.ts';
import { bookingOfParticipant } from '#server/modules/bookings/booking-time.service.ts';
import { dateOfDayNumber, dayNumberAt, dayNumberOf, minuteMs } from './zoned-time.ts';

const cacheControl = `public, max-age=${exploreCacheTtlMs / 1000}`;
const idOrSlugParams = z.object({ id: z.string().regex(/^[\p{L}\p{N}-]{1,200}$/u) });

/**
 * What suggest-times offers with `excludeUnavailable=false`: any day 06:00–22:00 that bookings
 * leave free, up to two years ahead and from now on. The provider's hours, date overrides, holiday
 * closing, pause, notice and daily limit are left out (a provider proposing a time may step outside them); its
 * buffer after bookings still applies.
 */
function withoutHours(schedule: Schedule): Schedule {
  const allDay = [{ from: '06:00', to: '22:00' }];
  return {
    ...schedule,
    isAvailable: true,
    horizonDays: 730,
    weekdays: (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map((day) => ({ day, workingHours: allDay })),
    overrides: [],
    maxDailyBookings: null,
    earliestAvailableHours: 0,
    closedOnHolidays: false,
  };
}

const timesJson = (times: readonly Date[]) => JSON.stringify({ times: times.map((time) => time.toISOString()) });

/**
 * Spec §7: which days and start times a service can be booked at (public, for the booking
 * calendar), and times a signed-in customer or provider may suggest for a booking with a provider.
 * The rules are the availability engine's (availability.ts).
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['availability'];
  // Bookings change availability, so answers are kept only as long as the explore lists: a
  // booked or freed time shows within 5 s, and a booking itself is refused by the database
  // when the time was taken meanwhile.
  const cache = app.publicCaches.create({ ttlMs: exploreCacheTtlMs, maxEntries: 2000, maxBytes: 8 * 1024 * 1024, clock: app.clock });

  app.get(
    '/explore/services/:id/days-available',
    {
      schema: {
        tags,
        summary: 'Days of a year on which a service can be booked',
        description:
          'The service by id or slug; enabled services only (else 404). A provider that is not public (not approved, or its owner blocked) answers 409 `error.booking.service_unavailable`. `year` (default: the current year in Oslo) must be this year or the next. `addonMinutes` adds the chosen add-ons\' time to the service\'s duration. Answers may be up to 5 s old.',
        params: idOrSlugParams,
        querystring: daysAvailableQuerySchema,
        response: { 200: daysAvailableSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const thisYear = Number(dateOfDayNumber(dayNumberAt(now.getTime())).slice(0, 4));
      const year = request.query.year ?? thisYear;
      if (year < thisYear) throw fieldError('year', 'error.zod.too_small', errorMessage('error.zod.too_small', 'en', { minimum: thisYear }));
      if (year > thisYear + 1) throw fieldError('year', 'error.zod.too_big', errorMessage('error.zod.too_big', 'en', { maximum: thisYear + 1 }));
      const { addonMinutes } = request.query;
      const body = await cache.get(requestKey('days-available', request.params.id, { year, addonMinutes }), async () => {
        const service = await findBookableService(request.em, request.params.id);
        if (service === null) throw notFound();
        if (!service.providerPublic) throw serviceUnavailable();
        const input = await availabilityInput(request.em, {
          providerId: service.providerId,
          schedule: service.schedule,
          durationMinutes: service.baseDurationMinutes + addonMinutes,
          now,
          firstDay: dayNumberOf(`${year}-01-01`),
          lastDay: dayNumberOf(`${year}-12-31`),
        });
        return JSON.stringify({ days: input ? availableDays(input, year) : [] });
      });
      return sendJsonText(reply, body, cacheControl);
    },
  );

  app.get(
    '/explore/services/:id/times-available',
    {
      schema: {
        tags,
        summary: 'Start times on one day at which a service can be booked',
        description:
          'The service by id or slug; enabled services only (else 404). A provider that is not public (not approved, or its owner blocked) answers 409 `error.booking.service_unavailable`. `day` is a date (YYYY-MM-DD) in Oslo; a bad one is 400 `error.schedule.date_invalid`. Times are ISO instants, ascending. Answers may be up to 5 s old.',
        params: idOrSlugParams,
        querystring: timesAvailableQuerySchema,
        response: { 200: timesAvailableSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { day, addonMinutes } = request.query;
      const body = await cache.get(requestKey('times-available', request.params.id, { day, addonMinutes }), async () => {
        const service = await findBookableService(request.em, request.params.id);
        if (service === null) throw notFound();
        if (!service.providerPublic) throw serviceUnavailable();
        const dayNumber = dayNumberOf(day);
        const input = await availabilityInput(request.em, {
          providerId: service.providerId,
          schedule: service.schedule,
          durationMinutes: service.baseDurationMinutes + addonMinutes,
          now: app.clock.now(),
          firstDay: dayNumber,
          lastDay: dayNumber,
        });
        return timesJson(input ? availableTimes(input, day) : []);
      });
      return sendJsonText(reply, body, cacheControl);
    },
  );

  app.get(
    '/provider/suggest-times',
    {
      // Signed out is 401 before the query is looked at.
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        summary: 'Start times to suggest for a booking with a provider on one day',
        description:
          'Signed in. The provider must be public (approved, owner not blocked), or be the caller\'s own; else 404. `baseDurationMillis` is the booking\'s length. With `bookingId` (a booking to move, e.g. a reschedule proposed in the chat) `providerId` and `baseDurationMillis` may be left out: the booking\'s provider and length are used and its own time is free; only its customer or provider may ask (else 404), and a provider that is not public answers 409 `error.booking.service_unavailable`. `ignoreBooking`: a booking being moved; its own time is free, but only when the caller is its customer or its provider (otherwise it is ignored). `excludeUnavailable` (default true) keeps to the schedule; false offers any time 06:00–22:00 that bookings (with the buffer) leave free, from now up to two years ahead, outside the working hours, overrides, holiday closing, pause, notice and daily limit. Never cached.',
        querystring: suggestTimesQuerySchema,
        response: { 200: timesAvailableSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { day, ignoreBooking, excludeUnavailable } = request.query;
      let providerId: string;
      let durationMillis: number;
      let ignored: string | undefined;
      let provider: SchedulingProvider | null;
      if (request.query.bookingId !== undefined) {
        // A booking being moved: its provider and length, its own time free; only for its two sides.
        const moving = await bookingOfParticipant(request.em, request.query.bookingId, user.id);
        if (!moving.provider.isPublic) throw serviceUnavailable();
        ({ provider } = moving);
        providerId = moving.provider.id;
        durationMillis = moving.booking.endsAt.getTime() - moving.booking.startsAt.getTime();
        ignored = moving.booking.id;
      } else {
        providerId = request.query.providerId!;
        durationMillis = request.query.baseDurationMillis!;
        provider = await findSchedulingProvider(request.em, providerId);
        if (provider === null || (!provider.isPublic && provider.ownerId !== user.id)) throw notFound();
        ignored =
          ignoreBooking !== undefined && (await isBookingParticipant(request.em, { bookingId: ignoreBooking, providerId, userId: user.id }))
            ? ignoreBooking
            : undefined;
      }
      const dayNumber = dayNumberOf(day);
      const input = await availabilityInput(request.em, {
        providerId,
        schedule: excludeUnavailable ? provider.schedule : withoutHours(provider.schedule),
        durationMinutes: durationMillis / minuteMs,
        now: app.clock.now(),
        firstDay: dayNumber,
        lastDay: dayNumber,
        ignoreBookingId: ignored,
      });
      return { times: input ? availableTimes(input, day) : [] };
    },
  );
};
