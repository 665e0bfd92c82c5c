import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { replacementRefusal } from '#shared/bookings/provider-replacement.ts';
import { customRequestLimits } from '#shared/requests/custom-request.schema.ts';
import { query, sql } from '#server/db/sql.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { recordAdminAction } from '#server/modules/admin/audit-log.ts';
import { isBookingOverlap, lockProviderBookings } from '#server/modules/bookings/booking-insert.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { openReplacementRequestId } from '#server/modules/bookings/booking-replacement.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';
import { ProviderDropoutEntity } from './provider-dropout.entity.ts';
import { reachProviders, relevantProviders } from './request-broadcast.ts';
import { type RequestMessaging, tellProvidersReached } from './request-messages.ts';

const minuteMs = 60_000;

/** The booking's category: its service's, else the request whose offer made it, else its provider's own. */
async function bookingCategoryId(em: EntityManager, bookingId: string): Promise<string> {
  const [row] = await query<{ category_id: string | null }>(
    em,
    sql`select coalesce(
        (select s.category_id from service s where s.id = b.service_id),
        (select cr.category_id from price_offer po join custom_request cr on cr.id = po.request_id where po.resulting_booking_id = b.id limit 1),
        (select cr.category_id from custom_request cr where cr.replaces_booking_id = b.id order by cr.created_at limit 1),
        p.category_id) as category_id
      from booking b join provider p on p.id = b.provider_id where b.id = ${bookingId}`,
  );
  if (!row?.category_id) throw notFound();
  return row.category_id;
}

/** What the job was, for providers who never saw it: the service's (or the original request's) description and the customer's note. */
async function jobDescription(em: EntityManager, booking: BookingEntity): Promise<string> {
  const [row] = await query<{ description: string | null }>(
    em,
    sql`select coalesce(
        nullif((select s.description from service s where s.id = ${booking.service?.id ?? null}::uuid), ''),
        (select cr.description from price_offer po join custom_request cr on cr.id = po.request_id where po.resulting_booking_id = ${booking.id} limit 1),
        (select cr.description from custom_request cr where cr.replaces_booking_id = ${booking.id} order by cr.created_at limit 1)) as description`,
  );
  return [row?.description || booking.serviceTitle, booking.customerNote].filter(Boolean).join('\n\n');
}

export type ReplacementStarted = { booking: BookingEntity; request: CustomRequestEntity; droppedProviderId: string; reached: string[] };

/**
 * Support takes a provider off a confirmed booking that has not started (`replacementRefusal`) and
 * finds the customer a new one. Under the booking's row lock, in one transaction: the drop-out is
 * recorded (`provider_dropout`, also the audit log), and a replacement request is made for the
 * customer (same category, time and address, the booking's price fixed, `replacesBooking`) and
 * sent at once to every relevant provider but the ones that dropped out of this booking. The
 * booking stays confirmed with its old provider meanwhile, so its time still holds; accepting an
 * offer moves it (`acceptPriceOffer`). The providers reached are told after the commit; the
 * customer and the dropped provider are told by the caller.
 */
export async function startProviderReplacement(
  em: EntityManager,
  messaging: RequestMessaging,
  input: { bookingId: string; admin: UserEntity; reason: string; now: Date },
): Promise<ReplacementStarted> {
  const { now } = input;
  const outcome = await em.transactional(async (tx) => {
    const booking = await tx.findOne(BookingEntity, input.bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!booking) throw notFound();
    const refusal = replacementRefusal(booking, now, (await openReplacementRequestId(tx, booking.id)) !== null);
    if (refusal) throw new AppError(409, refusal);
    const categoryId = await bookingCategoryId(tx, booking.id);
    const droppedProviderId = booking.provider.id;
    const request = tx.create(CustomRequestEntity, {
      customer: booking.customer.id,
      category: categoryId,
      title: booking.serviceTitle.slice(0, customRequestLimits.titleLength),
      description: (await jobDescription(tx, booking)).slice(0, customRequestLimits.descriptionLength),
      tags: [],
      files: [],
      answers: [],
      startsAt: booking.startsAt,
      deliveryStreet: booking.deliveryStreet,
      deliveryPostalCode: booking.deliveryPostalCode,
      deliveryPlace: booking.deliveryPlace,
      deliveryAreaId: booking.deliveryAreaId ?? null,
      status: 'OPEN',
      sendToAll: true,
      isReplacement: true,
      replacementPriceOre: booking.priceOre,
      replacesBooking: booking,
      broadcastAt: now,
      // Sent to everyone here and now, so neither the broadcast job nor the sweep has anything left to do.
      broadcastDoneAt: now,
      createdAt: now,
      updatedAt: now,
    });
    tx.create(ProviderDropoutEntity, { booking, provider: droppedProviderId, reason: input.reason, droppedAt: now, droppedBy: input.admin, replacementRequest: request });
    // The line in the customer's chat and the messages are named by the booking's last change.
    booking.updatedAt = now;
    recordAdminAction(tx, input.admin, 'booking.replace_provider', { type: 'booking', id: booking.id }, { orderNumber: booking.orderNumber, providerId: droppedProviderId, reason: input.reason, requestId: request.id });
    await tx.flush();
    const reached = await reachProviders(
      tx,
      request.id,
      relevantProviders({ categoryId, areaId: booking.deliveryAreaId ?? null, customerId: booking.customer.id, replacesBookingId: booking.id }),
      'broadcast',
      now,
    );
    return { booking, request, droppedProviderId, reached };
  });
  const { request } = outcome;
  await tellProvidersReached(em, messaging, { id: request.id, title: request.title, startsAt: request.startsAt ?? null, deliveryPlace: request.deliveryPlace ?? null }, outcome.reached);
  return outcome;
}

/**
 * Moves a replaced booking to the provider whose replacement offer the customer accepted, inside
 * the accept's transaction (the request is locked already). The booking row is locked, must still
 * be confirmed and not started (else 409 `error.booking.status_changed`), and keeps its time,
 * price, address and payment: only the provider changes, the old provider's service is let go
 * and the new provider's buffer applies. The exclusion constraint decides whether the new
 * provider is free: 409 "Time is already booked." rolls the whole accept back. Payouts follow the
 * booking's provider (the statement reads done bookings by provider), so the money needs no move.
 * Answers the booking and the provider it left.
 */
export async function moveBookingToProvider(
  tx: EntityManager,
  input: { bookingId: string; requestId: string; providerId: string; bufferMinutes: number; now: Date },
): Promise<{ booking: BookingEntity; previousProviderId: string }> {
  const booking = await tx.findOne(BookingEntity, input.bookingId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!booking) throw notFound();
  if (booking.status !== 'confirmed' || booking.startsAt.getTime() <= input.now.getTime()) throw new AppError(409, 'error.booking.status_changed');
  const previousProviderId = booking.provider.id;
  // Writers that can give this provider a time-holding booking take turns, as insertBooking does.
  await lockProviderBookings(tx, input.providerId);
  booking.provider = tx.getReference(ProviderEntity, input.providerId);
  booking.service = null;
  booking.busyUntil = new Date(booking.endsAt.getTime() + input.bufferMinutes * minuteMs);
  booking.updatedAt = input.now;
  try {
    await tx.flush();
  } catch (error) {
    if (isBookingOverlap(error)) throw new AppError(409, 'error.booking.time_already_booked', { cause: error });
    throw error;
  }
  await tx.nativeUpdate(ProviderDropoutEntity, { booking: booking.id, replacementRequest: input.requestId, replacedAt: null }, { replacedAt: input.now });
  return { booking, previousProviderId };
}
