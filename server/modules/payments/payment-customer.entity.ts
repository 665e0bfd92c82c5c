import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';

/** A user's customer record at a gateway, which their saved cards belong to; one per gateway. */
export const PaymentCustomerSchema = defineEntity({
  name: 'PaymentCustomer',
  tableName: 'payment_customer',
  uniques: [{ properties: ['user', 'gateway'] }, { properties: ['gateway', 'customerRef'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    gateway: p.string(),
    customerRef: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class PaymentCustomerEntity extends PaymentCustomerSchema.class {}
PaymentCustomerSchema.setClass(PaymentCustomerEntity);
