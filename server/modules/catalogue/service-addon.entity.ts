import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ServiceEntity } from './service.entity.ts';

/**
 * Spec §3 Addon: an extra sold per unit, either a unit the provider names ("custom") or per
 * participant. The first `unitsInBasePrice` units are included in the base price.
 */
export const ServiceAddonSchema = defineEntity({
  name: 'ServiceAddon',
  tableName: 'service_addon',
  checks: [
    {
      name: 'service_addon_units_check',
      expression: 'unit_price_ore >= 0 and max_units >= 1 and units_in_base_price >= 0 and units_in_base_price <= max_units',
    },
  ],
  indexes: [{ properties: ['service', 'sortIndex'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    service: () => p.manyToOne(ServiceEntity).deleteRule('cascade'),
    title: p.string(),
    description: p.text().nullable(),
    unitType: p.enum(['custom', 'participant'] as const).default('custom'),
    unitPriceOre: p.integer(),
    unitTimeMinutes: p.integer().default(0),
    maxUnits: p.integer().default(1),
    unitsInBasePrice: p.integer().default(0),
    sortIndex: p.integer().default(0),
  },
});

export class ServiceAddonEntity extends ServiceAddonSchema.class {}
ServiceAddonSchema.setClass(ServiceAddonEntity);
