import { DriverException, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { errorMessage } from '#shared/errors/error-catalogue.ts';
import { AppError, fieldError, notFound } from '#server/lib/app-error.ts';
import { availabilityInput } from '#server/modules/availability/availability-input.ts';
import { availableDays, availableTimes } from '#server/modules/availability/availability.ts';
import { type SchedulingProvider, findSchedulingProvider } from '#server/modules/availability/availability.queries.ts';
import { dateOfDayNumber, dayNumberAt, dayNumberOf, minuteMs } from '#server/modules/availability/zoned-time.ts';
import { serviceUnavailable } from '#server/modules/providers/public-provider.ts';
import { actionsFor } from './actions-for.ts';
import { lockProviderBookings } from './booking-insert.ts';
import { BookingEntity, noOverlapConstraint } from './booking.entity.ts';
import type { BookingViewer } from './booking.presenter.ts';
import { openReplacementRequestId } from './booking-replacement.ts';

/** A booking with the side the caller is on; anyone else gets 404, as if it did not exist. */
export async function bookingOfParticipant(
  em: EntityManager,
  bookingId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<{ booking: BookingEntity; role: BookingViewer; provider: SchedulingProvider }> {
  const booking = await em.findOne(BookingEntity, bookingId, { refresh: true, ...(options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
  if (!booking) throw notFound();
  const provider = await findSchedulingProvider(em, booking.provider.id);
  if (!provider) throw notFound();
  const role: BookingViewer | null = booking.customer.id === userId ? 'customer' : provider.ownerId === userId ? 'provider' : null;
  if (!role) throw notFound();
  return { booking, role, provider };
}

const lengthMinutes = (booking: BookingEntity) => (booking.endsAt.getTime() - booking.startsAt.getTime()) / minuteMs;

/** Start times on an Oslo day a booking could move to: the provider's schedule, its own time free. */
export async function moveTimes(em: EntityManager, booking: BookingEntity, provider: SchedulingProvider, day: string, now: Date): Promise<Date[]> {
  const dayNumber = dayNumberOf(day);
  const input = await availabilityInput(em, {
    providerId: provider.id,
    schedule: provider.schedule,
    durationMinutes: lengthMinutes(booking),
    now,
    firstDay: dayNumber,
    lastDay: dayNumber,
    ignoreBookingId: booking.id,
  });
  return input ? availableTimes(input, day) : [];
}

/** Days of `year` on which a booking could move to at least one time. */
export async function moveDays(em: EntityManager, booking: BookingEntity, provider: SchedulingProvider, year: number, now: Date): Promise<string[]> {
  const input = await availabilityInput(em, {
    providerId: provider.id,
    schedule: provider.schedule,
    durationMinutes: lengthMinutes(booking),
    now,
    firstDay: dayNumberOf(`${year}-01-01`),
    lastDay: dayNumberOf(`${year}-12-31`),
    ignoreBookingId: booking.id,
  });
  return input ? availableDays(input, year) : [];
}

function isOverlap(error: unknown): boolean {
  return error instanceof DriverException && error.code === '23P01' && (error as { constraint?: string }).constraint === noOverlapConstraint;
}

export type TimeChange = { booking: BookingEntity; role: BookingViewer; changed: boolean; oldStartsAt: Date };

/**
 * Moves a booking (`PUT /api/booking/{id}/time`, spec §7) to `from`–`to`, which must be as long
 * as the booking. Either side may, while `bookingActions` allows it (before the start; after
 * confirmation only until the policy's cancellation deadline). The new start must be one the
 * availability engine offers with the booking's own time left out; the exclusion constraint still
 * has the last word for a booking that holds time. The buffer kept is the one it was booked with.
 * A provider that is not public (not approved, owner blocked) answers 409 "Service is not available".
 */
export async function changeBookingTime(
  em: EntityManager,
  input: { bookingId: string; userId: string; from: Date; to: Date; now: Date },
): Promise<TimeChange> {
  try {
    return await em.transactional(async (tx) => {
      const { booking, role, provider } = await bookingOfParticipant(tx, input.bookingId, input.userId, { lock: true });
      const oldStartsAt = booking.startsAt;
      const actions = actionsFor(booking, role, input.now);
      if (input.to.getTime() - input.from.getTime() !== booking.endsAt.getTime() - booking.startsAt.getTime()) {
        throw fieldError('to', 'error.booking.duration_mismatch', errorMessage('error.booking.duration_mismatch', 'en'));
      }
      if (input.from.getTime() === booking.startsAt.getTime()) return { booking, role, changed: false, oldStartsAt };
      if (!actions.changeTime) throw new AppError(409, 'error.booking.change_not_allowed');
      if (await openReplacementRequestId(tx, booking.id)) throw new AppError(409, 'error.booking.change_not_allowed');
      // A provider that is not public takes no new time, moved bookings included.
      if (!provider.isPublic) throw serviceUnavailable();

      // Moves and new bookings of this provider take turns from here, so the daily limit read
      // below still holds when this one is saved.
      await lockProviderBookings(tx, booking.provider.id);
      const day = dateOfDayNumber(dayNumberAt(input.from.getTime()));
      const times = await moveTimes(tx, booking, provider, day, input.now);
      if (!times.some((time) => time.getTime() === input.from.getTime())) throw new AppError(409, 'error.booking.time_already_booked');

      const buffer = booking.busyUntil.getTime() - booking.endsAt.getTime();
      booking.startsAt = input.from;
      booking.endsAt = input.to;
      booking.busyUntil = new Date(input.to.getTime() + buffer);
      // A deadline never falls after the start (deadlineBefore); an earlier start brings it forward.
      if (booking.providerAnswerBy && booking.providerAnswerBy > input.from) booking.providerAnswerBy = input.from;
      if (booking.paymentDueBy && booking.paymentDueBy > input.from) booking.paymentDueBy = input.from;
      booking.updatedAt = input.now;
      await tx.flush();
      return { booking, role, changed: true, oldStartsAt };
    });
  } catch (error) {
    if (isOverlap(error)) throw new AppError(409, 'error.booking.time_already_booked', { cause: error });
    throw error;
  }
}
