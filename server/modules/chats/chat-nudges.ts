import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { ChatMessage } from '#shared/chats/chat.schema.ts';
import { wantsMessage } from '#shared/notifications/notification-settings.ts';
import { type ChatNudgeJob, type OutboundMessage, outboundMessageSchema } from '#shared/queues.ts';
import { accountChatPath, agentChatPath } from '#shared/routing/paths.ts';
import { query, sql } from '#server/db/sql.ts';
import { languageOf, messageText } from '#server/modules/notifications/message-text.ts';
import { outboundMessageJobOptions } from '#server/modules/notifications/outbound-message.service.ts';

/** How long a message may stay unread before its reader is told by e-mail or SMS. */
export const chatNudgeDelayMs = 5 * 60_000;
/** At most one nudge per chat and person this often; what arrives meanwhile goes into the next one. */
export const chatNudgeIntervalMs = 60 * 60_000;
/** How much of the newest unread message the nudge quotes. */
const previewLength = 140;

/** One waiting job per chat and person: a second message while it waits joins the same nudge. */
export const chatNudgeJobId = (chatId: string, userId: string) => `chat-nudge-${chatId}-${userId}`;

const nudgeJobOptions = { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 3, backoff: { type: 'exponential', delay: 10_000 } } as const;

/**
 * After a message is stored: a delayed job for everyone in the chat but its sender. Adding a job
 * whose id is already waiting does nothing, which is what batches several messages into one nudge.
 */
export async function scheduleChatNudges(queue: Queue<ChatNudgeJob>, message: Pick<ChatMessage, 'chatId' | 'senderId'>, recipientIds: readonly string[]): Promise<void> {
  const readers = recipientIds.filter((userId) => userId !== message.senderId);
  await Promise.all(
    readers.map((userId) => queue.add('nudge', { chatId: message.chatId, userId }, { ...nudgeJobOptions, delay: chatNudgeDelayMs, jobId: chatNudgeJobId(message.chatId, userId) })),
  );
}

/** A scheduler stops skipping this long before the job it added is due, so a message just before still joins it. */
const skipMarginMs = 10_000;
/** Past this many remembered jobs, the ones already due are forgotten. */
const pruneAbove = 10_000;

/**
 * `scheduleChatNudges` for a busy server: a reader whose nudge this process queued a moment ago is
 * not queued again until shortly before it is due, so a lively chat costs one Redis call per reader
 * every few minutes instead of one per message. Another process may still add the same job id,
 * which the queue ignores as before.
 */
export function chatNudgeScheduler(queue: Queue<ChatNudgeJob>, now: () => number = Date.now) {
  const queuedUntil = new Map<string, number>();
  return async (message: Pick<ChatMessage, 'chatId' | 'senderId'>, recipientIds: readonly string[]): Promise<void> => {
    const at = now();
    if (queuedUntil.size > pruneAbove) {
      for (const [id, until] of queuedUntil) if (until <= at) queuedUntil.delete(id);
    }
    const due = recipientIds.filter((userId) => userId !== message.senderId && (queuedUntil.get(chatNudgeJobId(message.chatId, userId)) ?? 0) <= at);
    if (due.length === 0) return;
    for (const userId of due) queuedUntil.set(chatNudgeJobId(message.chatId, userId), at + chatNudgeDelayMs - skipMarginMs);
    try {
      await scheduleChatNudges(queue, { chatId: message.chatId, senderId: null }, due);
    } catch (error) {
      for (const userId of due) queuedUntil.delete(chatNudgeJobId(message.chatId, userId));
      throw error;
    }
  };
}

export interface ChatNudgeMessaging {
  outbound: Queue<OutboundMessage>;
  nudges: Queue<ChatNudgeJob>;
  origin: string;
  appName: string;
}

interface NudgeRow {
  role: 'customer' | 'provider';
  last_read_seq: number;
  last_nudged_at: Date | string | null;
  last_nudged_seq: number;
  first_name: string;
  email: string;
  phone: string;
  language: 'nb_no' | 'en_us' | null;
  notification_settings: unknown;
  unreachable: boolean;
  sender_name: string;
}

/** A message id from what the nudge is about, so a job run twice queues each e-mail and SMS once. */
function nudgeMessageId(chatId: string, userId: string, seq: number, channel: string): string {
  const hex = createHash('sha256').update(`chat-nudge:${chatId}:${userId}:${seq}:${channel}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type NudgeOutcome = 'sent' | 'nothing_unread' | 'not_wanted' | { later: Date };

/**
 * Tells a person about the messages of a chat they have not read, once their delay is up: one
 * e-mail and/or SMS (as they chose) naming the sender and quoting the newest message. Checked at
 * run time under a lock on the person's row: nothing when it was read meanwhile, nothing twice for
 * the same messages, and not again within an hour of the last nudge (then `later` says when).
 */
export async function nudgeIfUnread(em: EntityManager, messaging: ChatNudgeMessaging, job: ChatNudgeJob, now: Date): Promise<NudgeOutcome> {
  const outcome = await em.transactional(async (tx): Promise<NudgeOutcome | { send: OutboundMessage[] }> => {
    const [row] = await query<NudgeRow>(
      tx,
      sql`select me.role, me.last_read_seq, me.last_nudged_at, me.last_nudged_seq, u.first_name, u.email, u.phone, u.language, u.notification_settings,
          (u.is_blocked or u.erased_at is not null or c.deactivated_at is not null) as unreachable,
          case when me.role = 'customer' then p.display_name else cu.first_name end as sender_name
        from chat_participant me join chat c on c.id = me.chat_id join app_user u on u.id = me.user_id
          join provider p on p.id = c.provider_id join app_user cu on cu.id = c.customer_id
        where me.chat_id = ${job.chatId} and me.user_id = ${job.userId} for update of me`,
    );
    if (!row || row.unreachable) return 'not_wanted';
    const [unread] = await query<{ count: number; last_seq: number | null; preview: string | null; preview_kind: string | null }>(
      tx,
      sql`select count(*)::int as count, max(m.seq) as last_seq, (array_agg(m.text order by m.seq desc))[1] as preview,
          (array_agg(m.kind order by m.seq desc))[1] as preview_kind from chat_message m
        where m.chat_id = ${job.chatId} and m.seq > greatest(${row.last_read_seq}, ${row.last_nudged_seq}) and m.sender_id is distinct from ${job.userId}`,
    );
    if (!unread || unread.count === 0 || unread.last_seq === null) return 'nothing_unread';
    const lastNudgedAt = row.last_nudged_at ? new Date(row.last_nudged_at).getTime() : null;
    if (lastNudgedAt !== null && now.getTime() - lastNudgedAt < chatNudgeIntervalMs) return { later: new Date(lastNudgedAt + chatNudgeIntervalMs) };
    await query(tx, sql`update chat_participant set last_nudged_at = ${now}, last_nudged_seq = ${unread.last_seq} where chat_id = ${job.chatId} and user_id = ${job.userId}`);

    const language = languageOf(row.language);
    const link = `${messaging.origin}${row.role === 'customer' ? accountChatPath(job.chatId) : agentChatPath(job.chatId)}`;
    const written = (unread.preview ?? '').replace(/\s+/g, ' ').trim();
    // A picture without a caption is named, so the quote is never empty.
    const text = written || (unread.preview_kind === 'picture' ? messageText(language, (m) => m.chat.picture) : '');
    const values = {
      name: row.first_name,
      sender: row.sender_name,
      count: unread.count,
      preview: text.length > previewLength ? `${text.slice(0, previewLength - 1)}…` : text,
      link,
      appName: messaging.appName,
    };
    const send: OutboundMessage[] = [];
    if (wantsMessage(row.notification_settings, 'messages', 'email')) {
      send.push(
        outboundMessageSchema.parse({
          id: nudgeMessageId(job.chatId, job.userId, unread.last_seq, 'email'),
          channel: 'email',
          to: row.email,
          subject: messageText(language, (m) => (unread.count === 1 ? m.chat.unreadSubjectOne : m.chat.unreadSubjectMany), values),
          text: messageText(language, (m) => m.chat.unread, values),
        }),
      );
    }
    if (wantsMessage(row.notification_settings, 'messages', 'sms')) {
      send.push(outboundMessageSchema.parse({ id: nudgeMessageId(job.chatId, job.userId, unread.last_seq, 'sms'), channel: 'sms', to: row.phone, text: messageText(language, (m) => m.chat.unreadSms, values) }));
    }
    return { send };
  });

  if (typeof outcome === 'object' && 'later' in outcome) {
    // The job that runs now still holds the plain id, so the postponed one gets its due time in its own.
    await messaging.nudges.add('nudge', job, { ...nudgeJobOptions, delay: outcome.later.getTime() - now.getTime(), jobId: `${chatNudgeJobId(job.chatId, job.userId)}-${outcome.later.getTime()}` });
    return outcome;
  }
  if (typeof outcome !== 'object') return outcome;
  if (outcome.send.length === 0) return 'not_wanted';
  await messaging.outbound.addBulk(outcome.send.map((data) => ({ name: 'deliver', data, opts: { ...outboundMessageJobOptions, jobId: data.id } })));
  return 'sent';
}
