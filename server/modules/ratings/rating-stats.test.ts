import { describe, expect, it } from 'vitest';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createProvider, createRating, createService } from '#server/test/discovery-factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { ratedBand } from './popularity.ts';
import { refreshProviderStats } from './rating-stats.ts';

const app = await buildTestApp();

async function figures(providerId: string, serviceIds: string[]) {
  const em = app.orm.em.fork();
  const provider = await em.findOneOrFail(ProviderEntity, providerId);
  const services = await em.find(ServiceEntity, { id: { $in: serviceIds } }, { orderBy: { title: 'asc' } });
  return {
    provider: [provider.ratingAverage, provider.ratingCount],
    services: services.map((service) => [service.title, service.ratingAverage, service.ratingCount]),
  };
}

describe('refreshProviderStats', () => {
  it('stores the mean of the stars and the count for one provider and each of its services', async () => {
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

    await refreshProviderStats(em, provider.id);
    expect(await figures(provider.id, [cleaning.id, windows.id, unrated.id])).toEqual({
      provider: [3.2, 5],
      services: [
        ['A vask', 4.33, 3],
        ['B vinduer', 2, 1],
        ['C urørt', null, 0],
      ],
    });
  });

  it('refreshes every provider when no id is given, and clears figures whose ratings are gone', async () => {
    const em = app.orm.em.fork();
    const first = await createProvider(em, { ratingAverage: 1, ratingCount: 40 });
    const second = await createProvider(em);
    const service = await createService(em, second);
    await createRating(em, second, { numStars: 3, service });
    await createRating(em, second, { numStars: 4, service });

    await refreshProviderStats(em);
    expect(await figures(first.id, [])).toEqual({ provider: [null, 0], services: [] });
    expect(await figures(second.id, [service.id])).toEqual({ provider: [3.5, 2], services: [[service.title, 3.5, 2]] });
  });

  it('lifts the popularity of rated listings above every unrated one, and back when the ratings are gone', async () => {
    const em = app.orm.em.fork();
    const provider = await createProvider(em, { popularity: 40 });
    const rated = await createService(em, provider, { title: 'A vurdert', popularity: 20 });
    const unrated = await createService(em, provider, { title: 'B uvurdert', popularity: 900 });
    const rating = await createRating(em, provider, { numStars: 4, service: rated });
    const popularity = async () => {
      const fresh = app.orm.em.fork();
      const services = await fresh.find(ServiceEntity, { id: { $in: [rated.id, unrated.id] } }, { orderBy: { title: 'asc' } });
      return [(await fresh.findOneOrFail(ProviderEntity, provider.id)).popularity, ...services.map((service) => service.popularity)];
    };

    await refreshProviderStats(em, provider.id);
    expect(await popularity()).toEqual([ratedBand + 40, ratedBand + 20, 900]);
    await refreshProviderStats(em, provider.id);
    expect(await popularity()).toEqual([ratedBand + 40, ratedBand + 20, 900]);
    await em.remove(rating).flush();
    await refreshProviderStats(em, provider.id);
    expect(await popularity()).toEqual([40, 20, 900]);
  });

  it('leaves other providers alone when given an id', async () => {
    const em = app.orm.em.fork();
    const untouched = await createProvider(em, { ratingAverage: 4.5, ratingCount: 12 });
    const target = await createProvider(em);
    await createRating(em, target, { numStars: 5 });
    await refreshProviderStats(em, target.id);
    expect((await figures(untouched.id, [])).provider).toEqual([4.5, 12]);
    expect((await figures(target.id, [])).provider).toEqual([5, 1]);
  });
});
