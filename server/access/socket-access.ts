import type { Socket } from 'socket.io';
import type { ClientToServerEvents } from '#shared/socket-events.ts';
import { AppError } from '#server/lib/app-error.ts';
import { type ErrorBody, toErrorBody } from '#server/plugins/errors.plugin.ts';
import { assertPlainText } from '#server/plugins/validation.ts';
import type { RouteAccess } from './route-access.ts';

/**
 * Who may send each client event over the socket, with the same levels as the HTTP routes
 * (route-access.ts). Keyed by the typed event map, so an event without a rule does not compile.
 * Whose chat or call an id names stays in the handler, as with routes.
 */
export const socketEventAccess: Readonly<Record<keyof ClientToServerEvents, RouteAccess>> = {
  'connection:ping': { access: 'public', blocked: true, note: 'Tells the client whether live updates work.' },
  'chat:send': { access: 'participant', resource: { chatId: 'chat' }, note: 'The chat\'s customer or provider; anyone else 404.' },
  'chat:typing': { access: 'participant', resource: { chatId: 'chat' }, note: 'Relayed only within a chat the sender takes part in; otherwise dropped.' },
  'call:invite': { access: 'participant', resource: { chatId: 'chat' }, note: 'The chat\'s customer or provider, chat open for writing; anyone else 404.' },
  'call:accept': { access: 'participant', resource: { callId: 'call' }, note: 'Only the callee; anyone else 404.' },
  'call:decline': { access: 'participant', resource: { callId: 'call' }, note: 'Only the callee; anyone else 404.' },
  'call:hangup': { access: 'participant', resource: { callId: 'call' }, note: 'The call\'s caller or callee; anyone else 404.' },
  'call:connected': { access: 'participant', resource: { callId: 'call' }, note: 'The call\'s caller or callee; anyone else 404.' },
  'call:signal': { access: 'participant', resource: { callId: 'call' }, note: 'Relayed only from a device of the call to the other one; otherwise dropped.' },
};

/** What the middleware needs to know of the sender: loaded only for events that are not public. */
export type SocketSender = { isBlocked: boolean; isAdmin: boolean } | null;

/**
 * The coarse rule and the text rule for one incoming event, before its handler runs: the same
 * answers as the HTTP routes (401 signed out, 403 `error.user.blocked`, 400 for a control character).
 * @throws AppError or RequestValidationError, which the middleware turns into the acknowledgement.
 */
export async function checkSocketEvent(event: string, payload: unknown[], userId: string | null, loadSender: (userId: string) => Promise<SocketSender>): Promise<void> {
  const rule = (socketEventAccess as Record<string, RouteAccess | undefined>)[event];
  if (!rule) throw new AppError(404, 'error.http.not_found');
  assertPlainText(payload, 'body');
  if (rule.access === 'public' && rule.blocked) return;
  const sender = userId ? await loadSender(userId) : null;
  if (!sender) {
    if (rule.access === 'public') return;
    throw new AppError(401, 'error.http.unauthorized');
  }
  if (sender.isBlocked && !rule.blocked) throw new AppError(403, 'error.user.blocked');
  if (rule.access === 'admin' && !sender.isAdmin) throw new AppError(403, 'error.http.forbidden');
}

/**
 * Socket.IO middleware for every incoming event: a refused event never reaches its handler; its
 * acknowledgement (when the client asked for one) gets `{ ok: false, error }` in the error shape.
 */
export function socketEventGuard(socket: Socket, loadSender: (userId: string) => Promise<SocketSender>, onUnexpected: (error: unknown) => void) {
  return ([event, ...args]: unknown[], next: (error?: Error) => void): void => {
    const ack = typeof args.at(-1) === 'function' ? (args.at(-1) as (reply: { ok: false; error: ErrorBody }) => void) : null;
    const payload = ack ? args.slice(0, -1) : args;
    checkSocketEvent(String(event), payload, (socket.data as { userId: string | null }).userId, loadSender).then(
      () => next(),
      (error: unknown) => {
        const body = toErrorBody(error);
        if (body.status >= 500) onUnexpected(error);
        ack?.({ ok: false, error: body });
      },
    );
  };
}
