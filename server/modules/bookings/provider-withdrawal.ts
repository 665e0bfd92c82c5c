import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { bookingTransitions } from '#shared/bookings/booking-status.ts';
import { releaseBalanceReservation } from '#server/modules/payments/booking-balance.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { type BookingMessaging, applyBookingEvent, sendBookingMessage } from './booking-events.service.ts';
import { BookingEntity } from './booking.entity.ts';

/** The statuses a booking still waits in for its provider: a request, an accepted booking not yet paid, a checkout. */
const openStatuses = bookingTransitions.provider_unavailable.from;

/**
 * Spec §1 and §4: when a provider can no longer take jobs (its owner is blocked, its approval is
 * withdrawn), every request it has not answered and every booking not yet paid ends for the
 * customer, declined by the system through the booking state machine. Call it inside the
 * transaction that hides the provider, so both commit together; each booking is locked as it
 * changes. A booking already ended, or ended by a second call, is left alone (repeats change
 * nothing), so this is safe to run again. Confirmed bookings stay: support decides about them
 * (the admin list of bookings needing attention).
 * Answers the bookings it ended, for `tellCustomersProviderLeft` after the commit.
 */
export async function endOpenBookingsOfOwner(tx: EntityManager, ownerId: string, now: Date): Promise<BookingEntity[]> {
  const providers = await tx.find(ProviderEntity, { owner: ownerId }, { fields: ['id'] });
  if (providers.length === 0) return [];
  const open = await tx.find(
    BookingEntity,
    { provider: { $in: providers.map((provider) => provider.id) }, status: { $in: [...openStatuses] } },
    { fields: ['id'], orderBy: { startsAt: 'asc', id: 'asc' } },
  );
  const ended: BookingEntity[] = [];
  for (const { id } of open) {
    const result = await applyBookingEvent(tx, id, { type: 'provider_unavailable' }, 'system', now);
    if (result.changed) ended.push(result.booking);
  }
  return ended;
}

/**
 * After the commit: gives back balance set aside for the ended bookings and tells each customer,
 * in their language, by e-mail and SMS and in the app, that the provider can no longer take the
 * job. A message that cannot be queued is logged; it never undoes the change.
 */
export async function tellCustomersProviderLeft(
  em: EntityManager,
  messaging: BookingMessaging,
  bookings: readonly BookingEntity[],
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  for (const booking of bookings) {
    try {
      await releaseBalanceReservation(em, { bookingId: booking.id, userId: booking.customer.id });
      await sendBookingMessage(em, messaging, 'providerUnavailable', booking);
    } catch (error) {
      log.error({ err: error, bookingId: booking.id }, 'customer could not be told that the provider left');
    }
  }
}
