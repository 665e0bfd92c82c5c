import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectOrm } from '#server/db/database.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { insertBooking } from '#server/modules/bookings/booking-insert.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser } from '#server/test/factories.ts';
import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import { createSubscription } from '#server/test/subscription-factories.ts';
import type { SubscriptionEntity } from './subscription.entity.ts';
import { generateVisits } from './visit-generator.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await connectOrm(inject('databaseUrl'));
});
afterAll(() => orm.close());

// Tuesday 1 December 2026, 09:00 in Oslo.
const now = new Date('2026-12-01T08:00:00Z');
const hour = 3_600_000;

/** An active every-other-Friday 10:00 subscription of 3 hours at 1 800 kr with 15 % off the first visit. */
async function aSubscription(em: EntityManager, overrides: Partial<{ firstDay: string; frequency: SubscriptionEntity['frequency'] }> = {}) {
  const provider = await createProvider(em);
  const service = await createService(em, provider, { title: 'Fast vask', areas: ['oslo'] });
  const customer = await createTestUser(em);
  const subscription = await createSubscription(em, { customer, provider, service, now }, overrides);
  return { subscription, provider, service, customer };
}

describe('generating a subscription\'s visits', () => {
  it('books every visit of the window, holding the time, each charged at its deadline, all at the subscription price', async () => {
    const em = orm.em.fork();
    const { subscription } = await aSubscription(em);
    const generated = await generateVisits(orm.em.fork(), { subscriptionId: subscription.id, now });
    // The provider's horizon (90 days) from Tuesday 1 December: Fridays 4 and 18 December, … 19 February.
    const starts = generated.booked.map((visit) => visit.plannedStartsAt.toISOString());
    expect(starts[0]).toBe('2026-12-04T09:00:00.000Z');
    expect(starts).toHaveLength(7);
    expect(starts.at(-1)).toBe('2027-02-26T09:00:00.000Z');
    expect(generated.collided).toEqual([]);

    const visits = await orm.em.fork().find(SubscriptionVisitEntity, { subscription: subscription.id }, { populate: ['booking'], orderBy: { plannedStartsAt: 'asc' } });
    expect(visits.map((visit) => visit.priceOre)).toEqual(Array(7).fill(180_000));
    expect(visit0(visits).chargeAt.toISOString()).toBe('2026-12-02T09:00:00.000Z');
    for (const visit of visits) {
      expect(visit.booking).toMatchObject({ status: 'awaiting_payment', priceOre: visit.priceOre, paymentDueBy: null, serviceTitle: 'Fast vask', deliveryStreet: 'Storgata 1' });
      expect(visit.booking!.endsAt.getTime() - visit.booking!.startsAt.getTime()).toBe(3 * hour);
    }
    expect(visits[0]!.booking!.vatOre).toBe(36_000);
  });

  it('makes each visit once, however often it runs, and goes on from where it stopped as time passes', async () => {
    const { subscription } = await aSubscription(orm.em.fork(), { frequency: 'weekly' });
    const [first, second] = await Promise.all([
      generateVisits(orm.em.fork(), { subscriptionId: subscription.id, now }),
      generateVisits(orm.em.fork(), { subscriptionId: subscription.id, now }),
    ]);
    expect(first.booked.length + second.booked.length).toBe(13);
    expect((await generateVisits(orm.em.fork(), { subscriptionId: subscription.id, now })).booked).toEqual([]);
    const later = await generateVisits(orm.em.fork(), { subscriptionId: subscription.id, now: new Date(now.getTime() + 14 * 24 * hour) });
    expect(later.booked.map((visit) => visit.plannedStartsAt.toISOString())).toEqual(['2027-03-05T09:00:00.000Z', '2027-03-12T09:00:00.000Z']);
    expect(await orm.em.fork().count(BookingEntity, { provider: subscription.provider.id })).toBe(15);
  });

  it('flags a visit whose time is already booked instead of skipping it in silence', async () => {
    const em = orm.em.fork();
    const { subscription, provider, service } = await aSubscription(em);
    const other = await createTestUser(em);
    await insertBooking(orm.em.fork(), {
      customer: other.id,
      provider: provider.id,
      service,
      status: 'awaiting_payment',
      startsAt: new Date('2026-12-18T10:00:00Z'),
      endsAt: new Date('2026-12-18T11:00:00Z'),
      bufferMinutes: 0,
      priceOre: 50_000,
      vatOre: 10_000,
      cancellationPolicy: 'simple',
      paymentMethod: 'card',
      deliveryAddress: { street: 'Torget 2', postalCode: '0155', place: 'Oslo', areaId: 'oslo' },
      now,
    });
    const generated = await generateVisits(orm.em.fork(), { subscriptionId: subscription.id, now });
    expect(generated.collided.map((visit) => visit.plannedStartsAt.toISOString())).toEqual(['2026-12-18T09:00:00.000Z']);
    expect(generated.booked).toHaveLength(6);
    const collided = await orm.em.fork().findOneOrFail(SubscriptionVisitEntity, { subscription: subscription.id, plannedStartsAt: new Date('2026-12-18T09:00:00Z') });
    expect(collided).toMatchObject({ state: 'collided', booking: null });
  });

  it('makes nothing for a paused or cancelled subscription', async () => {
    const em = orm.em.fork();
    const { subscription } = await aSubscription(em);
    subscription.status = 'paused';
    await em.flush();
    expect(await generateVisits(orm.em.fork(), { subscriptionId: subscription.id, now })).toEqual({ booked: [], collided: [] });
  });
});

function visit0(visits: SubscriptionVisitEntity[]): SubscriptionVisitEntity {
  return visits[0]!;
}
