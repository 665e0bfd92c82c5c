import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { conflict, notFound } from '#server/lib/app-error.ts';
import { recordAdminAction } from '#server/modules/admin/audit-log.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import type { BookingPayments } from './booking-payments.ts';
import { heldForBooking, refundBooking } from './booking-refund.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';

/** Statuses reached by paying that a goodwill refund leaves as they are. */
const refundableStatuses = new Set(['confirmed', 'done']);

/**
 * The idempotency key of one goodwill refund. Each goodwill refund is its own movement of money
 * (a booking may get several), so the key cannot be derived from the booking alone; the client's
 * `requestId` names the refund it means, and a retry with it refunds once. Without one the key is
 * new per request, so a retried request without it would refund again.
 */
export const goodwillRefundKey = (bookingId: string, requestId: string) => `booking:${bookingId}:goodwill:${requestId}`;

export type GoodwillRefund = {
  bookingId: string;
  amountOre: number;
  reason: string;
  requestId?: string;
  admin: UserEntity;
};

/**
 * Support gives money back on a paid booking that stays confirmed or done (goodwill after a
 * complaint). At most what the platform still holds for the booking (card and balance, less what
 * went back) can go back, card first and the rest to the balance (refundBooking). The booking row stays locked from the check until the ledger row is written, and the
 * gateway is called inside that lock: two refunds at once cannot both pass the check, at the cost
 * of holding one booking row for a gateway round trip (rare, admin-only). A gateway failure rolls
 * everything back; the same `requestId` then repeats the refund under the same key, which the
 * gateway answers once. A repeat of a refund already written changes nothing (`changed: false`).
 */
export async function refundAsGoodwill(em: EntityManager, payments: BookingPayments, input: GoodwillRefund, now: Date = new Date()): Promise<{ booking: BookingEntity; changed: boolean }> {
  const key = goodwillRefundKey(input.bookingId, input.requestId ?? randomUUID());
  return em.transactional(async (tx) => {
    const booking = await tx.findOne(BookingEntity, input.bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!booking) throw notFound();
    if ((await tx.count(LedgerEntryEntity, { idempotencyKey: { $in: [key, `${key}:balance`] } })) > 0) return { booking, changed: false };
    if (!refundableStatuses.has(booking.status)) throw conflict('error.booking.status_changed');
    const held = await heldForBooking(tx, booking.id);
    const heldOre = held.cardOre + held.balanceOre;
    if (input.amountOre > heldOre) throw conflict('error.booking.refund_above_price', { heldOre });

    await refundBooking(tx, { payments, now }, { bookingId: booking.id, amountOre: input.amountOre, idempotencyKey: key });
    booking.refund = true;
    recordAdminAction(tx, input.admin, 'booking.refund', { type: 'booking', id: booking.id }, { orderNumber: booking.orderNumber, refundOre: input.amountOre, reason: input.reason });
    await tx.flush();
    return { booking, changed: true };
  });
}
