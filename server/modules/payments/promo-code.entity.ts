import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A promo code anyone may type in: a percentage off the list price. `code` is stored upper case
 * and matched in any case. `maxUses` limits the uses of everyone together, `maxUsesPerCustomer`
 * those of one customer (null: no limit). A use counts from the moment it is applied to a booking
 * until that booking ends unpaid. `tag` names a brand campaign (`cleaning`).
 */
export const PromoCodeSchema = defineEntity({
  name: 'PromoCode',
  tableName: 'promo_code',
  checks: [
    {
      name: 'promo_code_limits_check',
      expression:
        'code = upper(code) and percentage >= 1 and percentage <= 100 and (max_uses is null or max_uses >= 1) and (max_uses_per_customer is null or max_uses_per_customer >= 1)',
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    code: p.string().length(40).unique(),
    tag: p.string().length(40).nullable(),
    description: p.text(),
    percentage: p.integer(),
    enabled: p.boolean().default(true),
    maxUses: p.integer().nullable(),
    maxUsesPerCustomer: p.integer().nullable().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class PromoCodeEntity extends PromoCodeSchema.class {}
PromoCodeSchema.setClass(PromoCodeEntity);
