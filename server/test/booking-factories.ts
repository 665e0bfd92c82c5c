import type { EntityManager } from '@mikro-orm/postgresql';
import { insertBooking } from '#server/modules/bookings/booking-insert.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createTestUser } from './factories.ts';

const minute = 60_000;

/**
 * A booking of 1 000 kr in Oslo, one hour unless `minutes` says otherwise, through the real insert:
 * a request waiting for the provider, or one already paid (confirmed, as a card payment leaves it).
 * A new customer unless one is given.
 */
export async function createTestBooking(
  em: EntityManager,
  input: { provider: ProviderEntity; service: ServiceEntity; startsAt: Date; status: 'awaiting_provider' | 'confirmed'; now: Date; customerId?: string; minutes?: number },
): Promise<BookingEntity> {
  const customerId = input.customerId ?? (await createTestUser(em)).id;
  const booking = await insertBooking(em, {
    customer: customerId,
    provider: input.provider,
    service: input.service,
    status: input.status === 'confirmed' ? 'awaiting_payment' : 'awaiting_provider',
    startsAt: input.startsAt,
    endsAt: new Date(input.startsAt.getTime() + (input.minutes ?? 60) * minute),
    bufferMinutes: 0,
    priceOre: 100_000,
    vatOre: 20_000,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryAddress: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
    now: input.now,
  });
  if (input.status === 'confirmed') {
    await em.nativeUpdate(BookingEntity, booking.id, { status: 'confirmed', confirmedAt: input.now });
    await em.refresh(booking);
  }
  return booking;
}
