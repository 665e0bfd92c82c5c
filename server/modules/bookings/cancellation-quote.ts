import { type CancellationBand, CancellationError, cancellationFee, freeCancellationUntil } from '#shared/bookings/cancellation-policy.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { BookingEntity } from './booking.entity.ts';

export type CancellationQuote = {
  band: CancellationBand;
  feeOre: number;
  refundOre: number;
  /** Whether money was taken, so the refund is paid back rather than simply not charged. */
  paid: boolean;
  /** When free cancellation ends; null before confirmation (free until then). */
  freeUntil: Date | null;
};

/**
 * What the customer cancelling a booking now costs and gets back. Only a confirmed booking has
 * been paid; before confirmation, and for a paused occurrence, cancelling is free. Once the
 * booking has started, or when it is over, it cannot be cancelled: 409.
 */
export function quoteCancellation(booking: Pick<BookingEntity, 'status' | 'startsAt' | 'priceOre' | 'cancellationPolicy'>, now: Date): CancellationQuote {
  if (now.getTime() >= booking.startsAt.getTime()) throw new AppError(409, 'error.booking.not_cancellable');
  let quote: ReturnType<typeof cancellationFee>;
  try {
    quote = cancellationFee({ policy: booking.cancellationPolicy, priceOre: booking.priceOre, startsAt: booking.startsAt, now, status: booking.status });
  } catch (error) {
    if (error instanceof CancellationError) throw new AppError(409, 'error.booking.not_cancellable', { cause: error });
    throw error;
  }
  const paid = booking.status === 'confirmed';
  return {
    ...quote,
    paid,
    freeUntil: paid ? freeCancellationUntil(booking.cancellationPolicy, booking.startsAt) : null,
  };
}
