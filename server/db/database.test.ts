import { afterAll, describe, expect, inject, it } from 'vitest';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { demoCategories } from '#server/modules/catalogue/catalogue.seed.ts';
import { connectOrm, dropDatabase, ensureDatabase, migrate } from './database.ts';
import { seedDemoData } from './demo-seed.ts';

const url = new URL(inject('databaseUrl'));
url.pathname = `${url.pathname}_fresh`;
const freshUrl = url.toString();
afterAll(() => dropDatabase(freshUrl));

describe('database lifecycle on a fresh server', () => {
  it('creates a missing database once, migrates it and agrees with the entities', async () => {
    expect(await ensureDatabase(freshUrl)).toBe(true);
    expect(await ensureDatabase(freshUrl)).toBe(false);
    const orm = await connectOrm(freshUrl);
    try {
      expect((await migrate(orm)).length).toBeGreaterThan(0);
      expect(await migrate(orm)).toEqual([]);
      // A schema change without a migration would show up here as pending SQL.
      expect((await orm.schema.getUpdateSchemaSQL()).trim()).toBe('');
    } finally {
      await orm.close();
    }
  });

  it('adds the demo catalogue to an empty database only, once, even when two starts race', async () => {
    const orm = await connectOrm(freshUrl);
    try {
      const results = await Promise.all([seedDemoData(orm), seedDemoData(orm)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await seedDemoData(orm)).toBe(false);
      const em = orm.em.fork();
      const categories = await em.find(CategoryEntity, {}, { populate: ['subcategories'], orderBy: { sortIndex: 'asc' } });
      expect(categories.map((category) => category.titleNb)).toEqual(['Rengjøring', 'Arrangement', 'Musikk']);
      expect(categories.map((category) => category.titleEn)).toEqual(['Cleaning', 'Events', 'Music']);
      expect(categories[0]!.subcategories.getItems().map((subcategory) => subcategory.titleNo)).toEqual(
        expect.arrayContaining(['Fast rengjøring', 'Engangsrengjøring', 'Flyttevask', 'Vindusvask']),
      );
      expect(await em.count(CategoryEntity)).toBe(demoCategories.length);
    } finally {
      await orm.close();
    }
  });
});
