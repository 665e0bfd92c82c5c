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

export interface ServerToClientEvents {
  'notification:new': (notification: NotificationEvent) => void;
  /** A message was stored; sent to every participant's user room, the sender's other tabs included. */
  'chat:message': (message: ChatMessage) => void;
  /** The other participant is typing (at most every 2 seconds per connection). */
  'chat:typing': (event: { chatId: string; userId: string }) => void;
  /** The person's own read mark moved (on another tab or device), so unread badges can follow. */
  'chat:read': (event: { chatId: string } & ChatReadState) => void;
}

export interface ClientToServerEvents {
  /** Round trip used by the client to show whether live updates work. */
  'connection:ping': (ack: (reply: { at: string; signedIn: boolean }) => void) => void;
  /** Sends a message as `POST /api/chats/{id}/messages` does; the acknowledgement carries the result. */
  'chat:send': (payload: ChatSendPayload, ack: (reply: ChatSendAck) => void) => void;
  /** Tells the other participant that the sender is typing. */
  'chat:typing': (payload: { chatId: string }) => void;
}

export interface SocketData {
  userId: string | null;
}

/** Room names: one per signed-in user, so every tab and device of a person gets the event. */
export const socketRooms = {
  user: (userId: string) => `user:${userId}`,
} as const;

export const socketPath = '/socket.io';
