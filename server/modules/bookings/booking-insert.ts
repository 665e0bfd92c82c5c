import { DeadlockException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingDeadlines, deadlineBefore } from '#shared/bookings/booking-status.ts';
import type { CancellationPolicy } from '#shared/bookings/cancellation-policy.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import type { ServiceAddonEntity } from '#server/modules/catalogue/service-addon.entity.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { BookingAddonEntity } from './booking-addon.entity.ts';
import { BookingEntity, noOverlapConstraint } from './booking.entity.ts';

/** Statuses a booking is created in: a request, or a direct booking awaiting payment or in checkout. */
export type InitialBookingStatus = 'awaiting_provider' | 'awaiting_payment' | 'hold';

export type BookingInsert = {
  customer: UserEntity | string;
  provider: ProviderEntity | string;
  /** The booked service; null for a job priced by an accepted custom-request offer. */
  service: ServiceEntity | null;
  /** What the booking is called; the service's title unless given. */
  title?: string;
  status: InitialBookingStatus;
  startsAt: Date;
  /** Start plus the service's duration and the add-ons' time. */
  endsAt: Date;
  /** The provider's buffer after a booking, as it is now; stored as `busyUntil`. */
  bufferMinutes: number;
  /** What the customer pays; the list price unless discounts are applied in `withTx`. */
  priceOre: number;
  vatOre: number;
  cancellationPolicy: CancellationPolicy;
  paymentMethod: 'card' | 'invoice';
  participants?: number | null;
  customerNote?: string | null;
  deliveryAddress: { street: string; postalCode: string; place: string; areaId: string | null };
  addons?: ReadonlyArray<{
    addon: ServiceAddonEntity | string | null;
    title: string;
    unitType: 'custom' | 'participant';
    unitPriceOre: number;
    units: number;
    unitTimeMinutes: number;
    amountOre: number;
  }>;
  /** When the booking is made; deadlines count from it. */
  now?: Date;
  /**
   * Overrides the payment deadline of a booking awaiting payment (72 hours, never after the start):
   * a subscription's visit is charged on the subscription's own schedule, so it has none (null).
   */
  paymentDueBy?: Date | null;
  /** Runs in the insert's transaction after the booking is written (discounts); a throw stores nothing. */
  afterInsert?: (tx: EntityManager, booking: BookingEntity) => Promise<void>;
};

function providerIdOf(provider: ProviderEntity | string): string {
  return typeof provider === 'string' ? provider : provider.id;
}

/**
 * Makes writers that can put a provider's booking into a time-holding status take turns for the
 * rest of the transaction (see insertBooking).
 */
export async function lockProviderBookings(tx: EntityManager, providerId: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [providerId]);
}

const hour = 3_600_000;
const minute = 60_000;

/** SQLSTATE 23P01: an exclusion constraint refused the row. MikroORM has no class of its own for it. */
export function isBookingOverlap(error: unknown): boolean {
  return error instanceof DriverException && error.code === '23P01' && (error as { constraint?: string }).constraint === noOverlapConstraint;
}

function isOrderNumberClash(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === 'booking_order_number_unique';
}

/**
 * Stores a new booking with its add-ons in one transaction. The database decides whether the
 * time is free (the `booking_no_overlap` exclusion constraint), so of any number of concurrent
 * inserts for overlapping times in a time-holding status exactly one succeeds; the others get
 * 409 `error.booking.time_already_booked` ("Time is already booked."). A request
 * (`awaiting_provider`) holds no time and never collides.
 *
 * The insert runs in a transaction of its own (a fork), so a refused booking leaves nothing
 * behind in the caller's entity manager. A clash of the random order number, or a deadlock with
 * another writer, is retried.
 */
export async function insertBooking(em: EntityManager, data: BookingInsert): Promise<BookingEntity> {
  if (!Number.isSafeInteger(data.bufferMinutes) || data.bufferMinutes < 0) throw new RangeError('bufferMinutes must be a whole, non-negative number');
  const now = data.now ?? new Date();
  const busyUntil = new Date(data.endsAt.getTime() + data.bufferMinutes * minute);
  const providerAnswerBy = data.status === 'awaiting_provider' ? deadlineBefore(now, bookingDeadlines.providerAnswerHours * hour, data.startsAt) : null;
  const paymentDueBy =
    data.paymentDueBy !== undefined
      ? data.paymentDueBy
      : data.status === 'awaiting_payment'
      ? deadlineBefore(now, bookingDeadlines.customerPaymentHours * hour, data.startsAt)
      : data.status === 'hold'
        ? deadlineBefore(now, bookingDeadlines.holdMinutes * minute, data.startsAt)
        : null;

  for (let attempt = 1; ; attempt += 1) {
    try {
      return await em.transactional(async (tx) => {
        // Concurrent inserts that overlap wait on each other inside the exclusion check and can
        // deadlock (PostgreSQL then aborts one after a second). Taking turns per provider avoids
        // that; the constraint still decides which booking gets the time.
        await lockProviderBookings(tx, providerIdOf(data.provider));
        const booking = tx.create(BookingEntity, {
          customer: data.customer,
          provider: data.provider,
          service: data.service,
          serviceTitle: data.title ?? data.service?.title ?? '',
          status: data.status,
          startsAt: data.startsAt,
          endsAt: data.endsAt,
          busyUntil,
          priceOre: data.priceOre,
          vatOre: data.vatOre,
          listPriceOre: data.priceOre,
          discountOre: 0,
          cancellationPolicy: data.cancellationPolicy,
          paymentMethod: data.paymentMethod,
          participants: data.participants ?? null,
          customerNote: data.customerNote ?? null,
          deliveryStreet: data.deliveryAddress.street,
          deliveryPostalCode: data.deliveryAddress.postalCode,
          deliveryPlace: data.deliveryAddress.place,
          deliveryAreaId: data.deliveryAddress.areaId,
          providerAnswerBy,
          paymentDueBy,
          createdAt: now,
          updatedAt: now,
        });
        (data.addons ?? []).forEach((addon, sortIndex) => {
          tx.create(BookingAddonEntity, { booking, sortIndex, ...addon });
        });
        await tx.flush();
        await data.afterInsert?.(tx, booking);
        return booking;
      });
    } catch (error) {
      if (isBookingOverlap(error)) throw new AppError(409, 'error.booking.time_already_booked', { cause: error });
      if ((isOrderNumberClash(error) || error instanceof DeadlockException) && attempt < 3) continue;
      throw error;
    }
  }
}
