import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';

/**
 * One provider a custom request reached: chosen by the customer, or by the broadcast to every
 * relevant provider. A provider sees a request only through such a row. A decline (spec §4,
 * REJECTED with a reason) is kept here; offers are `price_offer` rows.
 */
export const CustomRequestRecipientSchema = defineEntity({
  name: 'CustomRequestRecipient',
  tableName: 'custom_request_recipient',
  uniques: [{ properties: ['request', 'provider'] }],
  indexes: [{ properties: ['provider', 'reachedAt', 'id'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    request: () => p.manyToOne(CustomRequestEntity).deleteRule('cascade'),
    provider: () => p.manyToOne(ProviderEntity).deleteRule('cascade'),
    via: p.enum(['chosen', 'broadcast'] as const),
    reachedAt: p.datetime(),
    /** When the provider first opened it. */
    seenAt: p.datetime().nullable(),
    rejectedAt: p.datetime().nullable(),
    rejectReason: p.text().nullable(),
  },
});

export class CustomRequestRecipientEntity extends CustomRequestRecipientSchema.class {}
CustomRequestRecipientSchema.setClass(CustomRequestRecipientEntity);
