import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordLedgerEntry } from '#server/modules/payments/ledger.service.ts';
import { type BookingEventResult, type BookingMessageKind, sendBookingMessage } from './booking-events.service.ts';
import { refundKey } from './booking-payment.service.ts';
import type { BookingEntity } from './booking.entity.ts';

/**
 * What follows a saved booking change: messages to the people concerned and money back. Both run
 * after the change is committed and never undo it: a queue outage or a failed refund is logged
 * (the refund's idempotency key lets support repeat it) instead of turning into a 500.
 */
export function bookingFollowUp(app: FastifyInstance, request: FastifyRequest) {
  return {
    async notify(kinds: readonly BookingMessageKind[], booking: BookingEntity, extra: Parameters<typeof sendBookingMessage>[4] = {}): Promise<void> {
      for (const kind of kinds) {
        try {
          await sendBookingMessage(request.em, app.queues.outboundMessages, kind, booking, extra);
        } catch (error) {
          request.log.error({ err: error, bookingId: booking.id, kind }, 'booking message could not be queued');
        }
      }
    },

    async refund(result: BookingEventResult): Promise<void> {
      if (!result.changed || result.refundOre <= 0) return;
      try {
        const refund = { bookingId: result.booking.id, amountOre: result.refundOre, idempotencyKey: refundKey(result.booking.id) };
        await app.payments.refund(refund);
        await recordLedgerEntry(request.em, { ...refund, kind: 'refund' });
      } catch (error) {
        request.log.error({ err: error, bookingId: result.booking.id, amountOre: result.refundOre }, 'booking refund failed');
      }
    },
  };
}
