import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';

/**
 * A card the customer chose to keep for later payments. We hold only the gateway's reference and
 * what is shown (brand, last four digits, expiry); the card number never reaches us. Removing a
 * card detaches it at the gateway and sets `removedAt`.
 */
export const SavedCardSchema = defineEntity({
  name: 'SavedCard',
  tableName: 'saved_card',
  uniques: [{ properties: ['gateway', 'cardRef'] }],
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    gateway: p.string(),
    cardRef: p.string(),
    customerRef: p.string().nullable(),
    brand: p.string(),
    last4: p.string(),
    expMonth: p.smallint(),
    expYear: p.smallint(),
    isDefault: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    removedAt: p.datetime().nullable(),
  },
});

export class SavedCardEntity extends SavedCardSchema.class {}
SavedCardSchema.setClass(SavedCardEntity);
