import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { CategoryEntity } from './category.entity.ts';
import { SubcategoryItemEntity } from './subcategory-item.entity.ts';

/**
 * Spec §3 Service: what a provider sells, at a fixed price or "from" a price, for a base
 * duration. Money is integer øre. `areas` are area ids (shared/locations/areas.ts). The search
 * document lives in `service_search`, kept current by database triggers (see the migration).
 */
export const ServiceSchema = defineEntity({
  name: 'Service',
  tableName: 'service',
  checks: [{ name: 'service_price_check', expression: 'base_price_ore >= 0 and base_duration_minutes > 0' }],
  indexes: [
    { properties: ['enabled', 'popularity', 'id'] },
    { properties: ['enabled', 'basePriceOre', 'id'] },
    { properties: ['provider'] },
    { properties: ['category', 'enabled', 'popularity', 'id'] },
    { properties: ['areas'], type: 'gin' },
    { properties: ['tags'], type: 'gin' },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    provider: () => p.manyToOne(ProviderEntity).deleteRule('cascade'),
    category: () => p.manyToOne(CategoryEntity).deleteRule('restrict'),
    slug: p.string().unique(),
    title: p.string(),
    description: p.text().default(''),
    tags: p.array().defaultRaw(`'{}'`),
    priceType: p.enum(['fixed', 'from'] as const).default('fixed'),
    basePriceOre: p.integer(),
    baseDurationMinutes: p.integer(),
    maxBaseParticipants: p.integer().nullable(),
    included: p.array().defaultRaw(`'{}'`),
    customerChecklist: p.array().defaultRaw(`'{}'`),
    areas: p.array().defaultRaw(`'{}'`),
    enabled: p.boolean().default(true),
    popularity: p.integer().default(0),
    ratingAverage: p.decimal('number').precision(3).scale(2).nullable(),
    ratingCount: p.integer().default(0),
    subCategoryItems: () => p.manyToMany(SubcategoryItemEntity).pivotTable('service_subcategory_item').owner(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class ServiceEntity extends ServiceSchema.class {}
ServiceSchema.setClass(ServiceEntity);
