import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CategoryEntity } from './category.entity.ts';
import { SubcategoryItemEntity } from './subcategory-item.entity.ts';

/** Spec §3 Subcategory: a kind of work within a category (recurring cleaning, weddings, DJ...). */
export const SubcategorySchema = defineEntity({
  name: 'Subcategory',
  tableName: 'subcategory',
  uniques: [{ properties: ['category', 'name'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    category: () => p.manyToOne(CategoryEntity).deleteRule('cascade'),
    name: p.string(),
    titleNo: p.string(),
    titleEn: p.string(),
    sortIndex: p.integer().default(0),
    subCategoryItems: () => p.oneToMany(SubcategoryItemEntity).mappedBy('subcategory').orderBy({ sortIndex: 'asc' }),
  },
});

export class SubcategoryEntity extends SubcategorySchema.class {}
SubcategorySchema.setClass(SubcategoryEntity);
