import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus } from '#shared/bookings/booking-status.ts';
import { applyDiscounts } from '#shared/payments/discounts.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { query, sql } from '#server/db/sql.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { CouponEntity } from './coupon.entity.ts';
import { PromoCodeUseEntity } from './promo-code-use.entity.ts';
import { PromoCodeEntity } from './promo-code.entity.ts';

/** A booking takes discounts only while nothing is paid. */
export const unpaidStatuses: readonly BookingStatus[] = ['hold', 'awaiting_provider', 'awaiting_payment'];
const isUnpaid = (status: BookingStatus) => unpaidStatuses.includes(status);

const usedOrMissing = () => new AppError(409, 'error.promo.used_or_missing');

/**
 * The VAT rate the booking was priced at: the category's rate. A booking whose service was since
 * deleted still carries its price and VAT, and the rate follows from them (Norwegian rates are whole
 * percents).
 */
async function taxRateOf(tx: EntityManager, booking: BookingEntity): Promise<number> {
  if (booking.service) {
    const service = await tx.findOne(ServiceEntity, booking.service.id, { populate: ['category'] });
    if (service) return Number(service.category.taxRate);
  }
  const net = booking.priceOre - booking.vatOre;
  return net > 0 ? Math.round((booking.vatOre * 100) / net) : 0;
}

/** Sets the payable price, VAT and discount from the list price and the booking's promo code and coupon. */
async function reprice(tx: EntityManager, booking: BookingEntity): Promise<void> {
  const [promo, coupon, taxRatePercent] = await Promise.all([
    booking.promoCode ? tx.findOne(PromoCodeEntity, { code: booking.promoCode }) : null,
    booking.coupon ? tx.findOne(CouponEntity, booking.coupon.id) : null,
    taxRateOf(tx, booking),
  ]);
  const price = applyDiscounts({
    listPriceOre: booking.listPriceOre,
    taxRatePercent,
    promo: promo ? { percentage: promo.percentage } : null,
    coupon: coupon ? (coupon.amountOre != null ? { amountOre: coupon.amountOre } : { percentage: coupon.percentage! }) : null,
  });
  booking.priceOre = price.priceOre;
  booking.vatOre = price.vatOre;
  booking.discountOre = price.discountOre;
}

/** Lets go of the coupon the booking holds, unless it is already spent. */
async function releaseCoupon(tx: EntityManager, bookingId: string): Promise<void> {
  await tx.nativeUpdate(CouponEntity, { reservedBooking: bookingId, spentAt: null }, { reservedBooking: null });
}

/**
 * Reserves the customer's coupon for the booking (replacing the coupon it had). The coupon row is
 * locked first, so of two bookings reserving one coupon at once the second sees the first's
 * reservation and is refused.
 */
async function reserveCoupon(tx: EntityManager, booking: BookingEntity, couponId: string, now: Date): Promise<void> {
  if (booking.coupon?.id === couponId) return;
  const coupon = await tx.findOne(CouponEntity, couponId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!coupon || coupon.user.id !== booking.customer.id || coupon.spentAt || (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime())) throw usedOrMissing();
  if (coupon.reservedBooking && coupon.reservedBooking.id !== booking.id) {
    const holder = await tx.findOne(BookingEntity, coupon.reservedBooking.id, { fields: ['id', 'status'], refresh: true });
    if (holder && isUnpaid(holder.status)) throw usedOrMissing();
  }
  await releaseCoupon(tx, booking.id);
  coupon.reservedBooking = booking;
  booking.coupon = coupon;
}

/**
 * Takes one use of an enabled promo code for the booking (replacing the code it had). The code's
 * row is locked while its uses are counted and the new one written, so concurrent applies cannot
 * pass `maxUses` or `maxUsesPerCustomer` together.
 */
async function usePromoCode(tx: EntityManager, booking: BookingEntity, code: string, now: Date): Promise<void> {
  const wanted = code.trim().toUpperCase();
  if (booking.promoCode === wanted) return;
  const promo = await tx.findOne(PromoCodeEntity, { code: wanted }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!promo || !promo.enabled) throw usedOrMissing();
  const others = { promoCode: promo.id, booking: { $ne: booking.id } };
  const [all, mine] = await Promise.all([
    promo.maxUses == null ? 0 : tx.count(PromoCodeUseEntity, others),
    promo.maxUsesPerCustomer == null ? 0 : tx.count(PromoCodeUseEntity, { ...others, user: booking.customer.id }),
  ]);
  if ((promo.maxUses != null && all >= promo.maxUses) || (promo.maxUsesPerCustomer != null && mine >= promo.maxUsesPerCustomer)) throw usedOrMissing();
  await tx.nativeDelete(PromoCodeUseEntity, { booking: booking.id });
  tx.create(PromoCodeUseEntity, { promoCode: promo, user: booking.customer.id, booking, createdAt: now });
  booking.promoCode = promo.code;
}

export type BookingDiscountChange =
  | { type: 'applyCoupon'; couponId: string }
  | { type: 'removeCoupon'; couponId: string }
  | { type: 'applyPromoCode'; code: string }
  | { type: 'removePromoCode' };

/**
 * The customer changes the discounts of their unpaid booking. The booking row is locked for the
 * transaction, then the coupon or promo code row; the price, VAT and discount are recomputed
 * (shared/payments/discounts.ts) and stored.
 *
 * - Only the booking's customer: anyone else 404, its provider 403.
 * - Only while unpaid (`hold`, `awaiting_provider`, `awaiting_payment`): else 409
 *   `error.booking.status_changed`.
 * - A coupon not the customer's, spent, expired or held by another unpaid booking, and a promo
 *   code unknown, disabled or at a limit: 409 `error.promo.used_or_missing`.
 */
export async function changeBookingDiscounts(em: EntityManager, bookingId: string, userId: string, change: BookingDiscountChange, now: Date): Promise<BookingEntity> {
  return em.transactional(async (tx) => {
    const booking = await tx.findOne(BookingEntity, bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!booking) throw notFound();
    if (booking.customer.id !== userId) {
      const ownsProvider = await tx.count(ProviderEntity, { id: booking.provider.id, owner: userId });
      throw ownsProvider ? new AppError(403, 'error.http.forbidden') : notFound();
    }
    if (!isUnpaid(booking.status)) throw new AppError(409, 'error.booking.status_changed');
    await changeDiscounts(tx, booking, change, now);
    booking.updatedAt = now;
    await tx.flush();
    return booking;
  });
}

async function changeDiscounts(tx: EntityManager, booking: BookingEntity, change: BookingDiscountChange, now: Date): Promise<void> {
  if (change.type === 'applyCoupon') await reserveCoupon(tx, booking, change.couponId, now);
  else if (change.type === 'applyPromoCode') await usePromoCode(tx, booking, change.code, now);
  else if (change.type === 'removeCoupon') {
    if (booking.coupon?.id !== change.couponId) return;
    await releaseCoupon(tx, booking.id);
    booking.coupon = null;
  } else {
    if (!booking.promoCode) return;
    await tx.nativeDelete(PromoCodeUseEntity, { booking: booking.id });
    booking.promoCode = null;
  }
  await reprice(tx, booking);
}

/**
 * The promo code and coupon chosen with a new booking, applied inside the transaction that
 * inserts it (so a refused code stores no booking) and before anything is charged.
 */
export async function applyChosenDiscounts(tx: EntityManager, booking: BookingEntity, chosen: { promoCode?: string; couponId?: string }, now: Date): Promise<void> {
  const code = chosen.promoCode?.trim();
  if (!code && !chosen.couponId) return;
  if (code) await usePromoCode(tx, booking, code, now);
  if (chosen.couponId) await reserveCoupon(tx, booking, chosen.couponId, now);
  await reprice(tx, booking);
  await tx.flush();
}

/**
 * Follows a booking's status change (called by applyBookingEvent, inside its transaction): paying
 * spends the reserved coupon; ending unpaid (cancelled, declined, expired) releases it and drops the
 * promo code use, so it stops counting against the limits. A paid booking cancelled later keeps
 * both: the refund follows the price that was paid.
 */
export async function settleBookingDiscounts(tx: EntityManager, booking: BookingEntity, from: BookingStatus, now: Date): Promise<void> {
  if (booking.status === 'confirmed' && isUnpaid(from)) {
    await tx.nativeUpdate(CouponEntity, { reservedBooking: booking.id, spentAt: null }, { spentAt: now });
  } else if (isUnpaid(from) && !isUnpaid(booking.status)) {
    // One statement: every expiry and cancellation before payment passes here, most with neither.
    await query(
      tx,
      sql`with coupon_released as (update coupon set reserved_booking_id = null where reserved_booking_id = ${booking.id} and spent_at is null)
        delete from promo_code_use where booking_id = ${booking.id}`,
    );
  }
}

/**
 * The customer's coupons that are unspent, unexpired and not held by another unpaid booking, newest
 * first. With `bookingId`, the coupon that booking holds counts as available (the screen shows it
 * chosen).
 */
export async function availableCoupons(em: EntityManager, userId: string, now: Date, bookingId?: string): Promise<CouponEntity[]> {
  const free = [{ reservedBooking: null }, { reservedBooking: { status: { $nin: [...unpaidStatuses] } } }, ...(bookingId ? [{ reservedBooking: bookingId }] : [])];
  return em.find(
    CouponEntity,
    {
      user: userId,
      spentAt: null,
      $and: [
        { $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] },
        { $or: free },
      ],
    },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
}

/** An enabled promo code, by its code in any case; null otherwise. */
export async function findEnabledPromoCode(em: EntityManager, code: string): Promise<PromoCodeEntity | null> {
  return em.findOne(PromoCodeEntity, { code: code.trim().toUpperCase(), enabled: true });
}
