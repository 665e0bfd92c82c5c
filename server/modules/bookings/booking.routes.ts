import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { daysAvailableQuerySchema, daysAvailableSchema, timesAvailableQuerySchema, timesAvailableSchema } from '#shared/availability/availability.schema.ts';
import {
  bookingIdParamsSchema,
  bookingRequestBodySchema,
  bookingSchema,
  cancelBodySchema,
  cancellationQuoteSchema,
  changeTimeBodySchema,
  declineBodySchema,
  directBookingBodySchema,
  notDoneBodySchema,
  payBookingBodySchema,
} from '#shared/bookings/booking.schema.ts';
import type { BookingEvent } from '#shared/bookings/booking-status.ts';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { AppError, fieldError } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { dateOfDayNumber, dayNumberAt } from '#server/modules/availability/zoned-time.ts';
import { sendBookingInvoiceMessage } from '#server/modules/payments/invoice-messages.ts';
import { serviceUnavailable } from '#server/modules/providers/public-provider.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { scheduleRatingReminder } from '#server/modules/ratings/rating-reminder.ts';
import { languageOf } from '#server/modules/notifications/message-text.ts';
import { bookingCalendarEvent, bookingCalendarFileName } from './booking-calendar-event.ts';
import { scheduleDeadline } from './booking-deadlines.ts';
import { type BookingEventResult, type BookingMessageKind, type sendBookingMessage, applyBookingEvent, customerCancellationMessage } from './booking-events.service.ts';
import { bookingFollowUp } from './booking-follow-up.ts';
import { type PayBookingResult, payBooking } from './booking-payment.service.ts';
import { createBookingRequest, createDirectBooking } from './booking-request.service.ts';
import { bookingOfParticipant, changeBookingTime, moveDays, moveTimes } from './booking-time.service.ts';
import type { BookingEntity } from './booking.entity.ts';
import { presentBooking } from './booking.presenter.ts';
import { quoteCancellation } from './cancellation-quote.ts';
import { calendarProductId, serializeCalendar } from './icalendar.ts';

const tags = ['bookings'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Spec §4 and §7: booking directly or on request, paying, answering, cancelling, moving and
 * closing a booking. Every status change goes through `applyBookingEvent`; deadlines are jobs
 * (booking-deadlines.ts); money goes through the payments module (`app.payments`).
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const notify = (request: FastifyRequest, kinds: BookingMessageKind[], booking: BookingEntity, extra: Parameters<typeof sendBookingMessage>[4] = {}) =>
    bookingFollowUp(app, request).notify(kinds, booking, extra);
  const refund = (request: FastifyRequest, result: BookingEventResult) => bookingFollowUp(app, request).refund(result);

  /** Both sides hear of a paid booking; an invoiced one also gets its invoice by e-mail. */
  async function confirmed(request: FastifyRequest, booking: BookingEntity): Promise<void> {
    await notify(request, ['confirmedCustomer', 'confirmedProvider'], booking);
    if (booking.paymentMethod !== 'invoice') return;
    try {
      await sendBookingInvoiceMessage(request.em, app.queues.outboundMessages, booking.id, app.config);
    } catch (error) {
      request.log.error({ err: error, bookingId: booking.id }, 'invoice e-mail could not be queued');
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

  const present = (request: FastifyRequest, booking: BookingEntity, viewer: 'customer' | 'provider') =>
    presentBooking(request.em, booking, viewer, app.clock.now(), { viewerBlocked: requireUser(request).isBlocked });

  /** Pays with what the customer chose; the booking's answer carries the checkout when there is one. */
  function pay(request: FastifyRequest, bookingId: string, body: { paymentMethod: 'card' | 'invoice'; savedCardId?: string; saveCard?: boolean; useBalance?: boolean }) {
    const user = requireUser(request);
    return payBooking(
      request.em,
      { payments: app.payments, config: app.config },
      {
        bookingId,
        userId: user.id,
        method: body.paymentMethod,
        now: app.clock.now(),
        savedCardId: body.savedCardId ?? null,
        saveCard: body.saveCard,
        useBalance: body.useBalance,
        locale: user.language === 'en_us' ? 'en' : 'nb',
      },
    );
  }

  const presentPaid = async (request: FastifyRequest, result: PayBookingResult) => ({ ...(await present(request, result.booking, 'customer')), checkout: result.checkout });

  /** Someone who takes no part in the booking gets 404; see bookingOfParticipant. */
  async function participant(request: FastifyRequest, id: string) {
    const user = requireUser(request);
    return bookingOfParticipant(request.em, id, user.id);
  }

  app.post(
    '/booking',
    {
      schema: {
        tags,
        summary: 'Book a time directly and pay for it',
        description:
          'Signed in. For providers with instant booking (else 409 `error.booking.instant_booking_off`). The time is taken at once (a checkout hold of 15 minutes) and paid: the account balance first (unless `useBalance` is false), then a saved card (`savedCardId`) or the gateway\'s checkout. The answer is the confirmed booking, or the held booking with `checkout.url` to send the customer to. Invoice needs an organisation number (409 `error.payment.invoice_not_allowed`). A refused card answers 402 and leaves the booking payable (`POST /api/booking/{id}/pay`) until the hold ends. Same checks as a request: address in the service\'s areas, an offered start, add-ons and participants. Two customers booking one time: one 201, the other 409 "Time is already booked.". A service whose provider is not public (not approved, or its owner blocked) answers 409 `error.booking.service_unavailable` ("Service is not available").',
        body: directBookingBodySchema,
        response: { 201: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const held = await createDirectBooking(request.em, user.id, request.body, now);
      let result: PayBookingResult;
      try {
        result = await pay(request, held.id, request.body);
      } catch (error) {
        // The hold expires by itself if nobody pays it.
        await deadline(request, held, 'payment');
        throw error;
      }
      if (result.checkout) await deadline(request, held, 'payment');
      if (result.changed) await confirmed(request, result.booking);
      return reply.code(201).send(await presentPaid(request, result));
    },
  );

  app.post(
    '/custom-request/service',
    {
      schema: {
        tags,
        summary: 'Ask a provider for a booking',
        description:
          'Signed in. Creates a request (`awaiting_provider`) the provider must answer within 72 hours. The start must be one of the service\'s available times that day; the address must lie in the service\'s areas. Nothing is paid and no time is taken until the provider accepts and the customer confirms. A service whose provider is not public (not approved, or its owner blocked) answers 409 `error.booking.service_unavailable` ("Service is not available").',
        body: bookingRequestBodySchema,
        response: { 201: bookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const booking = await createBookingRequest(request.em, user.id, request.body, app.clock.now());
      await deadline(request, booking, 'provider_answer');
      await notify(request, ['request'], booking);
      return reply.code(201).send(await present(request, booking, 'customer'));
    },
  );

  app.get(
    '/booking/:id',
    {
      schema: {
        tags,
        summary: 'One booking, for its customer or its provider',
        description: 'With `viewerRole` and the `actions` that side may take now. Anyone else: 404.',
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      const { booking, role } = await participant(request, request.params.id);
      return present(request, booking, role);
    },
  );

  app.get(
    '/booking/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'One booking as an iCalendar file to add to a calendar',
        description:
          'Its customer or provider; anyone else 404. One VEVENT with the same UID as in the provider\'s calendar feed, so importing it next to the feed updates the event; a cancelled, declined or expired booking is `STATUS:CANCELLED`. Texts in the caller\'s language. A download: `content-disposition: attachment`, `cache-control: private, no-store`.',
        params: bookingIdParamsSchema,
        response: { 200: z.string().describe('The iCalendar text, `text/calendar`'), ...errors },
      },
    },
    async (request, reply) => {
      const { booking } = await participant(request, request.params.id);
      const language = languageOf(requireUser(request).language);
      const body = serializeCalendar({ productId: calendarProductId(app.config.appName, language), events: [bookingCalendarEvent(booking, language)] });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${bookingCalendarFileName(booking.orderNumber)}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  async function transition(request: FastifyRequest, id: string, event: BookingEvent) {
    const user = requireUser(request);
    return applyBookingEvent(request.em, id, event, { userId: user.id }, app.clock.now());
  }

  app.post(
    '/booking/:id/pay',
    {
      schema: {
        tags,
        summary: 'The customer confirms and pays an accepted request',
        description:
          'Within 72 hours of acceptance (or the hold of a direct booking). Balance, saved card or checkout as for `POST /api/booking`; with `checkout` in the answer the customer finishes at `checkout.url`, and repeating the request answers the same checkout. Paying again answers the confirmed booking without a second charge. A refused card is 402 and the booking stays payable.',
        params: bookingIdParamsSchema,
        body: payBookingBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      const result = await pay(request, request.params.id, request.body);
      if (result.changed) await confirmed(request, result.booking);
      return presentPaid(request, result);
    },
  );

  app.post(
    '/booking/:id/accept',
    { schema: { tags, summary: 'The provider accepts a request; the customer then has 72 hours to pay', params: bookingIdParamsSchema, response: { 200: bookingSchema, ...errors } } },
    async (request) => {
      const result = await transition(request, request.params.id, { type: 'accept' });
      if (result.changed) {
        await deadline(request, result.booking, 'payment');
        await notify(request, ['accepted'], result.booking);
      }
      return present(request, result.booking, 'provider');
    },
  );

  app.post(
    '/booking/:id/decline',
    {
      schema: { tags, summary: 'The provider declines a request, with a reason (at least 10 characters)', params: bookingIdParamsSchema, body: declineBodySchema, response: { 200: bookingSchema, ...errors } },
    },
    async (request) => {
      const result = await transition(request, request.params.id, { type: 'decline', reason: request.body.reason });
      if (result.changed) await notify(request, ['declined'], result.booking);
      return present(request, result.booking, 'provider');
    },
  );

  app.get(
    '/booking/:id/cancellation',
    {
      schema: {
        tags,
        summary: 'What cancelling costs now, to show before the customer confirms',
        description: 'The customer only (providers cannot cancel: 403). Fee and refund by the booking\'s policy; free before confirmation.',
        params: bookingIdParamsSchema,
        response: { 200: cancellationQuoteSchema, ...errors },
      },
    },
    async (request) => {
      const { booking, role } = await participant(request, request.params.id);
      if (role !== 'customer') throw new AppError(403, 'error.booking.provider_cannot_cancel');
      const quote = quoteCancellation(booking, app.clock.now());
      return {
        policy: booking.cancellationPolicy,
        band: quote.band,
        priceOre: booking.priceOre,
        feeOre: quote.feeOre,
        refundOre: quote.refundOre,
        freeUntil: quote.freeUntil?.toISOString() ?? null,
      };
    },
  );

  app.post(
    '/booking/:id/cancel',
    {
      schema: {
        tags,
        summary: 'The customer cancels: free before confirmation, by the cancellation policy after it',
        description:
          '`expectedFeeOre` is the fee the customer saw (`GET .../cancellation`); if it has changed since, nothing happens and the answer is 409 `error.booking.fee_changed`. `reason` (optional) is why, from a fixed list; it is stored as `customerCancelReason` and shown to the provider. Providers get 403 `error.booking.provider_cannot_cancel`. The refund is paid back through the payment adapter.',
        params: bookingIdParamsSchema,
        body: cancelBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      const result = await transition(request, request.params.id, { type: 'cancel_by_customer', expectedFeeOre: request.body?.expectedFeeOre, reason: request.body?.reason });
      if (result.changed) {
        await refund(request, result);
        await notify(request, ['cancelled', customerCancellationMessage(result)], result.booking, { refundOre: result.refundOre });
        await bookingFollowUp(app, request).closedReplacementOffers(result);
      }
      return present(request, result.booking, 'customer');
    },
  );

  app.put(
    '/booking/:id/time',
    {
      schema: {
        tags,
        summary: 'Move a booking to another time (spec §7: from, to)',
        description:
          'The customer or the provider, before the start; after confirmation only until the cancellation deadline of the policy (409 `error.booking.change_not_allowed`). `to - from` must equal the booking\'s length. The new start must be free in the provider\'s schedule (the booking\'s own time counts as free); else 409 "Time is already booked.". A provider that is not public (not approved, or its owner blocked) answers 409 `error.booking.service_unavailable`. The other side is told by e-mail and SMS.',
        params: bookingIdParamsSchema,
        body: changeTimeBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const change = await changeBookingTime(request.em, {
        bookingId: request.params.id,
        userId: user.id,
        from: new Date(request.body.from),
        to: new Date(request.body.to),
        now: app.clock.now(),
      });
      if (change.changed) {
        // The other side is told, and whoever moved it gets a confirmation.
        const kinds: BookingMessageKind[] = change.role === 'customer' ? ['timeChangedProvider', 'timeChangedByYouCustomer'] : ['timeChangedCustomer', 'timeChangedByYouProvider'];
        await notify(request, kinds, change.booking, { oldStartsAt: change.oldStartsAt });
      }
      return present(request, change.booking, change.role);
    },
  );

  app.post(
    '/booking/:id/done',
    { schema: { tags, summary: 'The provider marks a confirmed booking done, once it has started', params: bookingIdParamsSchema, response: { 200: bookingSchema, ...errors } } },
    async (request) => {
      const result = await transition(request, request.params.id, { type: 'mark_done' });
      if (result.changed) {
        await bookingFollowUp(app, request).capture(result);
        await notify(request, ['done'], result.booking);
        await scheduleRatingReminder(app.queues.bookingDeadlines, result.booking.id, result.booking.doneAt ?? app.clock.now(), app.clock.now());
        await bookingFollowUp(app, request).closedReplacementOffers(result);
      }
      return present(request, result.booking, 'provider');
    },
  );

  app.post(
    '/booking/:id/not-done',
    {
      schema: {
        tags,
        summary: 'The provider reports that a booking did not take place (spec §4)',
        description: 'Who cancelled, one of the eight reasons, refund yes or no, and a note. The booking ends as cancelled; a refund gives the customer the whole price back.',
        params: bookingIdParamsSchema,
        body: notDoneBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => {
      const { whoCancelled, reason, refund: giveRefund, note } = request.body;
      const result = await transition(request, request.params.id, { type: 'mark_not_done', whoCancelled, reason, refund: giveRefund, note: note ?? null });
      if (result.changed) {
        await refund(request, result);
        await notify(request, ['notDone'], result.booking, { refundOre: result.refundOre });
        await bookingFollowUp(app, request).closedReplacementOffers(result);
      }
      return present(request, result.booking, 'provider');
    },
  );

  app.get(
    '/provider/:id/dates',
    {
      schema: {
        tags,
        summary: 'Days a booking could be moved to (spec §7 provider/{bookingId}/dates)',
        description:
          '`id` is the booking. Its customer or provider only. The provider\'s schedule, with the booking\'s own time free; this year and next. 409 `error.booking.service_unavailable` when the provider is not public (not approved, or its owner blocked).',
        params: idParams,
        querystring: daysAvailableQuerySchema.pick({ year: true }),
        response: { 200: daysAvailableSchema, ...errors },
      },
    },
    async (request) => {
      const { booking, provider } = await participant(request, request.params.id);
      if (!provider.isPublic) throw serviceUnavailable();
      const now = app.clock.now();
      const thisYear = Number(dateOfDayNumber(dayNumberAt(now.getTime())).slice(0, 4));
      const year = request.query.year ?? thisYear;
      if (year < thisYear || year > thisYear + 1) throw fieldError('year', 'error.validation.failed', errorMessage('error.validation.failed', 'en'));
      return { days: await moveDays(request.em, booking, provider, year, now) };
    },
  );

  app.get(
    '/provider/:id/time',
    {
      schema: {
        tags,
        summary: 'Start times on one day a booking could be moved to (spec §7 provider/{bookingId}/time)',
        description:
          '`id` is the booking. Its customer or provider only. Times for the booking\'s whole length, with its own time free. 409 `error.booking.service_unavailable` when the provider is not public.',
        params: idParams,
        querystring: timesAvailableQuerySchema.pick({ day: true }),
        response: { 200: timesAvailableSchema, ...errors },
      },
    },
    async (request) => {
      const { booking, provider } = await participant(request, request.params.id);
      if (!provider.isPublic) throw serviceUnavailable();
      return { times: await moveTimes(request.em, booking, provider, request.query.day, app.clock.now()) };
    },
  );
};
