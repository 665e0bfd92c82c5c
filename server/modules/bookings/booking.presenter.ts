import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking } from '#shared/bookings/booking.schema.ts';
import { type BookingSubscription, deliveryStates } from '#shared/subscriptions/booking-subscription.schema.ts';
import { isoInstant } from '#server/modules/explore/explore-json.ts';
import { query, sql } from '#server/db/sql.ts';
import { openReplacementRequestId } from './booking-replacement.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { hasReceipt } from '#server/modules/payments/receipt.service.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { providerIsPublic } from '#server/modules/providers/public-provider.ts';
import { actionsFor } from './actions-for.ts';
import { addonOffersOf } from './addon-offer.service.ts';
import { BookingAddonEntity } from './booking-addon.entity.ts';
import type { BookingEntity } from './booking.entity.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export type BookingViewer = 'customer' | 'provider';

const noActions = { pay: false, cancel: false, changeTime: false, accept: false, decline: false, markDone: false };

/**
 * The slug of the booked service while the public may book it (the same rule as its page), so
 * "book again" never leads to a page that answers 404.
 */
async function publicServiceSlug(em: EntityManager, serviceId: string | undefined): Promise<string | null> {
  if (!serviceId) return null;
  const [row] = await query<{ slug: string }>(
    em,
    sql`select s.slug from service s join provider p on p.id = s.provider_id
      where s.id = ${serviceId}::uuid and s.enabled and ${providerIsPublic()}`,
  );
  return row?.slug ?? null;
}

/**
 * The subscription a booking is a visit of, with its visits that have passed (newest first), or
 * null. Read by SQL: subscriptions build on bookings, not the other way round.
 */
async function subscriptionOf(em: EntityManager, bookingId: string, now: Date): Promise<BookingSubscription | null> {
  const [row] = await query<{ id: string; frequency: BookingSubscription['frequency']; deliveries: BookingSubscription['deliveries'] }>(
    em,
    sql`select s.id, s.frequency, coalesce((
        select json_agg(json_build_object('startsAt', ${isoInstant(sql`past.planned_starts_at`)}, 'state', past.state, 'bookingId', past.booking_id) order by past.planned_starts_at desc)
        from (select * from subscription_visit pv where pv.subscription_id = s.id and pv.planned_starts_at <= ${now}
          and pv.state = any(array[${[...deliveryStates]}]::text[]) order by pv.planned_starts_at desc limit 20) past), '[]'::json) as deliveries
      from subscription_visit v join subscription s on s.id = v.subscription_id
      where v.booking_id = ${bookingId}::uuid`,
  );
  return row ?? null;
}

/**
 * A booking as its customer or its provider sees it, with what that side may do now. The
 * checklist and included items come from the service as it is; add-ons as they were booked.
 */
export async function presentBooking(
  em: EntityManager,
  booking: BookingEntity,
  viewer: BookingViewer | 'admin',
  now: Date,
  /** A blocked person may read their bookings but do nothing with them. */
  options: { viewerBlocked?: boolean } = {},
): Promise<Booking> {
  const [provider, customer, service, addons, slug, addonOffers, replacement, subscription] = await Promise.all([
    em.findOneOrFail(ProviderEntity, booking.provider.id, { fields: ['id', 'displayName'] }),
    em.findOneOrFail(UserEntity, booking.customer.id, { fields: ['id', 'firstName', 'lastName'] }),
    booking.service ? em.findOne(ServiceEntity, booking.service.id, { fields: ['id', 'included', 'customerChecklist'] }) : null,
    em.find(BookingAddonEntity, { booking: booking.id }, { orderBy: { sortIndex: 'asc' } }),
    publicServiceSlug(em, booking.service?.id),
    addonOffersOf(em, booking.id),
    openReplacementRequestId(em, booking.id),
    subscriptionOf(em, booking.id, now),
  ]);
  return {
    id: booking.id,
    orderNumber: booking.orderNumber,
    status: booking.status,
    serviceId: booking.service?.id ?? null,
    serviceTitle: booking.serviceTitle,
    providerId: booking.provider.id,
    customerId: booking.customer.id,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    priceOre: booking.priceOre,
    vatOre: booking.vatOre,
    listPriceOre: booking.listPriceOre,
    discountOre: booking.discountOre,
    couponId: booking.coupon?.id ?? null,
    promoCode: booking.promoCode ?? null,
    participants: booking.participants ?? null,
    note: booking.customerNote ?? null,
    deliveryPlace: {
      street: booking.deliveryStreet,
      postalCode: booking.deliveryPostalCode,
      place: booking.deliveryPlace,
      areaId: booking.deliveryAreaId ?? null,
    },
    providerAnswerBy: iso(booking.providerAnswerBy),
    paymentDueBy: iso(booking.paymentDueBy),
    declineReason: booking.declineReason ?? null,
    declineReasonKey: booking.declineReasonKey ?? null,
    createdAt: booking.createdAt.toISOString(),
    paymentMethod: booking.paymentMethod,
    cancellationPolicy: booking.cancellationPolicy,
    addons: addons.map((addon) => ({
      title: addon.title,
      unitType: addon.unitType,
      units: addon.units,
      unitPriceOre: addon.unitPriceOre,
      amountOre: addon.amountOre,
    })),
    addonOffers,
    checklist: service?.customerChecklist ?? [],
    included: service?.included ?? [],
    providerName: provider.displayName ?? '',
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    whoCancelled: booking.whoCancelled ?? null,
    cancellationReason: booking.cancellationReason ?? null,
    cancellationNote: booking.cancellationNote ?? null,
    customerCancelReason: booking.customerCancelReason ?? null,
    cancellationFeeOre: booking.cancellationFeeOre ?? null,
    refund: booking.refund ?? null,
    receiptAvailable: viewer === 'customer' && hasReceipt(booking),
    publicServiceSlug: slug,
    replacementPending: replacement !== null,
    replacementRequestId: viewer === 'provider' ? null : replacement,
    subscription,
    viewerRole: viewer,
    actions: viewer === 'admin' || options.viewerBlocked ? noActions : { ...actionsFor(booking, viewer, now), ...(replacement ? { changeTime: false } : {}) },
    checkout: null,
  };
}
