import { customRequestLimits } from './custom-request.schema.ts';

const hourMs = 3_600_000;

/**
 * When a request goes to every relevant provider (spec §4, §9): at once when the customer chose
 * "send to all", otherwise 24 hours after it was sent.
 */
export function broadcastTime(createdAt: Date, sendToAll: boolean): Date {
  return sendToAll ? createdAt : new Date(createdAt.getTime() + customRequestLimits.broadcastAfterHours * hourMs);
}

/**
 * Whether the broadcast is due now: the request is open, not broadcast yet, its time has come,
 * and (unless it goes to all) none of the chosen providers has made an offer.
 */
export function broadcastDue(request: { status: string; sendToAll: boolean; broadcastAt: Date; broadcastDoneAt: Date | null; chosenOffered: boolean }, now: Date): boolean {
  if (request.status !== 'OPEN' || request.broadcastDoneAt) return false;
  if (request.broadcastAt.getTime() > now.getTime()) return false;
  return request.sendToAll || !request.chosenOffered;
}
