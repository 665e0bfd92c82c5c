import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptAddonOfferBodySchema,
  acceptAddonOfferResultSchema,
  addonOfferSchema,
  createAddonOfferBodySchema,
  createRescheduleBodySchema,
  rescheduleRequestSchema,
} from '#shared/bookings/booking-cards.schema.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { acceptAddonOffer, closeAddonOffer, createAddonOffer, presentAddonOffer } from './addon-offer.service.ts';
import { bookingCardsFollowUp } from './booking-cards-follow-up.ts';
import { type BookingMessageKind } from './booking-events.service.ts';
import { bookingFollowUp } from './booking-follow-up.ts';
import { answerReschedule, createReschedule, presentReschedule, scheduleRescheduleExpiry } from './reschedule.service.ts';

const tags = ['bookings'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const idParams = z.object({ id: z.uuid() });

/**
 * Spec §6, §7: add-on offers and reschedule requests, the two cards of the chat. The rules live
 * in addon-offer.service.ts and reschedule.service.ts (statuses by the shared transition rules);
 * these routes call one service each and hand what follows to the follow-ups.
 */
export const bookingCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const locale = (language: string) => (language === 'en_us' ? 'en' : 'nb');

  app.post(
    '/booking/extraPurchase/:id/create',
    {
      schema: {
        tags,
        summary: 'The provider offers an add-on on a confirmed booking (spec §7)',
        description:
          '`id` is the booking. Its provider only (the customer 403, anyone else 404), on a confirmed booking that has not ended (else 409 `error.addonOffer.booking_not_open`). `unitPrice` in kroner, at least 1, at most 2 decimals. 201 with the offer (`awaiting_response`); its card goes into the pair\'s chat (`kind: addon_offer`, opened if they have none) and the customer is notified. A chat support deactivated: 403 `error.chat.deactivated`.',
        params: idParams,
        body: createAddonOfferBodySchema,
        response: { 201: addonOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await createAddonOffer(request.em, { bookingId: request.params.id, userId: user.id, body: request.body, now: app.clock.now() });
      await bookingCardsFollowUp(app, request).addonOffered(created.offer, created.booking, created.card);
      return reply.code(201).send(presentAddonOffer(created.offer));
    },
  );

  app.post(
    '/booking/extraPurchase/:id/accept',
    {
      schema: {
        tags,
        summary: 'The customer accepts an add-on and pays it',
        description:
          '`id` is the add-on offer. Its booking\'s customer only (the provider 403, anyone else 404). Paid by card like a booking: `savedCardId` charges a saved card at once (`paid`); without it the answer carries `checkout` (the offer is `accepted` until the gateway reports the payment). Once paid its amount is part of the booking\'s price, receipt, ledger and payout. Accepting again answers the same result and charges nothing more. A refused card: 402 `error.payment.failed`, the offer unchanged. Denied or withdrawn: 409 `error.addonOffer.not_open`; the booking cancelled or ended: 409 `error.addonOffer.booking_not_open`.',
        params: idParams,
        body: acceptAddonOfferBodySchema,
        response: { 200: acceptAddonOfferResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await acceptAddonOffer(
        request.em,
        { payments: app.payments },
        { offerId: request.params.id, userId: user.id, now: app.clock.now(), savedCardId: request.body?.savedCardId ?? null, saveCard: request.body?.saveCard, locale: locale(user.language) },
      );
      if (result.changed) {
        const followUp = bookingCardsFollowUp(app, request);
        if (result.offer.status === 'paid') await followUp.addonPaid(result.offer, result.booking);
        else await followUp.pushAgain({ addonOfferId: result.offer.id });
      }
      return { offer: presentAddonOffer(result.offer), checkout: result.checkout };
    },
  );

  app.post(
    '/booking/extraPurchase/:id/deny',
    {
      schema: {
        tags,
        summary: 'The customer declines an add-on',
        description: '`id` is the add-on offer. Its booking\'s customer only. From `awaiting_response` or `accepted` (a checkout left unfinished) → `denied`; again: unchanged. Paid or withdrawn: 409 `error.addonOffer.not_open`. The provider is notified.',
        params: idParams,
        response: { 200: addonOfferSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await closeAddonOffer(request.em, { offerId: request.params.id, userId: user.id, event: 'deny', now: app.clock.now() });
      if (result.changed) {
        const followUp = bookingCardsFollowUp(app, request);
        await followUp.pushAgain({ addonOfferId: result.offer.id });
        await followUp.notify(result.booking, 'provider', { key: 'notifications:addonOffer.denied', params: { service: result.booking.serviceTitle, orderNumber: result.booking.orderNumber, title: result.offer.title } });
      }
      return presentAddonOffer(result.offer);
    },
  );

  app.post(
    '/booking/extraPurchase/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'The provider withdraws an add-on the customer has not answered',
        description: '`id` is the add-on offer. Its booking\'s provider only. From `awaiting_response` → `withdrawn`; again: unchanged. Accepted, paid or denied: 409 `error.addonOffer.not_open`.',
        params: idParams,
        response: { 200: addonOfferSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await closeAddonOffer(request.em, { offerId: request.params.id, userId: user.id, event: 'withdraw', now: app.clock.now() });
      if (result.changed) await bookingCardsFollowUp(app, request).pushAgain({ addonOfferId: result.offer.id });
      return presentAddonOffer(result.offer);
    },
  );

  app.post(
    '/messages/:id/reschedule',
    {
      schema: {
        tags,
        summary: 'Propose a new start for a confirmed booking in the chat (spec §7)',
        description:
          '`id` is the chat; the caller is one of its participants (else 404) and of the booking, which must be this pair\'s (400 `error.reschedule.booking_not_in_chat` on `bookingId`). The booking must be confirmed (409 `error.reschedule.booking_not_confirmed`) and movable now by the change-time rules (409 `error.booking.change_not_allowed`); the start must be free for the booking\'s length (409 "Time is already booked."; `GET /api/provider/suggest-times?bookingId=` lists them) and not the current one (400 `error.reschedule.same_time`). One waiting request per booking (409 `error.reschedule.already_waiting`). 201 with the request (`waiting`), which expires at the proposed start or after 72 hours, whichever comes first; its card goes into the chat (`kind: reschedule`) and the other side is notified.',
        params: idParams,
        body: createRescheduleBodySchema,
        response: { 201: rescheduleRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const created = await createReschedule(request.em, { chatId: request.params.id, userId: user.id, bookingId: request.body.bookingId, startTime: new Date(request.body.startTime), now });
      try {
        await scheduleRescheduleExpiry(app.queues.bookingDeadlines, created.request, now);
      } catch (error) {
        // The sweep expires it anyway; only the exact moment is lost.
        request.log.error({ err: error, rescheduleRequestId: created.request.id }, 'reschedule expiry could not be queued');
      }
      const followUp = bookingCardsFollowUp(app, request);
      followUp.pushNew(created.card);
      await followUp.notify(created.booking, created.request.requesterRole === 'customer' ? 'provider' : 'customer', {
        key: 'notifications:reschedule.requested',
        params: { service: created.booking.serviceTitle, orderNumber: created.booking.orderNumber },
      });
      return reply.code(201).send(presentReschedule(created.request));
    },
  );

  app.post(
    '/reschedule/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a proposed new start: the booking moves',
        description:
          '`id` is the reschedule request. The side that did not propose it (the proposer 403, anyone else 404), while it waits and before it expires (409 `error.reschedule.expired`; answered: 409 `error.reschedule.not_open`). The booking moves by the rules of `PUT /api/booking/{id}/time`: a time taken meanwhile is 409 "Time is already booked." and the request stays waiting; after the cancellation deadline 409 `error.booking.change_not_allowed`. Both sides hear of the move (e-mail, SMS, notification, a system line in the chat). Again: unchanged.',
        params: idParams,
        response: { 200: rescheduleRequestSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await answerReschedule(request.em, { requestId: request.params.id, userId: user.id, event: 'accept', now: app.clock.now() });
      if (result.changed) {
        await bookingCardsFollowUp(app, request).pushAgain({ rescheduleRequestId: result.request.id });
        const move = result.move;
        if (move?.changed) {
          // As for PUT /api/booking/{id}/time: the other side is told, the one who moved it confirmed.
          const kinds: BookingMessageKind[] = move.role === 'customer' ? ['timeChangedProvider', 'timeChangedByYouCustomer'] : ['timeChangedCustomer', 'timeChangedByYouProvider'];
          await bookingFollowUp(app, request).notify(kinds, move.booking, { oldStartsAt: move.oldStartsAt });
        }
      }
      return presentReschedule(result.request);
    },
  );

  app.post(
    '/reschedule/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a proposed new start',
        description: '`id` is the reschedule request. The side that did not propose it, while it waits and before it expires (409 as for accepting). The proposer is notified. Again: unchanged.',
        params: idParams,
        response: { 200: rescheduleRequestSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await answerReschedule(request.em, { requestId: request.params.id, userId: user.id, event: 'reject', now: app.clock.now() });
      if (result.changed) {
        const followUp = bookingCardsFollowUp(app, request);
        await followUp.pushAgain({ rescheduleRequestId: result.request.id });
        await followUp.notify(result.booking, result.request.requesterRole, {
          key: 'notifications:reschedule.rejected',
          params: { service: result.booking.serviceTitle, orderNumber: result.booking.orderNumber },
        });
      }
      return presentReschedule(result.request);
    },
  );
};
