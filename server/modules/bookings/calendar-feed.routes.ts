import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { notFound } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { languageOf } from '#server/modules/notifications/message-text.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { requireOwnProvider } from '#server/modules/providers/provider-access.ts';
import { bookingCalendarEvent } from './booking-calendar-event.ts';
import { subscriptionsOf } from './booking-lists.ts';
import { BookingEntity } from './booking.entity.ts';
import { CalendarFeedEntity } from './calendar-feed.entity.ts';
import { type CalendarEvent, calendarProductId, serializeCalendar } from './icalendar.ts';

const tags = ['bookings'];
const errors = { 401: errorBodySchema, 404: errorBodySchema };
const day = 86_400_000;

/** Bookings a provider should see in their own calendar: asked for, accepted or confirmed. */
const feedStatuses = ['awaiting_provider', 'awaiting_payment', 'confirmed'] as const satisfies readonly BookingStatus[];
const pastDays = 30;
const futureDays = 400;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The provider's bookings as calendar events, from a month back (so this week's past bookings stay
 * visible) to a little over a year ahead.
 */
async function feedEvents(em: EntityManager, provider: ProviderEntity, now: Date, language: Language): Promise<CalendarEvent[]> {
  const bookings = await em.find(
    BookingEntity,
    {
      provider: provider.id,
      status: { $in: [...feedStatuses] },
      endsAt: { $gte: new Date(now.getTime() - pastDays * day) },
      startsAt: { $lte: new Date(now.getTime() + futureDays * day) },
    },
    { orderBy: { startsAt: 'asc', id: 'asc' } },
  );
  const recurring = await subscriptionsOf(em, bookings.map((booking) => booking.id));
  return bookings.map((booking) => bookingCalendarEvent(booking, language, { recurring: recurring.has(booking.id) }));
}

/**
 * A provider's bookings as a private iCalendar subscription. Calendar apps cannot sign in, so the
 * URL carries a random secret; it can be replaced (the old URL stops working) or revoked.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/provider/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Create or replace the own calendar feed URL',
        description: 'Own provider. Answers the subscription URL once; a previous URL stops working.',
        response: { 200: z.object({ url: z.string() }), ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const token = randomBytes(32).toString('base64url');
      const values = { provider, tokenHash: hashToken(token), createdAt: app.clock.now() };
      await request.em.upsert(CalendarFeedEntity, values, { onConflictFields: ['provider'], onConflictAction: 'merge' });
      return { url: `${app.config.origin}/api/calendar/${token}.ics` };
    },
  );

  app.get(
    '/provider/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Whether the own calendar feed is active',
        description: 'Own provider. The secret URL is never shown again; create a new one instead.',
        response: { 200: z.object({ active: z.boolean(), createdAt: z.iso.datetime().nullable() }), ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const feed = await request.em.findOne(CalendarFeedEntity, { provider: provider.id });
      return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
    },
  );

  app.delete(
    '/provider/calendar-feed',
    {
      schema: { tags, summary: 'Revoke the own calendar feed URL', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const provider = await requireOwnProvider(request);
      await request.em.nativeDelete(CalendarFeedEntity, { provider: provider.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags,
        summary: "A provider's bookings as an iCalendar feed",
        description: 'No session: the secret in the URL is the credential. Unknown or revoked secrets answer 404.',
        params: z.object({ token: z.string() }),
        response: { 200: z.string().describe('The iCalendar text, `text/calendar`'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Looked up by its hash through the unique index: the time taken says nothing about how
      // much of a guessed secret was right, and the secret itself is never compared or stored.
      const feed = await request.em.findOne(CalendarFeedEntity, { tokenHash: hashToken(request.params.token) }, { populate: ['provider.owner'] });
      if (!feed) throw notFound();
      const provider = feed.provider;
      const language = languageOf(provider.owner.language);
      const events = await feedEvents(request.em, provider, app.clock.now(), language);
      const body = serializeCalendar({ productId: calendarProductId(app.config.appName, language), name: provider.displayName, events });
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
    },
  );
};
