import type { FastifyInstance, FastifyRequest } from 'fastify';
import { socketChatEvents } from '#server/modules/chats/chat-events.ts';
import { releaseBalanceReservation } from '#server/modules/payments/booking-balance.ts';
import { queuePaymentRetry } from '#server/modules/payments/payment-retries.ts';
import { refundBooking } from '#server/modules/payments/booking-refund.ts';
import { tellOffersClosed } from '#server/modules/requests/request-messages.ts';
import { type BookingEventResult, type BookingMessageKind, sendBookingMessage } from './booking-events.service.ts';
import { refundKey } from './booking-payment.service.ts';
import type { BookingEntity } from './booking.entity.ts';

/**
 * What follows a saved booking change: messages, in-app notifications and the chat's system line to the people concerned, and money back. Both run
 * after the change is committed and never undo it: a queue outage or a failed refund is logged
 * (the refund's idempotency key lets support repeat it) instead of turning into a 500.
 */
export function bookingFollowUp(app: FastifyInstance, request: FastifyRequest) {
  return {
    async notify(kinds: readonly BookingMessageKind[], booking: BookingEntity, extra: Parameters<typeof sendBookingMessage>[4] = {}): Promise<void> {
      for (const kind of kinds) {
        try {
          await sendBookingMessage(request.em, { outbound: app.queues.outboundMessages, notifier: app.notifier, chat: socketChatEvents(app.io) }, kind, booking, extra);
        } catch (error) {
          request.log.error({ err: error, bookingId: booking.id, kind }, 'booking message could not be queued');
        }
      }
    },

    /**
     * Providers who offered to take over a booking that has now ended (its replacement request
     * withdrawn by applyBookingEvent) hear that their offers closed, by e-mail and in the app.
     */
    async closedReplacementOffers(result: BookingEventResult): Promise<void> {
      const withdrawn = result.withdrawnReplacement;
      if (!withdrawn || withdrawn.providerIds.length === 0) return;
      try {
        const messaging = { outbound: app.queues.outboundMessages, notifier: app.notifier, origin: app.config.origin };
        await tellOffersClosed(request.em, messaging, { ...withdrawn, reason: 'booking_ended' });
      } catch (error) {
        request.log.error({ err: error, bookingId: result.booking.id, requestId: withdrawn.requestId }, 'providers could not be told that their replacement offers closed');
      }
    },

    /** Money back after a cancellation: card first, the rest to the balance (refundBooking). */
    async refund(result: BookingEventResult): Promise<void> {
      if (!result.changed) return;
      try {
        if (!result.booking.confirmedAt) {
          // Cancelled before it was paid: only the balance set aside for it goes back.
          await releaseBalanceReservation(request.em, { bookingId: result.booking.id, userId: result.booking.customer.id });
          return;
        }
        if (result.refundOre <= 0) return;
        const refund = { bookingId: result.booking.id, amountOre: result.refundOre, idempotencyKey: refundKey(result.booking.id) };
        try {
          await refundBooking(request.em, { payments: app.payments, now: app.clock.now() }, refund);
        } catch (error) {
          request.log.warn({ err: error, bookingId: result.booking.id, amountOre: result.refundOre }, 'booking refund failed; retrying in the background');
          await queuePaymentRetry(app.queues.paymentRetries, { type: 'refund', ...refund });
        }
      } catch (error) {
        request.log.error({ err: error, bookingId: result.booking.id, amountOre: result.refundOre }, 'booking refund failed and could not be queued');
      }
    },

    /** Takes a payment authorised at booking (manual capture) once the booking is done. */
    async capture(result: BookingEventResult): Promise<void> {
      if (!result.changed || !app.payments.capture) return;
      try {
        await app.payments.capture(result.booking.id, request.em);
      } catch (error) {
        request.log.warn({ err: error, bookingId: result.booking.id }, 'payment capture failed; retrying in the background');
        await queuePaymentRetry(app.queues.paymentRetries, { type: 'capture', bookingId: result.booking.id }).catch((queueError: unknown) =>
          request.log.error({ err: queueError, bookingId: result.booking.id }, 'payment capture failed and could not be queued'),
        );
      }
    },
  };
}
