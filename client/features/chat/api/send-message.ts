import type { ChatMessage } from '#shared/chats/chat.schema.ts';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { emitLiveWithAck } from '../../../lib/live-connection.ts';
import { asChatMessage, postMessage } from './chats.ts';

/** How long a send over the socket may take before the same message goes over REST instead. */
export const liveSendTimeoutMs = 8_000;

/**
 * Stores one message: over the live connection with its acknowledgement, or with
 * `POST /api/chats/{id}/messages` when there is no connection, no answer in time or a server
 * error. Both carry the same `clientId`, so a send that did arrive after all is stored once.
 * A refusal (a deactivated chat, a blocked person) is thrown as the REST call would throw it.
 */
export async function sendChatMessage(chatId: string, body: { clientId: string; text: string }): Promise<ChatMessage> {
  let reply;
  try {
    reply = await emitLiveWithAck('chat:send', { chatId, ...body }, liveSendTimeoutMs);
  } catch {
    return postMessage(chatId, body);
  }
  if (reply.ok) return asChatMessage(reply.message);
  if (reply.error.status >= 500) return postMessage(chatId, body);
  throw apiErrorOf(reply.error);
}
