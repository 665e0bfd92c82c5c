import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingRating, ratingBodySchema } from '#shared/ratings/booking-rating.schema.ts';
import { ratingRefusal } from '#shared/ratings/rating-rules.ts';
import type { z } from 'zod';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { sqlState } from '#server/db/sql.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { recordAdminAction } from '#server/modules/admin/audit-log.ts';
import { ProviderRatingEntity } from './provider-rating.entity.ts';
import { refreshProviderFigures } from './provider-figures.service.ts';

const alreadyRated = () => new AppError(409, 'error.rating.already_rated');

export function presentBookingRating(rating: ProviderRatingEntity): BookingRating {
  return {
    id: rating.id,
    bookingId: rating.booking!.id,
    numStars: rating.numStars,
    comment: rating.comment ?? null,
    anonymous: rating.anonymous,
    created: rating.createdAt.toISOString(),
    hidden: rating.hiddenAt != null,
  };
}

/** Whether `userId` owns the booking's provider (it may read the rating, never write it). */
async function ownsProvider(em: EntityManager, booking: Pick<BookingEntity, 'provider'>, userId: string): Promise<boolean> {
  return (await em.count(ProviderEntity, { id: booking.provider.id, owner: userId })) > 0;
}

/**
 * The customer rates their booking (api-contract `POST /api/rating/booking/{id}`): only its
 * customer (its provider 403, anyone else 404), only once it is done and within 30 days of that
 * (`ratingRefusal`), once per booking. Under the booking's row lock, and by the unique booking on
 * the rating, two posts at once store one. The provider's and the service's figures are counted
 * again in the same transaction, so what explore shows never lags the rating.
 * @throws AppError 409 `error.rating.not_done` / `error.rating.window_passed` / `error.rating.already_rated`.
 */
export async function rateBooking(
  em: EntityManager,
  input: { bookingId: string; userId: string; body: z.output<typeof ratingBodySchema>; now: Date },
): Promise<ProviderRatingEntity> {
  try {
    return await em.transactional(async (tx) => {
      const booking = await tx.findOne(BookingEntity, input.bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!booking) throw notFound();
      if (booking.customer.id !== input.userId) {
        if (await ownsProvider(tx, booking, input.userId)) throw new AppError(403, 'error.http.forbidden');
        throw notFound();
      }
      const refusal = ratingRefusal({ status: booking.status, doneAt: booking.doneAt ?? null }, input.now);
      if (refusal) throw new AppError(409, refusal);
      if (await tx.count(ProviderRatingEntity, { booking: booking.id })) throw alreadyRated();
      const customer = await tx.findOneOrFail(UserEntity, input.userId, { fields: ['id', 'firstName'] });
      const rating = tx.create(ProviderRatingEntity, {
        provider: booking.provider.id,
        service: booking.service?.id ?? null,
        customer: customer.id,
        booking: booking.id,
        serviceTitle: booking.serviceTitle,
        numStars: input.body.numStars,
        comment: input.body.comment ?? null,
        customerFirstname: customer.firstName,
        anonymous: input.body.anonymous,
        externalId: null,
        createdAt: input.now,
      });
      await tx.flush();
      await refreshProviderFigures(tx, [booking.provider.id], input.now);
      return rating;
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw alreadyRated();
    throw error;
  }
}

/** A booking's rating for its customer or its provider (api-contract `GET /api/rating/booking/{id}`); anyone else, or none yet, 404. */
export async function findBookingRating(em: EntityManager, input: { bookingId: string; userId: string }): Promise<ProviderRatingEntity> {
  const booking = await em.findOne(BookingEntity, input.bookingId, { fields: ['id', 'customer', 'provider'] });
  if (!booking) throw notFound();
  if (booking.customer.id !== input.userId && !(await ownsProvider(em, booking, input.userId))) throw notFound();
  const rating = await em.findOne(ProviderRatingEntity, { booking: booking.id });
  if (!rating) throw notFound();
  return rating;
}

/**
 * The provider answers a rating of theirs, once and publicly (issue: "the provider answers a
 * rating once"). Only the owner of the rated provider; anyone else 404. Under the rating's row lock.
 * @throws AppError 409 `error.rating.already_replied`.
 */
export async function replyToRating(em: EntityManager, input: { ratingId: string; userId: string; text: string; now: Date }): Promise<ProviderRatingEntity> {
  return em.transactional(async (tx) => {
    const rating = await tx.findOne(ProviderRatingEntity, input.ratingId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!rating || !(await ownsProvider(tx, rating, input.userId))) throw notFound();
    if (rating.reply) throw new AppError(409, 'error.rating.already_replied');
    rating.reply = input.text;
    rating.repliedAt = input.now;
    await tx.flush();
    return rating;
  });
}

/**
 * Support hides a rating that breaks the rules (issue: "support can hide a rating, audited, and
 * the customer is told"): out of the public lists and the figures at once, with the reason in the
 * audit log in the same transaction. Hiding a hidden one again changes nothing.
 * Answers whether it was hidden now, and the customer and booking to tell.
 */
export async function hideRating(
  em: EntityManager,
  input: { ratingId: string; admin: UserEntity; reason: string; now: Date },
): Promise<{ hidden: boolean; rating: ProviderRatingEntity }> {
  return em.transactional(async (tx) => {
    const rating = await tx.findOne(ProviderRatingEntity, input.ratingId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!rating) throw notFound();
    if (rating.hiddenAt) return { hidden: false, rating };
    rating.hiddenAt = input.now;
    rating.hiddenReason = input.reason;
    recordAdminAction(tx, input.admin, 'rating.hide', { type: 'rating', id: rating.id }, { reason: input.reason, providerId: rating.provider.id });
    await tx.flush();
    await refreshProviderFigures(tx, [rating.provider.id], input.now);
    return { hidden: true, rating };
  });
}
