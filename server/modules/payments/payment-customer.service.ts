import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import type { PaymentGateway } from './gateway/payment-gateway.ts';
import { PaymentCustomerEntity } from './payment-customer.entity.ts';

/** The user's customer record at the gateway, created there once (the key makes a race create one). */
export async function ensurePaymentCustomer(em: EntityManager, gateway: PaymentGateway, userId: string): Promise<string> {
  const known = await em.findOne(PaymentCustomerEntity, { user: userId, gateway: gateway.name }, { refresh: true });
  if (known) return known.customerRef;
  const user = await em.findOneOrFail(UserEntity, userId, { fields: ['id', 'email', 'firstName', 'lastName'] });
  const { customerRef } = await gateway.ensureCustomer({
    userId,
    email: user.email ?? null,
    name: `${user.firstName} ${user.lastName}`.trim(),
    idempotencyKey: `customer:${gateway.name}:${userId}`,
  });
  await em
    .createQueryBuilder(PaymentCustomerEntity)
    .insert({ id: randomUUID(), user: userId, gateway: gateway.name, customerRef, createdAt: new Date() })
    .onConflict(['user', 'gateway'])
    .ignore()
    .execute('run');
  const stored = await em.findOneOrFail(PaymentCustomerEntity, { user: userId, gateway: gateway.name }, { refresh: true });
  return stored.customerRef;
}
