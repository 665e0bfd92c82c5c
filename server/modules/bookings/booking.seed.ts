import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingDeadlines } from '#shared/bookings/booking-status.ts';
import { cancellationPolicyFor } from '#shared/bookings/cancellation-policy.ts';
import { vatIncluded } from '#shared/bookings/booking-price.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { dayNumberAt, instantOfWallTime } from '#server/modules/availability/zoned-time.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { PaymentEntity } from '#server/modules/payments/payment.entity.ts';
import { chargeKey } from './booking-payment.service.ts';
import { BookingEntity } from './booking.entity.ts';

/** The demo customer, so a fresh `npm start` has bookings to look at from both sides. */
export const demoCustomer = { firstName: 'Kari', lastName: 'Kunde', phone: '+4740000001', email: 'kunde@tjenestetorget.no' } as const;

const hourMs = 3_600_000;

/** Oslo wall time `hour`:00 `days` days from `now`'s Oslo date. */
function osloAt(now: Date, days: number, hour: number): Date {
  return new Date(instantOfWallTime(dayNumberAt(now.getTime()) + days, hour * 60, 'jump')!);
}

/**
 * The demo customer's bookings with one provider: a confirmed one in a few days, a request
 * waiting for the provider, an accepted one waiting for payment, and one done last week. The
 * provider (first demo owner, 90000001) sees them in the dashboard and the calendar. Answers the
 * demo customer.
 */
export function seedDemoBookings(em: EntityManager, input: { provider: ProviderEntity; service: ServiceEntity; now: Date }): UserEntity {
  const { provider, service, now } = input;
  const customer = em.create(UserEntity, { ...demoCustomer, language: 'nb_no', termsAcceptedAt: now, createdAt: now });
  const plans = [
    { status: 'confirmed', days: 3, hour: 10, confirmedAt: now },
    { status: 'awaiting_provider', days: 6, hour: 12, providerAnswerBy: new Date(now.getTime() + (bookingDeadlines.providerAnswerHours - 20) * hourMs) },
    { status: 'awaiting_payment', days: 9, hour: 9, acceptedAt: now, paymentDueBy: new Date(now.getTime() + (bookingDeadlines.customerPaymentHours - 6) * hourMs) },
    { status: 'done', days: -7, hour: 11, confirmedAt: new Date(now.getTime() - 14 * 24 * hourMs), doneAt: osloAt(now, -7, 14) },
  ] as const;
  for (const plan of plans) {
    const booking = em.create(BookingEntity, {
      ...demoBookingOf(service, osloAt(now, plan.days, plan.hour)),
      customer,
      provider,
      status: plan.status,
      providerAnswerBy: 'providerAnswerBy' in plan ? plan.providerAnswerBy : null,
      paymentDueBy: 'paymentDueBy' in plan ? plan.paymentDueBy : null,
      acceptedAt: 'acceptedAt' in plan ? plan.acceptedAt : null,
      confirmedAt: 'confirmedAt' in plan ? plan.confirmedAt : null,
      doneAt: 'doneAt' in plan ? plan.doneAt : null,
      createdAt: new Date(now.getTime() - 24 * hourMs),
      updatedAt: now,
    });
    if (plan.status === 'confirmed' || plan.status === 'done') seedDemoCharge(em, booking, plan.confirmedAt);
  }
  return customer;
}

/** What every demo booking of a service at `startsAt` has: its price, length and a delivery address in Oslo. */
export function demoBookingOf(service: ServiceEntity, startsAt: Date) {
  const endsAt = new Date(startsAt.getTime() + service.baseDurationMinutes * 60_000);
  return {
    id: randomUUID(),
    service,
    serviceTitle: service.title,
    startsAt,
    endsAt,
    busyUntil: endsAt,
    priceOre: service.basePriceOre,
    listPriceOre: service.basePriceOre,
    vatOre: vatIncluded(service.basePriceOre, Number(service.category.taxRate)),
    cancellationPolicy: cancellationPolicyFor(service.category.type),
    paymentMethod: 'card' as const,
    deliveryStreet: 'Storgata 12',
    deliveryPostalCode: '0155',
    deliveryPlace: 'Oslo',
    deliveryAreaId: 'oslo',
  };
}

/**
 * A paid demo booking's card payment and its charge in the ledger under the same key, as a real
 * payment leaves them, so the demo reconciles like real data. No gateway knows the demo payment,
 * so a refund of it is refused (409) rather than sent anywhere.
 */
export function seedDemoCharge(em: EntityManager, booking: BookingEntity, paidAt: Date): void {
  em.create(PaymentEntity, {
    purpose: 'booking',
    booking,
    customer: booking.customer,
    amountOre: booking.priceOre,
    gateway: 'demo',
    gatewayRef: `demo_${booking.id}`,
    status: 'succeeded',
    idempotencyKey: chargeKey(booking.id, booking.priceOre),
    succeededAt: paidAt,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  em.create(LedgerEntryEntity, {
    booking,
    kind: 'charge',
    amountOre: booking.priceOre,
    reference: 'demo',
    idempotencyKey: chargeKey(booking.id, booking.priceOre),
    createdAt: paidAt,
  });
}
