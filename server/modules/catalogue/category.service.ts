import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { CategoryEntity } from './category.entity.ts';

const withChildren = { populate: ['subcategories', 'subcategories.subCategoryItems'] } as const;

/** All categories in display order, each with its subcategories and their items. */
export function listCategories(em: EntityManager): Promise<CategoryEntity[]> {
  return em.find(CategoryEntity, {}, { ...withChildren, orderBy: { sortIndex: 'asc', name: 'asc' } });
}

/** One category by id or slug; an unknown one is a 404 through the error handler. */
export function getCategory(em: EntityManager, where: { id: string } | { slug: string }): Promise<CategoryEntity> {
  return em.findOneOrFail(CategoryEntity, where as FilterQuery<CategoryEntity>, withChildren);
}
