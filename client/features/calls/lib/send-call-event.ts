import type { CallAck, ClientToServerEvents } from '#shared/socket-events.ts';
import { emitLiveWithAck, LiveUnavailableError } from '../../../lib/live-connection.ts';

export type CallAckEvent = 'call:invite' | 'call:accept' | 'call:decline' | 'call:hangup' | 'call:connected';

/** How long one event waits for the server's answer. */
const ackTimeoutMs = 10_000;
/** The page may send before its connection is up (it opens with the page): wait this long for it. */
const connectWaitMs = 10_000;
const connectPollMs = 250;

/**
 * Sends a call event and waits for the server's answer. A call cannot fall back to REST, so
 * while the tab's connection is still opening (or coming back) the event waits for it a little.
 */
export async function sendCallEvent<Event extends CallAckEvent>(event: Event, payload: Parameters<ClientToServerEvents[Event]>[0]): Promise<CallAck> {
  const giveUpAt = Date.now() + connectWaitMs;
  for (;;) {
    try {
      return (await emitLiveWithAck(event as 'call:invite', payload as never, ackTimeoutMs)) as CallAck;
    } catch (error) {
      if (!(error instanceof LiveUnavailableError) || Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, connectPollMs));
    }
  }
}
