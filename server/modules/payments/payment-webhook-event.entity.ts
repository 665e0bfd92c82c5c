import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * Every webhook the gateway sent us, by its event id: the insert that records it is the lock that
 * applies it once (a second delivery finds the row and changes nothing). `outcome` says what
 * applying it did, for support reading the log.
 */
export const PaymentWebhookEventSchema = defineEntity({
  name: 'PaymentWebhookEvent',
  tableName: 'payment_webhook_event',
  uniques: [{ properties: ['gateway', 'eventId'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    gateway: p.string(),
    eventId: p.string(),
    type: p.string(),
    payload: p.json<Record<string, unknown>>(),
    receivedAt: p.datetime().onCreate(() => new Date()),
    appliedAt: p.datetime().nullable(),
    outcome: p.string().nullable(),
  },
});

export class PaymentWebhookEventEntity extends PaymentWebhookEventSchema.class {}
PaymentWebhookEventSchema.setClass(PaymentWebhookEventEntity);
