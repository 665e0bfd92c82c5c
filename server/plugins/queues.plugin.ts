import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { type AccountErasureJob, type BookingDeadlineJob, type CallJob, type ChatNudgeJob, type CustomRequestJob, type LoginLinkExpiryJob, type OutboundMessage, type PaymentRetryJob, type ProviderFiguresJob, queueNames, queuePrefix, type SubscriptionJob } from '#shared/queues.ts';
import type { AppConfig } from '#server/config/config.ts';

export interface AppQueues {
  outboundMessages: Queue<OutboundMessage>;
  loginLinkExpiry: Queue<LoginLinkExpiryJob>;
  bookingDeadlines: Queue<BookingDeadlineJob>;
  paymentRetries: Queue<PaymentRetryJob>;
  accountErasure: Queue<AccountErasureJob>;
  customRequests: Queue<CustomRequestJob>;
  chatNudges: Queue<ChatNudgeJob>;
  calls: Queue<CallJob>;
  subscriptions: Queue<SubscriptionJob>;
  providerFigures: Queue<ProviderFiguresJob>;
}

declare module 'fastify' {
  interface FastifyInstance {
    queues: AppQueues;
  }
}

/** The producer side of every queue; the workers process them. */
export function createQueues(config: AppConfig, connection: Redis): AppQueues {
  const prefix = queuePrefix(config.redisKeyPrefix);
  return {
    outboundMessages: new Queue<OutboundMessage>(queueNames.outboundMessages, { connection, prefix }),
    loginLinkExpiry: new Queue<LoginLinkExpiryJob>(queueNames.loginLinkExpiry, { connection, prefix }),
    bookingDeadlines: new Queue<BookingDeadlineJob>(queueNames.bookingDeadlines, { connection, prefix }),
    paymentRetries: new Queue<PaymentRetryJob>(queueNames.paymentRetries, { connection, prefix }),
    accountErasure: new Queue<AccountErasureJob>(queueNames.accountErasure, { connection, prefix }),
    customRequests: new Queue<CustomRequestJob>(queueNames.customRequests, { connection, prefix }),
    chatNudges: new Queue<ChatNudgeJob>(queueNames.chatNudges, { connection, prefix }),
    calls: new Queue<CallJob>(queueNames.calls, { connection, prefix }),
    subscriptions: new Queue<SubscriptionJob>(queueNames.subscriptions, { connection, prefix }),
    providerFigures: new Queue<ProviderFiguresJob>(queueNames.providerFigures, { connection, prefix }),
  };
}

async function queuesPlugin(app: FastifyInstance, options: { config: AppConfig; connection: Redis }): Promise<void> {
  const queues = createQueues(options.config, options.connection);
  for (const queue of Object.values(queues)) {
    queue.on('error', (error: Error) => app.log.warn({ err: error, queue: queue.name }, 'queue connection error'));
  }
  app.decorate('queues', queues);
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(queues).map((queue) => queue.close()));
  });
}

export default fp(queuesPlugin, { name: 'queues' });
