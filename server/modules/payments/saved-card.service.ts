import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { GatewayCard } from './gateway/payment-gateway.ts';
import { SavedCardEntity } from './saved-card.entity.ts';

/**
 * Keeps a card the gateway saved for the customer (once per card: the webhook and a refresh may
 * both bring it). The first card kept becomes the default.
 */
export async function keepSavedCard(em: EntityManager, input: { userId: string; gateway: string; card: GatewayCard }): Promise<void> {
  const { card } = input;
  const hasDefault = (await em.count(SavedCardEntity, { user: input.userId, gateway: input.gateway, removedAt: null, isDefault: true })) > 0;
  await em
    .createQueryBuilder(SavedCardEntity)
    .insert({
      id: randomUUID(),
      user: input.userId,
      gateway: input.gateway,
      cardRef: card.cardRef,
      customerRef: card.customerRef,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: !hasDefault,
      createdAt: new Date(),
      removedAt: null,
    })
    .onConflict(['gateway', 'cardRef'])
    .ignore()
    .execute('run');
}

/** The customer's cards at this gateway, default first, then newest. */
export function savedCardsOf(em: EntityManager, userId: string, gateway: string): Promise<SavedCardEntity[]> {
  return em.find(SavedCardEntity, { user: userId, gateway, removedAt: null }, { orderBy: { isDefault: 'desc', createdAt: 'desc' }, refresh: true });
}
