import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboundMessage } from '#shared/queues.ts';
import { DevOutboxMessageEntity } from '../dev-outbox-message.entity.ts';
import type { MessageDelivery } from './message-delivery.ts';

/**
 * The development and test stand-in for every real provider: messages land in a table that
 * `GET /api/dev/outbox` and the `/dev/outbox` page show.
 */
export class OutboxDelivery implements MessageDelivery {
  readonly #em: EntityManager;
  constructor(em: EntityManager) {
    this.#em = em;
  }

  async deliver(message: OutboundMessage): Promise<void> {
    await this.#em
      .fork()
      .createQueryBuilder(DevOutboxMessageEntity)
      .insert({
        id: crypto.randomUUID(),
        deliveryKey: message.id,
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        text: message.text,
        html: message.html ?? null,
        createdAt: new Date(),
      })
      .onConflict('deliveryKey')
      .ignore()
      .execute();
  }
}
