import type { MikroORM } from '@mikro-orm/postgresql';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { seedDemoCategories } from '#server/modules/catalogue/catalogue.seed.ts';

/** Any number the other lock users do not use; it only keeps two starting servers from both seeding. */
const seedLockId = 7_301_001;

/**
 * Fills an empty database with demo data so a newcomer sees a living marketplace. Does nothing
 * when any catalogue data exists: demo data never mixes with real data.
 */
export async function seedDemoData(orm: MikroORM): Promise<boolean> {
  return orm.em.fork().transactional(async (em) => {
    await em.execute(`select pg_advisory_xact_lock(${seedLockId})`);
    if ((await em.count(CategoryEntity)) > 0) return false;
    seedDemoCategories(em);
    await em.flush();
    return true;
  });
}
