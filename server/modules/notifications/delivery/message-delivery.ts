import type { OutboundMessage } from '#shared/queues.ts';

/**
 * Hands one message to whoever delivers it (an SMTP server, an SMS provider, the development
 * outbox). Implementations must tolerate the same message twice: jobs are retried.
 */
export interface MessageDelivery {
  deliver(message: OutboundMessage): Promise<void>;
  close?(): Promise<void>;
}
