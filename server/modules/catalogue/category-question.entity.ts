import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { categoryQuestionTypes } from '#shared/catalogue/category-question.schema.ts';
import { CategoryEntity } from './category.entity.ts';
import { SubcategoryEntity } from './subcategory.entity.ts';

/**
 * Spec §3 Category question: what a custom request in a category asks the customer. A question
 * may depend on the answer to another (shown only when that answer was given).
 */
export const CategoryQuestionSchema = defineEntity({
  name: 'CategoryQuestion',
  tableName: 'category_question',
  indexes: [{ properties: ['category', 'sortIndex'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    category: () => p.manyToOne(CategoryEntity).deleteRule('cascade'),
    subcategory: () => p.manyToOne(SubcategoryEntity).nullable().deleteRule('set null'),
    type: p.enum(categoryQuestionTypes),
    titleNo: p.string(),
    titleEn: p.string(),
    descriptionNo: p.text().nullable(),
    descriptionEn: p.text().nullable(),
    /** Choices for MULTIPLE_SELECT, SINGLE_OPTION and TAGS; bounds for NUMBER and RANGE. */
    options: p.json<{ choices?: Array<{ value: string; titleNo: string; titleEn: string }>; min?: number; max?: number; unit?: string }>().nullable(),
    dependsOnQuestion: () => p.manyToOne(CategoryQuestionEntity).nullable().deleteRule('set null'),
    dependsOnAnswer: p.string().nullable(),
    sortIndex: p.integer().default(0),
  },
});

export class CategoryQuestionEntity extends CategoryQuestionSchema.class {}
CategoryQuestionSchema.setClass(CategoryQuestionEntity);
