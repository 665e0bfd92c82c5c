import type { CallHangupPayload, CallInvitePayload, CallPartyPayload, CallSignal, CallSignalPayload, CallView } from './calls/call.schema.ts';
import type { ChatMessage, ChatReadState, ChatSendPayload } from './chats/chat.schema.ts';

/**
 * The typed Socket.IO event map shared by server, workers (through the Redis emitter) and client.
 * Chat, add-on offers, reschedule requests and call signalling add their events here.
 */
export interface NotificationEvent {
  id: string;
  /** i18n key of the notification text; the client translates it. */
  key: string;
  params?: Record<string, string | number>;
  link?: string;
  createdAt: string;
}

/** The error shape of the REST API (`{ message, status, data: { key, ... } }`), in an acknowledgement. */
export interface SocketErrorBody {
  message: string;
  status: number;
  data?: Record<string, unknown>;
}

/** The answer to `chat:send`: the stored message, or the error the REST call would have answered. */
export type ChatSendAck = { ok: true; message: ChatMessage } | { ok: false; error: SocketErrorBody };

/** The answer to a call event: the call as it stands after it, or the error the REST API would answer. */
export type CallAck = { ok: true; call: CallView } | { ok: false; error: SocketErrorBody };

export interface ServerToClientEvents {
  'notification:new': (notification: NotificationEvent) => void;
  /** A message was stored; sent to every participant's user room, the sender's other tabs included. */
  'chat:message': (message: ChatMessage) => void;
  /** The other participant is typing (at most every 2 seconds per connection). */
  'chat:typing': (event: { chatId: string; userId: string }) => void;
  /** The person's own read mark moved (on another tab or device), so unread badges can follow. */
  'chat:read': (event: { chatId: string } & ChatReadState) => void;
  /** A call rings: sent to every device of the callee, which shows the ringing screen. */
  'call:invite': (call: CallView) => void;
  /**
   * A call changed (accepted by one device, connected, ended): to both people's devices. A callee's
   * device that is not `calleePartyId` stops ringing once the call left `calling`.
   */
  'call:updated': (call: CallView) => void;
  /** Offer, answer or ICE candidate from the other device of the call; `toPartyId` is the device it is for. */
  'call:signal': (event: { callId: string; fromPartyId: string; toPartyId: string; signal: CallSignal }) => void;
}

export interface ClientToServerEvents {
  /** Round trip used by the client to show whether live updates work. */
  'connection:ping': (ack: (reply: { at: string; signedIn: boolean }) => void) => void;
  /** Sends a message as `POST /api/chats/{id}/messages` does; the acknowledgement carries the result. */
  'chat:send': (payload: ChatSendPayload, ack: (reply: ChatSendAck) => void) => void;
  /** Tells the other participant that the sender is typing. */
  'chat:typing': (payload: { chatId: string }) => void;
  /**
   * Calls the other person of a chat. Refused while either of them is in a call (409
   * `error.call.busy`); when the other person is ringing this one at the same moment, refused with
   * 409 `error.call.glare` and `data.callId`: this side is the polite one and answers that call instead.
   */
  'call:invite': (payload: CallInvitePayload, ack: (reply: CallAck) => void) => void;
  /** The callee's device takes the call; the first device wins, a later one gets 409 `error.call.answered_elsewhere`. */
  'call:accept': (payload: CallPartyPayload, ack: (reply: CallAck) => void) => void;
  /** The callee says no (not the same as hanging up: the caller sees "declined"). */
  'call:decline': (payload: CallPartyPayload, ack: (reply: CallAck) => void) => void;
  /** Either side ends the call (the caller before an answer cancels it), with the reason. */
  'call:hangup': (payload: CallHangupPayload, ack: (reply: CallAck) => void) => void;
  /** Media flows: the call is ongoing and its time starts. */
  'call:connected': (payload: CallPartyPayload, ack: (reply: CallAck) => void) => void;
  /** WebRTC signalling for the other device of the call; dropped when the sender is not a party of it. */
  'call:signal': (payload: CallSignalPayload) => void;
}

export interface SocketData {
  userId: string | null;
}

/** Room names: one per signed-in user, so every tab and device of a person gets the event. */
export const socketRooms = {
  user: (userId: string) => `user:${userId}`,
} as const;

export const socketPath = '/socket.io';
