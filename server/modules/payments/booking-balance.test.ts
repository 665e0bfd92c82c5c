import { describe, expect, it } from 'vitest';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { createProvider } from '#server/test/discovery-factories.ts';
import { createTestUser } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { BalanceEntryEntity } from './balance-entry.entity.ts';
import { balanceOf, creditBalance } from './balance.service.ts';
import { balanceReservationKey, reserveBalance, reservedBalance } from './booking-balance.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();
const provider = await createProvider(em);

let slot = 0;
async function bookingFor(priceOre: number) {
  const customer = await createTestUser(em);
  slot += 1;
  const startsAt = new Date(Date.UTC(2026, 11, 10) + slot * 2 * 3_600_000);
  const booking = em.create(BookingEntity, {
    customer,
    provider,
    service: null,
    serviceTitle: 'Fast vask',
    status: 'awaiting_payment',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    busyUntil: new Date(startsAt.getTime() + 3_600_000),
    priceOre,
    vatOre: Math.round(priceOre / 5),
    listPriceOre: priceOre,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryStreet: 'Storgata 1',
    deliveryPostalCode: '0155',
    deliveryPlace: 'Oslo',
  });
  await em.flush();
  return { booking, customerId: customer.id };
}

describe('reserveBalance', () => {
  it('sets nothing aside and writes nothing for a customer without a balance', async () => {
    const { booking, customerId } = await bookingFor(120_000);
    expect(await reserveBalance(em.fork(), { userId: customerId, bookingId: booking.id, upToOre: 120_000 })).toBe(0);
    expect(await em.fork().count(BalanceEntryEntity, { user: customerId })).toBe(0);
  });

  it('sets aside up to the price from a balance, once', async () => {
    const { booking, customerId } = await bookingFor(120_000);
    await creditBalance(em.fork(), { userId: customerId, kind: 'gift_card', amountOre: 50_000, idempotencyKey: `test:${booking.id}:gift` });
    expect(await reserveBalance(em.fork(), { userId: customerId, bookingId: booking.id, upToOre: 120_000 })).toBe(50_000);
    expect(await reserveBalance(em.fork(), { userId: customerId, bookingId: booking.id, upToOre: 120_000 })).toBe(50_000);
    expect(await balanceOf(em.fork(), customerId)).toBe(0);
    expect(await reservedBalance(em.fork(), booking.id)).toBe(50_000);
  });

  it('answers an earlier reservation when the balance it took leaves nothing to set aside', async () => {
    const { booking, customerId } = await bookingFor(30_000);
    await creditBalance(em.fork(), { userId: customerId, kind: 'gift_card', amountOre: 30_000, idempotencyKey: `test:${booking.id}:gift` });
    expect(await reserveBalance(em.fork(), { userId: customerId, bookingId: booking.id, upToOre: 30_000 })).toBe(30_000);
    expect(await balanceOf(em.fork(), customerId)).toBe(0);
    // A repeated payment of the same booking: nothing left to take, but the first reservation stands.
    expect(await reserveBalance(em.fork(), { userId: customerId, bookingId: booking.id, upToOre: 30_000 })).toBe(30_000);
    expect(await em.fork().count(BalanceEntryEntity, { idempotencyKey: balanceReservationKey(booking.id) })).toBe(1);
  });
});
