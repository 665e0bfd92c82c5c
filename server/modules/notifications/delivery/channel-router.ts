import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboundMessage } from '#shared/queues.ts';
import type { AppConfig } from '#server/config/config.ts';
import type { MessageDelivery } from './message-delivery.ts';
import { OutboxDelivery } from './outbox-delivery.ts';
import { SmtpDelivery } from './smtp-delivery.ts';
import { TwilioSmsDelivery } from './twilio-sms-delivery.ts';

/** Sends each message through the adapter configured for its channel. */
export class ChannelRouter implements MessageDelivery {
  readonly #byChannel: Record<OutboundMessage['channel'], MessageDelivery>;
  constructor(byChannel: Record<OutboundMessage['channel'], MessageDelivery>) {
    this.#byChannel = byChannel;
  }
  deliver(message: OutboundMessage): Promise<void> {
    return this.#byChannel[message.channel].deliver(message);
  }
  async close(): Promise<void> {
    await Promise.all(Object.values(this.#byChannel).map((delivery) => delivery.close?.()));
  }
}

/** Picks the delivery adapters from configuration (`MAIL_TRANSPORT`, `SMS_TRANSPORT`). */
export function createMessageDelivery(config: AppConfig, em: EntityManager): MessageDelivery {
  const outbox = new OutboxDelivery(em);
  const email =
    config.mail.transport === 'smtp' && config.mail.smtpUrl
      ? new SmtpDelivery({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, messageIdDomain: new URL(config.origin).hostname })
      : outbox;
  const sms = config.sms.transport === 'twilio' && config.sms.twilio ? new TwilioSmsDelivery(config.sms.twilio) : outbox;
  return new ChannelRouter({ email, sms });
}
