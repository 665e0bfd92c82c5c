import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { SubcategoryEntity } from './subcategory.entity.ts';

/**
 * Spec §3 Category: what customers browse by. Titles and texts in nb and en; `taxRate` is the
 * VAT percentage every price in the category is computed with.
 */
export const CategorySchema = defineEntity({
  name: 'Category',
  tableName: 'category',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().unique(),
    slug: p.string().unique(),
    titleNb: p.string(),
    titleEn: p.string(),
    uiTitleNb: p.string(),
    uiTitleEn: p.string(),
    descriptionNb: p.text(),
    descriptionEn: p.text(),
    questionTitleHintNb: p.string().nullable(),
    questionTitleHintEn: p.string().nullable(),
    image: p.string().nullable(),
    taxRate: p.decimal('number').precision(5).scale(2),
    type: p.enum(['event', 'dailylife'] as const),
    enableParticipants: p.boolean().default(false),
    sortIndex: p.integer().default(0),
    subcategories: () => p.oneToMany(SubcategoryEntity).mappedBy('category').orderBy({ sortIndex: 'asc' }),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class CategoryEntity extends CategorySchema.class {}
CategorySchema.setClass(CategoryEntity);
