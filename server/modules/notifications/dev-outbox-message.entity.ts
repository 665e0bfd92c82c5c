import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A text message or e-mail "delivered" by the development outbox adapter instead of a real
 * provider. `deliveryKey` is the outbound message's id, so a job that runs twice stores it once.
 */
export const DevOutboxMessageSchema = defineEntity({
  name: 'DevOutboxMessage',
  tableName: 'dev_outbox_message',
  indexes: [{ properties: ['to', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    deliveryKey: p.string().unique(),
    channel: p.enum(['sms', 'email'] as const),
    to: p.string(),
    subject: p.string().nullable(),
    text: p.text(),
    html: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class DevOutboxMessageEntity extends DevOutboxMessageSchema.class {}
DevOutboxMessageSchema.setClass(DevOutboxMessageEntity);
