import type { MikroORM } from '@mikro-orm/postgresql';
import { seedDemoCategories } from '#server/modules/catalogue/catalogue.seed.ts';
import { seedDemoCategoryQuestions } from '#server/modules/catalogue/category-question.seed.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { seedDemoServices } from '#server/modules/catalogue/service.seed.ts';
import type { SubcategoryItemEntity } from '#server/modules/catalogue/subcategory-item.entity.ts';
import type { MediaStorage } from '#server/modules/media/media-storage.ts';
import { seedDemoBookings } from '#server/modules/bookings/booking.seed.ts';
import { seedDemoRequests } from '#server/modules/requests/request.seed.ts';
import { seedDemoDiscounts } from '#server/modules/payments/discounts.seed.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { seedDemoProviders } from '#server/modules/providers/provider.seed.ts';
import { refreshAllProviderFigures } from '#server/modules/ratings/provider-figures.service.ts';
import { seedDemoRatings } from '#server/modules/ratings/rating.seed.ts';
import { seedDemoHistory, seedDemoHistoryCustomers } from '#server/modules/bookings/booking-history.seed.ts';
import { writeDemoIdPhotos } from './demo-id-photos.ts';
import { DemoPictureSet } from './demo-pictures.ts';

/** Any number the other lock users do not use; it only keeps two starting servers from both seeding. */
const seedLockId = 7_301_001;

/** Every 30th demo service is switched off, as a provider pausing a service would. */
const disabledEvery = 30;

export interface DemoSeedOptions {
  /** Where the demo pictures are written; the rows keep the URLs it answers. */
  media: MediaStorage;
  /** Where the demo registrations' ID photos are written; without it they have none. */
  privateMedia?: MediaStorage;
  /** "Now" for the dates in the demo (member since, rating dates). */
  now?: Date;
}

/**
 * Fills an empty database with demo data so a newcomer sees a living marketplace: the catalogue,
 * category questions, providers with pictures, services with add-ons, ratings, and a demo
 * customer's bookings with the first provider, their coupons, the promo codes and two open custom
 * requests with offers. Does nothing when any catalogue data exists: demo data never mixes with
 * real data. Everything is drawn from seeded random sources, so every fresh database gets the same
 * marketplace.
 */
export async function seedDemoData(orm: MikroORM, options: DemoSeedOptions): Promise<boolean> {
  const now = options.now ?? new Date();
  return orm.em.fork().transactional(async (em) => {
    await em.execute(`select pg_advisory_xact_lock(${seedLockId})`);
    if ((await em.count(CategoryEntity)) > 0) return false;

    seedDemoCategories(em);
    await em.flush();
    const categories = await em.find(CategoryEntity, {}, { populate: ['subcategories.subCategoryItems'] });
    const categoryByName = new Map(categories.map((category) => [category.name, category]));
    const items = new Map<string, SubcategoryItemEntity>();
    for (const category of categories) {
      for (const subcategory of category.subcategories) {
        for (const item of subcategory.subCategoryItems) items.set(`${subcategory.name}/${item.name}`, item);
      }
    }
    seedDemoCategoryQuestions(em, categories);

    const pictures = new DemoPictureSet(options.media);
    const usedSlugs = new Set<string>();
    let serviceCount = 0;
    let bookingsWith: { provider: ProviderEntity; service: ServiceEntity } | null = null;
    const osloProvidersByCategory = new Map<string, ProviderEntity[]>();
    const historyCustomers = seedDemoHistoryCustomers(em, now);
    for (const { provider, seed, r, track } of seedDemoProviders(em, { categories: categoryByName, pictures, now })) {
      const services = seedDemoServices(em, {
        provider,
        category: provider.category,
        city: { oslo: 'Oslo', bergen: 'Bergen', trondheim: 'Trondheim' }[seed.city],
        areas: seed.areas,
        templateIds: seed.services,
        items,
        pictures,
        usedSlugs,
        r,
        disabled: () => (serviceCount += 1) % disabledEvery === 0,
        createdAt: provider.createdAt,
      });
      // Ratings and the track record come from bookings, and a provider under review has had none.
      if (provider.status === 'approved') {
        seedDemoRatings(em, { provider, theme: seed.category, services, r, now, recommended: seed.recommended ?? false });
        seedDemoHistory(em, { provider, services, customers: historyCustomers, r, now, ...track });
      }
      const bookable = services.find((service) => service.enabled && service.areas.includes('oslo'));
      if (!bookingsWith && provider.status === 'approved' && bookable) bookingsWith = { provider, service: bookable };
      if (provider.status === 'approved' && bookable) osloProvidersByCategory.set(provider.category.id, [...(osloProvidersByCategory.get(provider.category.id) ?? []), provider]);
    }
    const demoCustomer = bookingsWith ? seedDemoBookings(em, { ...bookingsWith, now }) : null;
    seedDemoDiscounts(em, { customer: demoCustomer, now });
    if (demoCustomer) seedDemoRequests(em, { customer: demoCustomer, providersByCategory: osloProvidersByCategory, now });

    // Files first: if the commit then fails, a later seed writes the same keys again.
    await pictures.writeAll();
    if (options.privateMedia) await writeDemoIdPhotos(em, options.privateMedia);
    await em.flush();
    await refreshAllProviderFigures(em, now);
    return true;
  });
}
