import { describe, expect, it } from 'vitest';
import { ManualClock } from '#server/lib/clock.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { applyBookingEvent } from '#server/modules/bookings/booking-events.service.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createProvider, createRating, createService } from '#server/test/discovery-factories.ts';
import { createTestBooking } from '#server/test/booking-factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { refreshAllProviderFigures, refreshProviderFigures } from './provider-figures.service.ts';

const clock = new ManualClock('2026-12-01T08:00:00Z');
const app = await buildTestApp({ clock });
const hour = 3_600_000;
const day = 24 * hour;
/** Approved long ago, so no new provider's turn at the ranking's lift moves the orders below. */
const longApproved = new Date('2025-01-01T00:00:00Z');

async function figures(providerId: string, serviceIds: string[] = []) {
  const em = app.orm.em.fork();
  const provider = await em.findOneOrFail(ProviderEntity, providerId);
  const services = await em.find(ServiceEntity, { id: { $in: serviceIds } }, { orderBy: { title: 'asc' } });
  return {
    provider: [provider.ratingAverage, provider.ratingCount],
    services: services.map((service) => [service.title, service.ratingAverage, service.ratingCount]),
  };
}

const fresh = (id: string) => app.orm.em.fork().findOneOrFail(ProviderEntity, id);

/** A booking of the provider's service starting `inHours` from now, as a request or already confirmed. */
const aBooking = (provider: ProviderEntity, service: ServiceEntity, inHours: number, status: 'awaiting_provider' | 'confirmed') =>
  createTestBooking(app.orm.em.fork(), { provider, service, status, startsAt: new Date(clock.now().getTime() + inHours * hour), now: clock.now() });

describe('refreshProviderFigures', () => {
  it('stores the mean of the visible stars and the count for one provider and each of its services', async () => {
    const em = app.orm.em.fork();
    const provider = await createProvider(em);
    const cleaning = await createService(em, provider, { title: 'A vask' });
    const windows = await createService(em, provider, { title: 'B vinduer' });
    const unrated = await createService(em, provider, { title: 'C urørt' });
    await createRating(em, provider, { numStars: 5, service: cleaning });
    await createRating(em, provider, { numStars: 4, service: cleaning });
    await createRating(em, provider, { numStars: 4, service: cleaning });
    await createRating(em, provider, { numStars: 2, service: windows });
    await createRating(em, provider, { numStars: 1 });

    await refreshProviderFigures(em, [provider.id], clock.now());
    expect(await figures(provider.id, [cleaning.id, windows.id, unrated.id])).toEqual({
      provider: [3.2, 5],
      services: [
        ['A vask', 4.33, 3],
        ['B vinduer', 2, 1],
        ['C urørt', null, 0],
      ],
    });
  });

  it('counts every provider again, clears figures whose events are gone, and leaves rows already right unwritten', async () => {
    const em = app.orm.em.fork();
    const first = await createProvider(em, { ratingAverage: 1, ratingCount: 40, acceptanceRate: 0.9, cancelRate: 0.5, averageResponseTimeSec: 60, isRecommended: true });
    const second = await createProvider(em);
    const service = await createService(em, second);
    await createRating(em, second, { numStars: 3, service });
    await createRating(em, second, { numStars: 4, service });

    expect(await refreshAllProviderFigures(em, clock.now())).toBeGreaterThanOrEqual(2);
    const cleared = await fresh(first.id);
    expect([cleared.ratingAverage, cleared.ratingCount, cleared.acceptanceRate, cleared.cancelRate, cleared.averageResponseTimeSec, cleared.isRecommended]).toEqual([null, 0, null, null, null, false]);
    expect(await figures(second.id, [service.id])).toEqual({ provider: [3.5, 2], services: [[service.title, 3.5, 2]] });
    expect(await refreshProviderFigures(em, [first.id, second.id], clock.now())).toBe(0);
  });

  it('leaves other providers alone', async () => {
    const em = app.orm.em.fork();
    const untouched = await createProvider(em, { ratingAverage: 4.5, ratingCount: 12 });
    const target = await createProvider(em);
    await createRating(em, target, { numStars: 5 });
    await refreshProviderFigures(em, [target.id], clock.now());
    expect((await figures(untouched.id)).provider).toEqual([4.5, 12]);
    expect((await figures(target.id)).provider).toEqual([5, 1]);
  });
});

describe('the track record moves with what happens', () => {
  it('acceptance rate and response time: new until three requests are answered or expire; a request the customer withdrew does not count', async () => {
    clock.set('2026-12-01T08:00:00Z');
    const em = app.orm.em.fork();
    const provider = await createProvider(em, { approvedAt: longApproved });
    const service = await createService(em, provider);
    const owner = { userId: provider.owner.id };
    const requests = await Promise.all([48, 60, 72, 84].map((inHours) => aBooking(provider, service, inHours, 'awaiting_provider')));
    const [first, second, third, withdrawn] = requests as [BookingEntity, BookingEntity, BookingEntity, BookingEntity];

    clock.set('2026-12-01T09:00:00Z');
    await applyBookingEvent(app.orm.em.fork(), first.id, { type: 'accept' }, owner, clock.now());
    clock.set('2026-12-01T11:00:00Z');
    await applyBookingEvent(app.orm.em.fork(), second.id, { type: 'decline', reason: 'Jeg er bortreist den uka.' }, owner, clock.now());
    await applyBookingEvent(app.orm.em.fork(), withdrawn.id, { type: 'cancel_by_customer' }, { userId: withdrawn.customer.id }, clock.now());
    let now = await fresh(provider.id);
    expect([now.acceptanceRate, now.averageResponseTimeSec]).toEqual([null, null]);

    // The third request's 48 hours pass without an answer.
    clock.set(new Date(third.providerAnswerBy!.getTime() + 1000));
    await applyBookingEvent(app.orm.em.fork(), third.id, { type: 'expire' }, 'system', clock.now());
    now = await fresh(provider.id);
    expect(now.acceptanceRate).toBeCloseTo(1 / 3, 4);
    // Only two answers so far: still too few for a response time.
    expect(now.averageResponseTimeSec).toBeNull();
  });

  it('cancel rate: the provider\u2019s own cancellation and no-show count against it, the customer\u2019s no-show does not', async () => {
    clock.set('2026-12-01T08:00:00Z');
    const em = app.orm.em.fork();
    const provider = await createProvider(em, { approvedAt: longApproved });
    const service = await createService(em, provider);
    const owner = { userId: provider.owner.id };
    const bookings = await Promise.all([2, 4, 6, 8].map((inHours) => aBooking(provider, service, inHours, 'confirmed')));
    clock.set('2026-12-01T20:00:00Z');
    await applyBookingEvent(app.orm.em.fork(), bookings[0]!.id, { type: 'mark_done' }, owner, clock.now());
    await applyBookingEvent(app.orm.em.fork(), bookings[1]!.id, { type: 'mark_not_done', whoCancelled: 'customer', reason: 'customer_no_show', refund: false, note: null }, owner, clock.now());
    expect((await fresh(provider.id)).cancelRate).toBeNull();
    await applyBookingEvent(app.orm.em.fork(), bookings[2]!.id, { type: 'mark_done' }, owner, clock.now());
    expect((await fresh(provider.id)).cancelRate).toBe(0);
    await applyBookingEvent(app.orm.em.fork(), bookings[3]!.id, { type: 'mark_not_done', whoCancelled: 'provider', reason: 'provider_no_show', refund: true, note: null }, owner, clock.now());
    expect((await fresh(provider.id)).cancelRate).toBe(0.25);
  });

  it('events older than 12 months stop counting at the next count', async () => {
    clock.set('2026-12-01T08:00:00Z');
    const em = app.orm.em.fork();
    const provider = await createProvider(em, { approvedAt: longApproved });
    const service = await createService(em, provider);
    const owner = { userId: provider.owner.id };
    const bookings = await Promise.all([2, 4, 6].map((inHours) => aBooking(provider, service, inHours, 'confirmed')));
    clock.set('2026-12-01T20:00:00Z');
    for (const booking of bookings) await applyBookingEvent(app.orm.em.fork(), booking.id, { type: 'mark_done' }, owner, clock.now());
    expect((await fresh(provider.id)).cancelRate).toBe(0);
    await refreshProviderFigures(app.orm.em.fork(), [provider.id], new Date(clock.now().getTime() + 366 * day));
    expect((await fresh(provider.id)).cancelRate).toBeNull();
  });
});

describe('ranking and badges', () => {
  it('orders by the Bayesian rating: fifty 4.8s above one 5, which is above one 1; paging keeps the order', async () => {
    const em = app.orm.em.fork();
    const many = await createProvider(em, { approvedAt: longApproved, displayName: 'Femti gode' });
    const one = await createProvider(em, { approvedAt: longApproved, displayName: 'En femmer' });
    const poor = await createProvider(em, { approvedAt: longApproved, displayName: 'En ener' });
    for (let index = 0; index < 50; index += 1) await createRating(em, many, { numStars: index < 40 ? 5 : 4 });
    await createRating(em, one, { numStars: 5 });
    await createRating(em, poor, { numStars: 1 });
    await refreshProviderFigures(em, [many.id, one.id, poor.id], clock.now());
    const ranked = (await app.orm.em.fork().find(ProviderEntity, { id: { $in: [many.id, one.id, poor.id] } }, { orderBy: { popularity: 'desc', id: 'desc' } })).map((p) => p.displayName);
    expect(ranked).toEqual(['Femti gode', 'En femmer', 'En ener']);
  });

  it('recommends and guarantees by the written rules, never by a flag', async () => {
    const em = app.orm.em.fork();
    const provider = await createProvider(em, { approvedAt: longApproved, idVerified: true, isRecommended: false });
    const service = await createService(em, provider);
    for (let index = 0; index < 10; index += 1) await createRating(em, provider, { numStars: 5 });
    await refreshProviderFigures(em, [provider.id], clock.now());
    // Ten fives, but no acceptance or cancel rate yet: guaranteed, not recommended.
    let now = await fresh(provider.id);
    expect([now.isRecommended, now.satisfactionGuarantee]).toEqual([false, true]);

    clock.set('2026-12-02T08:00:00Z');
    const owner = { userId: provider.owner.id };
    const requests = await Promise.all([30, 40, 50].map((inHours) => aBooking(provider, service, inHours, 'awaiting_provider')));
    for (const booking of requests) await applyBookingEvent(app.orm.em.fork(), booking.id, { type: 'accept' }, owner, clock.now());
    for (const booking of requests) await app.orm.em.fork().nativeUpdate(BookingEntity, booking.id, { status: 'confirmed', confirmedAt: clock.now() });
    clock.set('2026-12-05T08:00:00Z');
    for (const booking of requests) await applyBookingEvent(app.orm.em.fork(), booking.id, { type: 'mark_done' }, owner, clock.now());
    now = await fresh(provider.id);
    expect([now.acceptanceRate, now.cancelRate, now.isRecommended, now.satisfactionGuarantee]).toEqual([1, 0, true, true]);
  });
});
