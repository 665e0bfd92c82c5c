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

export interface ServerToClientEvents {
  'notification:new': (notification: NotificationEvent) => void;
}

export interface ClientToServerEvents {
  /** Round trip used by the client to show whether live updates work. */
  'connection:ping': (ack: (reply: { at: string; signedIn: boolean }) => void) => void;
}

export interface SocketData {
  userId: string | null;
}

/** Room names: one per signed-in user, so every tab and device of a person gets the event. */
export const socketRooms = {
  user: (userId: string) => `user:${userId}`,
} as const;

export const socketPath = '/socket.io';
