import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { SubcategoryEntity } from './subcategory.entity.ts';

/** A selectable detail within a subcategory (e.g. "Vinduer" under one-time cleaning), used as a filter. */
export const SubcategoryItemSchema = defineEntity({
  name: 'SubcategoryItem',
  tableName: 'subcategory_item',
  uniques: [{ properties: ['subcategory', 'name'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    subcategory: () => p.manyToOne(SubcategoryEntity).deleteRule('cascade'),
    name: p.string(),
    titleNo: p.string(),
    titleEn: p.string(),
    sortIndex: p.integer().default(0),
  },
});

export class SubcategoryItemEntity extends SubcategoryItemSchema.class {}
SubcategoryItemSchema.setClass(SubcategoryItemEntity);
