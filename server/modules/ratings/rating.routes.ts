import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerRatingsQuerySchema } from '#shared/explore/explore-query.schema.ts';
import { pagedSchema } from '#shared/explore/paged.schema.ts';
import { providerRatingSchema } from '#shared/explore/rating.schema.ts';
import { bookingRatingSchema, hideRatingBodySchema, ratingBodySchema, ratingReplyBodySchema, ratingReplySchema } from '#shared/ratings/booking-rating.schema.ts';
import { accountBookingPath, paths } from '#shared/routing/paths.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { pageJson } from '#server/modules/explore/explore-json.ts';
import { sendJsonText } from '#server/modules/explore/json-reply.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { findBookingRating, hideRating, presentBookingRating, rateBooking, replyToRating } from './booking-rating.service.ts';
import { requireAdmin } from '#server/modules/admin/admin-access.ts';
import { listProviderRatings } from './rating.queries.ts';
import { providerTrackRecord } from './track-record.service.ts';
import { requireOwnProvider } from '#server/modules/providers/provider-access.ts';
import { trackRecordSchema } from '#shared/ratings/track-record.schema.ts';

const bookingParams = z.object({ id: z.uuid() });
const bookingErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Spec §7 Ratings: the public ratings of a provider, and a customer rating their booking. */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rating/booking/:id',
    {
      schema: {
        tags: ['ratings'],
        summary: 'Rate a done booking',
        description:
          'Its customer only (its provider 403, anyone else 404). `numStars` 1–5 (400 `error.rating.stars_required`), `comment` optional (trimmed, at most 1 000 characters; empty is none), `anonymous` (default false: the public sees "Anonym kunde" instead of the first name). Only once the booking is done (409 `error.rating.not_done`) and within 30 days of that (409 `error.rating.window_passed`); once per booking (409 `error.rating.already_rated`). The provider\'s and the service\'s rating figures are counted again at once. 201 with the rating.',
        params: bookingParams,
        body: ratingBodySchema,
        response: { 201: bookingRatingSchema, ...bookingErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const rating = await rateBooking(request.em, { bookingId: request.params.id, userId: user.id, body: request.body, now: app.clock.now() });
      return reply.status(201).send(presentBookingRating(rating));
    },
  );

  app.get(
    '/provider/track-record',
    {
      schema: {
        tags: ['ratings'],
        summary: 'The caller\'s own track record, and what made each figure',
        description:
          'The caller\'s own provider (404 without one). The rating, the three figures of the last 12 months (acceptance rate, cancel rate, average response time; null while fewer than `minEvents` events counted, shown to the public as "new"), the badges by their rules, and for each figure its events, newest first (at most 100; `total` counts them all), each with whether it counted and why (`verdict`). Counted by the same functions as the public figures (docs/ranking.md).',
        response: { 200: trackRecordSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => providerTrackRecord(request.em, await requireOwnProvider(request), app.clock.now()),
  );

  app.post(
    '/ratings/:ratingId/reply',
    {
      schema: {
        tags: ['ratings'],
        summary: 'The provider answers a rating, once and publicly',
        description:
          'The owner of the rated provider only (anyone else 404). `text` 1–1 000 characters, trimmed (400 `error.rating.reply_required` when empty). Once per rating (409 `error.rating.already_replied`). Shown under the rating in `GET /api/ratings/{providerId}`.',
        params: z.object({ ratingId: z.uuid() }),
        body: ratingReplyBodySchema,
        response: { 200: ratingReplySchema, ...bookingErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rating = await replyToRating(request.em, { ratingId: request.params.ratingId, userId: user.id, text: request.body.text, now: app.clock.now() });
      return { ratingId: rating.id, text: rating.reply!, created: rating.repliedAt!.toISOString() };
    },
  );

  app.post(
    '/admin/ratings/:ratingId/hide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a rating that breaks the rules',
        description:
          'Admins only. `reason` 10–2 000 characters (400 `error.rating.hide_reason_required`), kept in the audit log (`rating.hide`). The rating leaves the public lists and the provider\'s and service\'s figures at once; its customer is told in the app. Again: unchanged. 204.',
        params: z.object({ ratingId: z.uuid() }),
        body: hideRatingBodySchema,
        response: { 204: z.null(), ...bookingErrors },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { hidden, rating } = await hideRating(request.em, { ratingId: request.params.ratingId, admin, reason: request.body.reason, now: app.clock.now() });
      if (hidden && rating.customer) {
        await app.notifier.notify(request.em, rating.customer.id, {
          key: 'notifications:rating.hidden',
          params: { service: rating.serviceTitle ?? '' },
          link: rating.booking ? accountBookingPath(rating.booking.id) : paths.accountBookings,
        });
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/rating/booking/:id',
    {
      schema: {
        tags: ['ratings'],
        summary: "A booking's rating",
        description: 'Its customer or its provider; anyone else, or no rating yet, 404.',
        params: bookingParams,
        response: { 200: bookingRatingSchema, ...bookingErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return presentBookingRating(await findBookingRating(request.em, { bookingId: request.params.id, userId: user.id }));
    },
  );

  app.get(
    '/ratings/:providerId',
    {
      schema: {
        tags: ['ratings'],
        summary: "An approved provider's ratings, one page at a time",
        description:
          'The provider by id or slug. `sort`: latest (default), oldest, high_low, low_high. `service`: only the ratings of this service of the provider.',
        params: z.object({ providerId: z.string().regex(/^[\p{L}\p{N}-]{1,200}$/u) }),
        querystring: providerRatingsQuerySchema,
        response: { 200: pagedSchema(providerRatingSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await listProviderRatings(request.em, request.params.providerId, request.query);
      if (page === null) throw notFound();
      return sendJsonText(reply, pageJson(page));
    },
  );
};
