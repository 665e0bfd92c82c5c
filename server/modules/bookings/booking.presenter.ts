import type { Booking } from '#shared/bookings/booking.schema.ts';
import type { BookingEntity } from './booking.entity.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A booking as its customer and its provider see it. */
export function presentBooking(booking: BookingEntity): Booking {
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
    createdAt: booking.createdAt.toISOString(),
  };
}
