import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { callTimings } from '#shared/calls/call-status.ts';
import type { CallView } from '#shared/calls/call.schema.ts';
import { wantsMessage } from '#shared/notifications/notification-settings.ts';
import { type CallJob, type OutboundMessage, outboundMessageSchema } from '#shared/queues.ts';
import { accountChatPath, agentChatPath } from '#shared/routing/paths.ts';
import { query, sql } from '#server/db/sql.ts';
import type { ChatEvents } from '#server/modules/chats/chat-events.ts';
import { derivedClientId, postToChat } from '#server/modules/chats/marketplace-messages.ts';
import { languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { outboundMessageJobOptions } from '#server/modules/notifications/outbound-message.service.ts';
import type { UserNotifier } from '#server/modules/notifications/user-notifier.ts';
import type { CallEvents } from './call-events.ts';
import type { CallChange } from './call.service.ts';

/** What follows a change of a call, the same from the web server and the workers. */
export interface CallMessaging {
  events: CallEvents;
  chat: ChatEvents;
  notifier: UserNotifier;
  outbound: Queue<OutboundMessage>;
  calls: Queue<CallJob>;
  origin: string;
  appName: string;
}

const callJobOptions = { removeOnComplete: true, removeOnFail: { age: 24 * 3600 }, attempts: 3, backoff: { type: 'exponential', delay: 2_000 } } as const;

/** The deadline job of a call's current state; its id makes a second schedule of the same deadline a no-op. */
export async function scheduleCallTimeout(calls: Queue<CallJob>, call: CallView, now: Date): Promise<void> {
  const dueAt = call.status === 'calling' ? new Date(call.expiresAt).getTime() : call.status === 'connecting' && call.answeredAt ? new Date(call.answeredAt).getTime() + callTimings.connectTimeoutMs : null;
  if (dueAt === null) return;
  await calls.add('timeout', { type: 'timeout', callId: call.id }, { ...callJobOptions, delay: Math.max(0, dueAt - now.getTime()), jobId: `call-${call.status}-${call.id}` });
}

/**
 * The chat line a finished call leaves, as an i18n key of `notifications:chat.*` and its values.
 * Nobody's name: the chat shows who is who, and a line outlives an erased account.
 */
export function callLine(call: CallView): { key: string; params: Record<string, string | number> } {
  switch (call.outcome) {
    case 'completed': {
      const seconds = call.connectedAt && call.endedAt ? Math.max(0, Math.round((Date.parse(call.endedAt) - Date.parse(call.connectedAt)) / 1000)) : 0;
      return { key: 'notifications:chat.callCompleted', params: { minutes: Math.floor(seconds / 60), seconds: seconds % 60 } };
    }
    case 'missed':
      return { key: 'notifications:chat.callMissed', params: {} };
    case 'declined':
      return { key: 'notifications:chat.callDeclined', params: {} };
    case 'cancelled':
      return { key: 'notifications:chat.callCancelled', params: {} };
    default:
      return { key: 'notifications:chat.callFailed', params: {} };
  }
}

/**
 * After a call changed (committed): both people's devices hear of it; the next deadline is set; a
 * call that ended leaves its line in the chat, and a missed one is told to the callee in the app
 * and by e-mail or SMS as they chose. Written once per call, however often this runs.
 */
export async function followCallChange(em: EntityManager, messaging: CallMessaging, change: CallChange, now: Date): Promise<void> {
  const { call } = change;
  if (!change.changed) return;
  messaging.events.updated(call);
  if (call.status === 'calling' || call.status === 'connecting') {
    await scheduleCallTimeout(messaging.calls, call, now);
    return;
  }
  if (call.status !== 'ended') return;
  const sent = await postToChat(em, { chatId: call.chatId, now, message: { kind: 'system', ...callLine(call), bookingId: null, about: `call:${call.id}` } });
  if (sent.created) messaging.chat.message(sent.recipientIds, sent.message);
  if (call.outcome === 'missed' && sent.created) await tellMissedCall(em, messaging, call);
}

interface CalleeRow {
  role: 'customer' | 'provider';
  first_name: string;
  email: string;
  phone: string | null;
  language: string | null;
  notification_settings: unknown;
  unreachable: boolean;
}

async function tellMissedCall(em: EntityManager, messaging: CallMessaging, call: CallView): Promise<void> {
  const [callee] = await query<CalleeRow>(
    em,
    sql`select p.role, u.first_name, u.email, u.phone, u.language, u.notification_settings, (u.is_blocked or u.erased_at is not null) as unreachable
      from chat_participant p join app_user u on u.id = p.user_id where p.chat_id = ${call.chatId} and p.user_id = ${call.calleeId}`,
  );
  if (!callee || callee.unreachable) return;
  const path = callee.role === 'customer' ? accountChatPath(call.chatId) : agentChatPath(call.chatId);
  await messaging.notifier.notify(em, call.calleeId, { key: 'notifications:call.missed', params: { name: call.callerName }, link: path });
  const language = languageOf(callee.language as Parameters<typeof languageOf>[0]);
  const values = { name: callee.first_name, caller: call.callerName, link: `${messaging.origin}${path}`, appName: messaging.appName };
  const send: OutboundMessage[] = [];
  if (wantsMessage(callee.notification_settings, 'messages', 'email')) {
    send.push(
      outboundMessageSchema.parse({
        id: derivedClientId(`call-missed:${call.id}:email`),
        channel: 'email',
        to: callee.email,
        subject: messageText(language, (m) => m.call.missedSubject, values),
        text: messageText(language, (m) => m.call.missed, values),
      }),
    );
  }
  if (callee.phone && wantsMessage(callee.notification_settings, 'messages', 'sms')) {
    send.push(outboundMessageSchema.parse({ id: derivedClientId(`call-missed:${call.id}:sms`), channel: 'sms', to: callee.phone, text: messageText(language, (m) => m.call.missedSms, values) }));
  }
  await Promise.all(send.map((message) => messaging.outbound.add('deliver', message, { ...outboundMessageJobOptions, jobId: message.id })));
}
